<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Analysis</name>
    <message>
        <source>the model&apos;s %1 is too large to be represented (not a finite number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first at %1 and %2 conversion: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first at sample %1, where %2 is %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first at sample %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first at %1 = %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model&apos;s cash is too large to be represented (not a finite number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none of the %1 samples can be represented (%2): there are no odds to give; narrow the ranges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 samples cannot be represented and are left out: every figure is over the other %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 cells cannot be represented and are left empty (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 runways cannot be represented and are not shown (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>funding, month %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ArticleEditor</name>
    <message>
        <source>%1 people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HK$%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an ordinal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a version or model name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a block number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>between</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a count without a unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens in total, not a day&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>money in another currency than US dollars</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Burn</name>
    <message>
        <source>%1 / month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / month recurring + %2 of accelerators on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / month recurring + %2 of accelerators in the first 30 days</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported from Token Runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the SVG painter could not start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the image could not be encoded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the PDF writer failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot export to %1: the name must end in .png, .svg or .pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Claims</name>
    <message>
        <source>The 23.2 Trillion Token Mirage: What GLM-5.3 Flash Really Tells Us About China&apos;s AI Chip Ambitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GLM-5.3 Flash: The Inference Breakthrough That Cracks NVIDIA&apos;s Moat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Block 18,402,112 just dumped. Panic is overpriced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a sector newsletter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 23.2T Token Mirage: Why GLM-5.3 Flash on Domestic Chips Doesn&apos;t Breach NVIDIA&apos;s Moat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Ledger Says 23.2 Trillion Tokens. The Metadata Says Something Else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the serving cost of the tokens actually used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the serving cost of the free tokens actually used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list value of the free tokens actually used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a 1T quota instead of 100T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a units slip, the quota taken 100× too small: 100 万亿 tokens read as 1 万亿</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a 100B quota instead of 100T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a units slip, trillion read as billion: 100 万亿 tokens read as 1,000 亿, 1,000× too small</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cash on hand at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the accelerators owned at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the accelerators to buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>what they cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cash the fleet costs today: its electricity (depreciation is not cash)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the conversion from which the programme pays for itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>23.2T tokens served in six days is about 3.87T tokens a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The demand is the sources&apos; own 23.2T tokens over six days, so this checks their division (23.2T ÷ 6), not how many tokens were really served.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the 100T-token daily quota at about $0.10 per million is worth about $100,000 a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same quota is worth about $3M a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at $1 per million the daily allocation is worth about $100,000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same allocation is worth nearly $3M a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at $0.10 per million, 100T tokens a day is $10M a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that is $300M a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>even at a $0.03 per million floor the quota is $3M a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the floor that is $90M a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at $0.10 per million the quota is $10M a day, $300M a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both inputs are the sources&apos; own: the demand is the articles&apos; 23.2T tokens over six days and 400M tokens per chip a day is E&apos;s figure, so this checks E&apos;s division, not how many accelerators the company has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a $1B war chest keeps the free quota going for a year, read as the quota&apos;s list value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quota&apos;s list value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same war chest, read as the company&apos;s cash runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the company&apos;s cash runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a substantial portion of the free tier is being consumed (read: at least a quarter of the quota)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run implies likely thousands of accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serving the full 100T a day needs a massive capex cushion (read: accelerators worth more than the cash)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at 5 % conversion the free tier is a success (read: the programme pays for itself)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D names the channel &quot;OpenCode&quot; where the other articles say OpenRouter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D calls the free tier&apos;s cost &quot;unquantified&quot;; the model puts numbers on it: the serving cost of the free tokens actually used (b-free-burn) and, once the quota fills, the accelerators to buy (d-capex-cushion).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E treats 1 % conversion as &quot;trouble&quot; and 5 % as &quot;success&quot;; the default of 3 % sits between the two, and e-success-mark checks the 5 % mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E puts domestic chips&apos; total cost about 20 % below NVIDIA&apos;s with in-house talent and about 40 % above without it: a serving-cost factor of 0.8 or 1.4 (scale chip_capex_usd, or choose per_token and type the serving cost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C credits the 3× speed-up to software on the same chips (KV cache, speculative decoding, batching, kernel fusion); the default throughput already includes it, and software_speedup 1/3 shows the chips before it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash and equivalents at 2025-06-30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knowledge Atlas Technology Joint Stock Company Limited (Zhipu), Global Offering prospectus, HKEXnews, 30 December 2025 (six months to 30 June 2025)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>where the cash bridge starts (filing_cash_cny)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RMB %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating cash outflow in H1 2025</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at that rate the cash of 2025-06-30 lasts about 11.5 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revenue in H1 2025</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about $4.4M a month, mostly on-premise deployments (other_revenue_usd_per_month)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud/API gross margin in H1 2025</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the API was sold at about its cost; the cost-parity preset reproduces it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raised in the Hong Kong listing of 8 January 2026</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knowledge Atlas Technology Joint Stock Company Limited, announcement of allotment results, HKEXnews, 7 January 2026 (stock code 2513)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about HKD 4.3B, reported as about US$558M before fees (raised_since_filing_usd)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HKD %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform usage in June 2025</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>press reports of the GLM open platform&apos;s usage, June 2025 (secondary reporting; no primary document was available)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reported run&apos;s 3.87T a day is of the same order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Freemium conversion, medians</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenView Partners, SaaS Benchmarks report, 2023, as cited by public freemium benchmark summaries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>developer tools convert 1–4 %; the default conversion is 3 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenRouter free variants, requests a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenRouter documentation, &quot;API Rate Limits&quot; and &quot;Free Variant&quot; (openrouter.ai/docs)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>20 requests a minute; 1,000 a day once $10 of credits were bought (the openrouter-caps preset&apos;s 2e7 tokens is 1,000 × 20K)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 requests a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MODEL.md §5 defines %1 as null in this scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is consistent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be judged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its inputs do not apply here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is 0 or null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the %1 other readings tried matches within 5 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s figure is exactly what %2 gives (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s figure is within 5 % of what %2 gives (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s figure is exactly what %2 gives (%3): %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s figure is within 5 % of what %2 gives (%3): %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no value (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beside it: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read as %1 it %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read as %1 it %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; read as %2 it %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; read as %2 it %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cash lasts beyond the horizon (%1), so the model gives no runway; it is longer than that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the divisor %1 has no value: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the divisor %1 is 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The claim&apos;s scenario does not apply to this base scenario: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 ÷ %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model gives %1, within 5 % of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model gives %1: the claim is %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not comparable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model gives %1; the claim needs %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model gives %1; the claim needs %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Internal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>consistent (internal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>consistent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off (internal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off (internal; %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds (internal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails (internal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails (internal; %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undetermined (internal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undetermined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within 5 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× too low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× too high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inside the range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above the range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below the range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× above the range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× below the range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not built into this binary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&gt; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds: none. No uncertain input of the claim&apos;s scenario moves its figure (each was tried at the low and the high end of its range), so the uncertainty does not change the verdict.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds: it holds in %1 of %2 Monte Carlo samples (seed %3) of the claim&apos;s scenario with its uncertainty; its figure moves with %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a string (&quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a value of another kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the text has no translation key in core/claims/builtintexts.cpp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected one of %1, got &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown quantity &quot;%1&quot;: expected a metric key of MODEL.md §5 (e.g. quota_list_value_usd_per_day, day0.serving_cost_usd) or a numeric parameter key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown quantity &quot;%1&quot;: expected a metric key of MODEL.md §5 (e.g. quota_list_value_usd_per_day, day0.serving_cost_usd) or a numeric parameter key (did you mean &quot;%2&quot;?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object of scenario keys, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be overridden by a claim (only model inputs can)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &quot;between&quot; claim needs [low, high] with low &lt; high, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, got %1 (a range [low, high] needs &quot;kind&quot;: &quot;between&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a finite number above 0 for an &quot;equals&quot; claim (the ratio divides by it), got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown reading &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading &quot;%1&quot; has its own unit, so it cannot be compared with the claimed figure; list it under &quot;context&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only an &quot;equals&quot; claim has other readings (a reading matches within 5 % of one figure); use &quot;context&quot; to show figures beside a bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown source &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only an &quot;internal&quot; claim has a basis note (it says which inputs come from the claim&apos;s own source)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an &quot;internal&quot; claim needs a &quot;basis_note&quot; saying which inputs come from the claim&apos;s own source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;group&quot; and &quot;reading&quot; go together: a claim read two ways needs both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the id is used twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a &quot;quantity&quot;, &quot;overrides&quot; or both: a reading is another figure, or the claim&apos;s own under other inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a reading of the claim&apos;s own quantity takes the claim&apos;s unit; give a &quot;quantity&quot; to show a figure in its own unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalogue has no claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has only one claim; a group holds the readings of one statement (two or more)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected [low, high] with low ≤ high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give exactly one of &quot;value&quot; and &quot;range&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the catalogue is missing &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected an array, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a claims catalogue must be a JSON object {…}, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, got nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P_eff = price_usd_per_mtok × IP = %1 × %2 = %3 and SC_eff = SC × IC = %4 × %5 = %6 per 1M tokens (the reference mix: 25 % output, no cache hits, so IP = IC = 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P_eff = price_usd_per_mtok × IP = %1 × %2 = %3 and SC_eff = SC × IC = %4 × %5 = %6 per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free(0) = min((100 % − %1) × %2, quota %3) = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and paid(0) = %2 × %3 × e = %4, where e = (P / P_ref)^ε = (%5 / %6)^%7 = %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free(0) = min(the demand within the per-account cap of %1 (MODEL.md §4a), quota %2) = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and paid(0) = %2 × %3 × e + %4 of the tokens above the cap × e = %5, where e = (P / P_ref)^ε = (%6 / %7)^%8 = %9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serving_cost_usd_per_mtok is given: SC = %1 per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SC = (chip_capex_usd / (chip_life_years × 365) + chip_power_kw × 24 × pue × electricity_usd_per_kwh) / (tokens_per_chip_per_day × software_speedup) × 1e6 = (%1 / (%2 × 365) + %3 × 24 × %4 × %5) / (%6 × %7) × 1e6 = %8 per 1M tokens (economic: depreciation included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cash_usd is given: cash_start = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cash_start = filing_cash_cny / cny_per_usd + raised_since_filing_usd − burn_since_filing_usd_per_month × days(filing → start) / 30 = %1 / %2 + %3 − %4 × %5 / 30 = %6 (cash on hand, not money raised)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capacity_mode is per_token: serving is paid by the token like a cloud (serving cash = tokens × SC_eff / 1e6), no accelerators are bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fleet at the start = ceil(run_tokens_per_day / tokens_per_chip_per_day − 1e-9) = ceil(%1 / %2) = %3 chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the fleet at the start = chips_owned = %1 chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; day 0 needs ceil(tokens(0) × IC / (tokens_per_chip_per_day × software_speedup) − 1e-9) = ceil(%2 × %3 / (%4 × %5)) = %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, so it buys %2 × %3 = %4 on day 0 (capex is cash when the chips are bought; depreciation is not cash); the fleet&apos;s electricity is %5 a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runway_days = the first day d with cash(d) &lt; 0, where %1; day 0&apos;s net burn is %2 = serving cash %3 (power %4 + capex %5) + opex %6 − revenue %7, and opex grows %8 a month; %9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the cash never goes below zero within the horizon of %2 months, so runway_months_capped = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the cash never goes below zero within the horizon of %2 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; runway_days = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; runway_days = %2; %3 = %4 / 30 = %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = free_quota_tokens_per_day × P_eff / 1e6 = %2 × %3 / 1M = %4, where %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = ceil((free(0) + paid(0)) × IC / (tokens_per_chip_per_day × software_speedup) − 1e-9) = ceil((%2 + %3) × %4 / (%5 × %6)) = ceil(%7) = %8, %9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no value: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 chips: %3; over the horizon the fleet reaches %4 (%5 bought)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = $0: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = the sum of capex(d) = %2 chips bought × %3 = %4, where %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = cash_start / (30 × quota_list_value_usd_per_day): no value, since the quota&apos;s list value is 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = cash_start / (30 × quota_list_value_usd_per_day) = %2 / (30 × %3) = %4 months, where %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = (free(0) + paid(0)) × SC_eff / 1e6 = (%2 + %3) × %4 / 1M = %5, where %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = free(0) × SC_eff / 1e6 = %2 × %3 / 1M = %4 (the economic cost, depreciation included), %5; %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = free(0) × P_eff / 1e6 = %2 × %3 / 1M = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = the fleet&apos;s electricity = %2 a day (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 in per_token mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = free(0) / quota(0) × 100: no value, since the quota on day 0 is 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = free(0) / quota(0) × 100 = %2 / %3 × 100 = %4, %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = paid(0) × (P_eff − SC_eff) / 1e6 − free(0) × SC_eff / 1e6 = %2 × (%3 − %4) / 1M − %5 × %4 / 1M = %6, %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no value: no conversion makes the programme&apos;s contribution ≥ 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = the smallest conversion at which the programme&apos;s contribution ≥ 0 = %2 (without a cap and at e = 1: 100 × SC_eff / P_eff = 100 × %3 / %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = the smallest conversion at which the programme&apos;s contribution ≥ 0 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 (a scenario input)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 (MODEL.md §5, from the daily model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no value in this scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equals: consistent when |ratio − 1| ≤ 0.05</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at least: holds when computed ≥ claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at most: holds when computed ≤ claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>between: holds when low ≤ computed ≤ high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (with %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → no value (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → %3, ratio %4: does not match (outside 5 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → %3, ratio %4: matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → %3, ratio %4: matches (%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim %1 (%2: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Basis: internal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario: the base scenario, unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario: the base scenario with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot apply: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× %1 (a month is 30 days) = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× %1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>÷ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>= %1 / %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range: %1 is %2 %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ratio: computed / claimed = %1 / %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict: %1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other readings of the same figure (× %1):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other readings of the same figure:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beside it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per_token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived from the chips: %1 per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived from the filing: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived from the reported run: %1 accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ranges for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token Runway follows the company day by day from its cash on hand, not from the money it has raised: by default the cash of the filing (converted to dollars), plus what the listing raised, minus what the company burned between the filing date and the start. The runway ends on the first day the cash goes below zero; a month is 30 days, as in the articles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The articles price the offered quota at list price. The model keeps that list value apart from what the free tokens actually used cost, and both apart from the cash the company spends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 claims of sources %2 are re-computed live, never stored: each claim&apos;s scenario is the current scenario with the claim&apos;s own inputs, its figure is a model quantity times a factor (sometimes divided by another), and a figure is consistent when it lies within %3 % of the model&apos;s. A claim whose deciding inputs come from its own source is marked internal: it checks the source&apos;s arithmetic, not the world. A claim that moves with the uncertain inputs also gets its odds: the share of %4 Monte Carlo futures in which it holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every default says whether it comes from an article, a public filing, published prices or an assumption, where it comes from and why. The inputs nobody knows carry ranges that the Monte Carlo, the tornado and the what-if map explore.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the divisor&apos;s inputs do not apply here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model gives %1, within %3 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is %1 characters long; a quote is at most %2 (the words the claim rests on, never the article)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only an &quot;equals&quot; claim has a tolerance (a bound or a range holds or fails as it is)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a tolerance from %1 to %2, got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only an &quot;uncheckable&quot; claim has a reason (it says why the model cannot check the number)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an &quot;uncheckable&quot; claim needs a &quot;reason&quot; saying why the model cannot check the number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;per_overrides&quot; needs a &quot;per&quot;: they are the inputs of the divisor&apos;s scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a date as YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a link starting with https:// or http://, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a language code such as &quot;en&quot; or &quot;zh&quot;, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected the SHA-256 of the text as 64 lowercase hexadecimal digits, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; (or &quot;%2&quot;), got %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 too low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 too high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equals: consistent when |ratio − 1| ≤ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown claim &quot;%1&quot;; give &quot;all&quot; or one of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = cash_start / first_month_net_burn_usd = %2 / %3 = %4 months (the textbook runway), where the first month&apos;s net burn is %5 and %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the first month&apos;s net burn (days 0–29, serving cash + opex − revenue) is %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run needs at least 10,000 chips at 400M tokens per chip per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same year, read as the cash runway on the cash the filing implies (not the $1B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cash runway on the filing&apos;s cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the free allocations burn hundreds of thousands of dollars per month, read as the serving cost of the free tokens used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the serving cost of the free tokens used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same burn, read as the cash spent serving the free tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cash spent serving them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>D&apos;s count is checked with E&apos;s 400M tokens per chip a day: the default throughput is E&apos;s figure, so agreement shows the count is consistent with E&apos;s arithmetic, not how many accelerators the company has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run went across thousands of chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The count is checked with E&apos;s 400M tokens per chip a day (the default throughput), so agreement shows the figure is consistent with that arithmetic, not how many accelerators the company has.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free token quotas require massive capital reserves, read at today&apos;s use: the accelerators to buy cost at least the cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>today&apos;s use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same reserves, read at a full quota of 100T tokens a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a full quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run needs hundreds, likely thousands, of accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zhipu is not paying the $10M a day the quota is worth at list (read: the free tokens used cost less than that)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below 1 % conversion the company is in trouble (read: at 1 % the runway is at least 5 % shorter than at 3 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>close to NVIDIA&apos;s performance could mean 80 % or 95 % of it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model has no NVIDIA throughput to compare the domestic chips with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>close to NVIDIA usually means 70–85 % of the NVIDIA part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GLM-5.3 Flash processed about twice the tokens of DeepSeek-V4-Flash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model has no DeepSeek volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cost per token on domestic chips is comparable to NVIDIA&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model has no independent NVIDIA cost; the h100-rental preset is an assumption, not a measurement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the candidate chips&apos; performance varies by 30–40 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model has no per-chip data; the odds already range tokens per chip from 2e8 to 8e8, wider than 30–40 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>developers switch for a 10 % price difference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model has no competitor&apos;s price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zhipu has raised over $1 billion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model starts from the cash on hand, not from the funds raised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs a &quot;claim&quot; or a &quot;quote&quot;: a claim that is not judged is still listed, in words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a draft&apos;s base unit (count, tokens, money, accelerators, people, percent, months, days or multiple), got &quot;%1&quot;; a confirmed claim takes the unit its figure is shown in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only money has a currency (the draft&apos;s unit is not &quot;money&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a list of {&quot;quantity&quot;, &quot;factor&quot;}, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a draft has what the extractor found (currency, period, suggestions); a confirmed or uncheckable claim has its quantity and unit instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scale word or a decimal point off (thousand ↔ million ↔ billion ↔ trillion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>万 dropped or added (100 万亿 read as 100 亿, or back)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>亿 dropped or added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a day read as a month, or a month as a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a month read as a year, or a year as a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a day read as a year, or a year as a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yuan read as dollars, or dollars as yuan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>per token read as per million tokens, or back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A units slip matches: the figure is %1× too low (within 1 %): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A units slip matches: the figure is %1× too high (within 1 %): %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× too low: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1× too high: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>claim &quot;%1&quot; is %2: it is listed, never judged, so it has no arithmetic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute within R&amp;D in 2024</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knowledge Atlas Technology Joint Stock Company Limited (Zhipu), Global Offering prospectus, HKEXnews, 30 December 2025 (year to 31 December 2024)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about RMB 129.3M a month; against H1 2025&apos;s RMB 190.8M a month, training compute grew about 4.4 % a month (training_compute_growth_pct_per_month)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute within R&amp;D in H1 2025</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>75 % of the gross operating cash cost of RMB 1.517B (training_compute_share_pct); an expense, which may hold depreciation and inference for research</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revenue in 2025</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>press reports of Zhipu&apos;s results for 2025, June 2026 (secondary reporting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+131.9 % on 2024; ÷ 7.17 = $100.98M, where the default path (4 % a month from $4.4M) gives $60.95M for 2025 and the fy2025-revenue preset ($8.41M a month, provisional) $103.30M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net loss in 2025</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds non-cash fair-value changes, so it cannot stand in for the cash burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coding Plan: paying developers within two months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zhipu&apos;s statement of 12 February 2026, as reported (secondary reporting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with an annual recurring revenue past RMB 100M: about $7.75 a subscriber a month, the coding-plan preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coding Plan list prices a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zhipu&apos;s Coding Plan price list after the rise of 23 February 2026, as reported (secondary reporting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three tiers: RMB 49, 149 and 469 a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform usage in November 2025</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>press reports of the GLM open platform&apos;s usage, November 2025 (secondary reporting; no primary document was available)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the run&apos;s 3.87T a day is 84–92 % of the platform&apos;s daily volume in 2025, and on 2026-02-21 Zhipu apologised that capacity lagged GLM-5 demand: the fleet was not idle (fleet_share_pct)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank facilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a third-party reading of the Global Offering prospectus (secondary reporting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>÷ 7.17 = $1.241B; such facilities are usually uncommitted, so they count only in the bank-lines preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market capitalisation on the listing day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>press reports of the Hong Kong listing, 8 January 2026 (secondary reporting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 % of it is about $745M, the follow-on preset&apos;s raise (its size, month and odds are assumptions)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned A-share raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>press reports, February to June 2026 (secondary reporting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the live alternative to the follow-on preset&apos;s raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeepSeek V4-Flash list price per million tokens, input to output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeepSeek API documentation, &quot;Models &amp; Pricing&quot; (api-docs.deepseek.com)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blended 3 input tokens to 1 output: $0.175, the deepseek-ceiling preset&apos;s competitor price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 paying developers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USD %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each day the developers who convert pay for their tokens (demand answers to price through the elasticity), the others use the free quota up to its limit and up to any per-account cap, and the company pays its operating cost minus its other revenue. Both were measured in H1 2025 and grow from then, through the start and on: the operating cost 2 % a month, its training compute (three quarters of it) 4.4 % a month on a line of its own, the other revenue 4 % a month. Prices and serving costs follow the token mix: an output token is priced and costs several times an input token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The company serves on accelerators it owns, but only a share of them is free for the free tier and the paid API (half by default, an assumption: the rest has other work). Depreciation is not cash: a free chip costs only its electricity, and a chip the programme lacks costs its whole price in cash on the day it is bought. So the free tier&apos;s cash cost is the accelerators it makes the company buy and their power, and when the quota fills it becomes a capex wall: the accelerators to buy on day 0 can cost several times the cash. The serving cost per token (depreciation included) still prices the unit economics: does a token, a converted developer, the programme pay for itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money still to come counts when it is more likely than not (a raise with a probability above 50 %), and a committed credit line is drawn when the cash runs out; the company&apos;s own cash counts neither. So the odds come in two pairs: of needing new money (the own cash gone) and of running out of cash (with the money expected).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derive %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>Cash on hand at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runway (base case)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runway, median of the odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runway, 5th percentile of the odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runway, 95th percentile of the odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of running out within 12 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of running out within 24 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier: cash cost on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capex: accelerators bought on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LTV / CAC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model gives %1 no number for this scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the odds are being simulated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parameter: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of needing new money within 12 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of needing new money within 24 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier: incremental cash cost on day 0</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 dollars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1+ months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RMB %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RMB %1 ÷ %2 + %3 − %4 months × %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accelerators to buy on day 0 cost %2; the cash is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>negative (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>positive (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>
… and %1 more</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>is %1 bytes; a text to read numbers from is at most 1 MiB (1,048,576 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not UTF-8: it looks like %1 from its byte-order mark; save it as UTF-8 and try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds a NUL byte at byte offset %1: it is not a UTF-8 text file (UTF-16 or UTF-32 without a byte-order mark?); save it as UTF-8 and try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not UTF-8: the byte at offset %1 (%2) does not start a UTF-8 character; save it as UTF-8 and try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is empty: there is no text to read numbers from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds only white space: there is no text to read numbers from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no such file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read (permission denied?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reading failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is over 1 MiB; a text to read numbers from is at most 1 MiB (1,048,576 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is over 1 MiB; scenario documents are at most 1 MiB (1,048,576 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is %1B; scenario documents are at most 1 MiB (1,048,576 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disk full (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>writing failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file name is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a symbolic link to a file that does not exist (%1); nothing was written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is the open library (%1); an output never replaces it: give another file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a folder; give a file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a block device; give a file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a regular file; give a file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not writable (%1); it was left unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot keep the file&apos;s permissions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be replaced: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is over %1 bytes, the most it may be</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is %1B; it may be at most %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GoalSeek</name>
    <message>
        <source>%1 is derived from the accelerators while %2 is &quot;owned&quot;; set %2 to &quot;per_token&quot; to solve for it, or solve for an accelerator input such as %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runway is %1 months at %2 = %3 and %4 months at %5: both reach the target %6 months, so the ends do not bracket it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the runway is %1 months at %2 = %3 and %4 months at %5: both fall short of the target %6 months, so the ends do not bracket it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the runway is capped at horizon_months, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a model-3 key and this scenario is read as model %2; upgrade it to model 3 to solve for it</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>%1 is a built-in preset and read-only; save your changes as a copy under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the library file is damaged; it was left unchanged: restore a backup or use another --db)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot list the scenarios: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no version %2 (see its history)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 of %2 does not exist; versions start at 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library did not store the new scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library did not update the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its newest version is number %1, and no version can be numbered beyond %2; save it under a new name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library did not store the version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contains the control character %1 at byte %2; a note may hold tabs and line breaks but no other control characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scenario named %1 already exists; save the file to add a version, or import it under another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot rename: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a built-in preset and cannot be renamed; duplicate it instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scenario named %1 already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot rename %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot delete: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a built-in preset and cannot be deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot delete %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot restore: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot undo the delete: a scenario named %1 exists again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot restore %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the history of %1: version number %2 is beyond %3 (the library was edited by hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the history of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot keep the draft: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the draft was not stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot read the drafts: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot take over the draft: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot clear the draft: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>integrity check failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is damaged or not a Token Runway library (%1); it was left unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be created: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the folder %1 cannot be created: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be created: the folder %1 is not writable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; no file was left behind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its table %1 is not as schema %2 has it (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a table %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an index %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a trigger %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a view %1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a %1 %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is an empty file, not a Token Runway library (give another path with --db, or remove it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a Token Runway library (not an SQLite database); it was left unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library path is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a folder; give the library&apos;s file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a named pipe (FIFO), not a library file; give the library&apos;s file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a device, not a library file; give the library&apos;s file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a regular file, not a library file; give the library&apos;s file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has saves in its journal (%1) that cannot be read here: %2; it was left unchanged (open it where its folder is writable)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is an SQLite database of another program, not a Token Runway library; it was left unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has schema version %1, which no Token Runway ever wrote; it was left unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is damaged: %1; it was left unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contains %1, which Token Runway never creates (it could change or drop saves); it was left unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>was written by a newer version of Token Runway (schema %1, this program knows %2); it is opened read-only and nothing is saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is opened read-only; nothing is saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %1 hard links (names), and SQLite keeps one journal per name, so saving through two of them could corrupt it; it is opened read-only (copy it to a file of its own to save)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a read-only file; nothing can be saved (save to another library with --db)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is in a read-only folder; nothing can be saved (save to another library with --db)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot be upgraded to schema %1 (each step is all or nothing): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the scenario in row %1 of the table scenarios is damaged: its name is not UTF-8 text (byte %2 is %3), so it cannot be shown or written; the library was edited by hand or is damaged (rename the row with an SQLite tool, or restore a backup)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no scenario named %1 in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no article named %1 in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot save the article %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>version %1 of the article %2 (row %3 of the table article_versions) is damaged: %4; the library was edited by hand or is damaged, and the row was left as it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the claims have %1 sources; an article&apos;s claims have exactly one (the article)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its SHA-256 is %1, but the source&apos;s text_sha256 is %2: the claims were taken from another text (give the text they were found in)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot list the articles: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the article in row %1 of the table articles is damaged: its name is not UTF-8 text (byte %2 is %3), so it cannot be shown or written; the library was edited by hand or is damaged (rename the row with an SQLite tool, or restore a backup)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the article %1 has no versions (the library was edited by hand or is damaged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its version number is beyond %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds a text or claims longer than %1 bytes, more than the library ever writes, so it was not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its text %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its claims do not read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an article named %1 already exists; save the file to add a version, or import it under another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library did not store the new article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library did not update the article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %1 sources; an article is one source with its claims: import a file of one source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the library did not delete it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot undo the delete: an article named %1 exists again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>%1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Metrics</name>
    <message>
        <source>serving cost per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>effective price per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>effective serving cost per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input price per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output price per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cached-input price per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input serving cost per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output serving cost per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cached-input serving cost per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cash at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free tokens on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paid tokens on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revenue on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serving cost on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerators bought on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cash spent on serving on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free tier&apos;s serving cost on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free tier&apos;s list value on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operating cost on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>net burn on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the quota&apos;s list value a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quota used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerators needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerators owned at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerators bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>peak fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capex over the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first month&apos;s net burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>textbook runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runway in days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cash-out date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cash at the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revenue over the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free tier&apos;s serving cost over the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free tier&apos;s list value over the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>company break-even conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>company break-even price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>profit-maximising price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free-tier programme&apos;s contribution a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free tier&apos;s share of the burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list-value runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accounts at the cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paying accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gross margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revenue per paying account a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lifetime value of a paying account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>acquisition cost of a paying account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LTV / CAC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>payback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runway (capped at the horizon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free tier&apos;s share of the serving cash on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerators bought in the first month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first month&apos;s recurring burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free-tier break-even conversion</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NullReasons</name>
    <message>
        <source>the free quota on day 0 is 0 tokens, so there is no quota to fill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serving is paid by the token (capacity_mode &quot;per_token&quot;), so the company owns no accelerators here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first month&apos;s net burn is %1, not a loss, so cash divided by the monthly burn gives no runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cash never goes below zero within the %1-month horizon (it ends at %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price (%1 per 1M tokens at this token mix) does not exceed the serving cost (%2 per 1M tokens), so every paid token loses money and no conversion rate brings day 0&apos;s net burn to zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>even if every developer paid (100 % conversion), day 0&apos;s revenue of %1 would not cover the serving cost plus operating cost of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no developer pays at 0 % conversion, so no list price earns any revenue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tokens are paid for on day 0 (demand is 0), so no list price earns any revenue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token mix prices every token at zero (the output and cached-input prices are 0 and every token is of those kinds), so no list price earns anything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at elasticity %1 revenue is largest at the profit-maximising price of %2 per 1M tokens, and even there day 0 still loses money at %3 conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>even at $1,000,000 per 1M tokens day 0 would still lose money at %1 conversion: the paid tokens are too few to carry the fixed cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token mix prices every token at zero, so no price earns anything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at elasticity 0 demand ignores the price, so a higher price always earns more: there is no best price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price (%1 per 1M tokens at this token mix) is below the serving cost (%2 per 1M tokens): every paid token loses money, so no conversion rate makes the free tier pay for itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>even at 100 % conversion the paid tokens&apos; margin does not cover the free tokens&apos; serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>day 0&apos;s serving and operating costs are both 0, so there is no burn to take a share of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the free quota&apos;s list value is $0 a day, so it would never use up the cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the list value is too small against the cash to give a finite number of months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no per-account cap is set (account_cap_tokens_per_day is null): the free tier is one pooled quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the effective price is $0 per 1M tokens, so there is no revenue to take a margin of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no account pays on day 0 (%1 conversion and no capped account pays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no account pays on day 0 (%1 conversion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, so there is no revenue per paying account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, so there is no lifetime value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the effective price is $0, so a paying account earns no margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with no churn and no discounting a paying account keeps paying forever, so its lifetime value has no finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lifetime value is too large to be represented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, so the free tier wins no paying accounts and has no acquisition cost per account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no paying account is ever lost (churn 0 %), so the free tier never has to win new ones to keep the paying share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the acquisition cost is too large to be represented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the lifetime value has no number (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the acquisition cost has no number (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the free tier costs nothing, so each paying account is acquired for $0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, so nothing pays the acquisition cost back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a paying account&apos;s monthly margin (%1) is not positive, so the acquisition cost is never paid back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at elasticity −1 a converted developer spends the same at any price, so paid revenue stays at %1 a day and no price covers the fixed cost at %2 conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at elasticity −1 a converted developer spends the same at any price, so a higher price keeps the revenue and only saves serving cost: there is no best price (one exists only below −1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at elasticity %1 paid demand falls more slowly than the price rises, so a higher price always earns more per converted developer: there is no best price (one exists only below −1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cash at the start is given (cash_usd), so there is no bridge from the filing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cash never goes below zero in the %1-month horizon without new money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cash never goes below zero, so the credit line is never drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no credit line (credit_line_usd is 0)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Odds</name>
    <message>
        <source>%1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the value %2 lies outside the range %3 … %4 that the odds use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the base case&apos;s runway (%1 months) lies outside the odds&apos; 5–95 % range (%2 … %3 months)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Parameters</name>
    <message>
        <source>Scenario name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name for this what-if, 1 to 200 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free text: what this scenario assumes and why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Announcement date of the 23.2T-token run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day 0 of the simulation: every later day is this date plus d days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three years is a usual planning horizon for a funding round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many 30-day months the model runs; runways longer than this show as &quot;beyond the horizon&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The free daily quota offered through OpenRouter: 100 trillion tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier lasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prediction that the free tier is cut within six months.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the free quota is offered before it drops to the after-cut quota.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quota after the cut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumes no free tier at all after the cut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The free daily quota that remains once the free tier is cut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>23.2 trillion tokens served over six days.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demand growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No growth: the reported usage stays as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast demand compounds each 30-day month; negative values shrink it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Between the 1 % &quot;trouble&quot; and 5 % &quot;success&quot; marks; freemium medians are 2-5 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A domestic 910B-class card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight-line depreciation over four years.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A typical board power for this class of card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An industrial tariff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price of one kilowatt-hour of electricity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A typical modern data centre.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power usage effectiveness: the data centre&apos;s total power divided by the chips&apos; power (cooling overhead).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>400M tokens per chip per day: about 10,000 chips for the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software speed-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 3× software gain is already inside the throughput; 1/3 shows &quot;before&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multiplies the throughput: better batching, caching and decoding serve more tokens on the same card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other revenue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revenue that does not come from the token API.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Funding events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money raised later: each event adds its amount on the first day of its month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranges for the parameters nobody knows, used by the Monte Carlo and the tornado.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demand &amp; conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Company &amp; funding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>public filing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assumption</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &quot;industry average&quot; three of the articles use, blended at 3 input tokens to 1 output token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a paying developer is charged for one million tokens at the reference mix (25 % output, no cache hits).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price elasticity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No public estimate; at −1 a converted developer&apos;s spending stays the same when the price changes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How paid demand answers to price: tokens bought scale with (price ÷ reference price) to this power; 0 means demand ignores price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reference price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price at which the reported demand and conversion were observed (the articles&apos; $0.10).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At this price paid demand is exactly the demand and conversion entered; other prices move it by the elasticity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 3:1 input:output convention of blended price quotes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share of tokens the model writes (output); the rest it reads (input).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cache hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The blend convention counts no cache hits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share of input tokens read again from a cache (a long context resent by an agent), which is cheaper to price and to serve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output price multiple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flash-class list prices: $0.10 in / $0.40 out (Gemini 2.5 Flash-Lite), $0.15 / $0.60 (GPT-4o mini).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many times an input token&apos;s price an output token is charged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cached input price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gemini 2.5 Flash-Lite: cached input $0.025 against $0.10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a cached input token is charged, as a fraction of an input token&apos;s price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Output serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decoding is memory-bound and takes about ten times the accelerator time of prefill per token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many times an input token&apos;s serving cost an output token costs to serve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cached input serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A cache read skips most of the prefill.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a cached input token costs to serve, as a fraction of an input token&apos;s cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most tokens a day that non-paying developers may use for free, all accounts together; it is offered, not necessarily used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Active accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3.87T a day over 250,000 active accounts is 15.5M tokens each, typical of coding agents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many developer accounts share the demand; a per-account cap bites on the heavy ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cap per account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenRouter&apos;s free variants allow 50 requests a day (1,000 with $10 of credits); 1,000 × 20K tokens = 2e7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most free tokens one account may use a day; above it a share of the accounts pays for the excess. Off: one pooled quota.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread of use per account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heavy-tailed use: at σ = 2 the top 1 % of accounts use about 37 % of the tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How unequal the accounts&apos; use is (a lognormal&apos;s σ): 0 means every account uses the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capped accounts that pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An assumption.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share of accounts that hit the cap and pay the list price for the tokens above it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens developers want per day on day 0, paid and free together, at the reference price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share of developers (and of demand) that pays the list price; the rest use the free tier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid churn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Developers switch models easily (&quot;mercenary&quot;, one article).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share of paying accounts lost each month; it sets how long a converted account keeps paying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How much less a dollar next year is worth than a dollar today, used to value a paying account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derived from the accelerators below unless a direct value is given (only when serving is paid by the token).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it costs to serve one million tokens at the reference mix: the card written off plus its electricity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What one accelerator card costs to buy; paid in cash on the day it is bought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over how many years the card&apos;s price is written off in the serving cost (depreciation, not cash).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electrical power one card draws; every card of the fleet is powered all day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many tokens one card serves in a day at the reference mix.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The run was served on the company&apos;s own domestic accelerators.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owned: the company buys accelerators (cash when bought) and pays their power. Per token: serving is paid by the token, like a cloud.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;At least 10,000&quot; chips served the run; derived from the reported run, 9,667.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fleet at the start. Derived: the accelerators the reported run needed at the throughput above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reported run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>23.2T tokens in six days, served on the company&apos;s own fleet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The daily volume the existing fleet is known to have served; a derived fleet is sized to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash on hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derived from the filing: cash at the balance-sheet date plus money raised since, less the burn since.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cash in the bank on the start date (not the money raised over the company&apos;s life).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash at the filing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prospectus: cash RMB 2.552B at 2025-06-30.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash and equivalents on the prospectus&apos;s balance sheet, in renminbi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filing date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prospectus&apos;s balance-sheet date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The date of the cash figure above; the burn since runs from it to the start date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rate near the filing date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many renminbi one US dollar buys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raised since the filing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 8 January 2026 Hong Kong listing raised HK$4.348B, reported as about US$558M, before fees.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money raised between the filing date and the start date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burn since the filing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cash spent each month between the filing date and the start date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salaries, training runs, offices: the cash the company spends each month on everything but serving tokens, before revenue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating cost growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R&amp;D spending rose from about RMB 183M a month (2024) to RMB 266M a month (H1 2025), about 4 % a month; half of that continues.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast the operating cost compounds each 30-day month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token mix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving cost &amp; capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>published prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flows measured on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The H1-2025 figures are averages over 2025-01-01 … 2025-06-30; a flow that grows steadily equals its average near the period&apos;s middle, 2025-04-01.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The date on which the operating cost, the burn since the filing and other revenue were measured; they grow from it to the start date. Off: they are the start date&apos;s levels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other revenue growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guidance of revenue +60 % year on year for Q3 2025 (1.6^(1/12) = 1.04 a month); conservative against FY2025&apos;s +131.9 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast other revenue compounds each 30-day month from the day it was measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other revenue measured on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: other revenue was measured on the same date as the costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The date other revenue was measured on, when it comes from another period than the costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet free for the programme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No public figure: 50 % is the midpoint between an idle fleet (100 %) and a fully busy one (0 %); capacity lagged demand in February 2026.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share of the accelerators owned at the start that is free for the free tier and the paid API; the rest is busy with other work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training compute share</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prospectus: compute within R&amp;D RMB 1.145B in H1 2025 against a gross operating cash cost of RMB 1.517B, 75.5 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share of the measured operating cost that is training compute, which grows at its own rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training compute growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute within R&amp;D: RMB 129.3M a month in 2024 to RMB 190.8M a month in H1 2025, 4.42 % a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast training compute compounds each 30-day month from the day it was measured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training growth from the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: training compute keeps its measured rate; 0 freezes the budget at the start, −100 stops it after day 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The growth of training compute from the start date on, a decision management can take; the past keeps the measured rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: the RMB 8.9B of bank facilities is a third-party reading, and such facilities are usually uncommitted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Committed credit, undrawn at the start, drawn only when the cash would go below zero and repaid from the first cash above it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit line rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>China&apos;s one-year loan prime rate (3.0 % in 2025) plus a margin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The yearly interest on the drawn balance of the credit line, charged daily.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: the fleet&apos;s age is not public; on, its ages are spread evenly over the life.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether accelerators are bought again at the end of their life, so the fleet keeps its size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subscribers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: the Coding Plan reported over 150,000 paying developers within two months (2026-02-12).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paying subscribers of a flat monthly plan at the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subscription price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ARR past RMB 100M over 150,000 subscribers: 1e8 ÷ 12 ÷ 150,000 ÷ 7.17 = $7.75 (a floor).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What one subscriber pays a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subscriber growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New subscribers each month, as a share of the current number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subscriber churn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An assumption, as the paid churn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share of subscribers lost each month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subscription serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flat fee with a capped prompt quota: fixed price, capped variable cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What serving the subscribers costs, as a share of their revenue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Competitor price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: DeepSeek V4-Flash lists $0.14 in / $0.28 out, $0.175 blended 3:1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A competitor&apos;s price per 1M tokens at the reference mix; above it paying developers leave.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switching premium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Developers &quot;will switch for a 10 % price difference&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The premium over the competitor&apos;s price at which every paying developer has left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as the flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the measured rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no competitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prospectus: operating cash outflow RMB 1.327B in H1 2025 (÷ 6 ÷ 7.17), the H1-2025 average, measured on flows_measured_on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H1 2025: operating cash outflow RMB 1.327B plus revenue RMB 190M, ÷ 6 ÷ 7.17 (gross, so revenue is not netted twice); the H1-2025 average, measured on flows_measured_on and grown from there to the start date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H1 2025 revenue of RMB 190M, about $4.4M a month, mostly on-premise deployments: the H1-2025 average, measured on other_revenue_measured_on, or flows_measured_on when that is null.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ranges for conversion, demand growth, throughput, operating cost and its growth, elasticity and the burn since the filing; model 3 adds the fleet share, the growth of training compute and the growth of other revenue.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Patch</name>
    <message>
        <source>%1 … %2 (the horizon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>above %1, up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot take a range: it takes one whole number (%2), which the odds never sample; give one value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot take a range: it is a date (%2 … %3); give one date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot take a range: it is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is derived again: owned accelerators derive the serving cost, so the typed %2 is cleared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the range&apos;s low end %2 is outside the hard limits %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the range&apos;s high end %2 is outside the hard limits %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the range %2 to %3 runs from high to low; give the low end first (the limits are %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is now certain: its range %2 … %3 cannot follow the value %4, so the odds use %4 itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the limits are %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; give a number (0.05, $0.05, 3%, 40M, 100T) or null (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected KEY=VALUE, got &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Coding-agent mix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agents resend long contexts: 10 % output, and 80 % of the input read from cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As announced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The articles&apos; figures (23.2T tokens in six days, a 100T free daily quota, $0.10 per million), with the cash on hand bridged from the filing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bear case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Trouble&quot; conversion of 1 %, and the free tier never ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before the 3× speed-up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same chips before the software work (KV cache, speculative decoding, batching, fusion).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bull case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Success&quot; conversion of 5 % with demand compounding 10 % a month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving at list price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prospectus reports a cloud/API gross margin of −0.4 % in H1 2025: serving, paid by the token, costs about what it earns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rented H100 serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public estimates of $0.10–0.60 per million tokens on rented GPUs, paid by the token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per-account caps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenRouter&apos;s 1,000 free requests a day at about 20K tokens each: each account is capped at 20M tokens a day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Premium at $1.00</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The $1 per million rate one article uses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price war at $0.03</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The slider&apos;s floor, where the list price is about the serving cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quota fully used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the &quot;$10M a day&quot; headline assumes: demand fills the whole 100T free quota, and the accelerators to serve it are a capex wall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simple view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model 1: the articles&apos; &quot;$1B&quot; as cash, a flat operating cost, serving paid by the token and demand deaf to price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model 2&apos;s reading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous answer and its odds, for comparison: every key model 3 adds at its neutral value (flows at the start date&apos;s levels, the whole fleet free, no training line of its own), with model 2.1&apos;s seven default ranges.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet idle apart from the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model 2&apos;s assumption about the fleet: every accelerator owned at the start is free for the free tier and the paid API.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet fully busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No accelerator owned at the start is free: the free tier and the paid API buy every chip they use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training budget frozen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The one discretionary lever management has: training compute stops growing from the start date and stays at its level then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank lines counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RMB 8.9B of bank facilities (a third-party reading of the prospectus) ÷ 7.17, treated as a committed credit line drawn only when cash would go below zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow-on raise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$745M at month 6 with a 70 % chance (10 % of the HK$57.9B listing-day market cap; size, month and odds assumed): counted in the runway, never in own cash. The planned RMB 15B A-share raise is the live alternative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips replaced at end of life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators are bought again when they wear out, so the fleet keeps its size: ages spread evenly, a 4-year life.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coding Plan subscriptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over 150,000 paying developers within two months (2026-02-12), at $7.75 a month from an ARR past RMB 100M.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeepSeek price ceiling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DeepSeek V4-Flash&apos;s list price ($0.14 in, $0.28 out, blended 3:1: $0.175 per million) caps what paying developers accept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FY2025 revenue (provisional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provisional: FY2025 revenue of RMB 724M (reported June 2026, +131.9 %) ÷ 12 ÷ 7.17, the average over 2025 measured at its middle; the rest of the FY2025 filing is not yet sourced.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number %1 is too large to be represented (not finite)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>duplicate key %1: each key may appear once, so which value was meant is unclear</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&gt; %1 … %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too small to be a number here; the limits are %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large to be a number here; the limits are %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too small to be a number here (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is too large to be a number here (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nested deeper than %1 levels; scenario files are at most %1 deep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document is %1B; scenario documents are at most 1 MiB (1,048,576 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the file is %1, not UTF-8; save it as UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>invalid JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a NUL byte (byte %1) follows the document; only white space may come after it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>funding field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>distribution field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is missing the field &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a non-empty text, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a finite number above 0, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected a non-empty array of ids, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected ids as texts, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lists &quot;%1&quot; twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown %1 &quot;%2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown %1 &quot;%2&quot;; did you mean &quot;%3&quot;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a finite number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a number (a magnitude suffix cannot follow an exponent)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not a finite number (too large to be represented)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is too small to be represented (not 0, but nearer 0 than 5e-324); write 0 or a larger number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a document with a &quot;scenario&quot; or &quot;metrics&quot; member is read as the output of `token-runway run --format json`, whose members are exactly &quot;scenario&quot; and &quot;metrics&quot;; this one has %1. Give the scenario&apos;s keys at the top level, or exactly {&quot;scenario&quot;: {…}, &quot;metrics&quot;: {…}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&gt; %1 … %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 … %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a scenario must be a JSON object {…}, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown key %1; did you mean &quot;%2&quot;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>null (derived cash) is a model-2 value, but this document says &quot;schema&quot;: &quot;token-runway/scenario@1&quot;, where cash_usd is the cash itself; give a number, or change the schema line to &quot;token-runway/scenario@2&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a model-2 key, but this document says &quot;schema&quot;: &quot;token-runway/scenario@1&quot;; change the schema line to &quot;token-runway/scenario@2&quot; (then cash, operating cost and capacity take model 2&apos;s defaults unless given: see MODEL.md §0) or remove the key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a calendar date in the form YYYY-MM-DD</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;owned&quot; or &quot;per_token&quot;, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside the hard limits %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the default %1 is beyond %2 (%3); set %4 to at most %3 or lengthen the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is beyond %2 (%3); set %4 to at most %3 or lengthen the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contains a NUL character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is not UTF-8 text: byte %1 is %2, which does not start a UTF-8 character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is %1 characters long; it must be %2 to %3 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is %1 characters long; it must be at most %2 characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contains the control character %1 at byte %2; notes may hold tabs and line breaks but no other control characters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contains the control character %1 at byte %2; a name cannot hold control characters such as line breaks or escape codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside the hard limits 2000-01-01 … 2100-12-31</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is after %2 (%3); the cash at the start is derived from the filing (%4 is null), so the filing must come first: set %5 on or before %2, or give %4 a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is given while %2 is &quot;owned&quot;, where the serving cost is derived from the accelerators the company owns; clear it (null) or set %2 to &quot;per_token&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>has %1 events; at most %2 are allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be uncertain: it takes whole numbers, which are not sampled (MODEL.md §6); remove %2 and set %1 itself (the Monte Carlo runs at that value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be uncertain: it is a choice (&quot;owned&quot; or &quot;per_token&quot;), not a number; remove %2 and run the scenario once with each choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be uncertain: it is a date, not a number; remove %2 and set the date itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be uncertain: only numeric parameters can; remove %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is outside %2&apos;s hard limits %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low %1 is above high %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a lognormal needs 0 &lt; low &lt; high; got low %1, high %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only a triangular distribution has a mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lies outside low … high (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a triangular distribution without a mode peaks at the scenario&apos;s value, but %1 is null (%2); give the distribution a mode, or give %1 a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the serving cost cannot be uncertain while capacity_mode is &quot;owned&quot; (it is derived from the accelerators); make the accelerator inputs uncertain instead, or set capacity_mode to &quot;per_token&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the model&apos;s %1 would be too large to be represented (not a finite number); these values are inside their limits one by one but not together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document is %1B; it may be at most %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;token-runway/scenario@3&quot;, &quot;token-runway/scenario@2&quot; or &quot;token-runway/scenario@1&quot;, got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be uncertain: it is a switch (true or false), not a number; remove %2 and run the scenario once with each setting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a model-3 key, but this document says &quot;schema&quot;: &quot;token-runway/scenario@1&quot;; change the schema line to &quot;token-runway/scenario@3&quot; (then every key takes model 3&apos;s defaults unless given: see MODEL3.md §0) or remove the key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is a model-3 key, but this document says &quot;schema&quot;: &quot;token-runway/scenario@2&quot;; change the schema line to &quot;token-runway/scenario@3&quot; (then the model-3 keys take model 3&apos;s defaults unless given: see MODEL3.md §0) or remove the key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is after %2 (%3); a measured level lies in the past: set %4 on or before %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is −100 %, but the flow it grows was measured on %2, after %3 (%4): the cash at the start (%5 is null) needs the flow&apos;s level on days before it was measured, and at −100 % there is none; give the growth another value, move %6 on or before %3, or give %5 a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be uncertain while it is null (no competitor); give %1 a number, or remove %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>delete “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token Runway</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleOfThumb</name>
    <message>
        <source>rule of thumb 100 × SC / P = 100 × %1 / %2, the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this token mix serves at %1 and earns %2 per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>elasticity %1 at this price scales paid demand by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the per-account cap makes some capped accounts pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the free quota is full at that conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule of thumb 100 × SC / P gives %1, not this: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Runway</name>
    <message>
        <source>ε = −1: same revenue at any price</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RunwayEffect</name>
    <message>
        <source>%1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1+ months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runway %1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runway %1 → %2 (unchanged)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runway %1 → %2 (+%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>runway %1 → %2 (−%3)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sentences</name>
    <message>
        <source>%1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Sources</name>
    <message>
        <source>The Ledger Says 23.2 Trillion Tokens. The Metadata Says Something Else.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all five articles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hong Kong listing prospectus (H1 2025 figures)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hong Kong listing of 8 January 2026 (allotment results)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gemini 2.5 Flash-Lite and GPT-4o mini list prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OpenRouter&apos;s free-variant limits</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the &amp;desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dar&amp;k</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>$</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ per accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RMB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RMB per $</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens per accelerator per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% per year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of input tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kW per accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× input price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>× input cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ of ln(tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 RMB per $</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens / day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens / accelerator / day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of input tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW per accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 the input price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 the input cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ε = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>σ = %1 (of ln tokens)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Verbatim</name>
    <message>
        <source>%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>the horizon is longer than the accelerators&apos; life; replacing them is not modelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cash derived for the start date %1 is %2: at %3 a month since the filing on %4, the bridge uses up the filing&apos;s cash and what was raised by %5; start on or before %5, or type the cash</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway</name>
    <message>
        <source>%1 — cash runs out on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token Runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The articles&apos; claims, re-computed on this scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown report format &quot;%2&quot;; use .pdf, .svg or .png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token Runway — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the report could not be drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infeasible: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the cash lasts the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario has no uncertainty ranges, so there are no odds: the runway above is its only outcome.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 within 12 months, %2 within 24 months; runway %3 to %4 in 90 % of futures (P5–P95), median %5. Monte Carlo of %6 samples, seed %7, over: %8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 (from the filing: cash on hand, not money raised)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, given directly (not derived from the filing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paid by the token: none owned, none bought (day 0&apos;s tokens would keep %1 accelerators busy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 owned → %2 needed → %3 to buy on day 0 (%4); %5 bought over the horizon, capex %6; peak fleet %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no paying account or no churn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LTV/CAC %1 (LTV %2 ÷ CAC %3); payback %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; ARPU %1 / month at a %2 gross margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the day&apos;s spending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no spending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1 conversion (the scenario assumes %2); today it contributes %3 / day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price is below the serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds of running out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash on hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>costs %1 / day to serve (%2 free tokens, %3; %4); lists at %5 / day, revenue forgone, not cash; the whole quota lists at %6 / day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators and capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit economics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per 1M tokens at the reference mix, from the accelerators, depreciation included; %2 at this mix, against a price of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per 1M tokens at the reference mix, as given; %2 at this mix, against a price of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owned accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paid by the token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in month %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 events, %2 in all (months %3 to %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model 1&apos;s default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model 1 (cash given, flat costs, serving paid by the token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Report of %1 · %2 · day 0 is %3 · horizon %4 months · token-runway %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions, with their units and where they come from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model %1, day by day (a month is 30 days), from the cash on hand: paying developers are charged the list price at their token mix, the rest use the free quota up to its size; the company pays its growing operating cost and, on its own accelerators, their power and the chips it must buy when the fleet grows (per token: the serving cost). The free tier&apos;s cost is the serving cost of the tokens used, not the list value of the quota offered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>90 % of the %1 futures where it has a number: %2 – %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>90 % of futures: %1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the textbook runway (cash ÷ the first month&apos;s net burn, %1 of accelerators included) is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; the textbook runway (cash ÷ the first month&apos;s net burn) is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As set, this scenario cannot start: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lasts %1, to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lasts beyond the %1-month horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the free tier pays for itself from %1 conversion (the scenario assumes %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the free tier never pays for itself at this price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cash on hand, %1, %2 at a burn of %3; %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operating cost %1 / month, growing %2 / month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (the first month&apos;s net burn: %2); %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in the first month (%2 on day 0); %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free-tier break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds: %1 simulated futures per scenario, seed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds: %1 simulated futures per scenario, seed %2 (still being computed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token Runway — %1 scenarios compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 · token-runway %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the comparison&apos;s page is a PDF; give a path ending in .pdf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token Runway — comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the comparison could not be drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; own cash (certain money only, no credit line) runs out on %1, after %2: new money is needed by then</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; own cash (certain money only, no credit line) lasts the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operating cost %1 / month at the start: training compute %2, growing %3 / month, and the rest %4, growing %5 / month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = RMB %2 ÷ %3 + %4 − %5 bridge burn (from the filing: cash on hand, not money raised; the burn since the filing grows with the costs measured on %6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 owned, %2 busy with other work → %3 free → %4 needed → %5 to buy on day 0 (%6); %7 bought over the horizon, capex %8; peak fleet %9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its incremental cash cost is %1 on day 0 and %2 over the horizon (the accelerators it makes the company buy and their power); economic cost %3 / day (%4 free tokens, %5); lists at %6 / day, revenue forgone, not cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs new money (its own cash gone: only certain funding, no credit line): %1 within 12 months, %2 within 24 months.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model 3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::AnalysisViews</name>
    <message>
        <source>Chance of running out within 12 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chance of running out within 24 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>simulating…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price %1 and conversion %2 from the what-if map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of %1 simulated futures run out of cash in the first year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of the same futures run out within two years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 need new money within 12 months (own cash: certain funding only, no credit line)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 need new money within 24 months</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::ArticleEditor</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a text file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text files (*.txt *.md);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export claims file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claims files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export ClaimReview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON-LD files (*.jsonld *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add article — Token Runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Publisher:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Link:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quantity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>T&amp;olerance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scenario inputs stated in the same article (the claim is read with those ticked):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the text on the clipboard as the article (Ctrl+V)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open text &amp;file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a UTF-8 text file of at most 1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claims file (claims@3)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ClaimReview JSON-LD…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Confirm claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check this number as the chosen quantity: its verdict and odds appear at once and follow the scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to &amp;draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why the model cannot check it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark &amp;uncheckable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The article, its numbers marked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The numbers found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reads as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pasted text %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pasted article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New article text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 numbers found: %2 may be claims (marked in colour), %3 are context (underlined). Choose a number to confirm what it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clipboard holds no text to paste.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantity of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tolerance is from %1 % to %2 %; %3 % is outside.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tolerance of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario input of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a number in the text or the table first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model has no claim figure in %1, the unit of %2; mark it uncheckable with a reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No quantity of the model matches %1; mark it uncheckable with a reason.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say why the model cannot check this number: the reason is listed with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark %1 uncheckable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 back to draft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An article needs a title.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Publisher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Link</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Article&apos;s %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrote the article&apos;s claims to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n ClaimReview(s) to %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>context: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uncheckable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auditing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste an article or open a text file: its numbers are marked in the text and listed above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a number in the text or the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is %2: context, not a claim.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; reads as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2 (“%3”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: the claim is read on the dashboard&apos;s scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The verdict and the odds of a confirmed claim appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auditing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncheckable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A draft: choose its quantity, kind and scenario inputs, then confirm it to see its verdict and odds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the article, its text and its claims, in the library as a new version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;article…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open an article saved in the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No library is open: the scenario library keeps the articles too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste an article or open a text file first: there is nothing to save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An article named “%1” is already in the library: open it, or save this one under another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved “%1”, version %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was imported from a claims file and has no text to mark; the command line judges its claims (claims --article).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open article %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened “%1”, version %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened “%1”, version %2; no number of its text matches the saved claim(s) %3 any more: they are left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name in the library:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No article is saved in the library yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 (%n version(s), %3 claims, %4 to confirm)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Open article</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved articles:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::BurnChart</name>
    <message>
        <source>Monthly burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US$ per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free-tier serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The free tier is %1 of the spending on day 0; net burn in month 1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net burn in month 1: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier runs the whole horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No free tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier ends after %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month %1 · from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free-tier serving: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid serving: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revenue: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net burn: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Funding: +%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power (the whole fleet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators bought (capex)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving is the fleet&apos;s power; no accelerator bought; net burn in month 1: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators bought: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier&apos;s economic cost: %1 (not cash: the fleet&apos;s power and purchases are)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating cost: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving is power and purchases: %1 of accelerators bought over the horizon; month 1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other operating cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training compute: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other operating cost: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::CapacityChart</name>
    <message>
        <source>Capacity chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators: owned against needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bought in the month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bought (right axis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needed (busiest day of the month)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet owned (idle shaded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per token: serving is paid by the token, like a cloud; the company owns no fleet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 owned at the start, %2 bought over the horizon for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 owned at the start; none bought over the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per token: no fleet is owned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month %1 · from %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet at the month&apos;s end: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needed on its busiest day: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle at the month&apos;s end: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bought: %1 for %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::Citations</name>
    <message>
        <source>Google, Gemini API pricing (Gemini 2.5 Flash-Lite: $0.10 input, $0.40 output, $0.025 cached input per 1M tokens); OpenAI, API pricing (GPT-4o mini: $0.15 input, $0.60 output per 1M tokens)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::ClaimsModel</name>
    <message>
        <source>consistent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>consistent (internal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off (internal)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off (internal) — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fails — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The odds: the share of %1 futures in which the claim holds. Each future is a Monte Carlo sample (seed %2) of the claim&apos;s scenario: every uncertain input drawn from its range (the uncertainty editor), the claim computed again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing the odds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No uncertain input moves this claim&apos;s figure (each was tried at both ends of its range), so its verdict is the same in every future.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds in %1 of %2 futures. Its figure moves with: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These odds are for the scenario before the last change; new ones are being computed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s figure is exactly what %2 gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s figure is within 5 % of what %2 gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consistent: within 5 % of the model&apos;s figure; holds or fails: a bound or a range. &quot;Internal&quot;: the inputs that decide the claim come from its own source, so it checks the source&apos;s arithmetic, not the world.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::ClaimsPanel</name>
    <message>
        <source>Claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The claim&apos;s arithmetic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open as scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the selected claim&apos;s scenario into the dashboard, as one step you can undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a claim to see its arithmetic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open claim %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dashboard now shows the scenario of claim %1; Edit ▸ Undo brings back the previous one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claim %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source %1: “%2” (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Claimed %1, computed %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arithmetic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes on this claim&apos;s sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes on the sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes on the other sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The articles&apos; figures, re-computed live on the current scenario with each claim&apos;s own inputs. Consistent: within 5 % of the model&apos;s figure; internal: it only checks its source&apos;s own arithmetic; odds: in how many of %1 futures it holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a claim to see its arithmetic, what its figure is, its odds and the notes on its sources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Internal.&lt;/b&gt; The inputs that decide this claim come from its own source, so it checks the source&apos;s arithmetic, not the world. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;What the figure is.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>None of the %n other reading(s) of the figure matches within 5 %.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Computing the odds…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: no uncertain input moves this claim&apos;s figure, so its verdict is the same in every future.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It holds in %1 of %2 futures drawn from the scenario&apos;s uncertainty (Monte Carlo, seed %3); its figure moves with %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit another article: paste it or open a text file, confirm what its numbers are, and see their verdicts and odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add art&amp;icle…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::ComparisonView</name>
    <message>
        <source>Show the odds&apos; &amp;fan on the Runway chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport comparison…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick up to four scenarios in the Scenarios list (Ctrl+3) to compare them here with the working scenario; their cash paths are drawn on the Runway chart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide the Monte Carlo fan so that the compared scenarios&apos; cash lines stand out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show on the &amp;Runway chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working scenario: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A one-page PDF (the table and the Runway chart) or a CSV of the same figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is compared yet: tick scenarios in the Scenarios list first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its cash path is drawn in this colour on the Runway chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved with model 1: cash $1B, flat costs, serving paid by the token. Its results are computed exactly as saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model 2: cash on hand from the filing, growing costs, accelerators bought when the fleet must grow.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf);;CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The comparison was not exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown format &quot;%2&quot;; use .pdf or .csv</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, cash out on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same (both beyond the horizon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runway in 90 % of the futures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runway against the working scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Differs from the working scenario in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model 3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::DensitySketch</name>
    <message>
        <source>5 %: %1 · 50 %: %2 · 95 %: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>certain: no distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distribution: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::DraftKeeper</name>
    <message>
        <source>Recover unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes in this window are not kept for crash recovery: its lock file cannot be made in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recovered the unsaved changes to %1 kept at %2 by a window that did not close cleanly. Save them to keep them, or Edit → Undo to go back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is also open in another window. Each window saves its own versions: the one saved last becomes the newest.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::DragFreeze</name>
    <message>
        <source>&amp;Freeze axes while dragging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While a slider is dragged the charts keep their axes, so frames can be compared; they rescale when it is released</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::FileController</name>
    <message>
        <source>scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart was not exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export monthly series</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The monthly series was not exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF (*.pdf);;SVG (*.svg);;PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The report was not exported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart copied to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::FundingEditor</name>
    <message>
        <source>Add event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Funding events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money raised later: each event adds its amount on the first day of its month (month 0 is the start).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month of event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount of event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Odds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The probability of the event, 0 … 100 %: the base case counts it above 50 %, the Monte Carlo draws it, own cash counts it only at 100 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Probability of event %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>funding, month %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label of event %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::GoalSeekDialog</name>
    <message>
        <source>&amp;Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal seek</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Parameter:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Target runway:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets the parameter to the answer as one undoable step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario changed; compute again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What %1 gives %2 months of runway?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within the hard limits (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>within the slider&apos;s range (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press Compute to search.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now: %1 = %2, runway %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No %1 between %2 and %3 gives %4 months: the runway is %5 at %2 and %6 at %3, so every value in the range already reaches the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No %1 between %2 and %3 gives %4 months: the runway is %5 at %2 and %6 at %3, so every value in the range falls short of the target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runway is capped at the horizon, %1 months.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 model runs in %2 ms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer in this range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That gives a runway of %1 (now %2 at %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply sets it as a direct value: the derivation from the accelerators is turned off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Applied: %1 is now %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runway: %1. Edit → Undo takes it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With owned accelerators the serving cost is derived from them, so it is not offered here: solve for what sets it (chip capex, power, electricity, PUE, tokens per chip, software speed-up), or switch capacity to per token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The serving cost is derived from the accelerators while capacity is owned, so goal seek cannot set it: pick chip capex, power, electricity, tokens per chip or the software speed-up, or switch capacity to per token.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::GuideDialog</name>
    <message>
        <source>Runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the cash on hand lasts, day by day, with every cost and purchase counted: the day the cash first falls below zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Textbook runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash on hand ÷ the first month&apos;s net burn, the one-line formula. It counts the accelerators bought in that month; the Runway follows the growth that comes after.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simple view (model 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A line on the Runway chart: the same scenario on model 1&apos;s assumptions (flat costs, serving paid by the token), for contrast.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the company spends in a month beyond its revenue: serving, operating cost, minus revenue. Shown as the part that recurs plus the accelerators bought once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash on hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cash at the start: the filing&apos;s cash in dollars, plus money raised since, minus the burn since the filing. Not money raised over the company&apos;s life.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What serving a million tokens costs: the accelerators written off over their life, plus power. The free tier&apos;s real cost is this, for the tokens actually used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The free quota priced at the list price: revenue forgone, not cash spent. The articles&apos; headline figure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Company break-even conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share of free users who must pay for the whole company&apos;s day to cost nothing: serving, operating cost and revenue together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Company break-even price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list price at which the whole company&apos;s day costs nothing, all else as set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free-tier break-even conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The share of free users who must pay for the free tier alone to pay for itself: the paying users&apos; margin covers the free tokens&apos; serving cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule of thumb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>100 × serving cost ÷ price: the free-tier break-even when nothing else moves. The window says why it differs when the token mix, the elasticity, a cap or a full quota move it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Programme contribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the free tier earns in a day: the paying users&apos; margin minus the free tokens&apos; serving cost. Zero is the free-tier break-even.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LTV, CAC, payback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A paying account&apos;s lifetime margin (LTV), what the free tier spends to win one (CAC), and the months of margin that repay it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo fan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cash path over many futures drawn from the uncertainty ranges: the median and the bands that hold half and 90 % of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What-if map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One figure over every price and conversion, all else as set; its line is the free-tier break-even.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guide and glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Reading Token Runway in five steps&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Set the three headline sliders&lt;/b&gt; on the left — list price, free quota, conversion — or pick a preset.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Read the cards&lt;/b&gt;: the runway and the day the cash runs out, the cash on hand, the net burn (what recurs, and the accelerators bought once), what the free tier costs against its list value, and where it breaks even.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Read the charts&lt;/b&gt;: the Runway chart draws the cash path beside the articles&apos; view and the simple view (model 1); the Burn chart splits each month&apos;s spending; the Free-tier programme chart and the what-if map show where the free tier pays for itself.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Check the claims&lt;/b&gt;: the Claims tab re-computes what the articles say on your scenario.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Save and share&lt;/b&gt;: Ctrl+S keeps the scenario in the library; File → Export report writes one page to forward.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Show the math (Ctrl+2) gives every figure&apos;s formula with your numbers.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Term</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::HeatmapChart</name>
    <message>
        <source>&amp;Colour shows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Programme contribution (US$ per day)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runway (months)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contour at a runway of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price, US$ per 1M tokens (log scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversion of free users to paying (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Programme contribution, US$ per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runway of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now: %1, %2 → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What-if map: runway at each price and conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contribution %1 a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runway %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price %1, conversion %2
%3
Click to use these</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1+</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runway, months (%1+: beyond the horizon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runway, all else as set: darker is shorter, blue lasts beyond the horizon; the line marks %1. Click to take a point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot be represented: a number of the model is not finite here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free-tier break-even (zero contribution)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What-if map: the free-tier break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Programme contribution a day, all else as set: blue gains, orange losses, the line is the free-tier break-even. Click to take a point.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::HistoryDialog</name>
    <message>
        <source>Uncertainty of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restore as newest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Old</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the selected version again as the newest one; no version is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Changes from version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1 is the first one: pick two versions to see what changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Versions %1 and %2 are the same.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1 was not restored: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1 is now the newest version of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 parameter changed from version %1 to version %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 parameters changed from version %2 to version %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>model 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (model 1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::KpiBar</name>
    <message>
        <source>Runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier: what it costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier: its list value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cash runs out on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beyond %1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cash lasts the horizon; %1 left at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first 30 days; %1 on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revenue forgone at list price, not cash; the whole quota lists at %1 / day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash on hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LTV / CAC of a paying account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infeasible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>given directly (not derived from the filing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash on hand at the start, not money raised over the company&apos;s life (MODEL.md §3b).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of the quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no quota today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serving cost of the %1 free tokens actually used (%2); %3 of the day&apos;s spending</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 owned → %2 needed → %3 to buy on day 0 (%4); %5 over the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rented by the token: none owned, none bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LTV %1 ÷ CAC %2; payback %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no paying account or no churn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>90 %: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no number in %1 of the futures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>odds: median %1 · 90 %: %2 – %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the first 30 days&apos; net burn with them: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the price is below the serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RMB %1 ÷ %2 + %3 − %4 bridge burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the burn since the filing grows with the costs measured on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cash the free tier makes the company spend (MODEL3.md §4g): $%1 on day 0, $%2 over the horizon. Not the day&apos;s serving cash allocated by token share ($%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 owned, %2 busy with other work → %3 free → %4 needed → %5 to buy on day 0 (%6); %7 over the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on day 0: its incremental cash cost (the accelerators it makes the company buy and their power); %1 over the horizon; economic cost %2 / day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free-tier break-even conversion</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::KpiCard</name>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (in 90 % of the simulated futures the value lies in this range)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy value and detail</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::LibraryService</name>
    <message>
        <source>%1 cannot be opened as a scenario library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library %1 is read-only (%2): you can browse and load scenarios, but nothing can be saved to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scenario library is open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::MainWindow</name>
    <message>
        <source>Scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save to library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save to library &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as &amp;file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export chart…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export monthly series as &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;report…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo &amp;delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset &amp;all parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load &amp;preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Uncertainty…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+U</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which parameters are uncertain, and how: the distributions behind the fan chart and the tornado</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Goal seek…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+G</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which value of a parameter gives a target runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Token Runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Token Runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Token Runway %1&lt;/h3&gt;&lt;p&gt;What a free token quota costs an AI model provider, and how long its funding lasts.&lt;/p&gt;&lt;p&gt;The company pays the &lt;b&gt;serving cost&lt;/b&gt; of the tokens &lt;b&gt;used&lt;/b&gt;, not the &lt;b&gt;list value&lt;/b&gt; of the quota &lt;b&gt;offered&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later. Charts by QCustomPlot (GPL).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load preset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a slider: the company pays the serving cost of the tokens used, not the list value of the quota offered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free-tier &amp;programme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;What-if map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Claims</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources &amp;&amp; &amp;method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the math</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last scenario could not be restored; starting from the defaults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language changed; the scenario and its undo history are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave presentation (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;apacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sensi&amp;tivity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved window layout was larger than this screen or off it, so it was fitted to the screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved settings of the wrong type or size were ignored: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That key went to a control that is not shown, and was not used; the keyboard is on the charts now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Guide and glossary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1[*]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved in the library. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This scenario has changes that are not saved anywhere. Save it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next chart (presentation mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous chart (presentation mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compared scenarios as a one-page PDF or as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is compared: tick up to four scenarios in the Scenarios list (Ctrl+3) first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The working scenario beside the scenarios ticked in the Scenarios list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export co&amp;mparison…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::MathPanel</name>
    <message>
        <source>Show the math</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Day 0, step by step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(chip price ÷ (life × 365) + kW × 24 × PUE × $/kWh) ÷ (tokens per chip-day × speed-up) × 1M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 ÷ (%2 × 365) + %3 × 24 × %4 × %5) ÷ (%6 × %7) × 1M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>given directly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paid tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min((1 − conversion) × demand, quota)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min(%1 × %2, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2%3 + %4 ÷ 30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier: list value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quota at list price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ÷ 30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + %2 − %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash first goes below zero on day %1, %2: a runway of %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash stays above zero for all %1 months.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The company pays the serving cost of the tokens used, not the list value of the quota offered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash on hand at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash on hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filing cash (RMB) ÷ RMB per $ + raised since the filing − monthly burn × months since the filing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token mix</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price index IP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>((1 − output share) × ((1 − cache hits) + cache hits × cached price fraction) + output share × output price multiple) ÷ the same at 25 % output, no cache hits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>((1 − %1) × ((1 − %2) + %2 × %3) + %1 × %4) ÷ %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost index IC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same with the cached cost fraction and the output cost multiple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list price × IP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effective serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serving cost × IC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cached input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list price per 1M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serving cost per 1M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Elasticity factor e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(price ÷ reference price)^ε; ε = 0: demand does not answer the price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ε = 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(price ÷ reference price)^ε</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 ÷ %2)^%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conversion × demand × e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage of a free account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mean m = demand ÷ free accounts; log-normal with μ = ln m − σ²/2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>m = %1 ÷ %2 = %3; μ = ln %3 − %4²/2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>μ = %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within the cap per account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E[min(U, K)] = m·Φ((ln K − μ − σ²)/σ) + K·(1 − Φ((ln K − μ)/σ))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>K = %1, σ = %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within and above the cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W = non-paying accounts × E[min(U, K)], X = F − W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W = %1 × %2, X = %3 − W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W = %1, X = %2; %3 of the accounts at the cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conversion × demand × e + capped conversion × X × e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 × %3 + %4 × %5 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min(W, quota)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>min(%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Money of day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paid × effective price + other revenue ÷ 30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving (economic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(free + paid) × effective serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier: cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free × effective serving cost — what the giveaway costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free × effective price — revenue forgone, not cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the articles&apos; headline: the whole quota × effective price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity per accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens per chip-day × speed-up ÷ IC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 ÷ %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ceil(tokens ÷ capacity per accelerator)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ceil(%1 ÷ %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ceil(reported run %1 ÷ %2 per chip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max(accelerators owned, needed); owned: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max(%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerators bought × price — cash when bought; depreciation is not cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fleet × kW × 24 × PUE × $/kWh — idle accelerators draw power too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 × 24 × %3 × %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving (cash)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>power + capex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paid by the token, like a cloud: the economic serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fixed operating cost per month ÷ 30, growing %1 a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serving (cash) + operating cost − revenue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit economics of a paying account</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gross margin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(effective price − effective serving cost) ÷ effective price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 − %2) ÷ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paying accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conversion × free accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conversion × accounts + capped conversion × share at the cap × non-paying accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 + %3 × %4 × %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ARPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paid tokens × effective price × 30 ÷ paying accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2%3 × 30 ÷ %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LTV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ARPU × margin × (1 + r) ÷ (r + churn), r = (1 + discount rate)^(1/12) − 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>r = %1, churn = %2 a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CAC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a month of the free tier&apos;s cost ÷ the paying accounts it must win to replace churn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × 30 ÷ (%2 × %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LTV / CAC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LTV ÷ CAC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ÷ %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Payback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CAC ÷ (ARPU × margin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ÷ (%2 × %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every day: cash(d) = cash(d − 1) + funding(d) − net burn(d), starting from %1; demand grows by %2 a month and the fleet never shrinks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infeasible: the accelerators day 0 needs cost %1, more than the cash of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free for the programme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>floor(owned × fleet share); owned: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>floor(%1 × %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy with other work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>owned − free; their number never changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 − %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bought on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max(0, needed − free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>max(0, %1 − %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>accelerators bought × price (+ replacement) — cash when bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(busy + the programme&apos;s fleet) × kW × 24 × PUE × $/kWh — every chip powered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(%1 + %2) × %3 × 24 × %4 × %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bridge burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Σ over the L days from the filing to the start of B ÷ 30 + [opex(t) − opex(−M)] − [other(t) − other(−M)]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B = %1 a month, L = %2 days, M = %3 days (measured on %4), opex(−M) = %5 ÷ 30, other(−M) = %6 ÷ 30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>filing cash (RMB) ÷ RMB per $ + raised since the filing − bridge burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>RMB %1 ÷ %2 + %3 − %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other revenue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other revenue a month ÷ 30 × (1 + growth)^(Mr ÷ 30)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ÷ 30 × (1 + %2)^(%3 ÷ 30)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paid × effective price + other revenue + subscriptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2%3 + %4 + %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other operating cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operating cost ÷ 30 × (1 − training share) × (1 + opex growth)^(M ÷ 30)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ÷ 30 × (1 − %2) × (1 + %3)^(%4 ÷ 30)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>operating cost ÷ 30 × training share × (1 + training growth)^(M ÷ 30)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same at the measured rate up to the start; from day 0 on it grows at %1 a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ÷ 30 × %2 × (1 + %3)^(%4 ÷ 30)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>other operating cost + training compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier: incremental cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serving cash − serving cash of the same scenario without a free tier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>… over the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same summed over every day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Σ %1 days</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::Model1Note</name>
    <message>
        <source>&amp;Upgrade to model 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model 1 note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash derived from the filing, operating cost growing, owned accelerators, demand that answers the price — one undo step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade to model 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cash derived from the filing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cash %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flat costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serving paid by the token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demand deaf to price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved with model 1: %1. Results are shown as saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::Model2Note</name>
    <message>
        <source>Upgrade to model &amp;3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model 2 note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read with model 2&apos;s assumptions: flows undated, the fleet idle apart from the run, no training line. Results are shown as saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flows dated to the middle of H1 2025, half the fleet busy, training compute on its own line; keys you set keep their values — one undo step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrade to model 3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::ParameterControl</name>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard limits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to the default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uncertain: uniform %1 … %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uncertain: triangular %1 … %2 … %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uncertain: lognormal, 90 % within %1 … %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uncertainty…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goal seek…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this value is not the default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the default is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provenance: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a range such as &quot;%1 to %2&quot; into the box to set it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Range the odds use: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::ParameterPanel</name>
    <message>
        <source>Reset all parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every parameter back to its default (the name and notes stay); undoable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derive from the accelerators below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On: serving cost = (chip price / (life × 365) + kW × 24 × PUE × $/kWh) / (throughput × speed-up) × 1e6. Off: type a direct value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derived: %1 per 1M tokens (%2 a chip-day over %3 tokens a chip-day)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived by the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cash is typed, not derived from the filing: the odds no longer use the range of %1 (%2 – %3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the measured rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No competitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lever from the start date: 0 freezes the training budget at its level that day, −100 stops it after day 0. The bridge keeps the measured rate, so cash at the start does not move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the flows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The levels are the start date&apos;s and the bridge&apos;s burn is flat: model 2&apos;s reading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other revenue was measured on the same date as the costs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle fleet (100 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model 2&apos;s assumption: the fleet is idle apart from the run (preset idle-fleet) — one undo step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busy fleet (0 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The free tier and the paid API buy every accelerator they use (preset busy-fleet) — one undo step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet idle apart from the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleet fully busy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count a committed credit line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count a credit line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the credit line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay for serving by the token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off: the company serves on its own accelerators, pays their power and buys chips when the fleet must grow. On: every token served costs the serving cost, as on rented capacity, like a cloud.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::ProgramChart</name>
    <message>
        <source>Free-tier programme: contribution against conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversion of free users to paying (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Programme contribution, US$ per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daily contribution at the current price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now: %1 → %2 a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversion %1
Contribution %2 a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free-tier break-even at %1 conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free-tier break-even at %1 conversion, beyond this chart →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No free-tier break-even at any conversion up to 100 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 per 1M tokens and a serving cost of %2 the free-tier break-even is %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 per 1M tokens and a serving cost of %2 the free tier never breaks even</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::RunwayChart</name>
    <message>
        <source>Cash runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash balance (US$)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo median</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo P25–P75</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo P5–P95</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Articles&apos; view: whole quota at list price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash balance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Articles&apos; view: out of cash %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash runs out on %1, after %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash lasts the %1-month horizon, ending at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · the articles&apos; view: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash out: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · day %2 (month %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Articles&apos; view: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monte Carlo, end of month %1: median %2 (P5 %3, P95 %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simple view (model 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infeasible: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Infeasible: out of cash on day %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simple view (model 1): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators bought in month %1: %2 for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own cash (certain money, no credit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit line drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit line drawn from %1; at most %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own cash at the end of month %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Credit line drawn at the end of month %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::ScenarioBrowser</name>
    <message>
        <source>Deleted %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most %1 scenarios can be compared at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the working scenario to the library as a new version (Ctrl+S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the working scenario to the library under another name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Duplicate…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every saved version, what changed between two, and restore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scenario library is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open %1 from the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened %1 from the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario was not saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a preset and cannot be changed: save a copy under a new name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1 to the library (version %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario was not renamed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renamed %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario was not duplicated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicated %1 as %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario was not deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted %1. Edit → Undo delete brings it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored an older version of %1 as the newest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: what this version assumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a preset and cannot be changed: the scenario is saved as a copy under a new name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save to the library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the copy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No scenario library: %1 could not be opened. It has not been changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The scenario library cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Token Runway scenario library, or it is damaged. The window works without a library; the file has not been changed, moved or deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a &amp;new library…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue &amp;without a library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new scenario library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token-runway-new.sqlite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario libraries (*.sqlite);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new library was not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the file that could not be opened; choose another path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using the scenario library %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restored %1 with its %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1 and its %2? Edit → Undo delete brings it back during this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ticked scenarios side by side in the Compare view; their cash paths are drawn on the Runway chart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::ScenarioDocument</name>
    <message>
        <source>Rename scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change start date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit funding events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the uncertainty of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make %1 certain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make every parameter certain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to the default uncertainty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the uncertainty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset uncertainty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset all parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve on owned accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay for serving by the token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the filing date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set the range of %1 to %2 – %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::ScenarioListModel</name>
    <message>
        <source>preset, read-only · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · updated %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a preset: it cannot be changed, saving it makes a copy. Tick it to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click to open %1; tick it to compare.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next / previous control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the focused slider a step / 5 % of its range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arrow keys / Page Up, Page Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slider to its lowest / highest value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home / End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply a typed value (a range as “a to b” where a parameter can be uncertain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A control&apos;s menu: reset, uncertainty, goal seek</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Menu key, Shift+F10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keyboard is on the control with the highlighted frame. Keys never reach a control that cannot be seen.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::SourcesPanel</name>
    <message>
        <source>Sources and method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>derived</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources &amp;amp; method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where every number this program starts from comes from, and how it computes the rest. The page is generated from the parameter table and the claims catalogue, the same data the model and the Claims tab use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Title</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where each default comes from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Public figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Published figures to compare with, not defaults of the model.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each default is marked as coming from an article, a public filing, published prices or an assumption, with its source and the reason for the value; a derived default says what it is derived from. The same marks appear as badges and tooltips on the parameter controls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Original title: “%1”</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::TornadoChart</name>
    <message>
        <source>Sensitivity: which uncertainty moves the runway most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runway (months)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No parameter is uncertain: give one a range in the uncertainty editor to see what moves the runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One parameter at a time at the low or high end of its range, all others as set; the largest swing on top (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortens the runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lengthens the runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 → cannot be represented</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One parameter at a time at the low or high end of its range, all others as set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::UncertaintyEditor</name>
    <message>
        <source>Uncertainty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Monte Carlo fan, the chances of running out and the tornado draw every uncertain parameter from its distribution; the others keep the scenario&apos;s value. Samples outside a parameter&apos;s hard limits are clamped to them. &lt;b&gt;Lognormal&lt;/b&gt;: low and high are the 5th and 95th percentiles. &lt;b&gt;Triangular&lt;/b&gt;: an empty mode is the scenario&apos;s value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to the default uncertainty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make every parameter certain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removes every distribution (undoable); the analyses then show one line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (certain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>uniform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>triangular</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lognormal (90 % interval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distribution of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Low of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checked: the mode is its own number. Unchecked: the mode is the scenario&apos;s value and follows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Own mode of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 5th percentile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lowest value drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 95th percentile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The highest value drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most likely value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a triangular distribution has a mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 %3 … %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MODEL.md §6&apos;s default ranges, centred on this scenario&apos;s values (undoable):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape (5 %, 50 %, 95 %)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::UnitEconomicsPanels</name>
    <message>
        <source>ARPU / month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Margin / month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LTV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CAC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free-tier accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens within the cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens above the cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paying accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% of the accounts; tokens: % of the free demand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The per-account cap on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
× %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit economics of a paying account: LTV / CAC %1, payback %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unit economics of a paying account: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no LTV / CAC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 of those not paying)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens / day (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>margin / month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free-tier accounts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens within the cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens above the cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>paying accounts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>runway::WelcomePane</name>
    <message>
        <source>Welcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss; it will not be shown again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss the welcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long does the money last, and what does the free quota really cost?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The company pays the serving cost of the tokens developers actually use, not the list value of the quota it offers — the cards show both side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start with the three headline sliders on the left:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the %1 control</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
