#include "ui/format/displayformat.h"

#include <algorithm>
#include <cmath>

#include <QCoreApplication>
#include <QRegularExpression>

#include "core/scenario/numberformat.h"

namespace runway::display {
namespace {

QString scaled(double v, int significant, bool asMoney)
{
    if (!std::isfinite(v))
        return QCoreApplication::translate("Display", "n/a");
    const QLocale locale;
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

/// `magnitude` (the text of |v|) with U+2212 in front when v is negative, as money has it;
/// a value that rounds to zero gets no sign ("0.0 %", not "−0.0 %").
QString signedText(double v, const QString& magnitude)
{
    const bool zero = std::none_of(magnitude.begin(), magnitude.end(), [](QChar c) { return c.isDigit() && c != QLatin1Char('0'); });
    return v < 0 && !zero ? QStringLiteral("−") + magnitude : magnitude;
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
    return signedText(v, QStringLiteral("$") + text); // "−$0.05", the minus of money()
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
    return signedText(v, QLocale().toString(std::fabs(v), 'f', decimals)) + QStringLiteral(" %");
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

QString value(const ParamSpec& spec, double v)
{
    const QLocale locale;
    switch (spec.format) {
    case ValueFormat::Tokens: return tokens(v);
    case ValueFormat::Money: return money(v);
    case ValueFormat::MoneyPerMtok:
    case ValueFormat::MoneyPerKwh: return perUnitMoney(v);
    case ValueFormat::Percent: return percent(v, std::fabs(v) < 10 ? 2 : 1);
    case ValueFormat::Months: return signedText(v, locale.toString(std::fabs(v), 'g', 4));
    case ValueFormat::Count: return signedText(v, locale.toString(std::fabs(v), 'f', 0));
    case ValueFormat::Multiplier: return signedText(v, locale.toString(std::fabs(v), 'g', 3)) + QStringLiteral("×");
    case ValueFormat::Rmb: return QStringLiteral("RMB ") + scaled(v, 4, false); // "RMB 2.552B", as the filing writes it
    case ValueFormat::RmbPerUsd: return QCoreApplication::translate("Display", "%1 RMB per $").arg(locale.toString(v, 'f', 2));
    case ValueFormat::PercentPerYear: return QCoreApplication::translate("Display", "%1 a year").arg(percent(v, std::fabs(v) < 10 ? 2 : 1));
    case ValueFormat::Years: return QCoreApplication::translate("Display", "%1 years").arg(signedText(v, locale.toString(std::fabs(v), 'g', 3)));
    case ValueFormat::Kilowatts: return QCoreApplication::translate("Display", "%1 kW").arg(signedText(v, locale.toString(std::fabs(v), 'g', 3)));
    case ValueFormat::ElasticityValue:
    case ValueFormat::Ratio: return signedText(v, locale.toString(std::fabs(v), 'g', 3));
    default: return signedText(v, locale.toString(std::fabs(v), 'g', 4));
    }
}

QString valueWithUnit(const ParamSpec& p, double v)
{
    // The reader's unit after the number: "$35.3M / month", "100T tokens / day", "2.00 % / month",
    // "36 months", "$0.10 per 1M tokens", "0.4 kW per accelerator".
    const std::string_view unit = p.unit;
    QString text = value(p, v); // not const: returned by move
    if (unit == "$ per month" || unit == "% per month")
        return QCoreApplication::translate("Display", "%1 / month").arg(text);
    if (unit == "tokens per day")
        return QCoreApplication::translate("Display", "%1 tokens / day").arg(text);
    if (unit == "$ per 1M tokens")
        return QCoreApplication::translate("Display", "%1 per 1M tokens").arg(text);
    if (unit == "$ per accelerator" || unit == "kW per accelerator")
        return QCoreApplication::translate("Display", "%1 per accelerator").arg(text);
    if (unit == "$ per kWh")
        return QCoreApplication::translate("Display", "%1 / kWh").arg(text);
    if (unit == "tokens per accelerator per day")
        return QCoreApplication::translate("Display", "%1 tokens / accelerator / day").arg(text);
    if (unit == "% of tokens")
        return QCoreApplication::translate("Display", "%1 of tokens").arg(text);
    if (unit == "% of input tokens")
        return QCoreApplication::translate("Display", "%1 of input tokens").arg(text);
    if (unit == "× input price")
        return QCoreApplication::translate("Display", "%1 the input price").arg(text);
    if (unit == "× input cost")
        return QCoreApplication::translate("Display", "%1 the input cost").arg(text);
    if (unit == "ε")
        return QCoreApplication::translate("Display", "ε = %1").arg(text);
    if (unit == "σ of ln(tokens)")
        return QCoreApplication::translate("Display", "σ = %1 (of ln tokens)").arg(text);
    switch (p.format) {
    case ValueFormat::Tokens:
    case ValueFormat::Money:
    case ValueFormat::MoneyPerMtok:
    case ValueFormat::MoneyPerKwh:
    case ValueFormat::Percent:
    case ValueFormat::Multiplier:
    case ValueFormat::Rmb:
    case ValueFormat::RmbPerUsd:
    case ValueFormat::PercentPerYear:
    case ValueFormat::Years:
    case ValueFormat::Kilowatts:
    case ValueFormat::Ratio: return text; // value() wrote the unit ("4 years", "RMB 2.552B"), or there is none (PUE)
    default: return unit.empty() ? text : text + QLatin1Char(' ') + paramText(unit);
    }
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
    return QLocale().toString(toQDate(d), QLocale::ShortFormat);
}

QString cashBridge(const Scenario& s)
{
    using enum ParamId;
    const QLocale locale;
    return QCoreApplication::translate("Display", "RMB %1 ÷ %2 + %3 − %4 months × %5")
        .arg(tokens(s[FilingCashCny], 4), locale.toString(s[CnyPerUsd], 'g', 3), money(s[RaisedSinceFiling]),
             locale.toString(static_cast<double>(daysSinceFiling(s)) / 30.0, 'f', 2), money(s[BurnSinceFiling]));
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
