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
// The documents the defaults come from, by title (context "Sources": the window translates them).
constexpr MessageKey kNoSource{};
constexpr MessageKey kLedger = RW_MSG("Sources", "The Ledger Says 23.2 Trillion Tokens. The Metadata Says Something Else.");
constexpr MessageKey kAllArticles = RW_MSG("Sources", "all five articles");
constexpr MessageKey kProspectus = RW_MSG("Sources", "Hong Kong listing prospectus (H1 2025 figures)");
constexpr MessageKey kListing = RW_MSG("Sources", "Hong Kong listing of 8 January 2026 (allotment results)");
constexpr MessageKey kPriceLists = RW_MSG("Sources", "Gemini 2.5 Flash-Lite and GPT-4o mini list prices");
constexpr MessageKey kOpenRouter = RW_MSG("Sources", "OpenRouter's free-variant limits");

using enum ParamId;
using enum ParamType;
using enum ParamGroup;
using enum SliderScale;
using enum ProvenanceKind;

// clang-format off
constexpr std::array<ParamSpec, kParamCount> kTable{{
    // id, key, label, type, group, unit, default, min, max, minExclusive, maxIsHorizon,
    // sliderMin, sliderMax, scale, canBeUncertain, newInModel2, provenance, source, reason, explanation
    {Name, "name", QT_TRANSLATE_NOOP("Parameters", "Scenario name"), Text, ParamGroup::Scenario, Unit::None,
     kNaN, 1, 200, false, false, 0, 0, Fixed, false, false, None, kNoSource, "",
     QT_TRANSLATE_NOOP("Parameters", "A name for this what-if, 1 to 200 characters.")},
    {Notes, "notes", QT_TRANSLATE_NOOP("Parameters", "Notes"), Text, ParamGroup::Scenario, Unit::None,
     kNaN, 0, 10000, false, false, 0, 0, Fixed, false, false, None, kNoSource, "",
     QT_TRANSLATE_NOOP("Parameters", "Free text: what this scenario assumes and why.")},
    {StartDate, "start_date", QT_TRANSLATE_NOOP("Parameters", "Start date"), ParamType::Date, ParamGroup::Scenario, Unit::None,
     kNaN, 0, 0, false, false, 0, 0, Fixed, false, false, Article, kLedger,
     QT_TRANSLATE_NOOP("Parameters", "Announcement date of the 23.2T-token run."),
     QT_TRANSLATE_NOOP("Parameters", "Day 0 of the simulation: every later day is this date plus d days.")},
    {HorizonMonths, "horizon_months", QT_TRANSLATE_NOOP("Parameters", "Horizon"), Integer, ParamGroup::Scenario, Unit::Months,
     36, 1, 120, false, false, 1, 120, Fixed, false, false, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "Three years is a usual planning horizon for a funding round."),
     QT_TRANSLATE_NOOP("Parameters", "How many 30-day months the model runs; runways longer than this show as \"beyond the horizon\".")},

    {Price, "price_usd_per_mtok", QT_TRANSLATE_NOOP("Parameters", "List price"), Real, Pricing, Unit::UsdPerMtok,
     0.10, 0, 100, true, false, 0.03, 1.0, Log, true, false, Article, kAllArticles,
     QT_TRANSLATE_NOOP("Parameters", "The \"industry average\" three of the articles use, blended at 3 input tokens to 1 output token."),
     QT_TRANSLATE_NOOP("Parameters", "What a paying developer is charged for one million tokens at the reference mix (25 % output, no cache hits).")},
    {Elasticity, "price_elasticity", QT_TRANSLATE_NOOP("Parameters", "Price elasticity"), Real, Pricing, Unit::Elasticity,
     -1, -5, 0, false, false, -2, 0, Linear, true, true, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "No public estimate; at −1 a converted developer's spending stays the same when the price changes."),
     QT_TRANSLATE_NOOP("Parameters", "How paid demand answers to price: tokens bought scale with (price ÷ reference price) to this power; 0 means demand ignores price.")},
    {ReferencePrice, "reference_price_usd_per_mtok", QT_TRANSLATE_NOOP("Parameters", "Reference price"), Real, Pricing, Unit::UsdPerMtok,
     0.10, 0, 100, true, false, 0, 0, Fixed, true, true, Article, kAllArticles,
     QT_TRANSLATE_NOOP("Parameters", "The price at which the reported demand and conversion were observed (the articles' $0.10)."),
     QT_TRANSLATE_NOOP("Parameters", "At this price paid demand is exactly the demand and conversion entered; other prices move it by the elasticity.")},

    {OutputShare, "output_share_pct", QT_TRANSLATE_NOOP("Parameters", "Output share"), Real, TokenMix, Unit::PercentOfTokens,
     25, 0, 100, false, false, 0, 100, Linear, true, true, Published, kPriceLists,
     QT_TRANSLATE_NOOP("Parameters", "The 3:1 input:output convention of blended price quotes."),
     QT_TRANSLATE_NOOP("Parameters", "The share of tokens the model writes (output); the rest it reads (input).")},
    {CacheHit, "cache_hit_pct", QT_TRANSLATE_NOOP("Parameters", "Cache hits"), Real, TokenMix, Unit::PercentOfInputTokens,
     0, 0, 100, false, false, 0, 100, Linear, true, true, Published, kPriceLists,
     QT_TRANSLATE_NOOP("Parameters", "The blend convention counts no cache hits."),
     QT_TRANSLATE_NOOP("Parameters", "The share of input tokens read again from a cache (a long context resent by an agent), which is cheaper to price and to serve.")},
    {OutputPriceMultiple, "output_price_multiple", QT_TRANSLATE_NOOP("Parameters", "Output price multiple"), Real, TokenMix, Unit::TimesInputPrice,
     4, 0, 100, false, false, 0, 0, Fixed, true, true, Published, kPriceLists,
     QT_TRANSLATE_NOOP("Parameters", "Flash-class list prices: $0.10 in / $0.40 out (Gemini 2.5 Flash-Lite), $0.15 / $0.60 (GPT-4o mini)."),
     QT_TRANSLATE_NOOP("Parameters", "How many times an input token's price an output token is charged.")},
    {CachedPriceFraction, "cached_price_fraction", QT_TRANSLATE_NOOP("Parameters", "Cached input price"), Real, TokenMix, Unit::TimesInputPrice,
     0.25, 0, 1, false, false, 0, 0, Fixed, true, true, Published, kPriceLists,
     QT_TRANSLATE_NOOP("Parameters", "Gemini 2.5 Flash-Lite: cached input $0.025 against $0.10."),
     QT_TRANSLATE_NOOP("Parameters", "What a cached input token is charged, as a fraction of an input token's price.")},
    {OutputCostMultiple, "output_cost_multiple", QT_TRANSLATE_NOOP("Parameters", "Output serving cost"), Real, TokenMix, Unit::TimesInputCost,
     10, 0, 1000, false, false, 0, 0, Fixed, true, true, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "Decoding is memory-bound and takes about ten times the accelerator time of prefill per token."),
     QT_TRANSLATE_NOOP("Parameters", "How many times an input token's serving cost an output token costs to serve.")},
    {CachedCostFraction, "cached_cost_fraction", QT_TRANSLATE_NOOP("Parameters", "Cached input serving cost"), Real, TokenMix, Unit::TimesInputCost,
     0.1, 0, 1, false, false, 0, 0, Fixed, true, true, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "A cache read skips most of the prefill."),
     QT_TRANSLATE_NOOP("Parameters", "What a cached input token costs to serve, as a fraction of an input token's cost.")},

    {FreeQuota, "free_quota_tokens_per_day", QT_TRANSLATE_NOOP("Parameters", "Free quota"), Real, FreeTier, Unit::TokensPerDay,
     1e14, 0, 1e16, false, false, 1e12, 1e16, Log, true, false, Article, kAllArticles,
     QT_TRANSLATE_NOOP("Parameters", "The free daily quota offered through OpenRouter: 100 trillion tokens."),
     QT_TRANSLATE_NOOP("Parameters", "The most tokens a day that non-paying developers may use for free, all accounts together; it is offered, not necessarily used.")},
    {FreeTierMonths, "free_tier_months", QT_TRANSLATE_NOOP("Parameters", "Free tier lasts"), Real, FreeTier, Unit::Months,
     6, 0, 0, false, true, 0, 36, Linear, true, false, Article, kLedger,
     QT_TRANSLATE_NOOP("Parameters", "The prediction that the free tier is cut within six months."),
     QT_TRANSLATE_NOOP("Parameters", "How long the free quota is offered before it drops to the after-cut quota.")},
    {QuotaAfter, "quota_after_tokens_per_day", QT_TRANSLATE_NOOP("Parameters", "Quota after the cut"), Real, FreeTier, Unit::TokensPerDay,
     0, 0, 1e16, false, false, 0, 0, Fixed, true, false, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "Assumes no free tier at all after the cut."),
     QT_TRANSLATE_NOOP("Parameters", "The free daily quota that remains once the free tier is cut.")},
    {FreeAccounts, "free_accounts", QT_TRANSLATE_NOOP("Parameters", "Active accounts"), Integer, FreeTier, Unit::Accounts,
     250000, 1, 1e10, false, false, 0, 0, Fixed, false, true, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "3.87T a day over 250,000 active accounts is 15.5M tokens each, typical of coding agents."),
     QT_TRANSLATE_NOOP("Parameters", "How many developer accounts share the demand; a per-account cap bites on the heavy ones.")},
    {AccountCap, "account_cap_tokens_per_day", QT_TRANSLATE_NOOP("Parameters", "Cap per account"), OptionalReal, FreeTier, Unit::TokensPerDay,
     kNaN, 0, 1e13, false, false, 0, 0, Fixed, true, true, Published, kOpenRouter,
     QT_TRANSLATE_NOOP("Parameters", "OpenRouter's free variants allow 50 requests a day (1,000 with $10 of credits); 1,000 × 20K tokens = 2e7."),
     QT_TRANSLATE_NOOP("Parameters", "The most free tokens one account may use a day; above it a share of the accounts pays for the excess. Off: one pooled quota.")},
    {AccountSigma, "account_usage_sigma", QT_TRANSLATE_NOOP("Parameters", "Spread of use per account"), Real, FreeTier, Unit::SigmaLnTokens,
     2, 0, 5, false, false, 0, 0, Fixed, true, true, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "Heavy-tailed use: at σ = 2 the top 1 % of accounts use about 37 % of the tokens."),
     QT_TRANSLATE_NOOP("Parameters", "How unequal the accounts' use is (a lognormal's σ): 0 means every account uses the same.")},
    {CappedConversion, "capped_conversion_pct", QT_TRANSLATE_NOOP("Parameters", "Capped accounts that pay"), Real, FreeTier, Unit::Percent,
     10, 0, 100, false, false, 0, 50, Linear, true, true, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "An assumption."),
     QT_TRANSLATE_NOOP("Parameters", "The share of accounts that hit the cap and pay the list price for the tokens above it.")},

    {Demand, "demand_tokens_per_day", QT_TRANSLATE_NOOP("Parameters", "Demand"), Real, DemandConversion, Unit::TokensPerDay,
     23.2e12 / 6.0, 0, 1e16, false, false, 1e11, 1e15, Log, true, false, Article, kAllArticles,
     QT_TRANSLATE_NOOP("Parameters", "23.2 trillion tokens served over six days."),
     QT_TRANSLATE_NOOP("Parameters", "Tokens developers want per day on day 0, paid and free together, at the reference price.")},
    {Growth, "demand_growth_pct_per_month", QT_TRANSLATE_NOOP("Parameters", "Demand growth"), Real, DemandConversion, Unit::PercentPerMonth,
     0, -100, 200, false, false, -20, 50, Linear, true, false, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "No growth: the reported usage stays as it is."),
     QT_TRANSLATE_NOOP("Parameters", "How fast demand compounds each 30-day month; negative values shrink it.")},
    {Conversion, "conversion_pct", QT_TRANSLATE_NOOP("Parameters", "Conversion"), Real, DemandConversion, Unit::Percent,
     3, 0, 100, false, false, 0, 50, Linear, true, false, Assumption, kLedger,
     QT_TRANSLATE_NOOP("Parameters", "Between the 1 % \"trouble\" and 5 % \"success\" marks; freemium medians are 2-5 %."),
     QT_TRANSLATE_NOOP("Parameters", "The share of developers (and of demand) that pays the list price; the rest use the free tier.")},
    {PaidChurn, "paid_churn_pct_per_month", QT_TRANSLATE_NOOP("Parameters", "Paid churn"), Real, DemandConversion, Unit::PercentPerMonth,
     5, 0, 100, false, false, 0, 0, Fixed, true, true, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "Developers switch models easily (\"mercenary\", one article)."),
     QT_TRANSLATE_NOOP("Parameters", "The share of paying accounts lost each month; it sets how long a converted account keeps paying.")},
    {DiscountRate, "discount_rate_pct_per_year", QT_TRANSLATE_NOOP("Parameters", "Discount rate"), Real, DemandConversion, Unit::PercentPerYear,
     10, 0, 100, false, false, 0, 0, Fixed, true, true, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "An assumption."),
     QT_TRANSLATE_NOOP("Parameters", "How much less a dollar next year is worth than a dollar today, used to value a paying account.")},

    {ServingCost, "serving_cost_usd_per_mtok", QT_TRANSLATE_NOOP("Parameters", "Serving cost"), OptionalReal, Serving, Unit::UsdPerMtok,
     kNaN, 0, 100, false, false, 0.003, 1.0, Fixed, true, false, None, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "Derived from the accelerators below unless a direct value is given (only when serving is paid by the token)."),
     QT_TRANSLATE_NOOP("Parameters", "What it costs to serve one million tokens at the reference mix: the card written off plus its electricity.")},
    {ChipCapex, "chip_capex_usd", QT_TRANSLATE_NOOP("Parameters", "Accelerator price"), Real, Serving, Unit::UsdPerChip,
     16500, 0, 1e7, false, false, 0, 0, Fixed, true, false, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "A domestic 910B-class card."),
     QT_TRANSLATE_NOOP("Parameters", "What one accelerator card costs to buy; paid in cash on the day it is bought.")},
    {ChipLife, "chip_life_years", QT_TRANSLATE_NOOP("Parameters", "Accelerator life"), Real, Serving, Unit::Years,
     4, 0, 20, true, false, 0, 0, Fixed, true, false, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "Straight-line depreciation over four years."),
     QT_TRANSLATE_NOOP("Parameters", "Over how many years the card's price is written off in the serving cost (depreciation, not cash).")},
    {ChipPower, "chip_power_kw", QT_TRANSLATE_NOOP("Parameters", "Accelerator power"), Real, Serving, Unit::KwPerChip,
     0.4, 0, 100, false, false, 0, 0, Fixed, true, false, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "A typical board power for this class of card."),
     QT_TRANSLATE_NOOP("Parameters", "Electrical power one card draws; every card of the fleet is powered all day.")},
    {Electricity, "electricity_usd_per_kwh", QT_TRANSLATE_NOOP("Parameters", "Electricity"), Real, Serving, Unit::UsdPerKwh,
     0.08, 0, 10, false, false, 0, 0, Fixed, true, false, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "An industrial tariff."),
     QT_TRANSLATE_NOOP("Parameters", "The price of one kilowatt-hour of electricity.")},
    {Pue, "pue", QT_TRANSLATE_NOOP("Parameters", "PUE"), Real, Serving, Unit::Ratio,
     1.3, 1, 5, false, false, 0, 0, Fixed, true, false, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "A typical modern data centre."),
     QT_TRANSLATE_NOOP("Parameters", "Power usage effectiveness: the data centre's total power divided by the chips' power (cooling overhead).")},
    {TokensPerChip, "tokens_per_chip_per_day", QT_TRANSLATE_NOOP("Parameters", "Throughput"), Real, Serving, Unit::TokensPerChipPerDay,
     4e8, 0, 1e13, true, false, 0, 0, Fixed, true, false, Article, kLedger,
     QT_TRANSLATE_NOOP("Parameters", "400M tokens per chip per day: about 10,000 chips for the run."),
     QT_TRANSLATE_NOOP("Parameters", "How many tokens one card serves in a day at the reference mix.")},
    {Speedup, "software_speedup", QT_TRANSLATE_NOOP("Parameters", "Software speed-up"), Real, Serving, Unit::Times,
     1.0, 0, 100, true, false, 0.25, 5, Log, true, false, Article, kLedger,
     QT_TRANSLATE_NOOP("Parameters", "The 3× software gain is already inside the throughput; 1/3 shows \"before\"."),
     QT_TRANSLATE_NOOP("Parameters", "Multiplies the throughput: better batching, caching and decoding serve more tokens on the same card.")},
    {CapacityMode, "capacity_mode", QT_TRANSLATE_NOOP("Parameters", "Capacity"), Choice, Serving, Unit::None,
     kNaN, 0, 0, false, false, 0, 0, Fixed, false, true, Article, kAllArticles,
     QT_TRANSLATE_NOOP("Parameters", "The run was served on the company's own domestic accelerators."),
     QT_TRANSLATE_NOOP("Parameters", "Owned: the company buys accelerators (cash when bought) and pays their power. Per token: serving is paid by the token, like a cloud.")},
    {ChipsOwned, "chips_owned", QT_TRANSLATE_NOOP("Parameters", "Accelerators owned"), OptionalInteger, Serving, Unit::Chips,
     kNaN, 0, 1e9, false, false, 0, 0, Fixed, false, true, Article, kLedger,
     QT_TRANSLATE_NOOP("Parameters", "\"At least 10,000\" chips served the run; derived from the reported run, 9,667."),
     QT_TRANSLATE_NOOP("Parameters", "The fleet at the start. Derived: the accelerators the reported run needed at the throughput above.")},
    {RunTokens, "run_tokens_per_day", QT_TRANSLATE_NOOP("Parameters", "Reported run"), Real, Serving, Unit::TokensPerDay,
     23.2e12 / 6.0, 0, 1e16, false, false, 0, 0, Fixed, true, true, Article, kAllArticles,
     QT_TRANSLATE_NOOP("Parameters", "23.2T tokens in six days, served on the company's own fleet."),
     QT_TRANSLATE_NOOP("Parameters", "The daily volume the existing fleet is known to have served; a derived fleet is sized to it.")},

    {Cash, "cash_usd", QT_TRANSLATE_NOOP("Parameters", "Cash on hand"), OptionalReal, Company, Unit::Usd,
     kNaN, 0, 1e13, false, false, 0, 0, Fixed, true, false, Filing, kProspectus,
     QT_TRANSLATE_NOOP("Parameters", "Derived from the filing: cash at the balance-sheet date plus money raised since, less the burn since."),
     QT_TRANSLATE_NOOP("Parameters", "The cash in the bank on the start date (not the money raised over the company's life).")},
    {FilingCashCny, "filing_cash_cny", QT_TRANSLATE_NOOP("Parameters", "Cash at the filing"), Real, Company, Unit::Rmb,
     2.552e9, 0, 1e15, false, false, 0, 0, Fixed, true, true, Filing, kProspectus,
     QT_TRANSLATE_NOOP("Parameters", "The prospectus: cash RMB 2.552B at 2025-06-30."),
     QT_TRANSLATE_NOOP("Parameters", "Cash and equivalents on the prospectus's balance sheet, in renminbi.")},
    {FilingDate, "filing_date", QT_TRANSLATE_NOOP("Parameters", "Filing date"), ParamType::Date, Company, Unit::None,
     kNaN, 0, 0, false, false, 0, 0, Fixed, false, true, Filing, kProspectus,
     QT_TRANSLATE_NOOP("Parameters", "The prospectus's balance-sheet date."),
     QT_TRANSLATE_NOOP("Parameters", "The date of the cash figure above; the burn since runs from it to the start date.")},
    {CnyPerUsd, "cny_per_usd", QT_TRANSLATE_NOOP("Parameters", "Exchange rate"), Real, Company, Unit::RmbPerUsd,
     7.17, 0, 1000, true, false, 0, 0, Fixed, true, true, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "The rate near the filing date."),
     QT_TRANSLATE_NOOP("Parameters", "How many renminbi one US dollar buys.")},
    {RaisedSinceFiling, "raised_since_filing_usd", QT_TRANSLATE_NOOP("Parameters", "Raised since the filing"), Real, Company, Unit::Usd,
     5.58e8, 0, 1e13, false, false, 0, 0, Fixed, true, true, Filing, kListing,
     QT_TRANSLATE_NOOP("Parameters", "The 8 January 2026 Hong Kong listing raised HK$4.348B, reported as about US$558M, before fees."),
     QT_TRANSLATE_NOOP("Parameters", "Money raised between the filing date and the start date.")},
    {BurnSinceFiling, "burn_since_filing_usd_per_month", QT_TRANSLATE_NOOP("Parameters", "Burn since the filing"), Real, Company, Unit::UsdPerMonth,
     30.8e6, 0, 1e12, false, false, 0, 0, Fixed, true, true, Filing, kProspectus,
     QT_TRANSLATE_NOOP("Parameters", "The prospectus: operating cash outflow RMB 1.327B in H1 2025 (÷ 6 ÷ 7.17), the H1-2025 average, measured on "
        "flows_measured_on."),
     QT_TRANSLATE_NOOP("Parameters", "The cash spent each month between the filing date and the start date.")},
    {FixedOpex, "fixed_opex_usd_per_month", QT_TRANSLATE_NOOP("Parameters", "Operating cost"), Real, Company, Unit::UsdPerMonth,
     35.3e6, 0, 1e12, false, false, 0, 100e6, Linear, true, false, Filing, kProspectus,
     QT_TRANSLATE_NOOP("Parameters", "H1 2025: operating cash outflow RMB 1.327B plus revenue RMB 190M, ÷ 6 ÷ 7.17 (gross, so revenue is not netted twice); "
        "the H1-2025 average, measured on flows_measured_on and grown from there to the start date."),
     QT_TRANSLATE_NOOP("Parameters", "Salaries, training runs, offices: the cash the company spends each month on everything but serving tokens, before revenue.")},
    {OpexGrowth, "opex_growth_pct_per_month", QT_TRANSLATE_NOOP("Parameters", "Operating cost growth"), Real, Company, Unit::PercentPerMonth,
     2, -100, 200, false, false, -5, 10, Linear, true, true, Assumption, kProspectus,
     QT_TRANSLATE_NOOP("Parameters", "R&D spending rose from about RMB 183M a month (2024) to RMB 266M a month (H1 2025), about 4 % a month; half of that continues."),
     QT_TRANSLATE_NOOP("Parameters", "How fast the operating cost compounds each 30-day month.")},
    {OtherRevenue, "other_revenue_usd_per_month", QT_TRANSLATE_NOOP("Parameters", "Other revenue"), Real, Company, Unit::UsdPerMonth,
     4.4e6, 0, 1e12, false, false, 0, 0, Fixed, true, false, Filing, kProspectus,
     QT_TRANSLATE_NOOP("Parameters", "H1 2025 revenue of RMB 190M, about $4.4M a month, mostly on-premise deployments: the H1-2025 average, measured on "
        "other_revenue_measured_on, or flows_measured_on when that is null."),
     QT_TRANSLATE_NOOP("Parameters", "Revenue that does not come from the token API.")},
    {Funding, "funding", QT_TRANSLATE_NOOP("Parameters", "Funding events"), FundingList, Company, Unit::Usd,
     kNaN, 0, 0, false, false, 0, 0, Fixed, false, false, None, kNoSource, "",
     QT_TRANSLATE_NOOP("Parameters", "Money raised later: each event adds its amount on the first day of its month.")},
    {Uncertainty, "uncertainty", QT_TRANSLATE_NOOP("Parameters", "Uncertainty"), UncertaintyMap, Company, Unit::None,
     kNaN, 0, 0, false, false, 0, 0, Fixed, false, false, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "Ranges for conversion, demand growth, throughput, operating cost and its growth, elasticity and the burn since the filing; "
                       "model 3 adds the fleet share, the growth of training compute and the growth of other revenue."),
     QT_TRANSLATE_NOOP("Parameters", "Ranges for the parameters nobody knows, used by the Monte Carlo and the tornado.")},
    // Model 3 (MODEL3.md §1): kept apart at the end (model3Parameters()) until the window shows them.
    // The measured dates are days since 1970-01-01: 20179 is 2025-04-01, 10957 … 47846 is 2000-01-01 … 2100-12-31.
    {FlowsMeasuredOn, "flows_measured_on", QT_TRANSLATE_NOOP("Parameters", "Flows measured on"), OptionalInteger, Company, Unit::None,
     20179, 10957, 47846, false, false, 0, 0, Fixed, false, true, Filing, kProspectus,
     QT_TRANSLATE_NOOP("Parameters", "The H1-2025 figures are averages over 2025-01-01 … 2025-06-30; a flow that grows steadily equals its average near the period's middle, 2025-04-01."),
     QT_TRANSLATE_NOOP("Parameters", "The date on which the operating cost, the burn since the filing and other revenue were measured; they grow from it to the start date. Off: they are the start date's levels.")},
    {OtherRevenueGrowth, "other_revenue_growth_pct_per_month", QT_TRANSLATE_NOOP("Parameters", "Other revenue growth"), Real, Company, Unit::PercentPerMonth,
     4, -100, 200, false, false, -10, 20, Linear, true, true, Published, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "Guidance of revenue +60 % year on year for Q3 2025 (1.6^(1/12) = 1.04 a month); conservative against FY2025's +131.9 %."),
     QT_TRANSLATE_NOOP("Parameters", "How fast other revenue compounds each 30-day month from the day it was measured.")},
    {OtherRevenueMeasuredOn, "other_revenue_measured_on", QT_TRANSLATE_NOOP("Parameters", "Other revenue measured on"), OptionalInteger, Company, Unit::None,
     kNaN, 10957, 47846, false, false, 0, 0, Fixed, false, true, None, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "Off: other revenue was measured on the same date as the costs."),
     QT_TRANSLATE_NOOP("Parameters", "The date other revenue was measured on, when it comes from another period than the costs.")},
    {FleetShare, "fleet_share_pct", QT_TRANSLATE_NOOP("Parameters", "Fleet free for the programme"), Real, Serving, Unit::Percent,
     50, 0, 100, false, false, 0, 100, Linear, true, true, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "No public figure: 50 % is the midpoint between an idle fleet (100 %) and a fully busy one (0 %); capacity lagged demand in February 2026."),
     QT_TRANSLATE_NOOP("Parameters", "The share of the accelerators owned at the start that is free for the free tier and the paid API; the rest is busy with other work.")},
    {TrainingShare, "training_compute_share_pct", QT_TRANSLATE_NOOP("Parameters", "Training compute share"), Real, Company, Unit::Percent,
     75, 0, 100, false, false, 0, 100, Linear, true, true, Filing, kProspectus,
     QT_TRANSLATE_NOOP("Parameters", "The prospectus: compute within R&D RMB 1.145B in H1 2025 against a gross operating cash cost of RMB 1.517B, 75.5 %."),
     QT_TRANSLATE_NOOP("Parameters", "The share of the measured operating cost that is training compute, which grows at its own rate.")},
    {TrainingGrowth, "training_compute_growth_pct_per_month", QT_TRANSLATE_NOOP("Parameters", "Training compute growth"), Real, Company, Unit::PercentPerMonth,
     4.4, -100, 200, false, false, -10, 10, Linear, true, true, Filing, kProspectus,
     QT_TRANSLATE_NOOP("Parameters", "Compute within R&D: RMB 129.3M a month in 2024 to RMB 190.8M a month in H1 2025, 4.42 % a month."),
     QT_TRANSLATE_NOOP("Parameters", "How fast training compute compounds each 30-day month from the day it was measured.")},
    {TrainingGrowthAfterStart, "training_compute_growth_after_start_pct_per_month", QT_TRANSLATE_NOOP("Parameters", "Training growth from the start"), OptionalReal, Company, Unit::PercentPerMonth,
     kNaN, -100, 200, false, false, -100, 10, Linear, true, true, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "Off: training compute keeps its measured rate; 0 freezes the budget at the start, −100 stops it after day 0."),
     QT_TRANSLATE_NOOP("Parameters", "The growth of training compute from the start date on, a decision management can take; the past keeps the measured rate.")},
    {CreditLine, "credit_line_usd", QT_TRANSLATE_NOOP("Parameters", "Credit line"), Real, Company, Unit::Usd,
     0, 0, 1e13, false, false, 0, 0, Fixed, true, true, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "Off: the RMB 8.9B of bank facilities is a third-party reading, and such facilities are usually uncommitted."),
     QT_TRANSLATE_NOOP("Parameters", "Committed credit, undrawn at the start, drawn only when the cash would go below zero and repaid from the first cash above it.")},
    {CreditLineRate, "credit_line_rate_pct_per_year", QT_TRANSLATE_NOOP("Parameters", "Credit line rate"), Real, Company, Unit::PercentPerYear,
     3.5, 0, 100, false, false, 0, 0, Fixed, true, true, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "China's one-year loan prime rate (3.0 % in 2025) plus a margin."),
     QT_TRANSLATE_NOOP("Parameters", "The yearly interest on the drawn balance of the credit line, charged daily.")},
    {ReplaceChips, "replace_chips", QT_TRANSLATE_NOOP("Parameters", "Replace accelerators"), Integer, Serving, Unit::None,
     0, 0, 1, false, false, 0, 0, Fixed, false, true, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "Off: the fleet's age is not public; on, its ages are spread evenly over the life."),
     QT_TRANSLATE_NOOP("Parameters", "Whether accelerators are bought again at the end of their life, so the fleet keeps its size.")},
    {Subscribers, "subscribers", QT_TRANSLATE_NOOP("Parameters", "Subscribers"), Real, DemandConversion, Unit::Count,
     0, 0, 1e10, false, false, 0, 0, Fixed, true, true, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "Off: the Coding Plan reported over 150,000 paying developers within two months (2026-02-12)."),
     QT_TRANSLATE_NOOP("Parameters", "Paying subscribers of a flat monthly plan at the start.")},
    {SubscriptionPrice, "subscription_usd_per_month", QT_TRANSLATE_NOOP("Parameters", "Subscription price"), Real, DemandConversion, Unit::UsdPerMonth,
     7.75, 0, 1e6, false, false, 0, 0, Fixed, true, true, Published, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "ARR past RMB 100M over 150,000 subscribers: 1e8 ÷ 12 ÷ 150,000 ÷ 7.17 = $7.75 (a floor)."),
     QT_TRANSLATE_NOOP("Parameters", "What one subscriber pays a month.")},
    {SubscriberGrowth, "subscriber_growth_pct_per_month", QT_TRANSLATE_NOOP("Parameters", "Subscriber growth"), Real, DemandConversion, Unit::PercentPerMonth,
     5, 0, 200, false, false, 0, 0, Fixed, true, true, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "An assumption."),
     QT_TRANSLATE_NOOP("Parameters", "New subscribers each month, as a share of the current number.")},
    {SubscriberChurn, "subscriber_churn_pct_per_month", QT_TRANSLATE_NOOP("Parameters", "Subscriber churn"), Real, DemandConversion, Unit::PercentPerMonth,
     5, 0, 100, false, false, 0, 0, Fixed, true, true, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "An assumption, as the paid churn."),
     QT_TRANSLATE_NOOP("Parameters", "The share of subscribers lost each month.")},
    {SubscriptionCost, "subscription_cost_pct", QT_TRANSLATE_NOOP("Parameters", "Subscription serving cost"), Real, DemandConversion, Unit::Percent,
     50, 0, 1000, false, false, 0, 0, Fixed, true, true, Assumption, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "A flat fee with a capped prompt quota: fixed price, capped variable cost."),
     QT_TRANSLATE_NOOP("Parameters", "What serving the subscribers costs, as a share of their revenue.")},
    {CompetitorPrice, "competitor_price_usd_per_mtok", QT_TRANSLATE_NOOP("Parameters", "Competitor price"), OptionalReal, Pricing, Unit::UsdPerMtok,
     kNaN, 0, 100, true, false, 0, 0, Fixed, true, true, Published, kNoSource,
     QT_TRANSLATE_NOOP("Parameters", "Off: DeepSeek V4-Flash lists $0.14 in / $0.28 out, $0.175 blended 3:1."),
     QT_TRANSLATE_NOOP("Parameters", "A competitor's price per 1M tokens at the reference mix; above it paying developers leave.")},
    {CompetitorPremium, "competitor_switch_premium_pct", QT_TRANSLATE_NOOP("Parameters", "Switching premium"), Real, Pricing, Unit::Percent,
     10, 0, 1000, true, false, 0, 0, Fixed, true, true, Article, kAllArticles,
     QT_TRANSLATE_NOOP("Parameters", "Developers \"will switch for a 10 % price difference\"."),
     QT_TRANSLATE_NOOP("Parameters", "The premium over the competitor's price at which every paying developer has left.")},
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

