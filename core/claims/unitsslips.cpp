#include "core/claims/unitsslips.h"

#include <cmath>

#include "core/claims/claimmessages.h"

namespace runway {
namespace {

using claimmsg::msg;

constexpr SlipFactor kTable[] = {
    {SlipKind::Scale, 10},    {SlipKind::Scale, 100},    {SlipKind::Scale, 1000},  {SlipKind::Wan, 1e4},    {SlipKind::Yi, 1e8},
    {SlipKind::DayMonth, 30}, {SlipKind::MonthYear, 12}, {SlipKind::DayYear, 365}, {SlipKind::Currency, 0}, {SlipKind::PerMillion, 1e6},
};

bool near(double value, double factor)
{
    // The 1e-12 keeps the edge itself (exactly 1 % off) inside, despite rounding.
    return std::fabs(value / factor - 1) <= kSlipTolerance + 1e-12;
}

// The factor as the sentence writes it: "100", "1,000", "10,000", "100,000,000", "7.17".
Quantity factorNumber(double f)
{
    if (f == std::floor(f))
        return {f, Unit::None, Style::Grouped, 0};
    return {f, Unit::None, Style::Decimal, 2};
}

} // namespace

std::span<const SlipFactor> slipTable()
{
    return kTable;
}

std::optional<UnitsSlip> findUnitsSlip(double ratio, double cnyPerUsd)
{
    if (!std::isfinite(ratio) || ratio <= 0)
        return std::nullopt;
    for (const SlipFactor& row : kTable) {
        const double f = row.kind == SlipKind::Currency ? cnyPerUsd : row.factor;
        if (!(f > 1))
            continue;
        if (near(ratio, f))
            return UnitsSlip{row.kind, f, true, ratio};
        if (near(1 / ratio, f))
            return UnitsSlip{row.kind, f, false, ratio};
    }
    return std::nullopt;
}

Message slipWords(SlipKind kind)
{
    switch (kind) {
    case SlipKind::Scale: return RW_MSG("Claims", "a scale word or a decimal point off (thousand ↔ million ↔ billion ↔ trillion)");
    case SlipKind::Wan: return RW_MSG("Claims", "万 dropped or added (100 万亿 read as 100 亿, or back)");
    case SlipKind::Yi: return RW_MSG("Claims", "亿 dropped or added");
    case SlipKind::DayMonth: return RW_MSG("Claims", "a day read as a month, or a month as a day");
    case SlipKind::MonthYear: return RW_MSG("Claims", "a month read as a year, or a year as a month");
    case SlipKind::DayYear: return RW_MSG("Claims", "a day read as a year, or a year as a day");
    case SlipKind::Currency: return RW_MSG("Claims", "yuan read as dollars, or dollars as yuan");
    case SlipKind::PerMillion: return RW_MSG("Claims", "per token read as per million tokens, or back");
    }
    return {};
}

Message slipSentence(const UnitsSlip& slip)
{
    return slip.tooLow
               ? msg(RW_MSG("Claims", "A units slip matches: the figure is %1× too low (within 1 %): %2."), factorNumber(slip.factor), slipWords(slip.kind))
               : msg(RW_MSG("Claims", "A units slip matches: the figure is %1× too high (within 1 %): %2."), factorNumber(slip.factor), slipWords(slip.kind));
}

Message slipShort(const UnitsSlip& slip)
{
    return slip.tooLow ? msg(RW_MSG("Claims", "%1× too low: %2"), factorNumber(slip.factor), slipWords(slip.kind))
                       : msg(RW_MSG("Claims", "%1× too high: %2"), factorNumber(slip.factor), slipWords(slip.kind));
}

} // namespace runway
