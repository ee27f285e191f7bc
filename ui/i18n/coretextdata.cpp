// The catalogue's data: the English texts of core, marked for lupdate in the context "CoreText"
// (coretext.h says how they are used). Each text is copied from core byte for byte; test_coretext
// fails when core's text and this copy part.
#include "ui/i18n/coretextdata.h"

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace runway::coretext {
namespace {

// The texts with ids: resources/claims.json and resources/presets/ (the drift test compares each
// English text with the core's current one).
const Entry kEntryTable[] = {
    {Kind::SourceTitle, "A",
     QT_TRANSLATE_NOOP("CoreText", "The 23.2 Trillion Token Mirage: What GLM-5.3 Flash Really Tells Us About China's AI Chip Ambitions")},
    {Kind::SourceDescription, "A", QT_TRANSLATE_NOOP("CoreText", "article")},
    {Kind::SourceTitle, "B", QT_TRANSLATE_NOOP("CoreText", "GLM-5.3 Flash: The Inference Breakthrough That Cracks NVIDIA's Moat")},
    {Kind::SourceDescription, "B", QT_TRANSLATE_NOOP("CoreText", "article")},
    {Kind::SourceTitle, "C", QT_TRANSLATE_NOOP("CoreText", "Block 18,402,112 just dumped. Panic is overpriced.")},
    {Kind::SourceDescription, "C", QT_TRANSLATE_NOOP("CoreText", "a sector newsletter")},
    {Kind::SourceTitle, "D", QT_TRANSLATE_NOOP("CoreText", "The 23.2T Token Mirage: Why GLM-5.3 Flash on Domestic Chips Doesn't Breach NVIDIA's Moat")},
    {Kind::SourceDescription, "D", QT_TRANSLATE_NOOP("CoreText", "article")},
    {Kind::SourceTitle, "E", QT_TRANSLATE_NOOP("CoreText", "The Ledger Says 23.2 Trillion Tokens. The Metadata Says Something Else.")},
    {Kind::SourceDescription, "E", QT_TRANSLATE_NOOP("CoreText", "article")},
    {Kind::ReadingText, "serving-cost-used", QT_TRANSLATE_NOOP("CoreText", "the serving cost of the tokens actually used")},
    {Kind::ReadingText, "free-tier-cost-used", QT_TRANSLATE_NOOP("CoreText", "the serving cost of the free tokens actually used")},
    {Kind::ReadingText, "list-value-used", QT_TRANSLATE_NOOP("CoreText", "the list value of the free tokens actually used")},
    {Kind::ReadingText, "quota-1t", QT_TRANSLATE_NOOP("CoreText", "a 1T quota instead of 100T")},
    {Kind::ReadingWhy, "quota-1t", QT_TRANSLATE_NOOP("CoreText", "a units slip, the quota taken 100× too small: 100 万亿 tokens read as 1 万亿")},
    {Kind::ReadingText, "quota-100b", QT_TRANSLATE_NOOP("CoreText", "a 100B quota instead of 100T")},
    {Kind::ReadingWhy, "quota-100b",
     QT_TRANSLATE_NOOP("CoreText", "a units slip, trillion read as billion: 100 万亿 tokens read as 1,000 亿, 1,000× too small")},
    {Kind::ReadingText, "filing-cash-runway",
     QT_TRANSLATE_NOOP("CoreText", "the cash runway on the cash the filing implies (cash on hand derived, not the $1B)")},
    {Kind::ReadingText, "cash-on-hand", QT_TRANSLATE_NOOP("CoreText", "the cash on hand at the start")},
    {Kind::ReadingText, "chips-owned", QT_TRANSLATE_NOOP("CoreText", "the accelerators owned at the start")},
    {Kind::ReadingText, "chips-to-buy", QT_TRANSLATE_NOOP("CoreText", "the accelerators to buy")},
    {Kind::ReadingText, "capex", QT_TRANSLATE_NOOP("CoreText", "what they cost")},
    {Kind::ReadingText, "fleet-power", QT_TRANSLATE_NOOP("CoreText", "the cash the fleet costs today: its electricity (depreciation is not cash)")},
    {Kind::ReadingText, "programme-break-even", QT_TRANSLATE_NOOP("CoreText", "the conversion from which the programme pays for itself")},
    {Kind::Claim, "daily-volume", QT_TRANSLATE_NOOP("CoreText", "23.2T tokens served in six days is about 3.87T tokens a day")},
    {Kind::BasisNote, "daily-volume",
     QT_TRANSLATE_NOOP(
         "CoreText",
         "The demand is the sources' own 23.2T tokens over six days, so this checks their division (23.2T ÷ 6), not how many tokens were really served.")},
    {Kind::Claim, "a-quota-day", QT_TRANSLATE_NOOP("CoreText", "the 100T-token daily quota at about $0.10 per million is worth about $100,000 a day")},
    {Kind::Claim, "a-quota-month", QT_TRANSLATE_NOOP("CoreText", "the same quota is worth about $3M a month")},
    {Kind::Claim, "b-quota-day", QT_TRANSLATE_NOOP("CoreText", "at $1 per million the daily allocation is worth about $100,000")},
    {Kind::Claim, "b-quota-month", QT_TRANSLATE_NOOP("CoreText", "the same allocation is worth nearly $3M a month")},
    {Kind::Claim, "c-quota-day", QT_TRANSLATE_NOOP("CoreText", "at $0.10 per million, 100T tokens a day is $10M a day")},
    {Kind::Claim, "c-quota-month", QT_TRANSLATE_NOOP("CoreText", "that is $300M a month")},
    {Kind::Claim, "c-floor-day", QT_TRANSLATE_NOOP("CoreText", "even at a $0.03 per million floor the quota is $3M a day")},
    {Kind::Claim, "c-floor-month", QT_TRANSLATE_NOOP("CoreText", "at the floor that is $90M a month")},
    {Kind::Claim, "e-quota-day", QT_TRANSLATE_NOOP("CoreText", "at $0.10 per million the quota is $10M a day, $300M a month")},
    {Kind::Claim, "e-chips", QT_TRANSLATE_NOOP("CoreText", "the run needs about 10,000 chips at 400M tokens per chip per day")},
    {Kind::BasisNote, "e-chips",
     QT_TRANSLATE_NOOP("CoreText", "Both inputs are the sources' own: the demand is the articles' 23.2T tokens over six days and 400M tokens per chip a day is "
                                   "E's figure, so this checks E's division, not how many accelerators the company has.")},
    {Kind::Claim, "e-year-list", QT_TRANSLATE_NOOP("CoreText", "a $1B war chest keeps the free quota going for a year, read as the quota's list value")},
    {Kind::ClaimReading, "e-year-list", QT_TRANSLATE_NOOP("CoreText", "the quota's list value")},
    {Kind::Claim, "e-year-cash", QT_TRANSLATE_NOOP("CoreText", "the same war chest, read as the company's cash runway")},
    {Kind::ClaimReading, "e-year-cash", QT_TRANSLATE_NOOP("CoreText", "the company's cash runway")},
    {Kind::Claim, "b-utilization",
     QT_TRANSLATE_NOOP("CoreText", "a substantial portion of the free tier is being consumed (read: at least a quarter of the quota)")},
    {Kind::Claim, "b-free-burn", QT_TRANSLATE_NOOP("CoreText", "the free allocations burn hundreds of thousands of dollars per month")},
    {Kind::Claim, "d-accelerators", QT_TRANSLATE_NOOP("CoreText", "the run implies likely thousands of accelerators")},
    {Kind::Claim, "d-capex-cushion",
     QT_TRANSLATE_NOOP("CoreText", "serving the full 100T a day needs a massive capex cushion (read: accelerators worth more than the cash)")},
    {Kind::Claim, "e-success-mark", QT_TRANSLATE_NOOP("CoreText", "at 5 % conversion the free tier is a success (read: the programme pays for itself)")},
    {Kind::PresetName, "agentic-mix", QT_TRANSLATE_NOOP("CoreText", "Coding-agent mix")},
    {Kind::PresetDescription, "agentic-mix", QT_TRANSLATE_NOOP("CoreText", "Agents resend long contexts: 10 % output, and 80 % of the input read from cache.")},
    {Kind::PresetName, "announced", QT_TRANSLATE_NOOP("CoreText", "As announced")},
    {Kind::PresetDescription, "announced",
     QT_TRANSLATE_NOOP(
         "CoreText",
         "The articles' figures (23.2T tokens in six days, a 100T free daily quota, $0.10 per million), with the cash on hand bridged from the filing.")},
    {Kind::PresetName, "bear", QT_TRANSLATE_NOOP("CoreText", "Bear case")},
    {Kind::PresetDescription, "bear", QT_TRANSLATE_NOOP("CoreText", "\"Trouble\" conversion of 1 %, and the free tier never ends.")},
    {Kind::PresetName, "before-speedup", QT_TRANSLATE_NOOP("CoreText", "Before the 3× speed-up")},
    {Kind::PresetDescription, "before-speedup",
     QT_TRANSLATE_NOOP("CoreText", "The same chips before the software work (KV cache, speculative decoding, batching, fusion).")},
    {Kind::PresetName, "bull", QT_TRANSLATE_NOOP("CoreText", "Bull case")},
    {Kind::PresetDescription, "bull", QT_TRANSLATE_NOOP("CoreText", "\"Success\" conversion of 5 % with demand compounding 10 % a month.")},
    {Kind::PresetName, "cost-parity", QT_TRANSLATE_NOOP("CoreText", "Serving at list price")},
    {Kind::PresetDescription, "cost-parity",
     QT_TRANSLATE_NOOP("CoreText",
                       "The prospectus reports a cloud/API gross margin of −0.4 % in H1 2025: serving, paid by the token, costs about what it earns.")},
    {Kind::PresetName, "h100-rental", QT_TRANSLATE_NOOP("CoreText", "Rented H100 serving")},
    {Kind::PresetDescription, "h100-rental",
     QT_TRANSLATE_NOOP("CoreText", "Public estimates of $0.10–0.60 per million tokens on rented GPUs, paid by the token.")},
    {Kind::PresetName, "openrouter-caps", QT_TRANSLATE_NOOP("CoreText", "Per-account caps")},
    {Kind::PresetDescription, "openrouter-caps",
     QT_TRANSLATE_NOOP("CoreText", "OpenRouter's 1,000 free requests a day at about 20K tokens each: each account is capped at 20M tokens a day.")},
    {Kind::PresetName, "premium", QT_TRANSLATE_NOOP("CoreText", "Premium at $1.00")},
    {Kind::PresetDescription, "premium", QT_TRANSLATE_NOOP("CoreText", "The $1 per million rate one article uses.")},
    {Kind::PresetName, "price-floor", QT_TRANSLATE_NOOP("CoreText", "Price war at $0.03")},
    {Kind::PresetDescription, "price-floor", QT_TRANSLATE_NOOP("CoreText", "The slider's floor, where the list price is about the serving cost.")},
    {Kind::PresetName, "quota-full", QT_TRANSLATE_NOOP("CoreText", "Quota fully used")},
    {Kind::PresetDescription, "quota-full",
     QT_TRANSLATE_NOOP("CoreText",
                       "What the \"$10M a day\" headline assumes: demand fills the whole 100T free quota, and the accelerators to serve it are a capex wall.")},
    {Kind::PresetName, "simple", QT_TRANSLATE_NOOP("CoreText", "The simple view")},
    {Kind::PresetDescription, "simple",
     QT_TRANSLATE_NOOP("CoreText", "Model 1: the articles' \"$1B\" as cash, a flat operating cost, serving paid by the token and demand deaf to price.")},
};

// The sentences without ids: notes, public figures, the method, the null reasons and the
// whyNone texts of the audit. A %n stands for a number or for another sentence.
const char* const kSentenceTable[] = {
    // sourcespage.cpp: the method
    // One sentence over three lines, not a missing comma.
    // NOLINTBEGIN(bugprone-suspicious-missing-comma)
    QT_TRANSLATE_NOOP("CoreText",
                      "Token Runway follows the company day by day from its cash on hand, not from the money it has raised: by default the cash of the filing "
                      "(converted to dollars), plus what the listing raised, minus what the company burned between the filing date and the start. The runway "
                      "ends on the first day the cash goes below zero; a month is 30 days, as in the articles."),
    // NOLINTEND(bugprone-suspicious-missing-comma)
    QT_TRANSLATE_NOOP(
        "CoreText", "Each day the developers who convert pay for their tokens (demand answers to price through the elasticity), the others use the free quota "
                    "up to its limit and up to any per-account cap, and the company pays its operating cost, which grows month by month, minus its other "
                    "revenue. Prices and serving costs follow the token mix: an output token is priced and costs several times an input token."),
    QT_TRANSLATE_NOOP(
        "CoreText", "The company serves on accelerators it owns. Depreciation is not cash: a chip already owned costs only its electricity, and a chip the "
                    "fleet lacks costs its whole price in cash on the day it is bought. So the free tier costs little cash while the fleet has room, and when "
                    "the quota fills it becomes a capex wall: the accelerators to buy on day 0 can cost several times the cash. The serving cost per token "
                    "(depreciation included) still prices the unit economics: does a token, a converted developer, the programme pay for itself."),
    QT_TRANSLATE_NOOP("CoreText",
                      "The articles price the offered quota at list price. The model keeps that list value apart from what the free tokens actually used cost, "
                      "and both apart from the cash the company spends."),
    QT_TRANSLATE_NOOP(
        "CoreText",
        "The %1 claims of sources %2 are re-computed live, never stored: each claim's scenario is the current scenario with the claim's own inputs, "
        "its figure is a model quantity times a factor (sometimes divided by another), and a figure is consistent when it lies within %3 % of the "
        "model's. A claim whose deciding inputs come from its own source is marked internal: it checks the source's arithmetic, not the world. A "
        "claim that moves with the uncertain inputs also gets its odds: the share of %4 Monte Carlo futures in which it holds."),
    QT_TRANSLATE_NOOP("CoreText",
                      "Every default says whether it comes from an article, a public filing, published prices or an assumption, where it comes from and why. "
                      "The inputs nobody knows carry ranges that the Monte Carlo, the tornado and the what-if map explore."),
    // parameters.cpp: the sources the table cites
    QT_TRANSLATE_NOOP("CoreText", "The Ledger Says 23.2 Trillion Tokens. The Metadata Says Something Else."),
    QT_TRANSLATE_NOOP("CoreText", "all five articles"),
    QT_TRANSLATE_NOOP("CoreText", "Hong Kong listing prospectus (H1 2025 figures)"),
    QT_TRANSLATE_NOOP("CoreText", "Hong Kong listing of 8 January 2026 (allotment results)"),
    QT_TRANSLATE_NOOP("CoreText", "Gemini 2.5 Flash-Lite and GPT-4o mini list prices"),
    QT_TRANSLATE_NOOP("CoreText", "OpenRouter's free-variant limits"),
    // sourcespage.cpp: the defaults and the public figures' values
    QT_TRANSLATE_NOOP("CoreText", "derived from the chips: %1 per 1M tokens"),
    QT_TRANSLATE_NOOP("CoreText", "derived from the filing: %1"),
    QT_TRANSLATE_NOOP("CoreText", "derived from the reported run: %1 accelerators"),
    QT_TRANSLATE_NOOP("CoreText", "none"),
    QT_TRANSLATE_NOOP("CoreText", "owned"),
    QT_TRANSLATE_NOOP("CoreText", "per_token"),
    QT_TRANSLATE_NOOP("CoreText", "ranges for %1"),
    // nullreasons.cpp
    QT_TRANSLATE_NOOP("CoreText", "the free quota on day 0 is 0 tokens, so there is no quota to fill"),
    QT_TRANSLATE_NOOP("CoreText", "serving is paid by the token (capacity_mode \"per_token\"), so the company owns no accelerators here"),
    QT_TRANSLATE_NOOP("CoreText", "the first month's net burn is %1, not a loss, so cash divided by the monthly burn gives no runway"),
    QT_TRANSLATE_NOOP("CoreText", "the cash never goes below zero within the %1-month horizon (it ends at %2)"),
    QT_TRANSLATE_NOOP("CoreText",
                      "the price (%1 per 1M tokens at this token mix) does not exceed the serving cost (%2 per 1M tokens), so every paid token loses money "
                      "and no conversion rate brings day 0's net burn to zero"),
    QT_TRANSLATE_NOOP("CoreText",
                      "even if every developer paid (100 % conversion), day 0's revenue of %1 would not cover the serving cost plus operating cost of %2"),
    QT_TRANSLATE_NOOP("CoreText", "no developer pays at 0 % conversion, so no list price earns any revenue"),
    QT_TRANSLATE_NOOP("CoreText", "no tokens are paid for on day 0 (demand is 0), so no list price earns any revenue"),
    QT_TRANSLATE_NOOP("CoreText",
                      "the token mix prices every token at zero (the output and cached-input prices are 0 and every token is of those kinds), so no list "
                      "price earns anything"),
    QT_TRANSLATE_NOOP("CoreText",
                      "at elasticity −1 a converted developer spends the same at any price, so paid revenue stays at %1 a day and no price covers the "
                      "fixed cost at %2 % conversion"),
    QT_TRANSLATE_NOOP("CoreText",
                      "at elasticity %1 revenue is largest at the profit-maximising price of %2 per 1M tokens, and even there day 0 still loses money at %3 % "
                      "conversion"),
    QT_TRANSLATE_NOOP("CoreText",
                      "even at $1,000,000 per 1M tokens day 0 would still lose money at %1 % conversion: the paid tokens are too few to carry the fixed cost"),
    QT_TRANSLATE_NOOP("CoreText", "the token mix prices every token at zero, so no price earns anything"),
    QT_TRANSLATE_NOOP("CoreText", "at elasticity 0 demand ignores the price, so a higher price always earns more: there is no best price"),
    QT_TRANSLATE_NOOP("CoreText",
                      "at elasticity −1 a converted developer spends the same at any price, so a higher price keeps the revenue and only saves serving "
                      "cost: there is no best price (one exists only below −1)"),
    QT_TRANSLATE_NOOP("CoreText",
                      "at elasticity %1 paid demand falls more slowly than the price rises, so a higher price always earns more per converted developer: "
                      "there is no best price (one exists only below −1)"),
    QT_TRANSLATE_NOOP("CoreText",
                      "the price (%1 per 1M tokens at this token mix) is below the serving cost (%2 per 1M tokens): every paid token loses money, so no "
                      "conversion rate makes the free tier pay for itself"),
    QT_TRANSLATE_NOOP("CoreText", "even at 100 % conversion the paid tokens' margin does not cover the free tokens' serving cost"),
    QT_TRANSLATE_NOOP("CoreText", "day 0's serving and operating costs are both 0, so there is no burn to take a share of"),
    QT_TRANSLATE_NOOP("CoreText", "the free quota's list value is $0 a day, so it would never use up the cash"),
    QT_TRANSLATE_NOOP("CoreText", "the list value is too small against the cash to give a finite number of months"),
    QT_TRANSLATE_NOOP("CoreText", "no per-account cap is set (account_cap_tokens_per_day is null): the free tier is one pooled quota"),
    QT_TRANSLATE_NOOP("CoreText", "the effective price is $0 per 1M tokens, so there is no revenue to take a margin of"),
    QT_TRANSLATE_NOOP("CoreText", "no account pays on day 0 (%1 % conversion)"),
    QT_TRANSLATE_NOOP("CoreText", "no account pays on day 0 (%1 % conversion and no capped account pays)"),
    QT_TRANSLATE_NOOP("CoreText", "%1, so there is no revenue per paying account"),
    QT_TRANSLATE_NOOP("CoreText", "%1, so there is no lifetime value"),
    QT_TRANSLATE_NOOP("CoreText", "the effective price is $0, so a paying account earns no margin"),
    QT_TRANSLATE_NOOP("CoreText", "with no churn and no discounting a paying account keeps paying forever, so its lifetime value has no finite number"),
    QT_TRANSLATE_NOOP("CoreText", "the lifetime value is too large to be represented"),
    QT_TRANSLATE_NOOP("CoreText", "%1, so the free tier wins no paying accounts and has no acquisition cost per account"),
    QT_TRANSLATE_NOOP("CoreText", "no paying account is ever lost (churn 0 %), so the free tier never has to win new ones to keep the paying share"),
    QT_TRANSLATE_NOOP("CoreText", "the acquisition cost is too large to be represented"),
    QT_TRANSLATE_NOOP("CoreText", "the lifetime value has no number (%1)"),
    QT_TRANSLATE_NOOP("CoreText", "the acquisition cost has no number (%1)"),
    QT_TRANSLATE_NOOP("CoreText", "the free tier costs nothing, so each paying account is acquired for $0"),
    QT_TRANSLATE_NOOP("CoreText", "%1, so nothing pays the acquisition cost back"),
    QT_TRANSLATE_NOOP("CoreText", "a paying account's monthly margin (%1) is not positive, so the acquisition cost is never paid back"),
    // claimaudit.cpp: why a claim has no value
    QT_TRANSLATE_NOOP("CoreText", "its inputs do not apply here: %1"),
    QT_TRANSLATE_NOOP("CoreText", "%1 is 0 or null"),
    QT_TRANSLATE_NOOP("CoreText", "the cash lasts beyond the horizon (%1), so the model gives no runway; it is longer than that"),
    QT_TRANSLATE_NOOP("CoreText", "the divisor %1 has no value: %2"),
    QT_TRANSLATE_NOOP("CoreText", "the divisor %1 is 0"),
    QT_TRANSLATE_NOOP("CoreText", "MODEL.md §5 defines %1 as null in this scenario"),
    // claimaudit.cpp: ratioText, rangeText
    QT_TRANSLATE_NOOP("CoreText", "not comparable"),
    QT_TRANSLATE_NOOP("CoreText", "within 5 %"),
    QT_TRANSLATE_NOOP("CoreText", "%1× too low"),
    QT_TRANSLATE_NOOP("CoreText", "%1× too high"),
    QT_TRANSLATE_NOOP("CoreText", "inside the range"),
    QT_TRANSLATE_NOOP("CoreText", "above the range"),
    QT_TRANSLATE_NOOP("CoreText", "below the range"),
    QT_TRANSLATE_NOOP("CoreText", "%1× above the range"),
    QT_TRANSLATE_NOOP("CoreText", "%1× below the range"),
    // claimtext.cpp: the lines of a claim's arithmetic (the formulas stay as core writes them)
    QT_TRANSLATE_NOOP("CoreText", "consistent"),
    QT_TRANSLATE_NOOP("CoreText", "consistent (internal)"),
    QT_TRANSLATE_NOOP("CoreText", "off"),
    QT_TRANSLATE_NOOP("CoreText", "off (internal)"),
    QT_TRANSLATE_NOOP("CoreText", "off (%1)"),
    QT_TRANSLATE_NOOP("CoreText", "off (internal; %1)"),
    QT_TRANSLATE_NOOP("CoreText", "holds"),
    QT_TRANSLATE_NOOP("CoreText", "holds (internal)"),
    QT_TRANSLATE_NOOP("CoreText", "fails"),
    QT_TRANSLATE_NOOP("CoreText", "fails (internal)"),
    QT_TRANSLATE_NOOP("CoreText", "fails (%1)"),
    QT_TRANSLATE_NOOP("CoreText", "fails (internal; %1)"),
    QT_TRANSLATE_NOOP("CoreText", "undetermined"),
    QT_TRANSLATE_NOOP("CoreText", "equals: consistent when |ratio − 1| ≤ 0.05"),
    QT_TRANSLATE_NOOP("CoreText", "at least: holds when computed ≥ claimed"),
    QT_TRANSLATE_NOOP("CoreText", "at most: holds when computed ≤ claimed"),
    QT_TRANSLATE_NOOP("CoreText", "between: holds when low ≤ computed ≤ high"),
    // claimcatalogue.json: notes and public figures
    QT_TRANSLATE_NOOP("CoreText", "D names the channel \"OpenCode\" where the other articles say OpenRouter."),
    QT_TRANSLATE_NOOP("CoreText", "D calls the free tier's cost \"unquantified\"; the model puts numbers on it: the serving cost of the free tokens actually "
                                  "used (b-free-burn) and, once the quota fills, the accelerators to buy (d-capex-cushion)."),
    QT_TRANSLATE_NOOP(
        "CoreText",
        "E treats 1 % conversion as \"trouble\" and 5 % as \"success\"; the default of 3 % sits between the two, and e-success-mark checks the 5 % mark."),
    QT_TRANSLATE_NOOP("CoreText", "E puts domestic chips' total cost about 20 % below NVIDIA's with in-house talent and about 40 % above without it: a "
                                  "serving-cost factor of 0.8 or 1.4 (scale chip_capex_usd, or choose per_token and type the serving cost)."),
    QT_TRANSLATE_NOOP("CoreText", "C credits the 3× speed-up to software on the same chips (KV cache, speculative decoding, batching, kernel fusion); the "
                                  "default throughput already includes it, and software_speedup 1/3 shows the chips before it."),
    QT_TRANSLATE_NOOP("CoreText", "Cash and equivalents at 2025-06-30"),
    QT_TRANSLATE_NOOP(
        "CoreText",
        "Knowledge Atlas Technology Joint Stock Company Limited (Zhipu), Global Offering prospectus, HKEXnews, 30 December 2025 (six months to 30 June 2025)"),
    QT_TRANSLATE_NOOP("CoreText", "where the cash bridge starts (filing_cash_cny)"),
    QT_TRANSLATE_NOOP("CoreText", "Operating cash outflow in H1 2025"),
    QT_TRANSLATE_NOOP("CoreText", "at that rate the cash of 2025-06-30 lasts about 11.5 months"),
    QT_TRANSLATE_NOOP("CoreText", "Revenue in H1 2025"),
    QT_TRANSLATE_NOOP("CoreText", "about $4.4M a month, mostly on-premise deployments (other_revenue_usd_per_month)"),
    QT_TRANSLATE_NOOP("CoreText", "Cloud/API gross margin in H1 2025"),
    QT_TRANSLATE_NOOP("CoreText", "the API was sold at about its cost; the cost-parity preset reproduces it"),
    QT_TRANSLATE_NOOP("CoreText", "Raised in the Hong Kong listing of 8 January 2026"),
    QT_TRANSLATE_NOOP("CoreText",
                      "Knowledge Atlas Technology Joint Stock Company Limited, announcement of allotment results, HKEXnews, 7 January 2026 (stock code 2513)"),
    QT_TRANSLATE_NOOP("CoreText", "about HKD 4.3B, reported as about US$558M before fees (raised_since_filing_usd)"),
    QT_TRANSLATE_NOOP("CoreText", "Platform usage in June 2025"),
    QT_TRANSLATE_NOOP("CoreText", "press reports of the GLM open platform's usage, June 2025 (secondary reporting; no primary document was available)"),
    QT_TRANSLATE_NOOP("CoreText", "the reported run's 3.87T a day is of the same order"),
    QT_TRANSLATE_NOOP("CoreText", "Freemium conversion, medians"),
    QT_TRANSLATE_NOOP("CoreText", "OpenView Partners, SaaS Benchmarks report, 2023, as cited by public freemium benchmark summaries"),
    QT_TRANSLATE_NOOP("CoreText", "developer tools convert 1–4 %; the default conversion is 3 %"),
    QT_TRANSLATE_NOOP("CoreText", "OpenRouter free variants, requests a day"),
    QT_TRANSLATE_NOOP("CoreText", "OpenRouter documentation, \"API Rate Limits\" and \"Free Variant\" (openrouter.ai/docs)"),
    QT_TRANSLATE_NOOP("CoreText", "20 requests a minute; 1,000 a day once $10 of credits were bought (the openrouter-caps preset's 2e7 tokens is 1,000 × 20K)"),
};

// The lines of a claim's arithmetic (claimtext.cpp), matched only as whole lines.
const char* const kArithmeticTable[] = {
    QT_TRANSLATE_NOOP("CoreText", "Scenario: the base scenario, unchanged"),
    QT_TRANSLATE_NOOP("CoreText", "Scenario: the base scenario with %1"),
    QT_TRANSLATE_NOOP("CoreText", "Computed: %1"),
    QT_TRANSLATE_NOOP("CoreText", "× %1 (a month is 30 days) = %2"),
    QT_TRANSLATE_NOOP("CoreText", "Claimed: %1"),
    QT_TRANSLATE_NOOP("CoreText", "Range: %1 is %2× above the range %3"),
    QT_TRANSLATE_NOOP("CoreText", "Range: %1 is %2× below the range %3"),
    QT_TRANSLATE_NOOP("CoreText", "Range: %1 is inside the range %2"),
    QT_TRANSLATE_NOOP("CoreText", "Range: %1 is above the range %2"),
    QT_TRANSLATE_NOOP("CoreText", "Range: %1 is below the range %2"),
    QT_TRANSLATE_NOOP("CoreText", "Ratio: computed / claimed = %1"),
    QT_TRANSLATE_NOOP("CoreText", "Verdict: %1 — %2"),
    QT_TRANSLATE_NOOP("CoreText", "Other readings of the same figure:"),
    QT_TRANSLATE_NOOP("CoreText", "Other readings of the same figure (× %1):"),
    QT_TRANSLATE_NOOP("CoreText", "Beside it:"),
    QT_TRANSLATE_NOOP("CoreText", "cannot apply: %1"),
    QT_TRANSLATE_NOOP("CoreText", "%1: %2 → %3, ratio %4: matches (%5)"),
    QT_TRANSLATE_NOOP("CoreText", "%1: %2 → %3, ratio %4: matches"),
    QT_TRANSLATE_NOOP("CoreText", "%1: %2 → %3, ratio %4: does not match (outside 5 %)"),
    QT_TRANSLATE_NOOP("CoreText", "%1: %2 → %3"),
    QT_TRANSLATE_NOOP("CoreText", "%1: %2 → no value (%3)"),
    QT_TRANSLATE_NOOP("CoreText", "%1: %2 = %3"),
};

// Words inside the formulas of a claim's arithmetic (claimtext.cpp), replaced where they occur,
// the longest first; test_coretext checks that no English sentence is left in the Claims tab.
const char* const kFragmentTable[] = {
    QT_TRANSLATE_NOOP("CoreText", " (MODEL.md §5, from the daily model)"),
    QT_TRANSLATE_NOOP("CoreText", " (a month is 30 days)"),
    QT_TRANSLATE_NOOP("CoreText", " (cash on hand, not money raised)"),
    QT_TRANSLATE_NOOP("CoreText", " (the economic cost, depreciation included), "),
    QT_TRANSLATE_NOOP("CoreText", " (the reference mix: 25 % output, no cache hits, so IP = IC = 1)"),
    QT_TRANSLATE_NOOP("CoreText", " (without a cap and at e = 1: 100 × SC_eff / P_eff = 100 × "),
    QT_TRANSLATE_NOOP("CoreText", ": no value, since the quota's list value is 0"),
    QT_TRANSLATE_NOOP("CoreText", ": no value, since the quota on day 0 is 0"),
    QT_TRANSLATE_NOOP("CoreText", " = serving cash "),
    QT_TRANSLATE_NOOP("CoreText", " = the fleet's electricity = "),
    QT_TRANSLATE_NOOP("CoreText", " = the smallest conversion at which the programme's contribution ≥ 0 = "),
    QT_TRANSLATE_NOOP("CoreText", " = the sum of capex(d) = "),
    QT_TRANSLATE_NOOP("CoreText", " and paid(0) = "),
    QT_TRANSLATE_NOOP("CoreText", " and SC_eff = "),
    QT_TRANSLATE_NOOP("CoreText", " chips bought × "),
    QT_TRANSLATE_NOOP("CoreText", " chips; day 0 needs "),
    QT_TRANSLATE_NOOP("CoreText", " has no value in this scenario"),
    QT_TRANSLATE_NOOP("CoreText", " has no value: no conversion makes the programme's contribution ≥ 0"),
    QT_TRANSLATE_NOOP("CoreText", " has no value: "),
    QT_TRANSLATE_NOOP("CoreText", " of the tokens above the cap × e"),
    QT_TRANSLATE_NOOP("CoreText", " on day 0 (capex is cash when the chips are bought; depreciation is not cash); the fleet's electricity is "),
    QT_TRANSLATE_NOOP("CoreText", " per 1M tokens (economic: depreciation included)"),
    QT_TRANSLATE_NOOP("CoreText", ", and opex grows "),
    QT_TRANSLATE_NOOP("CoreText", "0 in per_token mode"),
    QT_TRANSLATE_NOOP("CoreText", "; day 0's net burn is "),
    QT_TRANSLATE_NOOP("CoreText", "; over the horizon the fleet reaches "),
    QT_TRANSLATE_NOOP("CoreText", "; the cash never goes below zero within the horizon of "),
    QT_TRANSLATE_NOOP(
        "CoreText", "capacity_mode is per_token: serving is paid by the token like a cloud (serving cash = tokens × SC_eff / 1e6), no accelerators are bought"),
    QT_TRANSLATE_NOOP("CoreText", "cash_usd is given: cash_start = "),
    QT_TRANSLATE_NOOP("CoreText", "the demand within the per-account cap of "),
    QT_TRANSLATE_NOOP("CoreText", "the first day d with cash(d) < 0, where "),
    QT_TRANSLATE_NOOP("CoreText", "serving_cost_usd_per_mtok is given: SC = "),
    QT_TRANSLATE_NOOP("CoreText", "the fleet at the start = "),
    QT_TRANSLATE_NOOP("CoreText", " (power "),
    QT_TRANSLATE_NOOP("CoreText", " a day"),
    QT_TRANSLATE_NOOP("CoreText", " a month; "),
    QT_TRANSLATE_NOOP("CoreText", " a month"),
    QT_TRANSLATE_NOOP("CoreText", " chips: "),
    QT_TRANSLATE_NOOP("CoreText", " chips"),
    QT_TRANSLATE_NOOP("CoreText", " months, where "),
    QT_TRANSLATE_NOOP("CoreText", " months"),
    QT_TRANSLATE_NOOP("CoreText", " per 1M tokens"),
    QT_TRANSLATE_NOOP("CoreText", ", quota "),
    QT_TRANSLATE_NOOP("CoreText", ", ratio "),
    QT_TRANSLATE_NOOP("CoreText", ", so it buys "),
    QT_TRANSLATE_NOOP("CoreText", ", so runway_months_capped = "),
    QT_TRANSLATE_NOOP("CoreText", ", where "),
    QT_TRANSLATE_NOOP("CoreText", "no value ("),
    QT_TRANSLATE_NOOP("CoreText", " is "),
    QT_TRANSLATE_NOOP("CoreText", " (a scenario input)"),
    QT_TRANSLATE_NOOP("CoreText", " (with "),
};

} // namespace

const std::span<const Entry> kEntries(kEntryTable);
const std::span<const char* const> kFragments(kFragmentTable);
const std::span<const char* const> kArithmetic(kArithmeticTable);
const std::span<const char* const> kSentences(kSentenceTable);

} // namespace runway::coretext