// The model-3 rows are the table's last ones (see above).
constexpr std::size_t kModel3Rows = index(ParamId::CompetitorPremium) - index(ParamId::FlowsMeasuredOn) + 1;

constexpr bool model3RowsLast()
{
    for (std::size_t i = 0; i < kParamCount; ++i)
        if ((i >= kParamCount - kModel3Rows) != isModel3Key(kTable[i].id))
            return false;
    return true;
}
static_assert(model3RowsLast(), "the model-3 keys are the table's last rows, and only they");

std::span<const ParamSpec> parameters()
{
    return std::span<const ParamSpec>(kTable).first(kParamCount - kModel3Rows);
}

std::span<const ParamSpec> model3Parameters()
{
    return std::span<const ParamSpec>(kTable).last(kModel3Rows);
}

std::span<const ParamSpec> allParameters()
{
    return kTable;
}

double neutralValue(ParamId id)
{
    switch (id) {
    case FlowsMeasuredOn: return kNaN;
    case OtherRevenueGrowth: return 0.0;
    case FleetShare: return 100.0;
    case TrainingShare: return 0.0;
    case ReplaceChips: return 0.0;
    default: return spec(id).defaultValue; // neutral already, or no effect while its switch is neutral
    }
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
    int bestRank = 3;
    for (const auto& row : kTable) {
        const std::size_t raw = editDistance(key, row.key);
        // A key that starts with or contains the typed word is a good hint too ("price" →
        // price_usd_per_mtok); a prefix before a key that only contains it ("conversion" →
        // conversion_pct, not capped_conversion_pct), then the table's order.
        const bool prefix = key.size() >= 3 && row.key.starts_with(key);
        const bool contains = key.size() >= 3 && row.key.find(key) != std::string_view::npos;
        const std::size_t d = contains ? std::min<std::size_t>(raw, 2) : raw;
        const int rank = prefix ? 0 : contains ? 1 : 2;
        if (d < bestDistance || (d == bestDistance && rank < bestRank)) {
            bestDistance = d;
            bestRank = rank;
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
    case TokenMix: return QT_TRANSLATE_NOOP("Parameters", "Token mix");
    case FreeTier: return QT_TRANSLATE_NOOP("Parameters", "Free tier");
    case DemandConversion: return QT_TRANSLATE_NOOP("Parameters", "Demand & conversion");
    case Serving: return QT_TRANSLATE_NOOP("Parameters", "Serving cost & capacity");
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
    case Published: return QT_TRANSLATE_NOOP("Parameters", "published prices");
    case Assumption: return QT_TRANSLATE_NOOP("Parameters", "assumption");
    }
    return {};
}

std::string_view nullMeaning(ParamId id)
{
    switch (id) {
    case ServingCost:
    case Cash:
    case ChipsOwned: return QT_TRANSLATE_NOOP("Parameters", "derived");
    case AccountCap: return QT_TRANSLATE_NOOP("Parameters", "no cap");
    case FlowsMeasuredOn: return QT_TRANSLATE_NOOP("Parameters", "at the start");
    case OtherRevenueMeasuredOn: return QT_TRANSLATE_NOOP("Parameters", "as the flows");
    case TrainingGrowthAfterStart: return QT_TRANSLATE_NOOP("Parameters", "the measured rate");
    case CompetitorPrice: return QT_TRANSLATE_NOOP("Parameters", "no competitor");
    default: return {};
    }
}

std::optional<double> model1Value(ParamId id)
{
    switch (id) {
    case Cash: return 1e9;
    case FixedOpex: return 40e6;
    case OpexGrowth: return 0.0;
    case Elasticity: return 0.0;
    default: return std::nullopt;
    }
}

double upperLimit(const ParamSpec& s, int horizonMonths)
{
    return s.maxIsHorizon ? static_cast<double>(horizonMonths) : s.max;
}

std::string limitText(const ParamSpec& s, int horizonMonths)
{
    std::string lo = (s.minExclusive ? "> " : "") + formatPlain(s.min);
    std::string hi = s.maxIsHorizon ? "horizon_months (" + std::to_string(horizonMonths) + ")" : formatPlain(s.max);
    return lo + " … " + hi;
}

Quantity paramQuantity(ParamId id, double v)
{
    const Unit u = spec(id).unit;
    switch (u) {
    case Unit::Usd:
    case Unit::UsdPerDay:
    case Unit::UsdPerMonth:
    case Unit::UsdPerChip: return {v, u, Style::Money, 3};
    case Unit::UsdPerMtok:
    case Unit::UsdPerKwh: return {v, u, Style::PerMtok, 3};
    case Unit::Tokens:
    case Unit::TokensPerDay:
    case Unit::TokensPerChipPerDay: return {v, u, Style::Short, 3};
    case Unit::Rmb: return {v, u, Style::Short, 4};
    case Unit::Count:
    case Unit::Chips:
    case Unit::Accounts: return {v, u, Style::Grouped, 0};
    default: return {v, u, Style::Signed, 3};
    }
}

bool withinLimits(const ParamSpec& s, double v, int horizonMonths)
{
    if (!std::isfinite(v))
        return false;
    const bool loOk = s.minExclusive ? v > s.min : v >= s.min;
    return loOk && v <= upperLimit(s, horizonMonths);
}

} // namespace runway
