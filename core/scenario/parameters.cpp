#include "core/scenario/parameters.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <vector>

#include "core/scenario/numberformat.h"

// lupdate reads this marker in the UI's translation run; core itself only keeps the English text.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace runway {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr std::string_view kLedger = "The Ledger Says 23.2 Trillion Tokens. The Metadata Says Something Else.";
constexpr std::string_view kAllArticles = "all five articles (see the Claims page)";
constexpr std::string_view kProspectus = "Hong Kong listing prospectus (H1 2025 figures)";

using enum ParamId;
using enum ParamType;
using enum ParamGroup;
using enum ValueFormat;
using enum SliderScale;
using enum ProvenanceKind;

// clang-format off
constexpr std::array<ParamSpec, kParamCount> kTable{{
    {Name, "name", QT_TRANSLATE_NOOP("Parameters", "Scenario name"), "", Text, ParamGroup::Scenario, Plain,
     kNaN, 1, 200, false, false, 0, 0, Fixed, false, None, "", "",
     QT_TRANSLATE_NOOP("Parameters", "A name for this what-if, 1 to 200 characters.")},
    {Notes, "notes", QT_TRANSLATE_NOOP("Parameters", "Notes"), "", Text, ParamGroup::Scenario, Plain,
     kNaN, 0, 10000, false, false, 0, 0, Fixed, false, None, "", "",
     QT_TRANSLATE_NOOP("Parameters", "Free text: what this scenario assumes and why.")},
    {StartDate, "start_date", QT_TRANSLATE_NOOP("Parameters", "Start date"), "", ParamType::Date, ParamGroup::Scenario, CalendarDate,
     kNaN, 0, 0, false, false, 0, 0, Fixed, false, Article, kLedger,
     QT_TRANSLATE_NOOP("Parameters", "Announcement date of the 23.2T-token run."),
     QT_TRANSLATE_NOOP("Parameters", "Day 0 of the simulation: every later day is this date plus d days.")},
    {HorizonMonths, "horizon_months", QT_TRANSLATE_NOOP("Parameters", "Horizon"), QT_TRANSLATE_NOOP("Parameters", "months"), Integer, ParamGroup::Scenario, Months,
     36, 1, 120, false, false, 1, 120, Fixed, false, Assumption, "",
     QT_TRANSLATE_NOOP("Parameters", "Three years is a usual planning horizon for a funding round."),
     QT_TRANSLATE_NOOP("Parameters", "How many 30-day months the model runs; runways longer than this show as \"beyond the horizon\".")},

    {Price, "price_usd_per_mtok", QT_TRANSLATE_NOOP("Parameters", "List price"), QT_TRANSLATE_NOOP("Parameters", "$ per 1M tokens"), Real, Pricing, MoneyPerMtok,
     0.10, 0, 100, true, false, 0.03, 1.0, Log, true, Article, kAllArticles,
     QT_TRANSLATE_NOOP("Parameters", "The \"industry average\" three of the articles use."),
     QT_TRANSLATE_NOOP("Parameters", "What a paying developer is charged for one million tokens.")},

    {FreeQuota, "free_quota_tokens_per_day", QT_TRANSLATE_NOOP("Parameters", "Free quota"), QT_TRANSLATE_NOOP("Parameters", "tokens per day"), Real, FreeTier, Tokens,
     1e14, 0, 1e16, false, false, 1e12, 1e16, Log, true, Article, kAllArticles,
     QT_TRANSLATE_NOOP("Parameters", "The free daily quota offered through OpenRouter: 100 trillion tokens."),
     QT_TRANSLATE_NOOP("Parameters", "The most tokens a day that non-paying developers may use for free; it is offered, not necessarily used.")},
    {FreeTierMonths, "free_tier_months", QT_TRANSLATE_NOOP("Parameters", "Free tier lasts"), QT_TRANSLATE_NOOP("Parameters", "months"), Real, FreeTier, Months,
     6, 0, 0, false, true, 0, 36, Linear, true, Article, kLedger,
     QT_TRANSLATE_NOOP("Parameters", "The prediction that the free tier is cut within six months."),
     QT_TRANSLATE_NOOP("Parameters", "How long the free quota is offered before it drops to the after-cut quota.")},
    {QuotaAfter, "quota_after_tokens_per_day", QT_TRANSLATE_NOOP("Parameters", "Quota after the cut"), QT_TRANSLATE_NOOP("Parameters", "tokens per day"), Real, FreeTier, Tokens,
     0, 0, 1e16, false, false, 0, 1e16, Fixed, true, Assumption, "",
     QT_TRANSLATE_NOOP("Parameters", "Assumes no free tier at all after the cut."),
     QT_TRANSLATE_NOOP("Parameters", "The free daily quota that remains once the free tier is cut.")},

    {Demand, "demand_tokens_per_day", QT_TRANSLATE_NOOP("Parameters", "Demand"), QT_TRANSLATE_NOOP("Parameters", "tokens per day"), Real, DemandConversion, Tokens,
     23.2e12 / 6.0, 0, 1e16, false, false, 1e11, 1e15, Log, true, Article, kAllArticles,
     QT_TRANSLATE_NOOP("Parameters", "23.2 trillion tokens served over six days."),
     QT_TRANSLATE_NOOP("Parameters", "Tokens developers want per day on day 0, paid and free together.")},
    {Growth, "demand_growth_pct_per_month", QT_TRANSLATE_NOOP("Parameters", "Demand growth"), QT_TRANSLATE_NOOP("Parameters", "% per month"), Real, DemandConversion, Percent,
     0, -100, 200, false, false, -20, 50, Linear, true, Assumption, "",
     QT_TRANSLATE_NOOP("Parameters", "No growth: the reported usage stays as it is."),
     QT_TRANSLATE_NOOP("Parameters", "How fast demand compounds each 30-day month; negative values shrink it.")},
    {Conversion, "conversion_pct", QT_TRANSLATE_NOOP("Parameters", "Conversion"), "%", Real, DemandConversion, Percent,
     3, 0, 100, false, false, 0, 50, Linear, true, Assumption, kLedger,
     QT_TRANSLATE_NOOP("Parameters", "Between the 1 % \"trouble\" and 5 % \"success\" marks; freemium medians are 2-5 %."),
     QT_TRANSLATE_NOOP("Parameters", "The share of demand from developers who pay the list price; the rest use the free tier.")},

    {ServingCost, "serving_cost_usd_per_mtok", QT_TRANSLATE_NOOP("Parameters", "Serving cost"), QT_TRANSLATE_NOOP("Parameters", "$ per 1M tokens"), OptionalReal, Serving, MoneyPerMtok,
     kNaN, 0, 100, false, false, 0.003, 1.0, Fixed, true, None, "",
     QT_TRANSLATE_NOOP("Parameters", "Derived from the chips below unless a direct value is given."),
     QT_TRANSLATE_NOOP("Parameters", "What it costs the company to serve one million tokens: chips written off plus electricity.")},
    {ChipCapex, "chip_capex_usd", QT_TRANSLATE_NOOP("Parameters", "Accelerator price"), QT_TRANSLATE_NOOP("Parameters", "$ per accelerator"), Real, Serving, Money,
     16500, 0, 1e7, false, false, 0, 1e7, Fixed, true, Assumption, "",
     QT_TRANSLATE_NOOP("Parameters", "A domestic 910B-class card."),
     QT_TRANSLATE_NOOP("Parameters", "What one accelerator card costs to buy.")},
    {ChipLife, "chip_life_years", QT_TRANSLATE_NOOP("Parameters", "Accelerator life"), QT_TRANSLATE_NOOP("Parameters", "years"), Real, Serving, Years,
     4, 0, 20, true, false, 0, 20, Fixed, true, Assumption, "",
     QT_TRANSLATE_NOOP("Parameters", "Straight-line depreciation over four years."),
     QT_TRANSLATE_NOOP("Parameters", "Over how many years the card's price is written off.")},
    {ChipPower, "chip_power_kw", QT_TRANSLATE_NOOP("Parameters", "Accelerator power"), QT_TRANSLATE_NOOP("Parameters", "kW per accelerator"), Real, Serving, Kilowatts,
     0.4, 0, 100, false, false, 0, 100, Fixed, true, Assumption, "",
     QT_TRANSLATE_NOOP("Parameters", "A typical board power for this class of card."),
     QT_TRANSLATE_NOOP("Parameters", "Electrical power one card draws while serving.")},
    {Electricity, "electricity_usd_per_kwh", QT_TRANSLATE_NOOP("Parameters", "Electricity"), QT_TRANSLATE_NOOP("Parameters", "$ per kWh"), Real, Serving, MoneyPerKwh,
     0.08, 0, 10, false, false, 0, 10, Fixed, true, Assumption, "",
     QT_TRANSLATE_NOOP("Parameters", "An industrial tariff."),
     QT_TRANSLATE_NOOP("Parameters", "The price of one kilowatt-hour of electricity.")},
    {Pue, "pue", QT_TRANSLATE_NOOP("Parameters", "PUE"), QT_TRANSLATE_NOOP("Parameters", "ratio"), Real, Serving, Ratio,
     1.3, 1, 5, false, false, 1, 5, Fixed, true, Assumption, "",
     QT_TRANSLATE_NOOP("Parameters", "A typical modern data centre."),
     QT_TRANSLATE_NOOP("Parameters", "Power usage effectiveness: the data centre's total power divided by the chips' power (cooling overhead).")},
    {TokensPerChip, "tokens_per_chip_per_day", QT_TRANSLATE_NOOP("Parameters", "Throughput"), QT_TRANSLATE_NOOP("Parameters", "tokens per accelerator per day"), Real, Serving, Tokens,
     4e8, 0, 1e13, true, false, 0, 1e13, Fixed, true, Article, kLedger,
     QT_TRANSLATE_NOOP("Parameters", "400M tokens per chip per day: about 10,000 chips for the run."),
     QT_TRANSLATE_NOOP("Parameters", "How many tokens one card serves in a day.")},
    {Speedup, "software_speedup", QT_TRANSLATE_NOOP("Parameters", "Software speed-up"), "×", Real, Serving, Multiplier,
     1.0, 0, 100, true, false, 0.25, 5, Log, true, Article, kLedger,
     QT_TRANSLATE_NOOP("Parameters", "The 3× software gain is already inside the throughput; 1/3 shows \"before\"."),
     QT_TRANSLATE_NOOP("Parameters", "Multiplies the throughput: better batching, caching and decoding serve more tokens on the same card.")},

    {Cash, "cash_usd", QT_TRANSLATE_NOOP("Parameters", "Cash on day 0"), "$", Real, Company, Money,
     1e9, 0, 1e13, false, false, 0, 1e13, Fixed, true, Article, kLedger,
     QT_TRANSLATE_NOOP("Parameters", "\"Raised over $1 billion\"."),
     QT_TRANSLATE_NOOP("Parameters", "The money in the bank when the model starts.")},
    {FixedOpex, "fixed_opex_usd_per_month", QT_TRANSLATE_NOOP("Parameters", "Fixed operating cost"), QT_TRANSLATE_NOOP("Parameters", "$ per month"), Real, Company, Money,
     40e6, 0, 1e12, false, false, 0, 100e6, Linear, true, Filing, kProspectus,
     QT_TRANSLATE_NOOP("Parameters", "Adjusted net loss of RMB 1.752B in H1 2025, about $40M a month (operating cash outflow was RMB 1.327B)."),
     QT_TRANSLATE_NOOP("Parameters", "Salaries, training runs, offices: everything the company spends each month that is not serving tokens.")},
    {OtherRevenue, "other_revenue_usd_per_month", QT_TRANSLATE_NOOP("Parameters", "Other revenue"), QT_TRANSLATE_NOOP("Parameters", "$ per month"), Real, Company, Money,
     4.4e6, 0, 1e12, false, false, 0, 1e12, Fixed, true, Filing, kProspectus,
     QT_TRANSLATE_NOOP("Parameters", "H1 2025 revenue of RMB 190M, about $4.4M a month, mostly on-premise deployments."),
     QT_TRANSLATE_NOOP("Parameters", "Revenue that does not come from the token API.")},
    {Funding, "funding", QT_TRANSLATE_NOOP("Parameters", "Funding events"), "", FundingList, Company, Money,
     kNaN, 0, 0, false, false, 0, 0, Fixed, false, None, "", "",
     QT_TRANSLATE_NOOP("Parameters", "Money raised later: each event adds its amount on the first day of its month.")},
    {Uncertainty, "uncertainty", QT_TRANSLATE_NOOP("Parameters", "Uncertainty"), "", UncertaintyMap, Company, Plain,
     kNaN, 0, 0, false, false, 0, 0, Fixed, false, Assumption, "",
     QT_TRANSLATE_NOOP("Parameters", "Ranges for conversion, growth, throughput and fixed cost."),
     QT_TRANSLATE_NOOP("Parameters", "Ranges for the parameters nobody knows, used by the Monte Carlo and the tornado.")},
}};
// clang-format on

