// The catalogue's data: the English texts of core, marked for lupdate in the context "CoreText"
// (coretext.h says how they are used). Each text is copied from core byte for byte; test_coretext
// fails when core's text and this copy part.
#include "ui/i18n/coretextdata.h"

#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif

namespace runway::coretext {
namespace {

// The texts with ids: resources/presets/ (the drift test compares each
// English text with the core's current one).
const Entry kEntryTable[] = {
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

// The sentences without ids: the sources the parameter table cites and the null reasons. A %n
// stands for a number or for another sentence.
const char* const kSentenceTable[] = {
    // parameters.cpp: the sources the table cites
    QT_TRANSLATE_NOOP("CoreText", "The Ledger Says 23.2 Trillion Tokens. The Metadata Says Something Else."),
    QT_TRANSLATE_NOOP("CoreText", "all five articles"),
    QT_TRANSLATE_NOOP("CoreText", "Hong Kong listing prospectus (H1 2025 figures)"),
    QT_TRANSLATE_NOOP("CoreText", "Hong Kong listing of 8 January 2026 (allotment results)"),
    QT_TRANSLATE_NOOP("CoreText", "Gemini 2.5 Flash-Lite and GPT-4o mini list prices"),
    QT_TRANSLATE_NOOP("CoreText", "OpenRouter's free-variant limits"),
    // nullreasons.cpp
    QT_TRANSLATE_NOOP("CoreText", "the free quota on day 0 is 0 tokens, so there is no quota to fill"),
    QT_TRANSLATE_NOOP("CoreText", "serving is paid by the token (capacity_mode \"per_token\"), so the company owns no accelerators here"),
    QT_TRANSLATE_NOOP("CoreText", "the first month's net burn is %1, not a loss, so cash divided by the monthly burn gives no runway"),
    QT_TRANSLATE_NOOP("CoreText", "the cash never goes below zero within the %1-month horizon (it ends at %2)"),
    // NOLINTNEXTLINE(bugprone-suspicious-missing-comma): one sentence split over two lines
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
};

} // namespace

const std::span<const Entry> kEntries(kEntryTable);
const std::span<const char* const> kSentences(kSentenceTable);

} // namespace runway::coretext
