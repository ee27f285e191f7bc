// The built-in catalogue's texts with their translation keys (builtintexts.h says why). Generated
// once from resources/claims.json and kept by hand since: a text changed in the JSON needs its
// line here changed too, or the built-in catalogue fails to load (test_claims says which).
#include "core/claims/builtintexts.h"

#include <algorithm>
#include <iterator>

namespace runway {
namespace {

// NOLINTBEGIN(bugprone-suspicious-missing-comma): long texts are split over lines
// clang-format off
const MessageKey kTexts[] = {
    RW_MSG("Claims", "The 23.2 Trillion Token Mirage: What GLM-5.3 Flash Really Tells Us About China's AI Chip Ambitions"),
    RW_MSG("Claims", "article"),
    RW_MSG("Claims", "GLM-5.3 Flash: The Inference Breakthrough That Cracks NVIDIA's Moat"),
    RW_MSG("Claims", "Block 18,402,112 just dumped. Panic is overpriced."),
    RW_MSG("Claims", "a sector newsletter"),
    RW_MSG("Claims", "The 23.2T Token Mirage: Why GLM-5.3 Flash on Domestic Chips Doesn't Breach NVIDIA's Moat"),
    RW_MSG("Claims", "The Ledger Says 23.2 Trillion Tokens. The Metadata Says Something Else."),
    RW_MSG("Claims", "the serving cost of the tokens actually used"),
    RW_MSG("Claims", "the serving cost of the free tokens actually used"),
    RW_MSG("Claims", "the list value of the free tokens actually used"),
    RW_MSG("Claims", "a 1T quota instead of 100T"),
    RW_MSG("Claims", "a units slip, the quota taken 100× too small: 100 万亿 tokens read as 1 万亿"),
    RW_MSG("Claims", "a 100B quota instead of 100T"),
    RW_MSG("Claims", "a units slip, trillion read as billion: 100 万亿 tokens read as 1,000 亿, 1,000× too small"),
    RW_MSG("Claims", "the cash on hand at the start"),
    RW_MSG("Claims", "the accelerators owned at the start"),
    RW_MSG("Claims", "the accelerators to buy"),
    RW_MSG("Claims", "what they cost"),
    RW_MSG("Claims", "the cash the fleet costs today: its electricity (depreciation is not cash)"),
    RW_MSG("Claims", "the conversion from which the programme pays for itself"),
    RW_MSG("Claims", "23.2T tokens served in six days is about 3.87T tokens a day"),
    RW_MSG("Claims", "The demand is the sources' own 23.2T tokens over six days, so this checks their division (23.2T ÷ 6), not how many tokens were really served."),
    RW_MSG("Claims", "the 100T-token daily quota at about $0.10 per million is worth about $100,000 a day"),
    RW_MSG("Claims", "the same quota is worth about $3M a month"),
    RW_MSG("Claims", "at $1 per million the daily allocation is worth about $100,000"),
    RW_MSG("Claims", "the same allocation is worth nearly $3M a month"),
    RW_MSG("Claims", "at $0.10 per million, 100T tokens a day is $10M a day"),
    RW_MSG("Claims", "that is $300M a month"),
    RW_MSG("Claims", "even at a $0.03 per million floor the quota is $3M a day"),
    RW_MSG("Claims", "at the floor that is $90M a month"),
    RW_MSG("Claims", "at $0.10 per million the quota is $10M a day, $300M a month"),
    RW_MSG("Claims", "Both inputs are the sources' own: the demand is the articles' 23.2T tokens over six days and 400M tokens per chip a day is E's figure, so this checks E's division, not how many accelerators the company has."),
    RW_MSG("Claims", "a $1B war chest keeps the free quota going for a year, read as the quota's list value"),
    RW_MSG("Claims", "the quota's list value"),
    RW_MSG("Claims", "the same war chest, read as the company's cash runway"),
    RW_MSG("Claims", "the company's cash runway"),
    RW_MSG("Claims", "a substantial portion of the free tier is being consumed (read: at least a quarter of the quota)"),
    RW_MSG("Claims", "the run implies likely thousands of accelerators"),
    RW_MSG("Claims", "serving the full 100T a day needs a massive capex cushion (read: accelerators worth more than the cash)"),
    RW_MSG("Claims", "at 5 % conversion the free tier is a success (read: the programme pays for itself)"),
    RW_MSG("Claims", "the run needs at least 10,000 chips at 400M tokens per chip per day"),
    RW_MSG("Claims", "the same year, read as the cash runway on the cash the filing implies (not the $1B)"),
    RW_MSG("Claims", "the cash runway on the filing's cash"),
    RW_MSG("Claims", "the free allocations burn hundreds of thousands of dollars per month, read as the serving cost of the free tokens used"),
    RW_MSG("Claims", "the serving cost of the free tokens used"),
    RW_MSG("Claims", "the same burn, read as the cash spent serving the free tokens"),
    RW_MSG("Claims", "the cash spent serving them"),
    RW_MSG("Claims", "D's count is checked with E's 400M tokens per chip a day: the default throughput is E's figure, so agreement shows the count is consistent with E's arithmetic, not how many accelerators the company has."),
    RW_MSG("Claims", "the run went across thousands of chips"),
    RW_MSG("Claims", "The count is checked with E's 400M tokens per chip a day (the default throughput), so agreement shows the figure is consistent with that arithmetic, not how many accelerators the company has."),
    RW_MSG("Claims", "free token quotas require massive capital reserves, read at today's use: the accelerators to buy cost at least the cash"),
    RW_MSG("Claims", "today's use"),
    RW_MSG("Claims", "the same reserves, read at a full quota of 100T tokens a day"),
    RW_MSG("Claims", "a full quota"),
    RW_MSG("Claims", "the run needs hundreds, likely thousands, of accelerators"),
    RW_MSG("Claims", "Zhipu is not paying the $10M a day the quota is worth at list (read: the free tokens used cost less than that)"),
    RW_MSG("Claims", "below 1 % conversion the company is in trouble (read: at 1 % the runway is at least 5 % shorter than at 3 %)"),
    RW_MSG("Claims", "close to NVIDIA's performance could mean 80 % or 95 % of it"),
    RW_MSG("Claims", "the model has no NVIDIA throughput to compare the domestic chips with"),
    RW_MSG("Claims", "close to NVIDIA usually means 70–85 % of the NVIDIA part"),
    RW_MSG("Claims", "GLM-5.3 Flash processed about twice the tokens of DeepSeek-V4-Flash"),
    RW_MSG("Claims", "the model has no DeepSeek volume"),
    RW_MSG("Claims", "the cost per token on domestic chips is comparable to NVIDIA's"),
    RW_MSG("Claims", "the model has no independent NVIDIA cost; the h100-rental preset is an assumption, not a measurement"),
    RW_MSG("Claims", "the candidate chips' performance varies by 30–40 %"),
    RW_MSG("Claims", "the model has no per-chip data; the odds already range tokens per chip from 2e8 to 8e8, wider than 30–40 %"),
    RW_MSG("Claims", "developers switch for a 10 % price difference"),
    RW_MSG("Claims", "the model has no competitor's price"),
    RW_MSG("Claims", "Zhipu has raised over $1 billion"),
    RW_MSG("Claims", "the model starts from the cash on hand, not from the funds raised"),
    RW_MSG("Claims", "D names the channel \"OpenCode\" where the other articles say OpenRouter."),
    RW_MSG("Claims", "D calls the free tier's cost \"unquantified\"; the model puts numbers on it: the serving cost of the free tokens actually used (b-free-burn) and, once the quota fills, the accelerators to buy (d-capex-cushion)."),
    RW_MSG("Claims", "E treats 1 % conversion as \"trouble\" and 5 % as \"success\"; the default of 3 % sits between the two, and e-success-mark checks the 5 % mark."),
    RW_MSG("Claims", "E puts domestic chips' total cost about 20 % below NVIDIA's with in-house talent and about 40 % above without it: a serving-cost factor of 0.8 or 1.4 (scale chip_capex_usd, or choose per_token and type the serving cost)."),
    RW_MSG("Claims", "C credits the 3× speed-up to software on the same chips (KV cache, speculative decoding, batching, kernel fusion); the default throughput already includes it, and software_speedup 1/3 shows the chips before it."),
    RW_MSG("Claims", "Cash and equivalents at 2025-06-30"),
    RW_MSG("Claims", "Knowledge Atlas Technology Joint Stock Company Limited (Zhipu), Global Offering prospectus, HKEXnews, 30 December 2025 (six months to 30 June 2025)"),
    RW_MSG("Claims", "where the cash bridge starts (filing_cash_cny)"),
    RW_MSG("Claims", "RMB %1"),
    RW_MSG("Claims", "Operating cash outflow in H1 2025"),
    RW_MSG("Claims", "at that rate the cash of 2025-06-30 lasts about 11.5 months"),
    RW_MSG("Claims", "Revenue in H1 2025"),
    RW_MSG("Claims", "about $4.4M a month, mostly on-premise deployments (other_revenue_usd_per_month)"),
    RW_MSG("Claims", "Cloud/API gross margin in H1 2025"),
    RW_MSG("Claims", "the API was sold at about its cost; the cost-parity preset reproduces it"),
    RW_MSG("Claims", "%1 %"),
    RW_MSG("Claims", "Raised in the Hong Kong listing of 8 January 2026"),
    RW_MSG("Claims", "Knowledge Atlas Technology Joint Stock Company Limited, announcement of allotment results, HKEXnews, 7 January 2026 (stock code 2513)"),
    RW_MSG("Claims", "about HKD 4.3B, reported as about US$558M before fees (raised_since_filing_usd)"),
    RW_MSG("Claims", "HKD %1"),
    RW_MSG("Claims", "Platform usage in June 2025"),
    RW_MSG("Claims", "press reports of the GLM open platform's usage, June 2025 (secondary reporting; no primary document was available)"),
    RW_MSG("Claims", "the reported run's 3.87T a day is of the same order"),
    RW_MSG("Claims", "%1 tokens a day"),
    RW_MSG("Claims", "Freemium conversion, medians"),
    RW_MSG("Claims", "OpenView Partners, SaaS Benchmarks report, 2023, as cited by public freemium benchmark summaries"),
    RW_MSG("Claims", "developer tools convert 1–4 %; the default conversion is 3 %"),
    RW_MSG("Claims", "OpenRouter free variants, requests a day"),
    RW_MSG("Claims", "OpenRouter documentation, \"API Rate Limits\" and \"Free Variant\" (openrouter.ai/docs)"),
    RW_MSG("Claims", "20 requests a minute; 1,000 a day once $10 of credits were bought (the openrouter-caps preset's 2e7 tokens is 1,000 × 20K)"),
    RW_MSG("Claims", "%1 requests a day"),
    RW_MSG("Claims", "Compute within R&D in 2024"),
    RW_MSG("Claims", "Knowledge Atlas Technology Joint Stock Company Limited (Zhipu), Global Offering prospectus, HKEXnews, 30 December 2025 (year to 31 December 2024)"),
    RW_MSG("Claims", "about RMB 129.3M a month; against H1 2025's RMB 190.8M a month, training compute grew about 4.4 % a month (training_compute_growth_pct_per_month)"),
    RW_MSG("Claims", "Compute within R&D in H1 2025"),
    RW_MSG("Claims", "75 % of the gross operating cash cost of RMB 1.517B (training_compute_share_pct); an expense, which may hold depreciation and inference for research"),
    RW_MSG("Claims", "Revenue in 2025"),
    RW_MSG("Claims", "press reports of Zhipu's results for 2025, June 2026 (secondary reporting)"),
    RW_MSG("Claims", "+131.9 % on 2024; ÷ 7.17 = $100.98M, where the default path (4 % a month from $4.4M) gives $60.95M for 2025 and the fy2025-revenue preset ($8.41M a month, provisional) $103.30M"),
    RW_MSG("Claims", "Net loss in 2025"),
    RW_MSG("Claims", "holds non-cash fair-value changes, so it cannot stand in for the cash burn"),
    RW_MSG("Claims", "Coding Plan: paying developers within two months"),
    RW_MSG("Claims", "Zhipu's statement of 12 February 2026, as reported (secondary reporting)"),
    RW_MSG("Claims", "with an annual recurring revenue past RMB 100M: about $7.75 a subscriber a month, the coding-plan preset"),
    RW_MSG("Claims", "Coding Plan list prices a month"),
    RW_MSG("Claims", "Zhipu's Coding Plan price list after the rise of 23 February 2026, as reported (secondary reporting)"),
    RW_MSG("Claims", "three tiers: RMB 49, 149 and 469 a month"),
    RW_MSG("Claims", "Platform usage in November 2025"),
    RW_MSG("Claims", "press reports of the GLM open platform's usage, November 2025 (secondary reporting; no primary document was available)"),
    RW_MSG("Claims", "the run's 3.87T a day is 84–92 % of the platform's daily volume in 2025, and on 2026-02-21 Zhipu apologised that capacity lagged GLM-5 demand: the fleet was not idle (fleet_share_pct)"),
    RW_MSG("Claims", "Bank facilities"),
    RW_MSG("Claims", "a third-party reading of the Global Offering prospectus (secondary reporting)"),
    RW_MSG("Claims", "÷ 7.17 = $1.241B; such facilities are usually uncommitted, so they count only in the bank-lines preset"),
    RW_MSG("Claims", "Market capitalisation on the listing day"),
    RW_MSG("Claims", "press reports of the Hong Kong listing, 8 January 2026 (secondary reporting)"),
    RW_MSG("Claims", "10 % of it is about $745M, the follow-on preset's raise (its size, month and odds are assumptions)"),
    RW_MSG("Claims", "Planned A-share raise"),
    RW_MSG("Claims", "press reports, February to June 2026 (secondary reporting)"),
    RW_MSG("Claims", "the live alternative to the follow-on preset's raise"),
    RW_MSG("Claims", "DeepSeek V4-Flash list price per million tokens, input to output"),
    RW_MSG("Claims", "DeepSeek API documentation, \"Models & Pricing\" (api-docs.deepseek.com)"),
    RW_MSG("Claims", "blended 3 input tokens to 1 output: $0.175, the deepseek-ceiling preset's competitor price"),
    RW_MSG("Claims", "%1 paying developers"),
    RW_MSG("Claims", "USD %1"),
};
// clang-format on
// NOLINTEND(bugprone-suspicious-missing-comma)

} // namespace

std::span<const MessageKey> builtinTexts()
{
    return kTexts;
}

std::optional<MessageKey> builtinTextKey(std::string_view text)
{
    const auto it = std::find_if(std::begin(kTexts), std::end(kTexts), [&](const MessageKey& k) { return text == k.source; });
    if (it == std::end(kTexts))
        return std::nullopt;
    return *it;
}

} // namespace runway