// The table is written in display order; make sure every id has exactly its row.
constexpr bool tableIsComplete()
{
    std::array<int, kParamCount> seen{};
    for (const auto& row : kTable)
        ++seen[index(row.id)];
    for (int n : seen)
        if (n != 1)
            return false;
    return true;
}
static_assert(tableIsComplete(), "every ParamId needs exactly one row in kTable");

const std::array<const ParamSpec*, kParamCount>& byId()
{
    static const auto table = [] {
        std::array<const ParamSpec*, kParamCount> t{};
        for (const auto& row : kTable)
            t[index(row.id)] = &row;
        return t;
    }();
    return table;
}

} // namespace

std::span<const ParamSpec> parameters()
{
    return kTable;
}

const ParamSpec& spec(ParamId id)
{
    return *byId()[index(id)];
}

const ParamSpec* findParam(std::string_view key)
{
    for (const auto& row : kTable)
        if (row.key == key)
            return &row;
    return nullptr;
}

std::size_t editDistance(std::string_view a, std::string_view b)
{
    std::vector<std::size_t> prev(b.size() + 1), cur(b.size() + 1);
    for (std::size_t j = 0; j <= b.size(); ++j)
        prev[j] = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        cur[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t subst = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, subst});
        }
        std::swap(prev, cur);
    }
    return prev[b.size()];
}

