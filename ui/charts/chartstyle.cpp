// The charts' look: colours from the palette and the axis tickers.
#include "ui/charts/chartview.h"

#include <algorithm>
#include <cmath>
#include <cstdint>

#include <QDate>

#include <qcustomplot.h>

#include "core/scenario/date.h"
#include "ui/format/displayformat.h"

namespace runway {
namespace {

QColor blend(const QColor& a, const QColor& b, double t)
{
    return QColor::fromRgbF(static_cast<float>(a.redF() * (1 - t) + b.redF() * t), static_cast<float>(a.greenF() * (1 - t) + b.greenF() * t),
                            static_cast<float>(a.blueF() * (1 - t) + b.blueF() * t));
}

} // namespace

ChartColors ChartView::paletteColors(const QPalette& palette)
{
    ChartColors c;
    c.background = palette.color(QPalette::Base);
    c.foreground = palette.color(QPalette::Text);
    c.dark = c.background.lightnessF() < 0.5;
    c.muted = blend(c.foreground, c.background, 0.45);
    c.grid = blend(c.foreground, c.background, 0.86);
    c.subGrid = blend(c.foreground, c.background, 0.94);
    c.tooltip = palette.color(QPalette::ToolTipBase);
    // Two tuned sets rather than one colour lightened: both stay readable on their background.
    const auto pick = [&](const char* light, const char* dark) { return QColor(QLatin1String(c.dark ? dark : light)); };
    c.cash = pick("#1d4ed8", "#60a5fa");
    c.articles = pick("#c2410c", "#fb923c");
    c.danger = pick("#b91c1c", "#f87171");
    c.funding = pick("#15803d", "#4ade80");
    c.freeTier = pick("#f59e0b", "#fbbf24");
    c.paidServing = pick("#3b82f6", "#3b82f6");
    c.opex = pick("#94a3b8", "#64748b");
    c.revenue = pick("#16a34a", "#4ade80");
    c.netBurn = pick("#991b1b", "#fca5a5");
    c.program = pick("#6d28d9", "#a78bfa");
    c.marker = pick("#0f766e", "#2dd4bf");
    return c;
}

namespace {

/// Steps of 1, 2, 2.5, 5 × 10^k from QCustomPlot; labels keep just the digits the step needs.
class MoneyTicker : public QCPAxisTicker {
protected:
    double getTickStep(const QCPRange& range) override
    {
        m_step = QCPAxisTicker::getTickStep(range);
        return m_step;
    }
    QString getTickLabel(double tick, const QLocale&, QChar, int) override
    {
        if (std::fabs(tick) < m_step * 1e-6)
            return display::money(0);
        const double stepMagnitude = std::floor(std::log10(m_step));
        const double mantissa = m_step / std::pow(10.0, stepMagnitude);
        int digits = static_cast<int>(std::floor(std::log10(std::fabs(tick))) - stepMagnitude) + 1;
        if (std::fabs(mantissa - std::round(mantissa)) > 1e-9)
            ++digits;
        return display::money(tick, std::clamp(digits, 1, 6));
    }

private:
    double m_step = 1;
};

class PercentTicker : public QCPAxisTicker {
protected:
    QString getTickLabel(double tick, const QLocale& locale, QChar, int) override
    {
        return locale.toString(std::fabs(tick) < 1e-9 ? 0.0 : tick, 'g', 4) + QStringLiteral(" %");
    }
};

/// Calendar ticks for keys in seconds since 1970 (UTC midnight of each day): the first of a
/// month (every 1, 2, 3, 6 or 12 months) over long spans, whole days over short ones. All in
/// core's time-zone-free Date: QDateTime's local-time path would stat the zone file per tick.
class DateTicker : public QCPAxisTicker {
public:
    DateTicker() { setTickCount(7); }

protected:
    double getTickStep(const QCPRange& range) override
    {
        const double days = range.size() / kDay / tickCount();
        m_months = 0;
        if (days >= 20) {
            for (int months : {1, 2, 3, 6, 12, 24, 60, 120}) {
                m_months = months;
                if (months * 30.44 >= days * 0.75)
                    break;
            }
            return m_months * 30.44 * kDay;
        }
        m_days = 1;
        for (int step : {1, 2, 5, 7, 14}) {
            m_days = step;
            if (step >= days * 0.75)
                break;
        }
        return m_days * kDay;
    }

    int getSubTickCount(double) override
    {
        if (m_months == 0)
            return m_days == 14 ? 1 : m_days - 1; // a sub tick a day; fortnights by the week
        return m_months <= 6 ? m_months - 1 : 3;
    }

    QVector<double> createTickVector(double, const QCPRange& range) override
    {
        QVector<double> ticks;
        if (!std::isfinite(range.lower) || !std::isfinite(range.upper) || range.size() > 400 * 365 * kDay)
            return ticks; // far outside any scenario: no calendar to draw
        const auto firstDay = static_cast<std::int64_t>(std::floor(range.lower / kDay));
        const auto lastDay = static_cast<std::int64_t>(std::ceil(range.upper / kDay));
        if (m_months > 0) {
            const Date from = Date::fromDays(firstDay);
            int index = from.year * 12 + (from.month - 1);
            index -= ((index % m_months) + m_months) % m_months; // a multiple of the step: January for yearly ticks
            for (;; index += m_months) {
                const Date first{index / 12, index % 12 + 1, 1};
                const std::int64_t d = first.toDays();
                if (d > lastDay)
                    break;
                ticks.push_back(static_cast<double>(d) * kDay);
            }
        } else {
            for (std::int64_t d = firstDay - ((firstDay % m_days) + m_days) % m_days; d <= lastDay; d += m_days)
                ticks.push_back(static_cast<double>(d) * kDay);
        }
        return ticks;
    }

    QString getTickLabel(double tick, const QLocale& locale, QChar, int) override
    {
        const Date d = Date::fromDays(static_cast<std::int64_t>(std::llround(tick / kDay)));
        // Chinese and Japanese write the year first, with its characters: 2026年7月, 2026年7月4日.
        const bool cjk = locale.language() == QLocale::Chinese || locale.language() == QLocale::Japanese;
        const QString format = m_months > 0 ? (cjk ? QStringLiteral("yyyy年M月") : QStringLiteral("MMM yyyy"))
                                            : (cjk ? QStringLiteral("yyyy年M月d日") : QStringLiteral("d MMM yyyy"));
        return locale.toString(QDate(d.year, d.month, d.day), format);
    }

private:
    static constexpr double kDay = 86400.0;
    int m_months = 1;
    int m_days = 1;
};

} // namespace

QSharedPointer<QCPAxisTicker> ChartView::moneyTicker()
{
    return QSharedPointer<QCPAxisTicker>(new MoneyTicker);
}
QSharedPointer<QCPAxisTicker> ChartView::percentTicker()
{
    return QSharedPointer<QCPAxisTicker>(new PercentTicker);
}
QSharedPointer<QCPAxisTicker> ChartView::dateTicker()
{
    return QSharedPointer<QCPAxisTicker>(new DateTicker);
}

} // namespace runway
