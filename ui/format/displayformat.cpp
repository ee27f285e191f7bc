#include "ui/format/displayformat.h"

#include <algorithm>
#include <array>
#include <cmath>

#include <QCoreApplication>
#include <QGuiApplication>
#include <QRegularExpression>

#include "core/scenario/numberformat.h"

namespace runway::display {
namespace {

/// Whether amounts are written with 万 / 亿 (Chinese), not K / M / B / T.
bool tenThousands(const QLocale& locale)
{
    return locale.language() == QLocale::Chinese;
}

/// |v| in 万 / 亿 / 万亿 with `significant` digits and the scale word after a space: "3,530 万",
/// "6.6 亿", "100 万亿"; below 10,000 the number alone ("9,652").
QString cjkScaled(double a, int significant, const QLocale& locale)
{
    static constexpr std::array<std::pair<double, const char*>, 3> kScales{{{1e12, "万亿"}, {1e8, "亿"}, {1e4, "万"}}};
    double divisor = 1;
    const char* word = "";
    for (const auto& [d, w] : kScales)
        if (a >= d) {
            divisor = d;
            word = w;
            break;
        }
    const double s = a / divisor;
    int decimals = 0;
    if (s > 0)
        decimals = std::max(0, significant - 1 - static_cast<int>(std::floor(std::log10(s))));
    if (divisor < 1e12 && divisor > 1 && std::round(s * std::pow(10, decimals)) >= 1e4 * std::pow(10, decimals))
        return cjkScaled(divisor == 1e4 ? 1e8 : 1e12, significant, locale); // 9,999.7 万 is 1 亿
    QString body = locale.toString(s, 'f', decimals);
    if (body.contains(locale.decimalPoint())) {
        while (body.endsWith(QLatin1Char('0')))
            body.chop(1);
        if (body.endsWith(locale.decimalPoint()))
            body.chop(locale.decimalPoint().size());
    }
    return *word ? body + QLatin1Char(' ') + QString::fromUtf8(word) : body;
}

QString scaled(double v, int significant, bool asMoney)
{
    if (!std::isfinite(v))
        return QCoreApplication::translate("Display", "n/a");
    const QLocale locale;
    if (tenThousands(locale)) {
        const QString sign = v < 0 ? QStringLiteral("−") : QString();
        const QString body = cjkScaled(std::fabs(v), significant, locale);
        return sign + (asMoney ? QCoreApplication::translate("Display", "%1 dollars").arg(body) : body);
    }
    const double a = std::fabs(v);
    const Scale sc = scaleFor(a);
    double s = a / sc.divisor;
    int decimals = 0;
    if (s > 0) {
        const int magnitude = static_cast<int>(std::floor(std::log10(s)));
        decimals = std::max(0, significant - 1 - magnitude);
    }
    // Rounding 999.7 to 3 digits gives 1000: step up one scale.
    QString body = locale.toString(s, 'f', decimals);
    if (sc.divisor < 1e12 && std::round(s * std::pow(10, decimals)) >= 1000 * std::pow(10, decimals))
        return scaled(v >= 0 ? sc.divisor * 1000 : -sc.divisor * 1000, significant, asMoney);
    if (body.contains(locale.decimalPoint())) {
        while (body.endsWith(QLatin1Char('0')))
            body.chop(1);
        if (body.endsWith(locale.decimalPoint()))
            body.chop(locale.decimalPoint().size());
    }
    const QString suffix = QString::fromLatin1(sc.suffix.data(), static_cast<qsizetype>(sc.suffix.size()));
    const QString sign = v < 0 ? QStringLiteral("−") : QString();
    return sign + (asMoney ? QStringLiteral("$") : QString()) + body + suffix;
}

/// `magnitude` (the text of |v|, with `prefix` and `suffix` around it) with U+2212 in front when v
/// is negative, as money has it. A value that is not zero but rounds to zero at the shown precision
/// says which side of zero it is on, with two significant digits: "negative (−0.002 %)",
/// "positive (0.0031)" — never "−0.00" nor a "0.00" that hides a sign (issue 26).
QString signedText(double v, const QString& magnitude, const QString& prefix = {}, const QString& suffix = {})
{
    const bool zero = std::none_of(magnitude.begin(), magnitude.end(), [](QChar c) { return c.isDigit() && c != QLatin1Char('0'); });
    const QString minus = v < 0 ? QStringLiteral("−") : QString();
    if (!zero || v == 0 || !std::isfinite(v))
        return (zero ? QString() : minus) + prefix + magnitude + suffix;
    const QString precise = minus + prefix + QLocale().toString(std::fabs(v), 'g', 2) + suffix;
    return v < 0 ? QCoreApplication::translate("Display", "negative (%1)").arg(precise) : QCoreApplication::translate("Display", "positive (%1)").arg(precise);
}

} // namespace

QString perUnitMoney(double v)
{
    const QLocale locale;
    const double a = std::fabs(v);
    QString text;
    if (a >= 1 || a == 0 || !std::isfinite(a)) {
        text = locale.toString(a, 'f', 2);
    } else {
        const int magnitude = static_cast<int>(std::floor(std::log10(a)));
        int decimals = std::max(2, 2 - magnitude); // 3 significant digits
        text = locale.toString(a, 'f', decimals);
        // drop trailing zeros beyond the cents
        while (decimals > 2 && text.endsWith(QLatin1Char('0'))) {
            text.chop(1);
            --decimals;
        }
    }
    if (tenThousands(locale)) // "0.10美元", as money() writes dollars in Chinese
        return QCoreApplication::translate("Display", "%1 dollars").arg(signedText(v, text));
    return signedText(v, text, QStringLiteral("$")); // "−$0.05", the minus of money()
}

QString tokens(double v, int significant)
{
    return scaled(v, significant, false);
}
QString money(double v, int significant)
{
    return scaled(v, significant, true);
}

QString percent(double v, int decimals)
{
    return signedText(v, QLocale().toString(std::fabs(v), 'f', decimals), {}, QStringLiteral(" %"));
}

QString ratio(double v)
{
    return number(Quantity{v, Unit::Ratio, Style::Decimal, 2});
}

QString months(double v, int decimals)
{
    return QCoreApplication::translate("Display", "%1 months").arg(signedText(v, QLocale().toString(std::fabs(v), 'f', decimals)));
}

QString cappedMonths(double v, int horizonMonths, int decimals)
{
    if (v >= horizonMonths - 1e-9)
        return QCoreApplication::translate("Display", "%1+ months").arg(horizonMonths);
    return months(v, decimals);
}

QString number(const Quantity& q)
{
    const QLocale locale;
    const double v = q.value;
    if (!std::isfinite(v))
        return QCoreApplication::translate("Display", "n/a");
    const auto plain = [&](char format, int precision) { return signedText(v, locale.toString(std::fabs(v), format, precision)); };
    const int digits = q.digits > 0 ? q.digits : 3;
    switch (q.unit) {
    case Unit::UsdPerMtok:
    case Unit::UsdPerKwh: return perUnitMoney(v);
    case Unit::Usd:
    case Unit::UsdPerDay:
    case Unit::UsdPerMonth:
    case Unit::UsdPerChip: return q.style == Style::PerMtok ? perUnitMoney(v) : money(v, q.style == Style::Money || q.style == Style::Short ? digits : 3);
    case Unit::Tokens:
    case Unit::TokensPerDay:
    case Unit::TokensPerChipPerDay: return tokens(v, q.style == Style::Short ? digits : 3);
    case Unit::Rmb:
        return tenThousands(locale) ? QCoreApplication::translate("Display", "RMB %1").arg(scaled(v, 4, false))
                                    : QStringLiteral("RMB ") + scaled(v, 4, false); // "RMB 2.552B", as the filing writes it
    case Unit::RmbPerUsd: return locale.toString(v, 'f', 2);
    case Unit::Percent:
    case Unit::PercentPerMonth:
    case Unit::PercentPerYear:
    case Unit::PercentOfTokens:
    case Unit::PercentOfInputTokens:
        if (q.style == Style::Percent) // the metrics' rule: one decimal, two significant digits below 1 %
            return std::fabs(v) >= 0.995 || v == 0 ? percent(v, 1) : signedText(v, locale.toString(std::fabs(v), 'g', 2), {}, QStringLiteral(" %"));
        if (q.style == Style::Decimal)
            return percent(v, q.digits);
        if (q.style == Style::Short) // significant digits, as a sentence writes them: "3 %", "30.7 %"
            return signedText(v, locale.toString(std::fabs(v), 'g', digits), {}, QStringLiteral(" %"));
        return percent(v, std::fabs(v) < 10 ? 2 : 1); // a parameter as typed: "3.00 %", "25.0 %"
    case Unit::Months:
        if (q.style == Style::Decimal)
            return plain('f', q.digits);
        return plain('g', 4);
    case Unit::Days: return plain('f', 0);
    case Unit::Count:
    case Unit::Chips:
    case Unit::Accounts: return plain('f', q.style == Style::Grouped || q.style == Style::Decimal ? q.digits : 0);
    case Unit::Times:
    case Unit::TimesInputPrice:
    case Unit::TimesInputCost: return signedText(v, locale.toString(std::fabs(v), 'g', 3), {}, QStringLiteral("×"));
    case Unit::Ratio:
        if (q.style == Style::Decimal) { // LTV/CAC: "0.06", "12.5"; one that rounds to zero keeps two significant
            // digits ("−0.0022"), which already says its side and stays short enough for a card's big type
            const double a = std::fabs(v);
            const int decimals = a < 10 ? q.digits : std::max(q.digits - 1, 0);
            const double shown = std::pow(10.0, -decimals) / 2;
            return a > 0 && a < shown ? plain('g', 2) : plain('f', decimals);
        }
        return plain('g', 3); // a parameter such as PUE: "1.3"
    case Unit::Years:
    case Unit::KwPerChip:
    case Unit::Elasticity:
    case Unit::SigmaLnTokens: return plain('g', 3);
    case Unit::None: break;
    }
    if (q.style == Style::Decimal)
        return plain('f', q.digits);
    if (q.style == Style::Grouped || q.style == Style::Whole)
        return plain('f', q.style == Style::Whole ? 0 : q.digits);
    return plain('g', 4);
}

QString withUnit(const Quantity& q)
{
    QString text = number(q);
    // Each pattern marked for lupdate (a pattern passed through a lambda is not found otherwise).
    const auto t = [&](const char* pattern) { return QCoreApplication::translate("Units", pattern).arg(text); };
    switch (q.unit) {
    case Unit::UsdPerDay: return t(QT_TRANSLATE_NOOP("Units", "%1 / day"));
    case Unit::UsdPerMonth:
    case Unit::PercentPerMonth: return t(QT_TRANSLATE_NOOP("Units", "%1 / month"));
    case Unit::UsdPerMtok: return t(QT_TRANSLATE_NOOP("Units", "%1 per 1M tokens"));
    case Unit::UsdPerKwh: return t(QT_TRANSLATE_NOOP("Units", "%1 / kWh"));
    case Unit::UsdPerChip: return t(QT_TRANSLATE_NOOP("Units", "%1 per accelerator"));
    case Unit::RmbPerUsd: return t(QT_TRANSLATE_NOOP("Units", "%1 RMB per $"));
    case Unit::Tokens: return t(QT_TRANSLATE_NOOP("Units", "%1 tokens"));
    case Unit::TokensPerDay: return t(QT_TRANSLATE_NOOP("Units", "%1 tokens / day"));
    case Unit::TokensPerChipPerDay: return t(QT_TRANSLATE_NOOP("Units", "%1 tokens / accelerator / day"));
    case Unit::PercentPerYear: return t(QT_TRANSLATE_NOOP("Units", "%1 a year"));
    case Unit::PercentOfTokens: return t(QT_TRANSLATE_NOOP("Units", "%1 of tokens"));
    case Unit::PercentOfInputTokens: return t(QT_TRANSLATE_NOOP("Units", "%1 of input tokens"));
    case Unit::Months: return t(QT_TRANSLATE_NOOP("Units", "%1 months"));
    case Unit::Days: return t(QT_TRANSLATE_NOOP("Units", "%1 days"));
    case Unit::Years: return t(QT_TRANSLATE_NOOP("Units", "%1 years"));
    case Unit::Chips: return t(QT_TRANSLATE_NOOP("Units", "%1 accelerators"));
    case Unit::Accounts: return t(QT_TRANSLATE_NOOP("Units", "%1 accounts"));
    case Unit::KwPerChip: return t(QT_TRANSLATE_NOOP("Units", "%1 kW per accelerator"));
    case Unit::TimesInputPrice: return t(QT_TRANSLATE_NOOP("Units", "%1 the input price"));
    case Unit::TimesInputCost: return t(QT_TRANSLATE_NOOP("Units", "%1 the input cost"));
    case Unit::Elasticity: return t(QT_TRANSLATE_NOOP("Units", "ε = %1"));
    case Unit::SigmaLnTokens: return t(QT_TRANSLATE_NOOP("Units", "σ = %1 (of ln tokens)"));
    default: return text;
    }
}

QString unitLabel(Unit u)
{
    const MessageKey key = runway::unitLabel(u);
    return *key.source ? QCoreApplication::translate(key.context, key.source) : QString();
}

QString value(const ParamSpec& spec, double v)
{
    return number(paramQuantity(spec.id, v));
}

QString valueWithUnit(const ParamSpec& p, double v)
{
    return withUnit(paramQuantity(p.id, v));
}

QString paramText(std::string_view text)
{
    return text.empty() ? QString() : QCoreApplication::translate("Parameters", text.data());
}

QString fromUtf8(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

QDate toQDate(const Date& d)
{
    return QDate(d.year, d.month, d.day);
}

QString date(const Date& d)
{
    // ISO 8601 in every locale: a short locale date (8/11/27) reads differently on each side of the Atlantic.
    return toQDate(d).toString(Qt::ISODate);
}

QString dateTime(const QDateTime& t)
{
    return t.toString(QStringLiteral("yyyy-MM-dd HH:mm"));
}

QString cashBridge(const Scenario& s)
{
    using enum ParamId;
    const QLocale locale;
    return formula(QCoreApplication::translate("Display", "RMB %1 ÷ %2 + %3 − %4 months × %5")
                       .arg(tokens(s[FilingCashCny], 4), locale.toString(s[CnyPerUsd], 'g', 3), money(s[RaisedSinceFiling]),
                            locale.toString(static_cast<double>(daysSinceFiling(s)) / 30.0, 'f', 2), money(s[BurnSinceFiling])));
}

QString formula(const QString& text)
{
    const bool rightToLeft = QGuiApplication::layoutDirection() == Qt::RightToLeft || QLocale().textDirection() == Qt::RightToLeft;
    if (!rightToLeft || text.isEmpty())
        return text;
    // LEFT-TO-RIGHT EMBEDDING … POP DIRECTIONAL FORMATTING: Qt 6.4's text layout does not apply
    // the isolates (U+2066 … U+2069), and an embedding keeps a formula in one left-to-right run.
    return QChar(0x202A) + text + QChar(0x202C);
}

QLocale numberLocale(const QString& language, bool languageChosen, const QLocale& system)
{
    if (language == QLatin1String("zh_CN"))
        return system.language() == QLocale::Chinese ? system : QLocale(QLocale::Chinese, QLocale::China);
    if (system.textDirection() == Qt::RightToLeft)
        return QLocale(QLocale::English, QLocale::UnitedStates);
    if (!languageChosen || system.language() == QLocale::English)
        return system;
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

QString infeasibleSentence(const Scenario& s, const Metrics& m)
{
    const double chipPrice = s[ParamId::ChipCapex];
    const double toBuy = chipPrice > 0 ? m.day0.capexUsd / chipPrice : 0.0;
    double fundingNow = 0;
    for (const auto& f : s.funding)
        fundingNow += f.month == 0 ? f.amountUsd : 0.0;
    return QCoreApplication::translate("Display", "%1 accelerators to buy on day 0 cost %2; the cash is %3")
        .arg(QLocale().toString(toBuy, 'f', 0), money(m.day0.capexUsd), money(m.cashStartUsd + fundingNow));
}

std::optional<double> parse(const QString& input)
{
    QString t = input.trimmed();
    // "negative (−0.002 %)" / "positive (0.002)", as signedText() writes a value that rounds to zero
    // (full-width brackets in Chinese): the number inside the brackets.
    t.replace(QStringLiteral("（"), QStringLiteral("(")).replace(QStringLiteral("）"), QStringLiteral(")"));
    if (const qsizetype open = t.indexOf(QLatin1Char('(')); open >= 0 && t.endsWith(QLatin1Char(')')))
        t = t.mid(open + 1, t.size() - open - 2).trimmed();
    t.remove(QLatin1Char('$'));
    t.remove(QLatin1Char('%'));
    t.remove(QStringLiteral("×"));
    t.remove(QLatin1Char(' '));
    t.replace(QStringLiteral("−"), QStringLiteral("-"));
    if (t.isEmpty())
        return std::nullopt;
    double factor = 1;
    const QChar last = t.back().toUpper();
    if (last == QLatin1Char('K'))
        factor = 1e3;
    else if (last == QLatin1Char('M'))
        factor = 1e6;
    else if (last == QLatin1Char('B'))
        factor = 1e9;
    else if (last == QLatin1Char('T'))
        factor = 1e12;
    if (factor != 1)
        t.chop(1);
    bool ok = false;
    double v = QLocale().toDouble(t, &ok);
    if (!ok)
        v = QLocale::c().toDouble(t, &ok);
    if (!ok || !std::isfinite(v * factor))
        return std::nullopt;
    return v * factor;
}

} // namespace runway::display