std::string closestKey(std::string_view key)
{
    if (key.size() > 200)
        return {};
    std::string best;
    std::size_t bestDistance = std::numeric_limits<std::size_t>::max();
    for (const auto& row : kTable) {
        const std::size_t d = editDistance(key, row.key);
        if (d < bestDistance) {
            bestDistance = d;
            best = row.key;
        }
        // A key that is a prefix or contains the typed word is a good hint too ("price" → price_usd_per_mtok).
        if (key.size() >= 3 && row.key.find(key) != std::string_view::npos && bestDistance > 2) {
            bestDistance = 2;
            best = row.key;
        }
    }
    // Suggest only when the typo is plausibly a typo: at most a third of the key changed.
    if (bestDistance > std::max<std::size_t>(2, best.size() / 3))
        return {};
    return best;
}

std::string_view groupTitle(ParamGroup group)
{
    switch (group) {
    case ParamGroup::Scenario: return QT_TRANSLATE_NOOP("Parameters", "Scenario");
    case Pricing: return QT_TRANSLATE_NOOP("Parameters", "Pricing");
    case FreeTier: return QT_TRANSLATE_NOOP("Parameters", "Free tier");
    case DemandConversion: return QT_TRANSLATE_NOOP("Parameters", "Demand & conversion");
    case Serving: return QT_TRANSLATE_NOOP("Parameters", "Serving cost");
    case Company: return QT_TRANSLATE_NOOP("Parameters", "Company & funding");
    }
    return {};
}

std::string_view provenanceTitle(ProvenanceKind kind)
{
    switch (kind) {
    case None: return {};
    case Article: return QT_TRANSLATE_NOOP("Parameters", "article");
    case Filing: return QT_TRANSLATE_NOOP("Parameters", "public filing");
    case Assumption: return QT_TRANSLATE_NOOP("Parameters", "assumption");
    }
    return {};
}

std::string limitText(const ParamSpec& s, int horizonMonths)
{
    std::string lo = (s.minExclusive ? "> " : "") + formatPlain(s.min);
    std::string hi = s.maxIsHorizon ? "horizon_months (" + std::to_string(horizonMonths) + ")" : formatPlain(s.max);
    return lo + " … " + hi;
}

bool withinLimits(const ParamSpec& s, double v, int horizonMonths)
{
    if (!std::isfinite(v))
        return false;
    const double hi = s.maxIsHorizon ? static_cast<double>(horizonMonths) : s.max;
    const bool loOk = s.minExclusive ? v > s.min : v >= s.min;
    return loOk && v <= hi;
}

} // namespace runway
