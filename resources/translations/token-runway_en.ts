<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <source>the PDF writer produced an empty file</source>
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
    <name>Commands</name>
    <message>
        <source>Change %1</source>
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
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language applies the next time Token Runway starts.</source>
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
        <source>months</source>
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
        <source>$ per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &quot;industry average&quot; three of the articles use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a paying developer is charged for one million tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The free daily quota offered through OpenRouter: 100 trillion tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most tokens a day that non-paying developers may use for free; it is offered, not necessarily used.</source>
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
        <source>Tokens developers want per day on day 0, paid and free together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demand growth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>% per month</source>
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
        <source>The share of demand from developers who pay the list price; the rest use the free tier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Derived from the chips below unless a direct value is given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What it costs the company to serve one million tokens: chips written off plus electricity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ per accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A domestic 910B-class card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What one accelerator card costs to buy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight-line depreciation over four years.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over how many years the card&apos;s price is written off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kW per accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A typical board power for this class of card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electrical power one card draws while serving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ per kWh</source>
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
        <source>ratio</source>
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
        <source>tokens per accelerator per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>400M tokens per chip per day: about 10,000 chips for the run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many tokens one card serves in a day.</source>
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
        <source>Cash on day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;Raised over $1 billion&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The money in the bank when the model starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed operating cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$ per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adjusted net loss of RMB 1.752B in H1 2025, about $40M a month (operating cash outflow was RMB 1.327B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Salaries, training runs, offices: everything the company spends each month that is not serving tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other revenue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>H1 2025 revenue of RMB 190M, about $4.4M a month, mostly on-premise deployments.</source>
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
        <source>Ranges for conversion, growth, throughput and fixed cost.</source>
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
    <name>runway</name>
    <message>
        <source>%1 — cash runs out on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beyond the %1-month horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net burn, first month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier, cash cost per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (serving cost of the tokens used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier, list value per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (revenue forgone, not cash)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole quota at list price per day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (the articles&apos; headline)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quota used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier&apos;s share of the burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier pays for itself at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
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
        <source>Report of %1 · day 0 is %2 · horizon %3 months · token-runway %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions and where they come from</source>
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
        <source>The model runs day by day (a month is 30 days): paying developers are charged the list price, the rest use the free quota up to its size, and the company pays the serving cost of every token served plus its fixed costs. The free tier&apos;s cost is the serving cost of the tokens used, not the list value of the quota offered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: unknown report format &quot;%2&quot;; use .pdf, .svg or .png</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
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
        <source>runway in 90 % of futures: %1 to %2</source>
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
        <source>Fixed opex</source>
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
        <source>Fixed opex: %1</source>
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
</context>
<context>
    <name>runway::ClaimsPanel</name>
    <message>
        <source>The articles&apos; figures, re-computed live on the current scenario with each claim&apos;s own inputs. A figure is consistent when it lies within 5 % of the model&apos;s. Select a claim to see its arithmetic.</source>
        <translation type="unfinished"></translation>
    </message>
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
</context>
<context>
    <name>runway::CompareDialog</name>
    <message>
        <source>Compare scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick up to four scenarios in the Scenarios list: their cash paths are drawn on the Runway chart and their metrics are compared here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash runs out on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net burn, first month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier: what it costs, day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier: its list value, day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier pays for itself at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beyond %1 months</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not within the horizon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never (price below cost)</source>
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
        <source>Recovered the unsaved changes to %1 kept at %2: the previous session did not close cleanly. Save them to keep them, or Edit → Undo to go back.</source>
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
        <source>Runway, months (capped at the horizon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even: zero contribution (conversion = 100 × SC / P)</source>
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
        <source>What-if map: where the free tier pays for itself</source>
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
        <source>Programme contribution a day, all else as set: green gains, red losses, the line breaks even. Click to take a point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runway, all else as set; the line marks %1. Click to take a point.</source>
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
        <source>Quota used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier&apos;s share of the burn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier pays for itself at</source>
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
        <source>serving cost of the %1 free tokens actually used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revenue forgone at list price, not cash; the whole quota lists at %1 / day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no quota</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 free tokens a day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>n/a</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free tier cost ÷ (serving + fixed opex), day 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1 tokens per chip-day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rule of thumb 100 × SC / P = 100 × %1 / %2 = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never (price below cost)</source>
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
        <source>&amp;Sensitivity</source>
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
        <source>Token Runway — %1[*]</source>
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
        <source>conversion × demand</source>
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
        <source>paid × price + other revenue ÷ 30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2%3 + %4 ÷ 30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(free + paid) × serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier: cash cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free × serving cost — what the company pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free tier: list value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free × price — revenue forgone, not cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quota at list price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the articles&apos; headline: the whole quota × price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed opex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fixed opex per month ÷ 30</source>
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
        <source>serving + fixed opex − revenue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 + %2 − %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every day: cash(d) = cash(d − 1) + funding(d) − net burn(d), starting from %1; demand grows by %2 a month.</source>
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
        <source>The scenario name must not be empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notes: %1 characters; at most 10,000 are kept</source>
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
        <source>Break-even at %1 conversion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even at %1 conversion, beyond this chart →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No break-even at any conversion up to 100 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 per 1M tokens and a serving cost of %2: break-even ≈ 100 × SC / P = %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At %1 per 1M tokens and a serving cost of %2 the programme never breaks even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Conversion %1
Contribution %2 a day</source>
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
        <source>&amp;Compare…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ticked scenarios side by side; their cash paths are drawn on the Runway chart</source>
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
</context>
<context>
    <name>runway::ScenarioDocument</name>
    <message>
        <source>%1: %2 is outside the hard limits %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Horizon: %1 months is shorter than the free tier (%2 months); shorten the free tier first</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>Derive serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set serving cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be uncertain (only numeric parameters other than the horizon can)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: low %2 is outside the hard limits %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: high %2 is outside the hard limits %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: low %2 is above high %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: a lognormal needs 0 &lt; low &lt; high; got low %2, high %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: only a triangular distribution has a mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: mode %2 lies outside low … high (%3 … %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the scenario&apos;s value %2 lies outside low … high (%3 … %4)</source>
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
        <source>%1: %2 lies outside %3 … %4, the range of its triangular uncertainty, whose peak is the scenario&apos;s value; widen the range or give it a fixed mode (Scenario → Uncertainty…) first</source>
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
        <source>Each default is marked as coming from an article, a public filing or an assumption, with its source and the reason for the value. The same marks appear as badges and tooltips on the parameter controls.</source>
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
        <source>Parameter at its low end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameter at its high end</source>
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
        <source>MODEL.md §6&apos;s default: growth uniform −5 … 15 %, conversion triangular 1 … 3 … 5 %, throughput lognormal 100M … 800M, fixed costs triangular $32M … $40M … $55M (undoable)</source>
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
</context>
<context>
    <name>runway::WelcomePane</name>
    <message>
        <source>Welcome</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;How long does the money last, and what does the free quota really cost?&lt;/b&gt;&lt;br&gt;The company pays the &lt;i&gt;serving cost&lt;/i&gt; of the tokens developers actually use, not the &lt;i&gt;list value&lt;/i&gt; of the quota it offers — the cards show both side by side.&lt;br&gt;Start with the three headline sliders on the left: &lt;a href=&apos;price&apos;&gt;list price&lt;/a&gt;, &lt;a href=&apos;quota&apos;&gt;free quota&lt;/a&gt; and &lt;a href=&apos;conversion&apos;&gt;conversion&lt;/a&gt;.</source>
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
</context>
</TS>
