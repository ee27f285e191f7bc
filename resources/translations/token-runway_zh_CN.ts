<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Analysis</name>
    <message>
        <source>the model&apos;s %1 is too large to be represented (not a finite number)</source>
        <translation>模型的%1过大，无法表示（不是有限数）</translation>
    </message>
    <message>
        <source>first at %1 and %2 conversion: %3</source>
        <translation>首个出现在价格 %1、转化率 %2 处：%3</translation>
    </message>
    <message>
        <source>first at sample %1, where %2 is %3: %4</source>
        <translation>首个出现在第 %1 个样本，其中%2为 %3：%4</translation>
    </message>
    <message>
        <source>first at sample %1: %2</source>
        <translation>首个出现在第 %1 个样本：%2</translation>
    </message>
    <message>
        <source>first at %1 = %2: %3</source>
        <translation>首个出现在%1 = %2 处：%3</translation>
    </message>
    <message>
        <source>the model&apos;s cash is too large to be represented (not a finite number)</source>
        <translation>模型的现金过大，无法表示（不是有限数）</translation>
    </message>
    <message>
        <source>none of the %1 samples can be represented (%2): there are no odds to give; narrow the ranges</source>
        <translation>%1 个样本全都无法表示（%2）：无法给出概率；请收窄区间</translation>
    </message>
    <message>
        <source>%1 of %2 samples cannot be represented and are left out: every figure is over the other %3 (%4)</source>
        <translation>%2 个样本中有 %1 个无法表示，已剔除：各项数字均基于其余 %3 个样本（%4）</translation>
    </message>
    <message>
        <source>%1 of %2 cells cannot be represented and are left empty (%3)</source>
        <translation>%2 个格子中有 %1 个无法表示，已留空（%3）</translation>
    </message>
    <message>
        <source>%1 of %2 runways cannot be represented and are not shown (%3)</source>
        <translation>%2 个跑道值中有 %1 个无法表示，未予显示（%3）</translation>
    </message>
    <message>
        <source>funding, month %1</source>
        <translation>融资，第 %1 个月</translation>
    </message>
</context>
<context>
    <name>ArticleEditor</name>
    <message>
        <source>%1 people</source>
        <translation>%1 人</translation>
    </message>
    <message>
        <source>HK$%1</source>
        <translation>港元 %1</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 至 %2</translation>
    </message>
    <message>
        <source>a year</source>
        <translation>年份</translation>
    </message>
    <message>
        <source>a date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>an ordinal</source>
        <translation>序数</translation>
    </message>
    <message>
        <source>a version or model name</source>
        <translation>版本号或型号</translation>
    </message>
    <message>
        <source>a block number</source>
        <translation>区块号</translation>
    </message>
    <message>
        <source>equals</source>
        <translation>等于</translation>
    </message>
    <message>
        <source>at least</source>
        <translation>至少</translation>
    </message>
    <message>
        <source>at most</source>
        <translation>至多</translation>
    </message>
    <message>
        <source>between</source>
        <translation>介于</translation>
    </message>
    <message>
        <source>a count without a unit</source>
        <translation>没有单位的计数</translation>
    </message>
    <message>
        <source>people</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天数</translation>
    </message>
    <message>
        <source>tokens in total, not a day&apos;s</source>
        <translation>token 总量（而非每天）</translation>
    </message>
    <message>
        <source>money in another currency than US dollars</source>
        <translation>美元以外的货币</translation>
    </message>
</context>
<context>
    <name>Burn</name>
    <message>
        <source>%1 / month</source>
        <translation>%1 / 月</translation>
    </message>
    <message>
        <source>%1 / month recurring + %2 of accelerators on day 0</source>
        <translation>每月经常性 %1 + 第 0 天购入加速卡 %2</translation>
    </message>
    <message>
        <source>%1 / month recurring + %2 of accelerators in the first 30 days</source>
        <translation>每月经常性 %1 + 前 30 天购入加速卡 %2</translation>
    </message>
</context>
<context>
    <name>ChartExport</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Exported from Token Runway</source>
        <translation>由 Token Runway 导出</translation>
    </message>
    <message>
        <source>the SVG painter could not start</source>
        <translation>SVG 绘制器无法启动</translation>
    </message>
    <message>
        <source>the image could not be encoded</source>
        <translation>图像无法编码</translation>
    </message>
    <message>
        <source>the PDF writer failed</source>
        <translation>PDF 写入器失败</translation>
    </message>
    <message>
        <source>Cannot export to %1: the name must end in .png, .svg or .pdf</source>
        <translation>无法导出到 %1：文件名必须以 .png、.svg 或 .pdf 结尾</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG 图形 (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>Claims</name>
    <message>
        <source>The 23.2 Trillion Token Mirage: What GLM-5.3 Flash Really Tells Us About China&apos;s AI Chip Ambitions</source>
        <translation>23.2 万亿 tokens 的幻象：GLM-5.3 Flash 究竟揭示了中国 AI 芯片的哪些雄心</translation>
    </message>
    <message>
        <source>article</source>
        <translation>文章</translation>
    </message>
    <message>
        <source>GLM-5.3 Flash: The Inference Breakthrough That Cracks NVIDIA&apos;s Moat</source>
        <translation>GLM-5.3 Flash：攻破英伟达护城河的推理突破</translation>
    </message>
    <message>
        <source>Block 18,402,112 just dumped. Panic is overpriced.</source>
        <translation>区块 18,402,112 刚刚暴跌。恐慌被高估了。</translation>
    </message>
    <message>
        <source>a sector newsletter</source>
        <translation>行业通讯</translation>
    </message>
    <message>
        <source>The 23.2T Token Mirage: Why GLM-5.3 Flash on Domestic Chips Doesn&apos;t Breach NVIDIA&apos;s Moat</source>
        <translation>23.2 万亿 tokens 的幻象：为什么跑在国产芯片上的 GLM-5.3 Flash 并未突破英伟达的护城河</translation>
    </message>
    <message>
        <source>The Ledger Says 23.2 Trillion Tokens. The Metadata Says Something Else.</source>
        <translation>账本上写着 23.2 万亿 tokens，元数据却另有说法</translation>
    </message>
    <message>
        <source>the serving cost of the tokens actually used</source>
        <translation>实际使用的 tokens 的推理服务成本</translation>
    </message>
    <message>
        <source>the serving cost of the free tokens actually used</source>
        <translation>实际使用的免费 tokens 的推理服务成本</translation>
    </message>
    <message>
        <source>the list value of the free tokens actually used</source>
        <translation>实际使用的免费 tokens 的标价价值</translation>
    </message>
    <message>
        <source>a 1T quota instead of 100T</source>
        <translation>1 万亿而非 100 万亿的额度</translation>
    </message>
    <message>
        <source>a units slip, the quota taken 100× too small: 100 万亿 tokens read as 1 万亿</source>
        <translation>单位笔误，额度被看小了 100 倍：100 万亿 tokens 被读成了 1 万亿</translation>
    </message>
    <message>
        <source>a 100B quota instead of 100T</source>
        <translation>1,000 亿而非 100 万亿的额度</translation>
    </message>
    <message>
        <source>a units slip, trillion read as billion: 100 万亿 tokens read as 1,000 亿, 1,000× too small</source>
        <translation>单位笔误，把 trillion（万亿）读成了 billion（十亿）：100 万亿 tokens 被读成了 1,000 亿，小了 1,000 倍</translation>
    </message>
    <message>
        <source>the cash on hand at the start</source>
        <translation>起始时的现金储备</translation>
    </message>
    <message>
        <source>the accelerators owned at the start</source>
        <translation>起始时拥有的加速卡</translation>
    </message>
    <message>
        <source>the accelerators to buy</source>
        <translation>需要购买的加速卡</translation>
    </message>
    <message>
        <source>what they cost</source>
        <translation>它们的价格</translation>
    </message>
    <message>
        <source>the cash the fleet costs today: its electricity (depreciation is not cash)</source>
        <translation>加速卡集群当前消耗的现金：电费（折旧不是现金）</translation>
    </message>
    <message>
        <source>the conversion from which the programme pays for itself</source>
        <translation>免费层项目自负盈亏所需的转化率</translation>
    </message>
    <message>
        <source>23.2T tokens served in six days is about 3.87T tokens a day</source>
        <translation>六天处理 23.2 万亿 tokens，约合每天 3.87 万亿 tokens</translation>
    </message>
    <message>
        <source>The demand is the sources&apos; own 23.2T tokens over six days, so this checks their division (23.2T ÷ 6), not how many tokens were really served.</source>
        <translation>需求正是这些来源自己给出的六天 23.2 万亿 tokens，所以这里检验的是它们的除法（23.2T ÷ 6），而不是实际处理了多少 tokens。</translation>
    </message>
    <message>
        <source>the 100T-token daily quota at about $0.10 per million is worth about $100,000 a day</source>
        <translation>每天 100 万亿 tokens 的额度，按每百万约 0.10 美元计，每天约值 10 万美元</translation>
    </message>
    <message>
        <source>the same quota is worth about $3M a month</source>
        <translation>同一额度每月约值 300 万美元</translation>
    </message>
    <message>
        <source>at $1 per million the daily allocation is worth about $100,000</source>
        <translation>按每百万 1 美元计，每日额度约值 10 万美元</translation>
    </message>
    <message>
        <source>the same allocation is worth nearly $3M a month</source>
        <translation>同一额度每月价值近 300 万美元</translation>
    </message>
    <message>
        <source>at $0.10 per million, 100T tokens a day is $10M a day</source>
        <translation>按每百万 0.10 美元计，每天 100 万亿 tokens 就是每天 1,000 万美元</translation>
    </message>
    <message>
        <source>that is $300M a month</source>
        <translation>即每月 3 亿美元</translation>
    </message>
    <message>
        <source>even at a $0.03 per million floor the quota is $3M a day</source>
        <translation>即使按每百万 0.03 美元的底价，这一额度也值每天 300 万美元</translation>
    </message>
    <message>
        <source>at the floor that is $90M a month</source>
        <translation>按底价计为每月 9,000 万美元</translation>
    </message>
    <message>
        <source>at $0.10 per million the quota is $10M a day, $300M a month</source>
        <translation>按每百万 0.10 美元计，这一额度每天值 1,000 万美元，每月 3 亿美元</translation>
    </message>
    <message>
        <source>Both inputs are the sources&apos; own: the demand is the articles&apos; 23.2T tokens over six days and 400M tokens per chip a day is E&apos;s figure, so this checks E&apos;s division, not how many accelerators the company has.</source>
        <translation>两个输入都来自这些来源本身：需求是文章给出的六天 23.2 万亿 tokens，每张芯片每天 4 亿 tokens 是 E 的数字，所以这里检验的是 E 的除法，而不是公司实际拥有多少加速卡。</translation>
    </message>
    <message>
        <source>a $1B war chest keeps the free quota going for a year, read as the quota&apos;s list value</source>
        <translation>10 亿美元的资金足以让免费额度维持一年（按额度的标价价值理解）</translation>
    </message>
    <message>
        <source>the quota&apos;s list value</source>
        <translation>额度的标价价值</translation>
    </message>
    <message>
        <source>the same war chest, read as the company&apos;s cash runway</source>
        <translation>同一笔资金，按公司的现金跑道理解</translation>
    </message>
    <message>
        <source>the company&apos;s cash runway</source>
        <translation>公司的现金跑道</translation>
    </message>
    <message>
        <source>a substantial portion of the free tier is being consumed (read: at least a quarter of the quota)</source>
        <translation>免费层有相当一部分正在被消耗（理解为：至少四分之一的额度）</translation>
    </message>
    <message>
        <source>the run implies likely thousands of accelerators</source>
        <translation>这次运行意味着很可能需要数千张加速卡</translation>
    </message>
    <message>
        <source>serving the full 100T a day needs a massive capex cushion (read: accelerators worth more than the cash)</source>
        <translation>满额提供每天 100 万亿 tokens 需要巨额的资本开支缓冲（理解为：所需加速卡的价值超过现金）</translation>
    </message>
    <message>
        <source>at 5 % conversion the free tier is a success (read: the programme pays for itself)</source>
        <translation>转化率达到 5 % 时免费层就算成功（理解为：项目自负盈亏）</translation>
    </message>
    <message>
        <source>D names the channel &quot;OpenCode&quot; where the other articles say OpenRouter.</source>
        <translation>D 把渠道称作“OpenCode”，而其他文章说的是 OpenRouter。</translation>
    </message>
    <message>
        <source>D calls the free tier&apos;s cost &quot;unquantified&quot;; the model puts numbers on it: the serving cost of the free tokens actually used (b-free-burn) and, once the quota fills, the accelerators to buy (d-capex-cushion).</source>
        <translation>D 称免费层的成本“无法量化”；模型给出了数字：实际使用的免费 tokens 的推理服务成本（b-free-burn），以及额度用满后需要购买的加速卡（d-capex-cushion）。</translation>
    </message>
    <message>
        <source>E treats 1 % conversion as &quot;trouble&quot; and 5 % as &quot;success&quot;; the default of 3 % sits between the two, and e-success-mark checks the 5 % mark.</source>
        <translation>E 把 1 % 的转化率视为“麻烦”，5 % 视为“成功”；默认的 3 % 介于两者之间，e-success-mark 检验的是 5 % 这一标准。</translation>
    </message>
    <message>
        <source>E puts domestic chips&apos; total cost about 20 % below NVIDIA&apos;s with in-house talent and about 40 % above without it: a serving-cost factor of 0.8 or 1.4 (scale chip_capex_usd, or choose per_token and type the serving cost).</source>
        <translation>E 认为，有自有人才时国产芯片的总成本比英伟达低约 20 %，没有则高约 40 %：即推理服务成本系数为 0.8 或 1.4（缩放 chip_capex_usd，或选择 per_token 并直接输入推理服务成本）。</translation>
    </message>
    <message>
        <source>C credits the 3× speed-up to software on the same chips (KV cache, speculative decoding, batching, kernel fusion); the default throughput already includes it, and software_speedup 1/3 shows the chips before it.</source>
        <translation>C 把 3 倍提速归功于同一芯片上的软件优化（KV 缓存、推测解码、批处理、内核融合）；默认吞吐量已包含这一提速，software_speedup 设为 1/3 即可看到提速之前的芯片。</translation>
    </message>
    <message>
        <source>Cash and equivalents at 2025-06-30</source>
        <translation>2025-06-30 的现金及现金等价物</translation>
    </message>
    <message>
        <source>Knowledge Atlas Technology Joint Stock Company Limited (Zhipu), Global Offering prospectus, HKEXnews, 30 December 2025 (six months to 30 June 2025)</source>
        <translation>北京智谱华章科技股份有限公司（智谱），全球发售招股章程，披露易（HKEXnews），2025 年 12 月 30 日（截至 2025 年 6 月 30 日止六个月）</translation>
    </message>
    <message>
        <source>where the cash bridge starts (filing_cash_cny)</source>
        <translation>现金推算的起点（filing_cash_cny）</translation>
    </message>
    <message>
        <source>RMB %1</source>
        <translation>人民币 %1</translation>
    </message>
    <message>
        <source>Operating cash outflow in H1 2025</source>
        <translation>2025 年上半年经营现金流出</translation>
    </message>
    <message>
        <source>at that rate the cash of 2025-06-30 lasts about 11.5 months</source>
        <translation>按此速度，2025-06-30 的现金约可维持 11.5 个月</translation>
    </message>
    <message>
        <source>Revenue in H1 2025</source>
        <translation>2025 年上半年收入</translation>
    </message>
    <message>
        <source>about $4.4M a month, mostly on-premise deployments (other_revenue_usd_per_month)</source>
        <translation>约每月 440 万美元，主要来自本地化部署（other_revenue_usd_per_month）</translation>
    </message>
    <message>
        <source>Cloud/API gross margin in H1 2025</source>
        <translation>2025 年上半年云/API 毛利率</translation>
    </message>
    <message>
        <source>the API was sold at about its cost; the cost-parity preset reproduces it</source>
        <translation>API 基本按成本价出售；预设“按标价提供推理服务”复现了这一点</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Raised in the Hong Kong listing of 8 January 2026</source>
        <translation>2026 年 1 月 8 日香港上市募集的资金</translation>
    </message>
    <message>
        <source>Knowledge Atlas Technology Joint Stock Company Limited, announcement of allotment results, HKEXnews, 7 January 2026 (stock code 2513)</source>
        <translation>北京智谱华章科技股份有限公司，配发结果公告，披露易（HKEXnews），2026 年 1 月 7 日（股份代号 2513）</translation>
    </message>
    <message>
        <source>about HKD 4.3B, reported as about US$558M before fees (raised_since_filing_usd)</source>
        <translation>约 43 亿港元，据报道扣除费用前约合 5.58 亿美元（raised_since_filing_usd）</translation>
    </message>
    <message>
        <source>HKD %1</source>
        <translation>%1 港元</translation>
    </message>
    <message>
        <source>Platform usage in June 2025</source>
        <translation>2025 年 6 月的平台用量</translation>
    </message>
    <message>
        <source>press reports of the GLM open platform&apos;s usage, June 2025 (secondary reporting; no primary document was available)</source>
        <translation>关于 GLM 开放平台用量的媒体报道，2025 年 6 月（二手报道；无原始文件可查）</translation>
    </message>
    <message>
        <source>the reported run&apos;s 3.87T a day is of the same order</source>
        <translation>所报道运行的每天 3.87 万亿与之同一数量级</translation>
    </message>
    <message>
        <source>%1 tokens a day</source>
        <translation>每天 %1 tokens</translation>
    </message>
    <message>
        <source>Freemium conversion, medians</source>
        <translation>免费增值转化率（中位数）</translation>
    </message>
    <message>
        <source>OpenView Partners, SaaS Benchmarks report, 2023, as cited by public freemium benchmark summaries</source>
        <translation>OpenView Partners，《SaaS 基准报告》，2023 年，转引自公开的免费增值基准汇总</translation>
    </message>
    <message>
        <source>developer tools convert 1–4 %; the default conversion is 3 %</source>
        <translation>开发者工具的转化率为 1–4 %；默认转化率为 3 %</translation>
    </message>
    <message>
        <source>OpenRouter free variants, requests a day</source>
        <translation>OpenRouter 免费模型，每天请求数</translation>
    </message>
    <message>
        <source>OpenRouter documentation, &quot;API Rate Limits&quot; and &quot;Free Variant&quot; (openrouter.ai/docs)</source>
        <translation>OpenRouter 文档，“API Rate Limits”与“Free Variant”（openrouter.ai/docs）</translation>
    </message>
    <message>
        <source>20 requests a minute; 1,000 a day once $10 of credits were bought (the openrouter-caps preset&apos;s 2e7 tokens is 1,000 × 20K)</source>
        <translation>每分钟 20 次请求；购买 10 美元额度后每天 1,000 次（预设“按账户设上限”的 2e7 tokens 即 1,000 × 2 万）</translation>
    </message>
    <message>
        <source>%1 requests a day</source>
        <translation>每天 %1 次请求</translation>
    </message>
    <message>
        <source>MODEL.md §5 defines %1 as null in this scenario</source>
        <translation>根据 MODEL.md §5，%1 在此情景下为空</translation>
    </message>
    <message>
        <source>at least %1</source>
        <translation>至少 %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <translation>至多 %1</translation>
    </message>
    <message>
        <source>is consistent</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>is off</source>
        <translation>偏离</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>成立</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>不成立</translation>
    </message>
    <message>
        <source>cannot be judged</source>
        <translation>无法判断</translation>
    </message>
    <message>
        <source>its inputs do not apply here: %1</source>
        <translation>它的输入在这里不适用：%1</translation>
    </message>
    <message>
        <source>%1 is 0 or null</source>
        <translation>%1 为 0 或为空</translation>
    </message>
    <message>
        <source>None of the %1 other readings tried matches within 5 %.</source>
        <translation>所尝试的另外 %1 种理解都没有在 5 % 以内吻合。</translation>
    </message>
    <message>
        <source>%1&apos;s figure is exactly what %2 gives (%3).</source>
        <translation>%1 的数字恰好等于按%2得到的值（%3）。</translation>
    </message>
    <message>
        <source>%1&apos;s figure is within 5 % of what %2 gives (%3).</source>
        <translation>%1 的数字与按%2得到的值（%3）相差在 5 % 以内。</translation>
    </message>
    <message>
        <source>%1&apos;s figure is exactly what %2 gives (%3): %4.</source>
        <translation>%1 的数字恰好等于按%2得到的值（%3）：%4。</translation>
    </message>
    <message>
        <source>%1&apos;s figure is within 5 % of what %2 gives (%3): %4.</source>
        <translation>%1 的数字与按%2得到的值（%3）相差在 5 % 以内：%4。</translation>
    </message>
    <message>
        <source>no value (%1)</source>
        <translation>无数值（%1）</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1为 %2</translation>
    </message>
    <message>
        <source>Beside it: %1.</source>
        <translation>旁证：%1。</translation>
    </message>
    <message>
        <source>Read as %1 it %2 (%3)</source>
        <translation>按%1理解，它%2（%3）</translation>
    </message>
    <message>
        <source>Read as %1 it %2</source>
        <translation>按%1理解，它%2</translation>
    </message>
    <message>
        <source>%1; read as %2 it %3 (%4)</source>
        <translation>%1；按%2理解，它%3（%4）</translation>
    </message>
    <message>
        <source>%1; read as %2 it %3</source>
        <translation>%1；按%2理解，它%3</translation>
    </message>
    <message>
        <source>the cash lasts beyond the horizon (%1), so the model gives no runway; it is longer than that</source>
        <translation>现金可以维持到时间范围（%1）之后，因此模型不给出资金跑道；它比这更长</translation>
    </message>
    <message>
        <source>the divisor %1 has no value: %2</source>
        <translation>除数 %1 没有数值：%2</translation>
    </message>
    <message>
        <source>the divisor %1 is 0</source>
        <translation>除数 %1 为 0</translation>
    </message>
    <message>
        <source>The claim&apos;s scenario does not apply to this base scenario: %1</source>
        <translation>该论断的情景不适用于这一基础情景：%1</translation>
    </message>
    <message>
        <source>%1 (%2 ÷ %3)</source>
        <translation>%1（%2 ÷ %3）</translation>
    </message>
    <message>
        <source>The model gives %1, within 5 % of %2.</source>
        <translation>模型给出 %1，与 %2 相差在 5 % 以内。</translation>
    </message>
    <message>
        <source>The model gives %1: the claim is %2.</source>
        <translation>模型给出 %1：该论断%2。</translation>
    </message>
    <message>
        <source>not comparable</source>
        <translation>无法比较</translation>
    </message>
    <message>
        <source>The model gives %1; the claim needs %2: %3.</source>
        <translation>模型给出 %1；该论断需要%2：%3。</translation>
    </message>
    <message>
        <source>The model gives %1; the claim needs %2.</source>
        <translation>模型给出 %1；该论断需要%2。</translation>
    </message>
    <message>
        <source>Internal: %1</source>
        <translation>内部：%1</translation>
    </message>
    <message>
        <source>consistent (internal)</source>
        <translation>一致（内部）</translation>
    </message>
    <message>
        <source>consistent</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>off (internal)</source>
        <translation>偏离（内部）</translation>
    </message>
    <message>
        <source>off</source>
        <translation>偏离</translation>
    </message>
    <message>
        <source>off (internal; %1)</source>
        <translation>偏离（内部；%1）</translation>
    </message>
    <message>
        <source>off (%1)</source>
        <translation>偏离（%1）</translation>
    </message>
    <message>
        <source>holds (internal)</source>
        <translation>成立（内部）</translation>
    </message>
    <message>
        <source>fails (internal)</source>
        <translation>不成立（内部）</translation>
    </message>
    <message>
        <source>fails (internal; %1)</source>
        <translation>不成立（内部；%1）</translation>
    </message>
    <message>
        <source>fails (%1)</source>
        <translation>不成立（%1）</translation>
    </message>
    <message>
        <source>undetermined (internal)</source>
        <translation>无法判断（内部）</translation>
    </message>
    <message>
        <source>undetermined</source>
        <translation>无法判断</translation>
    </message>
    <message>
        <source>within 5 %</source>
        <translation>相差在 5 % 以内</translation>
    </message>
    <message>
        <source>%1× too low</source>
        <translation>低了 %1 倍</translation>
    </message>
    <message>
        <source>%1× too high</source>
        <translation>高了 %1 倍</translation>
    </message>
    <message>
        <source>inside the range</source>
        <translation>在范围之内</translation>
    </message>
    <message>
        <source>above the range</source>
        <translation>高于范围</translation>
    </message>
    <message>
        <source>below the range</source>
        <translation>低于范围</translation>
    </message>
    <message>
        <source>%1× above the range</source>
        <translation>比范围高 %1 倍</translation>
    </message>
    <message>
        <source>%1× below the range</source>
        <translation>比范围低 %1 倍</translation>
    </message>
    <message>
        <source>is not built into this binary</source>
        <translation>未内置于此程序中</translation>
    </message>
    <message>
        <source>%1 a day</source>
        <translation>每天 %1</translation>
    </message>
    <message>
        <source>%1 a month</source>
        <translation>每月 %1</translation>
    </message>
    <message>
        <source>%1 chips</source>
        <translation>%1 张芯片</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>&lt; %1</source>
        <translation>&lt; %1</translation>
    </message>
    <message>
        <source>&gt; %1</source>
        <translation>&gt; %1</translation>
    </message>
    <message>
        <source>Odds: none. No uncertain input of the claim&apos;s scenario moves its figure (each was tried at the low and the high end of its range), so the uncertainty does not change the verdict.</source>
        <translation>成立概率：无。该论断情景中没有任何不确定输入会改变它的数字（每个输入都在其范围的低端和高端试过），因此不确定性不会改变结论。</translation>
    </message>
    <message>
        <source>Odds: it holds in %1 of %2 Monte Carlo samples (seed %3) of the claim&apos;s scenario with its uncertainty; its figure moves with %4.</source>
        <translation>成立概率：在该论断情景及其不确定性的 %2 个蒙特卡洛样本（种子 %3）中，它在 %1 的样本中成立；它的数字随 %4 变动。</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null（空值）</translation>
    </message>
    <message>
        <source>true</source>
        <translation>true（真）</translation>
    </message>
    <message>
        <source>false</source>
        <translation>false（假）</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>一个数字</translation>
    </message>
    <message>
        <source>a string (&quot;%1&quot;)</source>
        <translation>一个字符串（“%1”）</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>一个列表</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>一个对象</translation>
    </message>
    <message>
        <source>a value of another kind</source>
        <translation>其他类型的值</translation>
    </message>
    <message>
        <source>the text has no translation key in core/claims/builtintexts.cpp</source>
        <translation>该文本在 core/claims/builtintexts.cpp 中没有翻译键</translation>
    </message>
    <message>
        <source>expected one of %1, got &quot;%2&quot;</source>
        <translation>应为 %1 之一，实际为“%2”</translation>
    </message>
    <message>
        <source>unknown quantity &quot;%1&quot;: expected a metric key of MODEL.md §5 (e.g. quota_list_value_usd_per_day, day0.serving_cost_usd) or a numeric parameter key</source>
        <translation>未知的量“%1”：应为 MODEL.md §5 的指标键（如 quota_list_value_usd_per_day、day0.serving_cost_usd）或数值参数键</translation>
    </message>
    <message>
        <source>unknown quantity &quot;%1&quot;: expected a metric key of MODEL.md §5 (e.g. quota_list_value_usd_per_day, day0.serving_cost_usd) or a numeric parameter key (did you mean &quot;%2&quot;?)</source>
        <translation>未知的量“%1”：应为 MODEL.md §5 的指标键（如 quota_list_value_usd_per_day、day0.serving_cost_usd）或数值参数键（是否想写“%2”？）</translation>
    </message>
    <message>
        <source>expected an object of scenario keys, got %1</source>
        <translation>应为由情景键组成的对象，实际为%1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be overridden by a claim (only model inputs can)</source>
        <translation>论断不能覆盖“%1”（只能覆盖模型输入）</translation>
    </message>
    <message>
        <source>a &quot;between&quot; claim needs [low, high] with low &lt; high, got %1</source>
        <translation>“between”论断需要 [low, high] 且 low &lt; high，实际为%1</translation>
    </message>
    <message>
        <source>expected a number, got %1 (a range [low, high] needs &quot;kind&quot;: &quot;between&quot;)</source>
        <translation>应为数字，实际为%1（范围 [low, high] 需要 &quot;kind&quot;: &quot;between&quot;）</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>应为数字，实际为%1</translation>
    </message>
    <message>
        <source>expected a finite number above 0 for an &quot;equals&quot; claim (the ratio divides by it), got %1</source>
        <translation>“equals”论断需要一个大于 0 的有限数（比值要除以它），实际为%1</translation>
    </message>
    <message>
        <source>unknown reading &quot;%1&quot;</source>
        <translation>未知的理解“%1”</translation>
    </message>
    <message>
        <source>reading &quot;%1&quot; has its own unit, so it cannot be compared with the claimed figure; list it under &quot;context&quot;</source>
        <translation>理解“%1”有自己的单位，因此不能与声称的数字比较；请把它列在 &quot;context&quot; 下</translation>
    </message>
    <message>
        <source>only an &quot;equals&quot; claim has other readings (a reading matches within 5 % of one figure); use &quot;context&quot; to show figures beside a bound</source>
        <translation>只有“equals”论断才有其他理解（一种理解与某个数字相差在 5 % 以内才算吻合）；要在界限旁显示数字，请使用 &quot;context&quot;</translation>
    </message>
    <message>
        <source>unknown source &quot;%1&quot;</source>
        <translation>未知的来源“%1”</translation>
    </message>
    <message>
        <source>only an &quot;internal&quot; claim has a basis note (it says which inputs come from the claim&apos;s own source)</source>
        <translation>只有“internal”论断才有依据说明（它说明哪些输入来自该论断自己的来源）</translation>
    </message>
    <message>
        <source>an &quot;internal&quot; claim needs a &quot;basis_note&quot; saying which inputs come from the claim&apos;s own source</source>
        <translation>“internal”论断需要一个 &quot;basis_note&quot;，说明哪些输入来自该论断自己的来源</translation>
    </message>
    <message>
        <source>&quot;group&quot; and &quot;reading&quot; go together: a claim read two ways needs both</source>
        <translation>&quot;group&quot; 与 &quot;reading&quot; 必须同时出现：有两种理解的论断两者都需要</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>应为对象，实际为%1</translation>
    </message>
    <message>
        <source>the id is used twice</source>
        <translation>该 id 被使用了两次</translation>
    </message>
    <message>
        <source>needs a &quot;quantity&quot;, &quot;overrides&quot; or both: a reading is another figure, or the claim&apos;s own under other inputs</source>
        <translation>需要 &quot;quantity&quot;、&quot;overrides&quot; 或两者：一种理解要么是另一个数字，要么是该论断自己的数字在其他输入下的值</translation>
    </message>
    <message>
        <source>a reading of the claim&apos;s own quantity takes the claim&apos;s unit; give a &quot;quantity&quot; to show a figure in its own unit</source>
        <translation>对论断自身量的理解沿用论断的单位；要以其自身单位显示数字，请给出 &quot;quantity&quot;</translation>
    </message>
    <message>
        <source>the catalogue has no claims</source>
        <translation>该目录中没有论断</translation>
    </message>
    <message>
        <source>has only one claim; a group holds the readings of one statement (two or more)</source>
        <translation>只有一条论断；一个分组包含同一陈述的多种理解（两种或更多）</translation>
    </message>
    <message>
        <source>expected [low, high] with low ≤ high</source>
        <translation>应为 [low, high] 且 low ≤ high</translation>
    </message>
    <message>
        <source>give exactly one of &quot;value&quot; and &quot;range&quot;</source>
        <translation>&quot;value&quot; 与 &quot;range&quot; 必须且只能给出其一</translation>
    </message>
    <message>
        <source>the catalogue is missing &quot;%1&quot;</source>
        <translation>目录缺少“%1”</translation>
    </message>
    <message>
        <source>expected an array, got %1</source>
        <translation>应为数组，实际为%1</translation>
    </message>
    <message>
        <source>a claims catalogue must be a JSON object {…}, not %1</source>
        <translation>论断目录必须是一个 JSON 对象 {…}，而不是%1</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;, got nothing</source>
        <translation>应为“%1”，实际为空</translation>
    </message>
    <message>
        <source>P_eff = price_usd_per_mtok × IP = %1 × %2 = %3 and SC_eff = SC × IC = %4 × %5 = %6 per 1M tokens (the reference mix: 25 % output, no cache hits, so IP = IC = 1)</source>
        <translation>P_eff = price_usd_per_mtok × IP = %1 × %2 = %3，SC_eff = SC × IC = %4 × %5 = %6（每百万 tokens；参考结构：25 % 输出，无缓存命中，因此 IP = IC = 1）</translation>
    </message>
    <message>
        <source>P_eff = price_usd_per_mtok × IP = %1 × %2 = %3 and SC_eff = SC × IC = %4 × %5 = %6 per 1M tokens</source>
        <translation>P_eff = price_usd_per_mtok × IP = %1 × %2 = %3，SC_eff = SC × IC = %4 × %5 = %6（每百万 tokens）</translation>
    </message>
    <message>
        <source>free(0) = min((100 % − %1) × %2, quota %3) = %4</source>
        <translation>free(0) = min((100 % − %1) × %2, 额度 %3) = %4</translation>
    </message>
    <message>
        <source>%1 and paid(0) = %2 × %3 × e = %4, where e = (P / P_ref)^ε = (%5 / %6)^%7 = %8</source>
        <translation>%1，paid(0) = %2 × %3 × e = %4，其中 e = (P / P_ref)^ε = (%5 / %6)^%7 = %8</translation>
    </message>
    <message>
        <source>free(0) = min(the demand within the per-account cap of %1 (MODEL.md §4a), quota %2) = %3</source>
        <translation>free(0) = min(每账户上限 %1 之内的需求（MODEL.md §4a）, 额度 %2) = %3</translation>
    </message>
    <message>
        <source>%1 and paid(0) = %2 × %3 × e + %4 of the tokens above the cap × e = %5, where e = (P / P_ref)^ε = (%6 / %7)^%8 = %9</source>
        <translation>%1，paid(0) = %2 × %3 × e + %4 × 超出上限的 tokens × e = %5，其中 e = (P / P_ref)^ε = (%6 / %7)^%8 = %9</translation>
    </message>
    <message>
        <source>serving_cost_usd_per_mtok is given: SC = %1 per 1M tokens</source>
        <translation>serving_cost_usd_per_mtok 为直接给定：SC = 每百万 tokens %1</translation>
    </message>
    <message>
        <source>SC = (chip_capex_usd / (chip_life_years × 365) + chip_power_kw × 24 × pue × electricity_usd_per_kwh) / (tokens_per_chip_per_day × software_speedup) × 1e6 = (%1 / (%2 × 365) + %3 × 24 × %4 × %5) / (%6 × %7) × 1e6 = %8 per 1M tokens (economic: depreciation included)</source>
        <translation>SC = (chip_capex_usd / (chip_life_years × 365) + chip_power_kw × 24 × pue × electricity_usd_per_kwh) / (tokens_per_chip_per_day × software_speedup) × 1e6 = (%1 / (%2 × 365) + %3 × 24 × %4 × %5) / (%6 × %7) × 1e6 = 每百万 tokens %8（经济成本：含折旧）</translation>
    </message>
    <message>
        <source>cash_usd is given: cash_start = %1</source>
        <translation>cash_usd 为直接给定：cash_start = %1</translation>
    </message>
    <message>
        <source>cash_start = filing_cash_cny / cny_per_usd + raised_since_filing_usd − burn_since_filing_usd_per_month × days(filing → start) / 30 = %1 / %2 + %3 − %4 × %5 / 30 = %6 (cash on hand, not money raised)</source>
        <translation>cash_start = filing_cash_cny / cny_per_usd + raised_since_filing_usd − burn_since_filing_usd_per_month × days(filing → start) / 30 = %1 / %2 + %3 − %4 × %5 / 30 = %6（现金储备，而非累计融资）</translation>
    </message>
    <message>
        <source>capacity_mode is per_token: serving is paid by the token like a cloud (serving cash = tokens × SC_eff / 1e6), no accelerators are bought</source>
        <translation>capacity_mode 为 per_token：推理服务像云服务一样按 token 付费（推理服务现金 = tokens × SC_eff / 1e6），不购买加速卡</translation>
    </message>
    <message>
        <source>the fleet at the start = ceil(run_tokens_per_day / tokens_per_chip_per_day − 1e-9) = ceil(%1 / %2) = %3 chips</source>
        <translation>起始时的集群 = ceil(run_tokens_per_day / tokens_per_chip_per_day − 1e-9) = ceil(%1 / %2) = %3 张芯片</translation>
    </message>
    <message>
        <source>the fleet at the start = chips_owned = %1 chips</source>
        <translation>起始时的集群 = chips_owned = %1 张芯片</translation>
    </message>
    <message>
        <source>%1; day 0 needs ceil(tokens(0) × IC / (tokens_per_chip_per_day × software_speedup) − 1e-9) = ceil(%2 × %3 / (%4 × %5)) = %6</source>
        <translation>%1；第 0 天需要 ceil(tokens(0) × IC / (tokens_per_chip_per_day × software_speedup) − 1e-9) = ceil(%2 × %3 / (%4 × %5)) = %6</translation>
    </message>
    <message>
        <source>%1, so it buys %2 × %3 = %4 on day 0 (capex is cash when the chips are bought; depreciation is not cash); the fleet&apos;s electricity is %5 a day</source>
        <translation>%1，因此第 0 天要购买 %2 × %3 = %4（资本开支在购买芯片时即为现金支出，折旧不是现金）；集群的电费为每天 %5</translation>
    </message>
    <message>
        <source>runway_days = the first day d with cash(d) &lt; 0, where %1; day 0&apos;s net burn is %2 = serving cash %3 (power %4 + capex %5) + opex %6 − revenue %7, and opex grows %8 a month; %9</source>
        <translation>runway_days = 首个 cash(d) &lt; 0 的日子 d，其中 %1；第 0 天的净消耗为 %2 = 推理服务现金 %3（电费 %4 + 资本开支 %5）+ 运营成本 %6 − 收入 %7，运营成本每月增长 %8；%9</translation>
    </message>
    <message>
        <source>%1; the cash never goes below zero within the horizon of %2 months, so runway_months_capped = %3</source>
        <translation>%1；在 %2 个月的时间范围内现金从未跌破零，因此 runway_months_capped = %3</translation>
    </message>
    <message>
        <source>%1; the cash never goes below zero within the horizon of %2 months</source>
        <translation>%1；在 %2 个月的时间范围内现金从未跌破零</translation>
    </message>
    <message>
        <source>%1; runway_days = %2</source>
        <translation>%1；runway_days = %2</translation>
    </message>
    <message>
        <source>%1; runway_days = %2; %3 = %4 / 30 = %5</source>
        <translation>%1；runway_days = %2；%3 = %4 / 30 = %5</translation>
    </message>
    <message>
        <source>%1 = free_quota_tokens_per_day × P_eff / 1e6 = %2 × %3 / 1M = %4, where %5</source>
        <translation>%1 = free_quota_tokens_per_day × P_eff / 1e6 = %2 × %3 / 1M = %4，其中 %5</translation>
    </message>
    <message>
        <source>%1 = ceil((free(0) + paid(0)) × IC / (tokens_per_chip_per_day × software_speedup) − 1e-9) = ceil((%2 + %3) × %4 / (%5 × %6)) = ceil(%7) = %8, %9</source>
        <translation>%1 = ceil((free(0) + paid(0)) × IC / (tokens_per_chip_per_day × software_speedup) − 1e-9) = ceil((%2 + %3) × %4 / (%5 × %6)) = ceil(%7) = %8，%9</translation>
    </message>
    <message>
        <source>%1 has no value: %2</source>
        <translation>%1 没有数值：%2</translation>
    </message>
    <message>
        <source>%1 = %2 chips: %3; over the horizon the fleet reaches %4 (%5 bought)</source>
        <translation>%1 = %2 张芯片：%3；在整个时间范围内集群达到 %4 张（购买 %5 张）</translation>
    </message>
    <message>
        <source>%1 = $0: %2</source>
        <translation>%1 = 0 美元：%2</translation>
    </message>
    <message>
        <source>%1 = the sum of capex(d) = %2 chips bought × %3 = %4, where %5</source>
        <translation>%1 = capex(d) 之和 = 购买的 %2 张芯片 × %3 = %4，其中 %5</translation>
    </message>
    <message>
        <source>%1 = cash_start / (30 × quota_list_value_usd_per_day): no value, since the quota&apos;s list value is 0</source>
        <translation>%1 = cash_start / (30 × quota_list_value_usd_per_day)：无数值，因为额度的标价价值为 0</translation>
    </message>
    <message>
        <source>%1 = cash_start / (30 × quota_list_value_usd_per_day) = %2 / (30 × %3) = %4 months, where %5</source>
        <translation>%1 = cash_start / (30 × quota_list_value_usd_per_day) = %2 / (30 × %3) = %4 个月，其中 %5</translation>
    </message>
    <message>
        <source>%1 = (free(0) + paid(0)) × SC_eff / 1e6 = (%2 + %3) × %4 / 1M = %5, where %6</source>
        <translation>%1 = (free(0) + paid(0)) × SC_eff / 1e6 = (%2 + %3) × %4 / 1M = %5，其中 %6</translation>
    </message>
    <message>
        <source>%1 = free(0) × SC_eff / 1e6 = %2 × %3 / 1M = %4 (the economic cost, depreciation included), %5; %6</source>
        <translation>%1 = free(0) × SC_eff / 1e6 = %2 × %3 / 1M = %4（经济成本，含折旧），%5；%6</translation>
    </message>
    <message>
        <source>%1 = free(0) × P_eff / 1e6 = %2 × %3 / 1M = %4</source>
        <translation>%1 = free(0) × P_eff / 1e6 = %2 × %3 / 1M = %4</translation>
    </message>
    <message>
        <source>%1 = the fleet&apos;s electricity = %2 a day (%3)</source>
        <translation>%1 = 集群的电费 = 每天 %2（%3）</translation>
    </message>
    <message>
        <source>0 in per_token mode</source>
        <translation>per_token 模式下为 0</translation>
    </message>
    <message>
        <source>%1 = free(0) / quota(0) × 100: no value, since the quota on day 0 is 0</source>
        <translation>%1 = free(0) / quota(0) × 100：无数值，因为第 0 天的额度为 0</translation>
    </message>
    <message>
        <source>%1 = free(0) / quota(0) × 100 = %2 / %3 × 100 = %4, %5</source>
        <translation>%1 = free(0) / quota(0) × 100 = %2 / %3 × 100 = %4，%5</translation>
    </message>
    <message>
        <source>%1 = paid(0) × (P_eff − SC_eff) / 1e6 − free(0) × SC_eff / 1e6 = %2 × (%3 − %4) / 1M − %5 × %4 / 1M = %6, %7</source>
        <translation>%1 = paid(0) × (P_eff − SC_eff) / 1e6 − free(0) × SC_eff / 1e6 = %2 × (%3 − %4) / 1M − %5 × %4 / 1M = %6，%7</translation>
    </message>
    <message>
        <source>%1 has no value: no conversion makes the programme&apos;s contribution ≥ 0</source>
        <translation>%1 没有数值：任何转化率都无法使项目贡献 ≥ 0</translation>
    </message>
    <message>
        <source>%1 = the smallest conversion at which the programme&apos;s contribution ≥ 0 = %2 (without a cap and at e = 1: 100 × SC_eff / P_eff = 100 × %3 / %4)</source>
        <translation>%1 = 使项目贡献 ≥ 0 的最低转化率 = %2（不设上限且 e = 1 时：100 × SC_eff / P_eff = 100 × %3 / %4）</translation>
    </message>
    <message>
        <source>%1 = the smallest conversion at which the programme&apos;s contribution ≥ 0 = %2</source>
        <translation>%1 = 使项目贡献 ≥ 0 的最低转化率 = %2</translation>
    </message>
    <message>
        <source>%1 = %2 (a scenario input)</source>
        <translation>%1 = %2（情景输入）</translation>
    </message>
    <message>
        <source>%1 = %2 (MODEL.md §5, from the daily model)</source>
        <translation>%1 = %2（MODEL.md §5，来自逐日模型）</translation>
    </message>
    <message>
        <source>%1 has no value in this scenario</source>
        <translation>%1 在此情景下没有数值</translation>
    </message>
    <message>
        <source>equals: consistent when |ratio − 1| ≤ 0.05</source>
        <translation>等于：|比值 − 1| ≤ 0.05 时为一致</translation>
    </message>
    <message>
        <source>at least: holds when computed ≥ claimed</source>
        <translation>至少：计算值 ≥ 声称值时成立</translation>
    </message>
    <message>
        <source>at most: holds when computed ≤ claimed</source>
        <translation>至多：计算值 ≤ 声称值时成立</translation>
    </message>
    <message>
        <source>between: holds when low ≤ computed ≤ high</source>
        <translation>介于：下限 ≤ 计算值 ≤ 上限时成立</translation>
    </message>
    <message>
        <source>%1 (with %2)</source>
        <translation>%1（设 %2）</translation>
    </message>
    <message>
        <source>%1: %2 = %3</source>
        <translation>%1：%2 = %3</translation>
    </message>
    <message>
        <source>%1: %2 → no value (%3)</source>
        <translation>%1：%2 → 无数值（%3）</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <source>%1: %2 → %3, ratio %4: does not match (outside 5 %)</source>
        <translation>%1：%2 → %3，比值 %4：不吻合（相差超过 5 %）</translation>
    </message>
    <message>
        <source>%1: %2 → %3, ratio %4: matches</source>
        <translation>%1：%2 → %3，比值 %4：吻合</translation>
    </message>
    <message>
        <source>%1: %2 → %3, ratio %4: matches (%5)</source>
        <translation>%1：%2 → %3，比值 %4：吻合（%5）</translation>
    </message>
    <message>
        <source>Claim %1 (%2: %3)</source>
        <translation>论断 %1（%2：%3）</translation>
    </message>
    <message>
        <source>Basis: internal: %1</source>
        <translation>依据：内部：%1</translation>
    </message>
    <message>
        <source>Scenario: the base scenario, unchanged</source>
        <translation>情景：基础情景，不作改动</translation>
    </message>
    <message>
        <source>Scenario: the base scenario with %1</source>
        <translation>情景：基础情景，并设 %1</translation>
    </message>
    <message>
        <source>cannot apply: %1</source>
        <translation>无法应用：%1</translation>
    </message>
    <message>
        <source>Computed: %1</source>
        <translation>计算值：%1</translation>
    </message>
    <message>
        <source>× %1 (a month is 30 days) = %2</source>
        <translation>× %1（一个月按 30 天计）= %2</translation>
    </message>
    <message>
        <source>× %1 = %2</source>
        <translation>× %1 = %2</translation>
    </message>
    <message>
        <source>÷ %1</source>
        <translation>÷ %1</translation>
    </message>
    <message>
        <source>= %1 / %2 = %3</source>
        <translation>= %1 / %2 = %3</translation>
    </message>
    <message>
        <source>Claimed: %1</source>
        <translation>声称值：%1</translation>
    </message>
    <message>
        <source>Range: %1 is %2 %3</source>
        <translation>范围：%1，%2（范围为 %3）</translation>
    </message>
    <message>
        <source>Ratio: computed / claimed = %1 / %2 = %3</source>
        <translation>比值：计算值 / 声称值 = %1 / %2 = %3</translation>
    </message>
    <message>
        <source>Verdict: %1 — %2</source>
        <translation>结论：%1 — %2</translation>
    </message>
    <message>
        <source>Other readings of the same figure (× %1):</source>
        <translation>对同一数字的其他理解（× %1）：</translation>
    </message>
    <message>
        <source>Other readings of the same figure:</source>
        <translation>对同一数字的其他理解：</translation>
    </message>
    <message>
        <source>Beside it:</source>
        <translation>旁证：</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>说明：%1</translation>
    </message>
    <message>
        <source>owned</source>
        <translation>自有加速卡（owned）</translation>
    </message>
    <message>
        <source>per_token</source>
        <translation>按 token 付费（per_token）</translation>
    </message>
    <message>
        <source>derived from the chips: %1 per 1M tokens</source>
        <translation>由加速卡推算：每百万 tokens %1</translation>
    </message>
    <message>
        <source>derived from the filing: %1</source>
        <translation>由招股书推算：%1</translation>
    </message>
    <message>
        <source>derived from the reported run: %1 accelerators</source>
        <translation>由所报道的运行推算：%1 张加速卡</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>ranges for %1</source>
        <translation>%1 的取值范围</translation>
    </message>
    <message>
        <source>derived</source>
        <translation>推算</translation>
    </message>
    <message>
        <source>Token Runway follows the company day by day from its cash on hand, not from the money it has raised: by default the cash of the filing (converted to dollars), plus what the listing raised, minus what the company burned between the filing date and the start. The runway ends on the first day the cash goes below zero; a month is 30 days, as in the articles.</source>
        <translation>Token Runway 从公司的现金储备出发逐日推演，而不是从它累计融到的钱出发：默认的现金储备是招股书中的现金（折算为美元），加上上市募集的资金，减去从招股书日期到起始日之间消耗的现金。现金首次跌破零的那一天，资金跑道即告结束；与文章一致，一个月按 30 天计。</translation>
    </message>
    <message>
        <source>The articles price the offered quota at list price. The model keeps that list value apart from what the free tokens actually used cost, and both apart from the cash the company spends.</source>
        <translation>文章按标价给所提供的额度估值。模型把这一标价价值与实际使用的免费 tokens 的成本分开，并把两者都与公司实际支出的现金分开。</translation>
    </message>
    <message>
        <source>The %1 claims of sources %2 are re-computed live, never stored: each claim&apos;s scenario is the current scenario with the claim&apos;s own inputs, its figure is a model quantity times a factor (sometimes divided by another), and a figure is consistent when it lies within %3 % of the model&apos;s. A claim whose deciding inputs come from its own source is marked internal: it checks the source&apos;s arithmetic, not the world. A claim that moves with the uncertain inputs also gets its odds: the share of %4 Monte Carlo futures in which it holds.</source>
        <translation>来源 %2 的 %1 条论断都实时重新计算，从不存储：每条论断的情景是当前情景加上该论断自己的输入，它的数字是模型中的某个量乘以一个系数（有时再除以另一个量），与模型数字相差在 %3 % 以内即为一致。决定性输入来自其自身来源的论断标记为“内部”：它检验的是来源自己的算术，而不是现实。随不确定输入而变动的论断还会给出成立概率：在 %4 个蒙特卡洛未来中它成立的比例。</translation>
    </message>
    <message>
        <source>Every default says whether it comes from an article, a public filing, published prices or an assumption, where it comes from and why. The inputs nobody knows carry ranges that the Monte Carlo, the tornado and the what-if map explore.</source>
        <translation>每个默认值都注明它来自文章、公开披露文件、公开价格还是假设，出处在哪里，以及为什么取这个值。无人知道的输入带有取值范围，供蒙特卡洛、龙卷风图和假设分析图探索。</translation>
    </message>
    <message>
        <source>the divisor&apos;s inputs do not apply here: %1</source>
        <translation>除数的输入在这里不适用：%1</translation>
    </message>
    <message>
        <source>The model gives %1, within %3 of %2.</source>
        <translation>模型给出 %1，与 %2 相差在 %3 以内。</translation>
    </message>
    <message>
        <source>is %1 characters long; a quote is at most %2 (the words the claim rests on, never the article)</source>
        <translation>长 %1 个字符；引文最多 %2 个字符（只引论断所依据的原话，而不是整篇文章）</translation>
    </message>
    <message>
        <source>only an &quot;equals&quot; claim has a tolerance (a bound or a range holds or fails as it is)</source>
        <translation>只有“equals”论断才有容差（界限或范围只按原样判断成立或不成立）</translation>
    </message>
    <message>
        <source>expected a tolerance from %1 to %2, got %3</source>
        <translation>容差应在 %1 到 %2 之间，实际为 %3</translation>
    </message>
    <message>
        <source>only an &quot;uncheckable&quot; claim has a reason (it says why the model cannot check the number)</source>
        <translation>只有“uncheckable”论断才有理由（它说明模型为何无法核对这个数字）</translation>
    </message>
    <message>
        <source>an &quot;uncheckable&quot; claim needs a &quot;reason&quot; saying why the model cannot check the number</source>
        <translation>“uncheckable”论断需要一个 &quot;reason&quot;，说明模型为何无法核对这个数字</translation>
    </message>
    <message>
        <source>&quot;per_overrides&quot; needs a &quot;per&quot;: they are the inputs of the divisor&apos;s scenario</source>
        <translation>&quot;per_overrides&quot; 需要 &quot;per&quot;：它们是除数所在情景的输入</translation>
    </message>
    <message>
        <source>expected a date as YYYY-MM-DD, got &quot;%1&quot;</source>
        <translation>日期应写作 YYYY-MM-DD，实际为“%1”</translation>
    </message>
    <message>
        <source>expected a link starting with https:// or http://, got &quot;%1&quot;</source>
        <translation>链接应以 https:// 或 http:// 开头，实际为“%1”</translation>
    </message>
    <message>
        <source>expected a language code such as &quot;en&quot; or &quot;zh&quot;, got &quot;%1&quot;</source>
        <translation>应为语言代码，如 &quot;en&quot; 或 &quot;zh&quot;，实际为“%1”</translation>
    </message>
    <message>
        <source>expected the SHA-256 of the text as 64 lowercase hexadecimal digits, got &quot;%1&quot;</source>
        <translation>文本的 SHA-256 应为 64 位小写十六进制数字，实际为“%1”</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot; (or &quot;%2&quot;), got %3</source>
        <translation>应为“%1”（或“%2”），实际为%3</translation>
    </message>
    <message>
        <source>within %1</source>
        <translation>相差在 %1 以内</translation>
    </message>
    <message>
        <source>%1 too low</source>
        <translation>低了 %1</translation>
    </message>
    <message>
        <source>%1 too high</source>
        <translation>高了 %1</translation>
    </message>
    <message>
        <source>equals: consistent when |ratio − 1| ≤ %1</source>
        <translation>等于：|比值 − 1| ≤ %1 时为一致</translation>
    </message>
    <message>
        <source>unknown claim &quot;%1&quot;; give &quot;all&quot; or one of %2</source>
        <translation>未知的论断“%1”；请给出 &quot;all&quot; 或以下之一：%2</translation>
    </message>
    <message>
        <source>%1 = cash_start / first_month_net_burn_usd = %2 / %3 = %4 months (the textbook runway), where the first month&apos;s net burn is %5 and %6</source>
        <translation>%1 = cash_start / first_month_net_burn_usd = %2 / %3 = %4 个月（教科书跑道），其中首月净消耗为 %5，且 %6</translation>
    </message>
    <message>
        <source>%1: the first month&apos;s net burn (days 0–29, serving cash + opex − revenue) is %2 = %3</source>
        <translation>%1：首月净消耗（第 0–29 天，服务现金支出 + 运营成本 − 收入）为 %2 = %3</translation>
    </message>
    <message>
        <source>the run needs at least 10,000 chips at 400M tokens per chip per day</source>
        <translation>按每张芯片每天 4 亿 tokens 计算，这次运行至少需要 1 万张芯片</translation>
    </message>
    <message>
        <source>the same year, read as the cash runway on the cash the filing implies (not the $1B)</source>
        <translation>同样的“一年”，按招股文件所推算现金下的现金跑道理解（而非 10 亿美元）</translation>
    </message>
    <message>
        <source>the cash runway on the filing&apos;s cash</source>
        <translation>按招股文件现金计算的现金跑道</translation>
    </message>
    <message>
        <source>the free allocations burn hundreds of thousands of dollars per month, read as the serving cost of the free tokens used</source>
        <translation>免费额度每月烧掉数十万美元，按实际使用的免费 tokens 的推理服务成本理解</translation>
    </message>
    <message>
        <source>the serving cost of the free tokens used</source>
        <translation>实际使用的免费 tokens 的推理服务成本</translation>
    </message>
    <message>
        <source>the same burn, read as the cash spent serving the free tokens</source>
        <translation>同样的消耗，按为免费 tokens 提供服务所花的现金理解</translation>
    </message>
    <message>
        <source>the cash spent serving them</source>
        <translation>为其提供服务所花的现金</translation>
    </message>
    <message>
        <source>D&apos;s count is checked with E&apos;s 400M tokens per chip a day: the default throughput is E&apos;s figure, so agreement shows the count is consistent with E&apos;s arithmetic, not how many accelerators the company has.</source>
        <translation>D 的数量是用 E 的每张芯片每天 4 亿 tokens 来核对的：默认吞吐量就是 E 的数字，所以相符只说明这个数量与 E 的算术一致，而不是公司实际拥有多少加速卡。</translation>
    </message>
    <message>
        <source>the run went across thousands of chips</source>
        <translation>这次运行用了数千张芯片</translation>
    </message>
    <message>
        <source>The count is checked with E&apos;s 400M tokens per chip a day (the default throughput), so agreement shows the figure is consistent with that arithmetic, not how many accelerators the company has.</source>
        <translation>这个数量是用 E 的每张芯片每天 4 亿 tokens（默认吞吐量）来核对的，所以相符只说明该数字与这一算术一致，而不是公司实际拥有多少加速卡。</translation>
    </message>
    <message>
        <source>free token quotas require massive capital reserves, read at today&apos;s use: the accelerators to buy cost at least the cash</source>
        <translation>免费 tokens 额度需要巨额资本储备，按当前用量理解：需要购买的加速卡至少值全部现金</translation>
    </message>
    <message>
        <source>today&apos;s use</source>
        <translation>当前用量</translation>
    </message>
    <message>
        <source>the same reserves, read at a full quota of 100T tokens a day</source>
        <translation>同样的储备，按每天 100 万亿 tokens 的满额度理解</translation>
    </message>
    <message>
        <source>a full quota</source>
        <translation>满额度</translation>
    </message>
    <message>
        <source>the run needs hundreds, likely thousands, of accelerators</source>
        <translation>这次运行需要数百、很可能数千张加速卡</translation>
    </message>
    <message>
        <source>Zhipu is not paying the $10M a day the quota is worth at list (read: the free tokens used cost less than that)</source>
        <translation>智谱并没有支付额度按标价计算的每天 1000 万美元（理解为：实际使用的免费 tokens 成本低于此数）</translation>
    </message>
    <message>
        <source>below 1 % conversion the company is in trouble (read: at 1 % the runway is at least 5 % shorter than at 3 %)</source>
        <translation>转化率低于 1 % 公司就有麻烦（理解为：1 % 时的跑道比 3 % 时至少短 5 %）</translation>
    </message>
    <message>
        <source>close to NVIDIA&apos;s performance could mean 80 % or 95 % of it</source>
        <translation>“接近 NVIDIA 的性能”可能指其 80 % 或 95 %</translation>
    </message>
    <message>
        <source>the model has no NVIDIA throughput to compare the domestic chips with</source>
        <translation>模型没有可与国产芯片比较的 NVIDIA 吞吐量</translation>
    </message>
    <message>
        <source>close to NVIDIA usually means 70–85 % of the NVIDIA part</source>
        <translation>“接近 NVIDIA”通常指相应 NVIDIA 芯片的 70–85 %</translation>
    </message>
    <message>
        <source>GLM-5.3 Flash processed about twice the tokens of DeepSeek-V4-Flash</source>
        <translation>GLM-5.3 Flash 处理的 tokens 约为 DeepSeek-V4-Flash 的两倍</translation>
    </message>
    <message>
        <source>the model has no DeepSeek volume</source>
        <translation>模型没有 DeepSeek 的处理量</translation>
    </message>
    <message>
        <source>the cost per token on domestic chips is comparable to NVIDIA&apos;s</source>
        <translation>国产芯片上每个 token 的成本与 NVIDIA 相当</translation>
    </message>
    <message>
        <source>the model has no independent NVIDIA cost; the h100-rental preset is an assumption, not a measurement</source>
        <translation>模型没有独立的 NVIDIA 成本数据；h100-rental 预设只是一个假设，不是测量值</translation>
    </message>
    <message>
        <source>the candidate chips&apos; performance varies by 30–40 %</source>
        <translation>候选芯片之间的性能相差 30–40 %</translation>
    </message>
    <message>
        <source>the model has no per-chip data; the odds already range tokens per chip from 2e8 to 8e8, wider than 30–40 %</source>
        <translation>模型没有逐个芯片的数据；概率计算中每张芯片的 tokens 已在 2 亿到 8 亿之间变化，比 30–40 % 更宽</translation>
    </message>
    <message>
        <source>developers switch for a 10 % price difference</source>
        <translation>开发者会因为 10 % 的价差而转换</translation>
    </message>
    <message>
        <source>the model has no competitor&apos;s price</source>
        <translation>模型没有竞争对手的价格</translation>
    </message>
    <message>
        <source>Zhipu has raised over $1 billion</source>
        <translation>智谱已融资超过 10 亿美元</translation>
    </message>
    <message>
        <source>the model starts from the cash on hand, not from the funds raised</source>
        <translation>模型从手头现金出发，而不是从融资总额出发</translation>
    </message>
    <message>
        <source>needs a &quot;claim&quot; or a &quot;quote&quot;: a claim that is not judged is still listed, in words</source>
        <translation>需要 &quot;claim&quot; 或 &quot;quote&quot;：不参与判定的论断也会列出，需要有文字</translation>
    </message>
    <message>
        <source>expected a draft&apos;s base unit (count, tokens, money, accelerators, people, percent, months, days or multiple), got &quot;%1&quot;; a confirmed claim takes the unit its figure is shown in</source>
        <translation>应为草稿的基本单位（count、tokens、money、accelerators、people、percent、months、days 或 multiple），实际为 &quot;%1&quot;；已确认的论断使用其数值显示时的单位</translation>
    </message>
    <message>
        <source>only money has a currency (the draft&apos;s unit is not &quot;money&quot;)</source>
        <translation>只有金额才有币种（该草稿的单位不是 &quot;money&quot;）</translation>
    </message>
    <message>
        <source>expected a list of {&quot;quantity&quot;, &quot;factor&quot;}, got %1</source>
        <translation>应为 {&quot;quantity&quot;, &quot;factor&quot;} 组成的列表，实际为 %1</translation>
    </message>
    <message>
        <source>only a draft has what the extractor found (currency, period, suggestions); a confirmed or uncheckable claim has its quantity and unit instead</source>
        <translation>只有草稿才带有提取器找到的信息（currency、period、suggestions）；已确认或无法核查的论断改用其数量和单位</translation>
    </message>
    <message>
        <source>a scale word or a decimal point off (thousand ↔ million ↔ billion ↔ trillion)</source>
        <translation>数量级词或小数点错位（千 ↔ 百万 ↔ 十亿 ↔ 万亿）</translation>
    </message>
    <message>
        <source>万 dropped or added (100 万亿 read as 100 亿, or back)</source>
        <translation>漏写或多写了“万”（把 100 万亿读成 100 亿，或反之）</translation>
    </message>
    <message>
        <source>亿 dropped or added</source>
        <translation>漏写或多写了“亿”</translation>
    </message>
    <message>
        <source>a day read as a month, or a month as a day</source>
        <translation>把一天的数读成一个月的，或把一个月的读成一天的</translation>
    </message>
    <message>
        <source>a month read as a year, or a year as a month</source>
        <translation>把一个月的数读成一年的，或把一年的读成一个月的</translation>
    </message>
    <message>
        <source>a day read as a year, or a year as a day</source>
        <translation>把一天的数读成一年的，或把一年的读成一天的</translation>
    </message>
    <message>
        <source>yuan read as dollars, or dollars as yuan</source>
        <translation>把人民币读成美元，或把美元读成人民币</translation>
    </message>
    <message>
        <source>per token read as per million tokens, or back</source>
        <translation>把每 token 的价格读成每百万 tokens 的价格，或反之</translation>
    </message>
    <message>
        <source>A units slip matches: the figure is %1× too low (within 1 %): %2.</source>
        <translation>符合一种单位错误：该数字低了 %1 倍（误差在 1 % 以内）：%2。</translation>
    </message>
    <message>
        <source>A units slip matches: the figure is %1× too high (within 1 %): %2.</source>
        <translation>符合一种单位错误：该数字高了 %1 倍（误差在 1 % 以内）：%2。</translation>
    </message>
    <message>
        <source>%1× too low: %2</source>
        <translation>低了 %1 倍：%2</translation>
    </message>
    <message>
        <source>%1× too high: %2</source>
        <translation>高了 %1 倍：%2</translation>
    </message>
    <message>
        <source>claim &quot;%1&quot; is %2: it is listed, never judged, so it has no arithmetic</source>
        <translation>论断 &quot;%1&quot; 的状态是 %2：它只会被列出，从不判定，所以没有算式</translation>
    </message>
    <message>
        <source>Compute within R&amp;D in 2024</source>
        <translation>2024 年研发中的算力支出</translation>
    </message>
    <message>
        <source>Knowledge Atlas Technology Joint Stock Company Limited (Zhipu), Global Offering prospectus, HKEXnews, 30 December 2025 (year to 31 December 2024)</source>
        <translation>北京智谱华章科技股份有限公司（智谱），全球发售招股章程，披露易（HKEXnews），2025 年 12 月 30 日（截至 2024 年 12 月 31 日止年度）</translation>
    </message>
    <message>
        <source>about RMB 129.3M a month; against H1 2025&apos;s RMB 190.8M a month, training compute grew about 4.4 % a month (training_compute_growth_pct_per_month)</source>
        <translation>约每月 1.293 亿元人民币；对比 2025 年上半年的每月 1.908 亿元，训练算力每月增长约 4.4 %（training_compute_growth_pct_per_month）</translation>
    </message>
    <message>
        <source>Compute within R&amp;D in H1 2025</source>
        <translation>2025 年上半年研发中的算力支出</translation>
    </message>
    <message>
        <source>75 % of the gross operating cash cost of RMB 1.517B (training_compute_share_pct); an expense, which may hold depreciation and inference for research</source>
        <translation>占 15.17 亿元人民币总运营现金成本的 75 %（training_compute_share_pct）；这是费用口径，可能包含折旧和研究用的推理</translation>
    </message>
    <message>
        <source>Revenue in 2025</source>
        <translation>2025 年收入</translation>
    </message>
    <message>
        <source>press reports of Zhipu&apos;s results for 2025, June 2026 (secondary reporting)</source>
        <translation>关于智谱 2025 年业绩的媒体报道，2026 年 6 月（二手报道）</translation>
    </message>
    <message>
        <source>+131.9 % on 2024; ÷ 7.17 = $100.98M, where the default path (4 % a month from $4.4M) gives $60.95M for 2025 and the fy2025-revenue preset ($8.41M a month, provisional) $103.30M</source>
        <translation>比 2024 年增长 131.9 %；÷ 7.17 = 1.0098 亿美元，而默认路径（从 440 万美元起每月增长 4 %）给出 2025 年 6,095 万美元，fy2025-revenue 预设（每月 841 万美元，暂定）给出 1.0330 亿美元</translation>
    </message>
    <message>
        <source>Net loss in 2025</source>
        <translation>2025 年净亏损</translation>
    </message>
    <message>
        <source>holds non-cash fair-value changes, so it cannot stand in for the cash burn</source>
        <translation>含非现金的公允价值变动，因此不能代替现金消耗</translation>
    </message>
    <message>
        <source>Coding Plan: paying developers within two months</source>
        <translation>编程套餐：两个月内的付费开发者</translation>
    </message>
    <message>
        <source>Zhipu&apos;s statement of 12 February 2026, as reported (secondary reporting)</source>
        <translation>智谱 2026 年 2 月 12 日的表态，据报道（二手报道）</translation>
    </message>
    <message>
        <source>with an annual recurring revenue past RMB 100M: about $7.75 a subscriber a month, the coding-plan preset</source>
        <translation>年度经常性收入超过 1 亿元人民币：每位订阅者每月约 7.75 美元，即 coding-plan 预设</translation>
    </message>
    <message>
        <source>Coding Plan list prices a month</source>
        <translation>编程套餐每月标价</translation>
    </message>
    <message>
        <source>Zhipu&apos;s Coding Plan price list after the rise of 23 February 2026, as reported (secondary reporting)</source>
        <translation>智谱编程套餐 2026 年 2 月 23 日涨价后的价目表，据报道（二手报道）</translation>
    </message>
    <message>
        <source>three tiers: RMB 49, 149 and 469 a month</source>
        <translation>三档：每月 49、149 和 469 元人民币</translation>
    </message>
    <message>
        <source>Platform usage in November 2025</source>
        <translation>2025 年 11 月的平台用量</translation>
    </message>
    <message>
        <source>press reports of the GLM open platform&apos;s usage, November 2025 (secondary reporting; no primary document was available)</source>
        <translation>关于 GLM 开放平台用量的媒体报道，2025 年 11 月（二手报道；未能获得一手文件）</translation>
    </message>
    <message>
        <source>the run&apos;s 3.87T a day is 84–92 % of the platform&apos;s daily volume in 2025, and on 2026-02-21 Zhipu apologised that capacity lagged GLM-5 demand: the fleet was not idle (fleet_share_pct)</source>
        <translation>这次运行每天 3.87 万亿 tokens，相当于平台 2025 年日均用量的 84–92 %；2026-02-21 智谱又为算力扩容跟不上 GLM-5 需求致歉：集群并不空闲（fleet_share_pct）</translation>
    </message>
    <message>
        <source>Bank facilities</source>
        <translation>银行授信额度</translation>
    </message>
    <message>
        <source>a third-party reading of the Global Offering prospectus (secondary reporting)</source>
        <translation>第三方对全球发售招股章程的解读（二手报道）</translation>
    </message>
    <message>
        <source>÷ 7.17 = $1.241B; such facilities are usually uncommitted, so they count only in the bank-lines preset</source>
        <translation>÷ 7.17 = 12.41 亿美元；这类授信通常不是承诺性的，因此只在 bank-lines 预设中计入</translation>
    </message>
    <message>
        <source>Market capitalisation on the listing day</source>
        <translation>上市首日市值</translation>
    </message>
    <message>
        <source>press reports of the Hong Kong listing, 8 January 2026 (secondary reporting)</source>
        <translation>关于香港上市的媒体报道，2026 年 1 月 8 日（二手报道）</translation>
    </message>
    <message>
        <source>10 % of it is about $745M, the follow-on preset&apos;s raise (its size, month and odds are assumptions)</source>
        <translation>其 10 % 约为 7.45 亿美元，即 follow-on 预设中的融资（金额、月份和概率都是假设）</translation>
    </message>
    <message>
        <source>Planned A-share raise</source>
        <translation>计划中的 A 股融资</translation>
    </message>
    <message>
        <source>press reports, February to June 2026 (secondary reporting)</source>
        <translation>媒体报道，2026 年 2 月至 6 月（二手报道）</translation>
    </message>
    <message>
        <source>the live alternative to the follow-on preset&apos;s raise</source>
        <translation>follow-on 预设中那笔融资的现实替代方案</translation>
    </message>
    <message>
        <source>DeepSeek V4-Flash list price per million tokens, input to output</source>
        <translation>DeepSeek V4-Flash 每百万 tokens 标价，输入至输出</translation>
    </message>
    <message>
        <source>DeepSeek API documentation, &quot;Models &amp; Pricing&quot; (api-docs.deepseek.com)</source>
        <translation>DeepSeek API 文档，“模型与价格”（api-docs.deepseek.com）</translation>
    </message>
    <message>
        <source>blended 3 input tokens to 1 output: $0.175, the deepseek-ceiling preset&apos;s competitor price</source>
        <translation>按 3 个输入 token 对 1 个输出 token 混合：0.175 美元，即 deepseek-ceiling 预设中的竞争者价格</translation>
    </message>
    <message>
        <source>%1 paying developers</source>
        <translation>%1 名付费开发者</translation>
    </message>
    <message>
        <source>USD %1</source>
        <translation>%1 美元</translation>
    </message>
    <message>
        <source>Each day the developers who convert pay for their tokens (demand answers to price through the elasticity), the others use the free quota up to its limit and up to any per-account cap, and the company pays its operating cost minus its other revenue. Both were measured in H1 2025 and grow from then, through the start and on: the operating cost 2 % a month, its training compute (three quarters of it) 4.4 % a month on a line of its own, the other revenue 4 % a month. Prices and serving costs follow the token mix: an output token is priced and costs several times an input token.</source>
        <translation>每天，转化为付费用户的开发者为自己的 tokens 付费（需求通过价格弹性对价格作出反应），其余开发者在额度上限和每个账户的上限之内使用免费额度；公司支付运营成本，并扣除其他收入。两者都是 2025 年上半年的测量值，从那时起一直增长到起始日及以后：运营成本每月增长 2 %，其中的训练算力（约占四分之三）单列一行、每月增长 4.4 %，其他收入每月增长 4 %。价格和推理服务成本都随 token 结构而变：一个输出 token 的价格和成本都是输入 token 的数倍。</translation>
    </message>
    <message>
        <source>The company serves on accelerators it owns, but only a share of them is free for the free tier and the paid API (half by default, an assumption: the rest has other work). Depreciation is not cash: a free chip costs only its electricity, and a chip the programme lacks costs its whole price in cash on the day it is bought. So the free tier&apos;s cash cost is the accelerators it makes the company buy and their power, and when the quota fills it becomes a capex wall: the accelerators to buy on day 0 can cost several times the cash. The serving cost per token (depreciation included) still prices the unit economics: does a token, a converted developer, the programme pay for itself.</source>
        <translation>公司在自有的加速卡上提供推理服务，但其中只有一部分可用于免费层和付费 API（默认一半，这是一个假设：其余的另有任务）。折旧不是现金：空闲的芯片只花电费，而项目缺少的芯片要在购买当天以全价支付现金。因此，免费层的现金成本就是它让公司购入的加速卡及其电费；一旦额度用满，它就变成一堵资本开支之墙：第 0 天需要购买的加速卡可能花掉数倍于现金储备的钱。每个 token 的推理服务成本（含折旧）仍然决定着单位经济：一个 token、一个转化的开发者、整个项目能否自负盈亏。</translation>
    </message>
    <message>
        <source>Money still to come counts when it is more likely than not (a raise with a probability above 50 %), and a committed credit line is drawn when the cash runs out; the company&apos;s own cash counts neither. So the odds come in two pairs: of needing new money (the own cash gone) and of running out of cash (with the money expected).</source>
        <translation>尚未到账的资金只有在可能性大于一半时才计入（概率高于 50 % 的融资），已承诺的信贷额度在现金用尽时提取；公司自有现金两者都不计。因此概率成对给出：需要新资金的概率（自有现金用尽）和现金耗尽的概率（计入预期资金）。</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <source>Change %1</source>
        <translation>更改%1</translation>
    </message>
    <message>
        <source>Remove the %1</source>
        <translation>移除%1</translation>
    </message>
    <message>
        <source>Derive %1</source>
        <translation>推算%1</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>设置%1</translation>
    </message>
</context>
<context>
    <name>Comparison</name>
    <message>
        <source>Cash on hand at the start</source>
        <translation>起始现金储备</translation>
    </message>
    <message>
        <source>Runway (base case)</source>
        <translation>资金跑道（基准情形）</translation>
    </message>
    <message>
        <source>Runway, median of the odds</source>
        <translation>资金跑道，概率模拟的中位数</translation>
    </message>
    <message>
        <source>Runway, 5th percentile of the odds</source>
        <translation>资金跑道，概率模拟的第 5 百分位</translation>
    </message>
    <message>
        <source>Runway, 95th percentile of the odds</source>
        <translation>资金跑道，概率模拟的第 95 百分位</translation>
    </message>
    <message>
        <source>Chance of running out within 12 months</source>
        <translation>12 个月内现金耗尽的概率</translation>
    </message>
    <message>
        <source>Chance of running out within 24 months</source>
        <translation>24 个月内现金耗尽的概率</translation>
    </message>
    <message>
        <source>Free tier: cash cost on day 0</source>
        <translation>免费额度：第 0 天的现金成本</translation>
    </message>
    <message>
        <source>Capex: accelerators bought on day 0</source>
        <translation>资本开支：第 0 天购买的加速卡</translation>
    </message>
    <message>
        <source>LTV / CAC</source>
        <translation>LTV / CAC</translation>
    </message>
    <message>
        <source>the model gives %1 no number for this scenario</source>
        <translation>模型在此情景下未给出%1的数值</translation>
    </message>
    <message>
        <source>the odds are being simulated</source>
        <translation>概率正在模拟中</translation>
    </message>
    <message>
        <source>metric</source>
        <translation>指标</translation>
    </message>
    <message>
        <source>model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>parameter: %1</source>
        <translation>参数：%1</translation>
    </message>
    <message>
        <source>Chance of needing new money within 12 months</source>
        <translation>12 个月内需要新资金的概率</translation>
    </message>
    <message>
        <source>Chance of needing new money within 24 months</source>
        <translation>24 个月内需要新资金的概率</translation>
    </message>
    <message>
        <source>Free tier: incremental cash cost on day 0</source>
        <translation>免费额度：第 0 天的增量现金成本</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>%1+ months</source>
        <translation>%1+ 个月</translation>
    </message>
    <message>
        <source>RMB %1 ÷ %2 + %3 − %4 months × %5</source>
        <translation>人民币 %1 ÷ %2 + %3 − %4 个月 × %5</translation>
    </message>
    <message>
        <source>%1 accelerators to buy on day 0 cost %2; the cash is %3</source>
        <translation>第 0 天需购入 %1 张加速卡，花费 %2；现金储备只有 %3</translation>
    </message>
    <message>
        <source>%1 dollars</source>
        <translation>%1美元</translation>
    </message>
    <message>
        <source>RMB %1</source>
        <translation>人民币 %1</translation>
    </message>
    <message>
        <source>negative (%1)</source>
        <translation>负（%1）</translation>
    </message>
    <message>
        <source>positive (%1)</source>
        <translation>正（%1）</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>
… and %1 more</source>
        <translation>
… 以及另外 %1 项</translation>
    </message>
</context>
<context>
    <name>Files</name>
    <message>
        <source>is %1 bytes; a text to read numbers from is at most 1 MiB (1,048,576 bytes)</source>
        <translation>大小为 %1 字节；用于读取数字的文本最多 1 MiB（1,048,576 字节）</translation>
    </message>
    <message>
        <source>is not UTF-8: it looks like %1 from its byte-order mark; save it as UTF-8 and try again</source>
        <translation>不是 UTF-8：从字节顺序标记看像是 %1；请另存为 UTF-8 后重试</translation>
    </message>
    <message>
        <source>holds a NUL byte at byte offset %1: it is not a UTF-8 text file (UTF-16 or UTF-32 without a byte-order mark?); save it as UTF-8 and try again</source>
        <translation>在字节偏移 %1 处含有 NUL 字节：它不是 UTF-8 文本文件（可能是没有字节顺序标记的 UTF-16 或 UTF-32？）；请另存为 UTF-8 后重试</translation>
    </message>
    <message>
        <source>is not UTF-8: the byte at offset %1 (%2) does not start a UTF-8 character; save it as UTF-8 and try again</source>
        <translation>不是 UTF-8：偏移 %1 处的字节（%2）不是 UTF-8 字符的开头；请另存为 UTF-8 后重试</translation>
    </message>
    <message>
        <source>is empty: there is no text to read numbers from</source>
        <translation>是空的：没有可从中读取数字的文本</translation>
    </message>
    <message>
        <source>holds only white space: there is no text to read numbers from</source>
        <translation>只有空白字符：没有可从中读取数字的文本</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>文件不存在</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>是文件夹，不是文件</translation>
    </message>
    <message>
        <source>cannot be read (permission denied?)</source>
        <translation>无法读取（没有权限？）</translation>
    </message>
    <message>
        <source>reading failed</source>
        <translation>读取失败</translation>
    </message>
    <message>
        <source>is over 1 MiB; a text to read numbers from is at most 1 MiB (1,048,576 bytes)</source>
        <translation>超过 1 MiB；用于读取数字的文本最多 1 MiB（1,048,576 字节）</translation>
    </message>
    <message>
        <source>is over 1 MiB; scenario documents are at most 1 MiB (1,048,576 bytes)</source>
        <translation>超过 1 MiB；情景文档最多 1 MiB（1,048,576 字节）</translation>
    </message>
    <message>
        <source>is %1B; scenario documents are at most 1 MiB (1,048,576 bytes)</source>
        <translation>大小为 %1B；情景文档最多 1 MiB（1,048,576 字节）</translation>
    </message>
    <message>
        <source>disk full (%1)</source>
        <translation>磁盘已满（%1）</translation>
    </message>
    <message>
        <source>writing failed: %1</source>
        <translation>写入失败：%1</translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>the file name is empty</source>
        <translation>文件名为空</translation>
    </message>
    <message>
        <source>is a symbolic link to a file that does not exist (%1); nothing was written</source>
        <translation>是指向不存在文件的符号链接（%1）；未写入任何内容</translation>
    </message>
    <message>
        <source>is the open library (%1); an output never replaces it: give another file name</source>
        <translation>是当前打开的情景库（%1）；输出绝不会覆盖它：请换一个文件名</translation>
    </message>
    <message>
        <source>is a folder; give a file name</source>
        <translation>是文件夹；请给出文件名</translation>
    </message>
    <message>
        <source>is a block device; give a file name</source>
        <translation>是块设备；请给出文件名</translation>
    </message>
    <message>
        <source>is not a regular file; give a file name</source>
        <translation>不是普通文件；请给出文件名</translation>
    </message>
    <message>
        <source>is not writable (%1); it was left unchanged</source>
        <translation>不可写（%1）；文件保持原样</translation>
    </message>
    <message>
        <source>the folder %1 does not exist</source>
        <translation>文件夹 %1 不存在</translation>
    </message>
    <message>
        <source>cannot keep the file&apos;s permissions: %1</source>
        <translation>无法保留文件的权限：%1</translation>
    </message>
    <message>
        <source>cannot be replaced: %1</source>
        <translation>无法替换：%1</translation>
    </message>
    <message>
        <source>is over %1 bytes, the most it may be</source>
        <translation>超过了允许的最大值 %1 字节</translation>
    </message>
    <message>
        <source>is %1B; it may be at most %2 bytes</source>
        <translation>大小为 %1B；最多只能为 %2 字节</translation>
    </message>
</context>
<context>
    <name>GoalSeek</name>
    <message>
        <source>%1 is derived from the accelerators while %2 is &quot;owned&quot;; set %2 to &quot;per_token&quot; to solve for it, or solve for an accelerator input such as %3</source>
        <translation>%2 为 &quot;owned&quot;（自有算力）时，%1 由加速卡推算得出；如需求解它，请将 %2 设为 &quot;per_token&quot;（按 token 计费），或改为求解加速卡相关参数，例如 %3</translation>
    </message>
    <message>
        <source>the runway is %1 months at %2 = %3 and %4 months at %5: both reach the target %6 months, so the ends do not bracket it</source>
        <translation>在 %2 = %3 时跑道为 %1 个月，在 %5 时为 %4 个月：两端都达到目标 %6 个月，因此搜索区间的两端没有夹住目标</translation>
    </message>
    <message>
        <source>the runway is %1 months at %2 = %3 and %4 months at %5: both fall short of the target %6 months, so the ends do not bracket it</source>
        <translation>在 %2 = %3 时跑道为 %1 个月，在 %5 时为 %4 个月：两端都未达到目标 %6 个月，因此搜索区间的两端没有夹住目标</translation>
    </message>
    <message>
        <source>%1 (the runway is capped at horizon_months, %2)</source>
        <translation>%1（跑道以模拟期 horizon_months 为上限：%2 个月）</translation>
    </message>
    <message>
        <source>%1 is a model-3 key and this scenario is read as model %2; upgrade it to model 3 to solve for it</source>
        <translation>%1 是模型 3 的键，而此情景按模型 %2 读取；请先将其升级到模型 3 再求解</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>%1 is a built-in preset and read-only; save your changes as a copy under a new name</source>
        <translation>%1 是内置预设，只读；请把修改另存为新名称的副本</translation>
    </message>
    <message>
        <source>cannot save %1: %2</source>
        <translation>无法保存 %1：%2</translation>
    </message>
    <message>
        <source>%1 (the library file is damaged; it was left unchanged: restore a backup or use another --db)</source>
        <translation>%1（情景库文件已损坏；文件保持原样：请恢复备份，或用 --db 指定另一个情景库）</translation>
    </message>
    <message>
        <source>cannot list the scenarios: %1</source>
        <translation>无法列出情景：%1</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 has no version %2 (see its history)</source>
        <translation>%1 没有第 %2 版（请查看其历史）</translation>
    </message>
    <message>
        <source>version %1 of %2 does not exist; versions start at 1</source>
        <translation>%2 的第 %1 版不存在；版本从 1 开始编号</translation>
    </message>
    <message>
        <source>the library did not store the new scenario</source>
        <translation>情景库没有存下新的情景</translation>
    </message>
    <message>
        <source>the library did not update the scenario</source>
        <translation>情景库没有更新该情景</translation>
    </message>
    <message>
        <source>its newest version is number %1, and no version can be numbered beyond %2; save it under a new name</source>
        <translation>其最新版本号为 %1，而版本号不能超过 %2；请以新名称保存</translation>
    </message>
    <message>
        <source>the library did not store the version</source>
        <translation>情景库没有存下该版本</translation>
    </message>
    <message>
        <source>contains the control character %1 at byte %2; a note may hold tabs and line breaks but no other control characters</source>
        <translation>在第 %2 字节处含有控制字符 %1；说明可以包含制表符和换行，但不能包含其他控制字符</translation>
    </message>
    <message>
        <source>cannot save: %1</source>
        <translation>无法保存：%1</translation>
    </message>
    <message>
        <source>a scenario named %1 already exists; save the file to add a version, or import it under another name</source>
        <translation>名为 %1 的情景已存在；请保存文件以新增一个版本，或换个名称导入</translation>
    </message>
    <message>
        <source>cannot rename: %1</source>
        <translation>无法重命名：%1</translation>
    </message>
    <message>
        <source>%1 is a built-in preset and cannot be renamed; duplicate it instead</source>
        <translation>%1 是内置预设，不能重命名；请改为复制一份</translation>
    </message>
    <message>
        <source>a scenario named %1 already exists</source>
        <translation>名为 %1 的情景已存在</translation>
    </message>
    <message>
        <source>cannot rename %1: %2</source>
        <translation>无法重命名 %1：%2</translation>
    </message>
    <message>
        <source>cannot delete: %1</source>
        <translation>无法删除：%1</translation>
    </message>
    <message>
        <source>%1 is a built-in preset and cannot be deleted</source>
        <translation>%1 是内置预设，不能删除</translation>
    </message>
    <message>
        <source>cannot delete %1: %2</source>
        <translation>无法删除 %1：%2</translation>
    </message>
    <message>
        <source>cannot restore: %1</source>
        <translation>无法恢复：%1</translation>
    </message>
    <message>
        <source>cannot undo the delete: a scenario named %1 exists again</source>
        <translation>无法撤销删除：名为 %1 的情景又已存在</translation>
    </message>
    <message>
        <source>cannot restore %1: %2</source>
        <translation>无法恢复 %1：%2</translation>
    </message>
    <message>
        <source>cannot read the history of %1: version number %2 is beyond %3 (the library was edited by hand)</source>
        <translation>无法读取 %1 的历史：版本号 %2 超过 %3（情景库被手动编辑过）</translation>
    </message>
    <message>
        <source>cannot read the history of %1: %2</source>
        <translation>无法读取 %1 的历史：%2</translation>
    </message>
    <message>
        <source>cannot keep the draft: %1</source>
        <translation>无法保存草稿：%1</translation>
    </message>
    <message>
        <source>the draft was not stored</source>
        <translation>草稿未能保存</translation>
    </message>
    <message>
        <source>cannot read the drafts: %1</source>
        <translation>无法读取草稿：%1</translation>
    </message>
    <message>
        <source>cannot take over the draft: %1</source>
        <translation>无法接管草稿：%1</translation>
    </message>
    <message>
        <source>cannot clear the draft: %1</source>
        <translation>无法清除草稿：%1</translation>
    </message>
    <message>
        <source>integrity check failed: %1</source>
        <translation>完整性检查失败：%1</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>is damaged or not a Token Runway library (%1); it was left unchanged</source>
        <translation>已损坏，或不是 Token Runway 情景库（%1）；文件保持原样</translation>
    </message>
    <message>
        <source>cannot be created: %1</source>
        <translation>无法创建：%1</translation>
    </message>
    <message>
        <source>the folder %1 cannot be created: %2</source>
        <translation>无法创建文件夹 %1：%2</translation>
    </message>
    <message>
        <source>cannot be created: the folder %1 is not writable</source>
        <translation>无法创建：文件夹 %1 不可写</translation>
    </message>
    <message>
        <source>%1; no file was left behind</source>
        <translation>%1；没有留下任何文件</translation>
    </message>
    <message>
        <source>its table %1 is not as schema %2 has it (%3)</source>
        <translation>其数据表 %1 与第 %2 版结构不符（%3）</translation>
    </message>
    <message>
        <source>a table %1</source>
        <translation>数据表 %1</translation>
    </message>
    <message>
        <source>an index %1 on %2</source>
        <translation>%2 上的索引 %1</translation>
    </message>
    <message>
        <source>a trigger %1 on %2</source>
        <translation>%2 上的触发器 %1</translation>
    </message>
    <message>
        <source>a view %1 on %2</source>
        <translation>%2 上的视图 %1</translation>
    </message>
    <message>
        <source>a %1 %2 on %3</source>
        <translation>%3 上的 %1 %2</translation>
    </message>
    <message>
        <source>is an empty file, not a Token Runway library (give another path with --db, or remove it)</source>
        <translation>是空文件，不是 Token Runway 情景库（请用 --db 给出另一个路径，或删除它）</translation>
    </message>
    <message>
        <source>is not a Token Runway library (not an SQLite database); it was left unchanged</source>
        <translation>不是 Token Runway 情景库（不是 SQLite 数据库）；文件保持原样</translation>
    </message>
    <message>
        <source>the library path is empty</source>
        <translation>情景库路径为空</translation>
    </message>
    <message>
        <source>is a folder; give the library&apos;s file name</source>
        <translation>是文件夹；请给出情景库的文件名</translation>
    </message>
    <message>
        <source>is a named pipe (FIFO), not a library file; give the library&apos;s file name</source>
        <translation>是命名管道（FIFO），不是情景库文件；请给出情景库的文件名</translation>
    </message>
    <message>
        <source>is a device, not a library file; give the library&apos;s file name</source>
        <translation>是设备，不是情景库文件；请给出情景库的文件名</translation>
    </message>
    <message>
        <source>is not a regular file, not a library file; give the library&apos;s file name</source>
        <translation>不是普通文件，也不是情景库文件；请给出情景库的文件名</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>不存在</translation>
    </message>
    <message>
        <source>has saves in its journal (%1) that cannot be read here: %2; it was left unchanged (open it where its folder is writable)</source>
        <translation>日志（%1）中有在这里无法读取的保存内容：%2；文件保持原样（请在其文件夹可写的地方打开）</translation>
    </message>
    <message>
        <source>is an SQLite database of another program, not a Token Runway library; it was left unchanged</source>
        <translation>是其他程序的 SQLite 数据库，不是 Token Runway 情景库；文件保持原样</translation>
    </message>
    <message>
        <source>has schema version %1, which no Token Runway ever wrote; it was left unchanged</source>
        <translation>结构版本为 %1，任何版本的 Token Runway 都不会写出这个值；文件保持原样</translation>
    </message>
    <message>
        <source>is damaged: %1; it was left unchanged</source>
        <translation>已损坏：%1；文件保持原样</translation>
    </message>
    <message>
        <source>contains %1, which Token Runway never creates (it could change or drop saves); it was left unchanged</source>
        <translation>含有 %1，而 Token Runway 从不创建这类对象（它可能篡改或丢弃保存的内容）；文件保持原样</translation>
    </message>
    <message>
        <source>was written by a newer version of Token Runway (schema %1, this program knows %2); it is opened read-only and nothing is saved</source>
        <translation>由更新版本的 Token Runway 写入（结构版本 %1，本程序只认识到 %2）；以只读方式打开，不会保存任何内容</translation>
    </message>
    <message>
        <source>is opened read-only; nothing is saved</source>
        <translation>以只读方式打开；不会保存任何内容</translation>
    </message>
    <message>
        <source>has %1 hard links (names), and SQLite keeps one journal per name, so saving through two of them could corrupt it; it is opened read-only (copy it to a file of its own to save)</source>
        <translation>有 %1 个硬链接（名称），而 SQLite 为每个名称各保留一份日志，通过其中两个名称保存可能损坏文件；因此以只读方式打开（复制为独立文件后即可保存）</translation>
    </message>
    <message>
        <source>is a read-only file; nothing can be saved (save to another library with --db)</source>
        <translation>是只读文件；无法保存任何内容（请用 --db 保存到另一个情景库）</translation>
    </message>
    <message>
        <source>is in a read-only folder; nothing can be saved (save to another library with --db)</source>
        <translation>位于只读文件夹中；无法保存任何内容（请用 --db 保存到另一个情景库）</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>cannot be upgraded to schema %1 (each step is all or nothing): %2</source>
        <translation>无法升级到第 %1 版结构（每一步要么全部完成，要么完全不做）：%2</translation>
    </message>
    <message>
        <source>the scenario in row %1 of the table scenarios is damaged: its name is not UTF-8 text (byte %2 is %3), so it cannot be shown or written; the library was edited by hand or is damaged (rename the row with an SQLite tool, or restore a backup)</source>
        <translation>数据表 scenarios 第 %1 行的情景已损坏：其名称不是 UTF-8 文本（第 %2 字节为 %3），因此无法显示或写入；情景库被手动编辑过或已损坏（请用 SQLite 工具重命名该行，或恢复备份）</translation>
    </message>
    <message>
        <source>no scenario named %1 in the library</source>
        <translation>情景库中没有名为 %1 的情景</translation>
    </message>
    <message>
        <source>no article named %1 in the library</source>
        <translation>情景库中没有名为 %1 的文章</translation>
    </message>
    <message>
        <source>cannot save the article %1: %2</source>
        <translation>无法保存文章 %1：%2</translation>
    </message>
    <message>
        <source>version %1 of the article %2 (row %3 of the table article_versions) is damaged: %4; the library was edited by hand or is damaged, and the row was left as it is</source>
        <translation>文章 %2 的第 %1 版（数据表 article_versions 第 %3 行）已损坏：%4；情景库被手动编辑过或已损坏，该行保持原样</translation>
    </message>
    <message>
        <source>the claims have %1 sources; an article&apos;s claims have exactly one (the article)</source>
        <translation>这些论断有 %1 个来源；一篇文章的论断只能有一个来源（即该文章）</translation>
    </message>
    <message>
        <source>its SHA-256 is %1, but the source&apos;s text_sha256 is %2: the claims were taken from another text (give the text they were found in)</source>
        <translation>其 SHA-256 为 %1，但来源的 text_sha256 为 %2：这些论断取自另一段文本（请提供找到它们的那段文本）</translation>
    </message>
    <message>
        <source>cannot list the articles: %1</source>
        <translation>无法列出文章：%1</translation>
    </message>
    <message>
        <source>the article in row %1 of the table articles is damaged: its name is not UTF-8 text (byte %2 is %3), so it cannot be shown or written; the library was edited by hand or is damaged (rename the row with an SQLite tool, or restore a backup)</source>
        <translation>数据表 articles 第 %1 行的文章已损坏：其名称不是 UTF-8 文本（第 %2 字节为 %3），因此无法显示或写入；情景库被手动编辑过或已损坏（请用 SQLite 工具重命名该行，或恢复备份）</translation>
    </message>
    <message>
        <source>the article %1 has no versions (the library was edited by hand or is damaged)</source>
        <translation>文章 %1 没有任何版本（情景库被手动编辑过或已损坏）</translation>
    </message>
    <message>
        <source>its version number is beyond %1</source>
        <translation>其版本号超过了 %1</translation>
    </message>
    <message>
        <source>it holds a text or claims longer than %1 bytes, more than the library ever writes, so it was not read</source>
        <translation>其中的文本或论断超过 %1 字节，超出了情景库会写入的大小，因此没有读取</translation>
    </message>
    <message>
        <source>its text %1</source>
        <translation>其文本%1</translation>
    </message>
    <message>
        <source>its claims do not read</source>
        <translation>其论断无法读取</translation>
    </message>
    <message>
        <source>an article named %1 already exists; save the file to add a version, or import it under another name</source>
        <translation>名为 %1 的文章已存在；请保存文件以新增一个版本，或换个名称导入</translation>
    </message>
    <message>
        <source>the library did not store the new article</source>
        <translation>情景库没有存下这篇新文章</translation>
    </message>
    <message>
        <source>the library did not update the article</source>
        <translation>情景库没有更新该文章</translation>
    </message>
    <message>
        <source>has %1 sources; an article is one source with its claims: import a file of one source</source>
        <translation>有 %1 个来源；一篇文章是一个来源及其论断：请导入只有一个来源的文件</translation>
    </message>
    <message>
        <source>the library did not delete it</source>
        <translation>情景库没有删除它</translation>
    </message>
    <message>
        <source>cannot undo the delete: an article named %1 exists again</source>
        <translation>无法撤销删除：又出现了名为 %1 的文章</translation>
    </message>
</context>
<context>
    <name>Lists</name>
    <message>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
</context>
<context>
    <name>Metrics</name>
    <message>
        <source>serving cost per 1M tokens</source>
        <translation>每百万 tokens 推理服务成本</translation>
    </message>
    <message>
        <source>effective price per 1M tokens</source>
        <translation>每百万 tokens 有效价格</translation>
    </message>
    <message>
        <source>effective serving cost per 1M tokens</source>
        <translation>每百万 tokens 有效推理服务成本</translation>
    </message>
    <message>
        <source>input price per 1M tokens</source>
        <translation>每百万输入 tokens 价格</translation>
    </message>
    <message>
        <source>output price per 1M tokens</source>
        <translation>每百万输出 tokens 价格</translation>
    </message>
    <message>
        <source>cached-input price per 1M tokens</source>
        <translation>每百万缓存输入 tokens 价格</translation>
    </message>
    <message>
        <source>input serving cost per 1M tokens</source>
        <translation>每百万输入 tokens 推理服务成本</translation>
    </message>
    <message>
        <source>output serving cost per 1M tokens</source>
        <translation>每百万输出 tokens 推理服务成本</translation>
    </message>
    <message>
        <source>cached-input serving cost per 1M tokens</source>
        <translation>每百万缓存输入 tokens 推理服务成本</translation>
    </message>
    <message>
        <source>cash at the start</source>
        <translation>起始现金</translation>
    </message>
    <message>
        <source>free tokens on day 0</source>
        <translation>第 0 天免费 tokens</translation>
    </message>
    <message>
        <source>paid tokens on day 0</source>
        <translation>第 0 天付费 tokens</translation>
    </message>
    <message>
        <source>revenue on day 0</source>
        <translation>第 0 天收入</translation>
    </message>
    <message>
        <source>serving cost on day 0</source>
        <translation>第 0 天推理服务成本</translation>
    </message>
    <message>
        <source>power on day 0</source>
        <translation>第 0 天电费</translation>
    </message>
    <message>
        <source>accelerators bought on day 0</source>
        <translation>第 0 天购买加速卡的支出</translation>
    </message>
    <message>
        <source>cash spent on serving on day 0</source>
        <translation>第 0 天推理服务现金支出</translation>
    </message>
    <message>
        <source>free tier&apos;s serving cost on day 0</source>
        <translation>第 0 天免费层的推理服务成本</translation>
    </message>
    <message>
        <source>free tier&apos;s list value on day 0</source>
        <translation>第 0 天免费层的标价价值</translation>
    </message>
    <message>
        <source>operating cost on day 0</source>
        <translation>第 0 天运营成本</translation>
    </message>
    <message>
        <source>net burn on day 0</source>
        <translation>第 0 天净消耗</translation>
    </message>
    <message>
        <source>the quota&apos;s list value a day</source>
        <translation>额度每天的标价价值</translation>
    </message>
    <message>
        <source>quota used</source>
        <translation>额度使用率</translation>
    </message>
    <message>
        <source>accelerators needed</source>
        <translation>所需加速卡</translation>
    </message>
    <message>
        <source>accelerators owned at the start</source>
        <translation>起始拥有的加速卡</translation>
    </message>
    <message>
        <source>accelerators bought</source>
        <translation>购买的加速卡</translation>
    </message>
    <message>
        <source>peak fleet</source>
        <translation>峰值机群规模</translation>
    </message>
    <message>
        <source>capex over the horizon</source>
        <translation>测算期内的资本支出</translation>
    </message>
    <message>
        <source>first month&apos;s net burn</source>
        <translation>首月净消耗</translation>
    </message>
    <message>
        <source>textbook runway</source>
        <translation>教科书跑道（现金 ÷ 消耗）</translation>
    </message>
    <message>
        <source>runway in days</source>
        <translation>跑道天数</translation>
    </message>
    <message>
        <source>runway</source>
        <translation>跑道</translation>
    </message>
    <message>
        <source>cash-out date</source>
        <translation>现金耗尽日期</translation>
    </message>
    <message>
        <source>cash at the horizon</source>
        <translation>测算期末现金</translation>
    </message>
    <message>
        <source>revenue over the horizon</source>
        <translation>测算期内收入</translation>
    </message>
    <message>
        <source>free tier&apos;s serving cost over the horizon</source>
        <translation>测算期内免费层的推理服务成本</translation>
    </message>
    <message>
        <source>free tier&apos;s list value over the horizon</source>
        <translation>测算期内免费层的标价价值</translation>
    </message>
    <message>
        <source>company break-even conversion</source>
        <translation>公司盈亏平衡转化率</translation>
    </message>
    <message>
        <source>company break-even price</source>
        <translation>公司盈亏平衡价格</translation>
    </message>
    <message>
        <source>profit-maximising price</source>
        <translation>利润最大化价格</translation>
    </message>
    <message>
        <source>free-tier programme&apos;s contribution a day</source>
        <translation>免费计划每天的贡献</translation>
    </message>
    <message>
        <source>free tier&apos;s share of the burn</source>
        <translation>免费层占消耗的比例</translation>
    </message>
    <message>
        <source>list-value runway</source>
        <translation>按标价计算的跑道</translation>
    </message>
    <message>
        <source>accounts at the cap</source>
        <translation>达到上限的账户</translation>
    </message>
    <message>
        <source>paying accounts</source>
        <translation>付费账户</translation>
    </message>
    <message>
        <source>gross margin</source>
        <translation>毛利率</translation>
    </message>
    <message>
        <source>revenue per paying account a month</source>
        <translation>每个付费账户每月收入</translation>
    </message>
    <message>
        <source>lifetime value of a paying account</source>
        <translation>付费账户生命周期价值</translation>
    </message>
    <message>
        <source>acquisition cost of a paying account</source>
        <translation>付费账户获客成本</translation>
    </message>
    <message>
        <source>LTV / CAC</source>
        <translation>LTV / CAC</translation>
    </message>
    <message>
        <source>payback</source>
        <translation>回本期</translation>
    </message>
    <message>
        <source>runway (capped at the horizon)</source>
        <translation>跑道（以测算期为上限）</translation>
    </message>
    <message>
        <source>free tier&apos;s share of the serving cash on day 0</source>
        <translation>第 0 天免费层分摊的推理服务现金</translation>
    </message>
    <message>
        <source>accelerators bought in the first month</source>
        <translation>首月购入加速卡的支出</translation>
    </message>
    <message>
        <source>first month&apos;s recurring burn</source>
        <translation>首月经常性消耗</translation>
    </message>
    <message>
        <source>free-tier break-even conversion</source>
        <translation>免费层盈亏平衡转化率</translation>
    </message>
</context>
<context>
    <name>NullReasons</name>
    <message>
        <source>the free quota on day 0 is 0 tokens, so there is no quota to fill</source>
        <translation>第 0 天的免费额度为 0 tokens，没有可填满的额度</translation>
    </message>
    <message>
        <source>serving is paid by the token (capacity_mode &quot;per_token&quot;), so the company owns no accelerators here</source>
        <translation>推理服务按 token 付费（capacity_mode 为 &quot;per_token&quot;），因此这里公司不拥有加速卡</translation>
    </message>
    <message>
        <source>the first month&apos;s net burn is %1, not a loss, so cash divided by the monthly burn gives no runway</source>
        <translation>第一个月的净消耗为 %1，并未亏损，因此用现金除以月消耗得不出资金跑道</translation>
    </message>
    <message>
        <source>the cash never goes below zero within the %1-month horizon (it ends at %2)</source>
        <translation>在 %1 个月的时间范围内现金从未跌破零（期末为 %2）</translation>
    </message>
    <message>
        <source>the price (%1 per 1M tokens at this token mix) does not exceed the serving cost (%2 per 1M tokens), so every paid token loses money and no conversion rate brings day 0&apos;s net burn to zero</source>
        <translation>价格（按当前 token 结构为每百万 tokens %1）不高于推理服务成本（每百万 tokens %2），每个付费 token 都在亏钱，任何转化率都无法让第 0 天的净消耗降到零</translation>
    </message>
    <message>
        <source>even if every developer paid (100 % conversion), day 0&apos;s revenue of %1 would not cover the serving cost plus operating cost of %2</source>
        <translation>即使每个开发者都付费（100 % 转化），第 0 天 %1 的收入也覆盖不了 %2 的推理服务成本加运营成本</translation>
    </message>
    <message>
        <source>no developer pays at 0 % conversion, so no list price earns any revenue</source>
        <translation>转化率为 0 % 时没有开发者付费，任何标价都带不来收入</translation>
    </message>
    <message>
        <source>no tokens are paid for on day 0 (demand is 0), so no list price earns any revenue</source>
        <translation>第 0 天没有付费 tokens（需求为 0），任何标价都带不来收入</translation>
    </message>
    <message>
        <source>the token mix prices every token at zero (the output and cached-input prices are 0 and every token is of those kinds), so no list price earns anything</source>
        <translation>在当前 token 结构下每个 token 的价格都为零（输出和缓存输入的价格为 0，且所有 token 都属于这两类），任何标价都挣不到钱</translation>
    </message>
    <message>
        <source>at elasticity %1 revenue is largest at the profit-maximising price of %2 per 1M tokens, and even there day 0 still loses money at %3 conversion</source>
        <translation>价格弹性为 %1 时，收入在利润最大化价格每百万 tokens %2 处最高，但即便如此，在 %3 的转化率下第 0 天仍然亏损</translation>
    </message>
    <message>
        <source>even at $1,000,000 per 1M tokens day 0 would still lose money at %1 conversion: the paid tokens are too few to carry the fixed cost</source>
        <translation>即使每百万 tokens 定价 1,000,000 美元，在 %1 的转化率下第 0 天仍然亏损：付费 tokens 太少，撑不起固定成本</translation>
    </message>
    <message>
        <source>the token mix prices every token at zero, so no price earns anything</source>
        <translation>在当前 token 结构下每个 token 的价格都为零，任何价格都挣不到钱</translation>
    </message>
    <message>
        <source>at elasticity 0 demand ignores the price, so a higher price always earns more: there is no best price</source>
        <translation>价格弹性为 0 时需求不理会价格，价格越高挣得越多：不存在最优价格</translation>
    </message>
    <message>
        <source>the price (%1 per 1M tokens at this token mix) is below the serving cost (%2 per 1M tokens): every paid token loses money, so no conversion rate makes the free tier pay for itself</source>
        <translation>价格（按当前 token 结构为每百万 tokens %1）低于推理服务成本（每百万 tokens %2）：每个付费 token 都在亏钱，任何转化率都无法让免费层自负盈亏</translation>
    </message>
    <message>
        <source>even at 100 % conversion the paid tokens&apos; margin does not cover the free tokens&apos; serving cost</source>
        <translation>即使 100 % 转化，付费 tokens 的毛利也覆盖不了免费 tokens 的推理服务成本</translation>
    </message>
    <message>
        <source>day 0&apos;s serving and operating costs are both 0, so there is no burn to take a share of</source>
        <translation>第 0 天的推理服务成本和运营成本都为 0，没有可供计算占比的消耗</translation>
    </message>
    <message>
        <source>the free quota&apos;s list value is $0 a day, so it would never use up the cash</source>
        <translation>免费额度的标价价值为每天 0 美元，永远不会耗尽现金</translation>
    </message>
    <message>
        <source>the list value is too small against the cash to give a finite number of months</source>
        <translation>相对于现金，标价价值太小，得不出有限的月数</translation>
    </message>
    <message>
        <source>no per-account cap is set (account_cap_tokens_per_day is null): the free tier is one pooled quota</source>
        <translation>未设置每个账户的上限（account_cap_tokens_per_day 为空）：免费层是一个共享的额度池</translation>
    </message>
    <message>
        <source>the effective price is $0 per 1M tokens, so there is no revenue to take a margin of</source>
        <translation>有效价格为每百万 tokens 0 美元，没有可计算毛利的收入</translation>
    </message>
    <message>
        <source>no account pays on day 0 (%1 conversion and no capped account pays)</source>
        <translation>第 0 天没有账户付费（转化率 %1，且没有触及上限的账户付费）</translation>
    </message>
    <message>
        <source>no account pays on day 0 (%1 conversion)</source>
        <translation>第 0 天没有账户付费（转化率 %1）</translation>
    </message>
    <message>
        <source>%1, so there is no revenue per paying account</source>
        <translation>%1，因此没有每付费账户收入</translation>
    </message>
    <message>
        <source>%1, so there is no lifetime value</source>
        <translation>%1，因此没有用户生命周期价值</translation>
    </message>
    <message>
        <source>the effective price is $0, so a paying account earns no margin</source>
        <translation>有效价格为 0 美元，付费账户带不来毛利</translation>
    </message>
    <message>
        <source>with no churn and no discounting a paying account keeps paying forever, so its lifetime value has no finite number</source>
        <translation>既无流失也无折现，付费账户会永远付费下去，其用户生命周期价值没有有限的数值</translation>
    </message>
    <message>
        <source>the lifetime value is too large to be represented</source>
        <translation>用户生命周期价值太大，无法表示</translation>
    </message>
    <message>
        <source>%1, so the free tier wins no paying accounts and has no acquisition cost per account</source>
        <translation>%1，因此免费层赢不来付费账户，也就没有每账户的获客成本</translation>
    </message>
    <message>
        <source>no paying account is ever lost (churn 0 %), so the free tier never has to win new ones to keep the paying share</source>
        <translation>付费账户从不流失（流失率 0 %），免费层无需赢得新账户来维持付费比例</translation>
    </message>
    <message>
        <source>the acquisition cost is too large to be represented</source>
        <translation>获客成本太大，无法表示</translation>
    </message>
    <message>
        <source>the lifetime value has no number (%1)</source>
        <translation>用户生命周期价值没有数值（%1）</translation>
    </message>
    <message>
        <source>the acquisition cost has no number (%1)</source>
        <translation>获客成本没有数值（%1）</translation>
    </message>
    <message>
        <source>the free tier costs nothing, so each paying account is acquired for $0</source>
        <translation>免费层不花钱，因此每个付费账户的获客成本为 0 美元</translation>
    </message>
    <message>
        <source>%1, so nothing pays the acquisition cost back</source>
        <translation>%1，因此没有收入能收回获客成本</translation>
    </message>
    <message>
        <source>a paying account&apos;s monthly margin (%1) is not positive, so the acquisition cost is never paid back</source>
        <translation>付费账户的月毛利（%1）不为正，获客成本永远收不回来</translation>
    </message>
    <message>
        <source>at elasticity −1 a converted developer spends the same at any price, so paid revenue stays at %1 a day and no price covers the fixed cost at %2 conversion</source>
        <translation>价格弹性为 −1 时，转化的开发者在任何价格下花费都相同，付费收入保持在每天 %1，在 %2 的转化率下没有任何价格能覆盖固定成本</translation>
    </message>
    <message>
        <source>at elasticity −1 a converted developer spends the same at any price, so a higher price keeps the revenue and only saves serving cost: there is no best price (one exists only below −1)</source>
        <translation>价格弹性为 −1 时，转化的开发者在任何价格下花费都相同，提高价格收入不变、只会节省推理服务成本：不存在最优价格（只有弹性低于 −1 时才存在）</translation>
    </message>
    <message>
        <source>at elasticity %1 paid demand falls more slowly than the price rises, so a higher price always earns more per converted developer: there is no best price (one exists only below −1)</source>
        <translation>价格弹性为 %1 时，付费需求的下降慢于价格的上涨，价格越高，每个转化的开发者带来的收入越多：不存在最优价格（只有弹性低于 −1 时才存在）</translation>
    </message>
    <message>
        <source>the cash at the start is given (cash_usd), so there is no bridge from the filing</source>
        <translation>开始时的现金是给定的（cash_usd），因此没有从申报日起的过渡计算</translation>
    </message>
    <message>
        <source>cash never goes below zero in the %1-month horizon without new money</source>
        <translation>在 %1 个月的期限内，不靠新资金现金也从不低于零</translation>
    </message>
    <message>
        <source>the cash never goes below zero, so the credit line is never drawn</source>
        <translation>现金从不低于零，因此信贷额度从未提取</translation>
    </message>
    <message>
        <source>there is no credit line (credit_line_usd is 0)</source>
        <translation>没有信贷额度（credit_line_usd 为 0）</translation>
    </message>
</context>
<context>
    <name>Odds</name>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>%1: the value %2 lies outside the range %3 … %4 that the odds use</source>
        <translation>%1：值 %2 不在概率所用的区间 %3 … %4 之内</translation>
    </message>
    <message>
        <source>the base case&apos;s runway (%1 months) lies outside the odds&apos; 5–95 % range (%2 … %3 months)</source>
        <translation>基准情形的跑道（%1 个月）落在概率的 5–95 % 区间（%2 … %3 个月）之外</translation>
    </message>
</context>
<context>
    <name>Parameters</name>
    <message>
        <source>Price elasticity</source>
        <translation>价格弹性</translation>
    </message>
    <message>
        <source>Reference price</source>
        <translation>参考价格</translation>
    </message>
    <message>
        <source>Output share</source>
        <translation>输出占比</translation>
    </message>
    <message>
        <source>Cache hits</source>
        <translation>缓存命中</translation>
    </message>
    <message>
        <source>Output price multiple</source>
        <translation>输出价格倍数</translation>
    </message>
    <message>
        <source>Cached input price</source>
        <translation>缓存输入价格</translation>
    </message>
    <message>
        <source>Output serving cost</source>
        <translation>输出推理成本</translation>
    </message>
    <message>
        <source>Cached input serving cost</source>
        <translation>缓存输入推理成本</translation>
    </message>
    <message>
        <source>A cache read skips most of the prefill.</source>
        <translation>缓存读取省去了大部分预填充。</translation>
    </message>
    <message>
        <source>Active accounts</source>
        <translation>活跃账户</translation>
    </message>
    <message>
        <source>Cap per account</source>
        <translation>每账户上限</translation>
    </message>
    <message>
        <source>Spread of use per account</source>
        <translation>每账户用量离散度</translation>
    </message>
    <message>
        <source>Capped accounts that pay</source>
        <translation>触顶后付费的账户</translation>
    </message>
    <message>
        <source>An assumption.</source>
        <translation>一项假设。</translation>
    </message>
    <message>
        <source>Paid churn</source>
        <translation>付费流失率</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>折现率</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>算力方式</translation>
    </message>
    <message>
        <source>Accelerators owned</source>
        <translation>自有加速卡</translation>
    </message>
    <message>
        <source>Reported run</source>
        <translation>报道的运行量</translation>
    </message>
    <message>
        <source>Cash on hand</source>
        <translation>现金储备</translation>
    </message>
    <message>
        <source>Cash at the filing</source>
        <translation>招股书中的现金</translation>
    </message>
    <message>
        <source>Filing date</source>
        <translation>招股书日期</translation>
    </message>
    <message>
        <source>The prospectus&apos;s balance-sheet date.</source>
        <translation>招股书资产负债表日期。</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>The rate near the filing date.</source>
        <translation>招股书日期附近的汇率。</translation>
    </message>
    <message>
        <source>How many renminbi one US dollar buys.</source>
        <translation>一美元可兑换多少人民币。</translation>
    </message>
    <message>
        <source>Raised since the filing</source>
        <translation>招股书后融资</translation>
    </message>
    <message>
        <source>Burn since the filing</source>
        <translation>招股书后消耗</translation>
    </message>
    <message>
        <source>Operating cost</source>
        <translation>运营成本</translation>
    </message>
    <message>
        <source>Operating cost growth</source>
        <translation>运营成本增长</translation>
    </message>
    <message>
        <source>Token mix</source>
        <translation>Token 构成</translation>
    </message>
    <message>
        <source>Serving cost &amp; capacity</source>
        <translation>推理成本与算力</translation>
    </message>
    <message>
        <source>published prices</source>
        <translation>公开价格</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>Scenario name</source>
        <translation>情景名称</translation>
    </message>
    <message>
        <source>A name for this what-if, 1 to 200 characters.</source>
        <translation>此假设情景的名称，1 至 200 个字符。</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Free text: what this scenario assumes and why.</source>
        <translation>自由文本：此情景假设了什么以及为什么。</translation>
    </message>
    <message>
        <source>Start date</source>
        <translation>开始日期</translation>
    </message>
    <message>
        <source>Announcement date of the 23.2T-token run.</source>
        <translation>23.2T tokens 运行的公布日期。</translation>
    </message>
    <message>
        <source>Day 0 of the simulation: every later day is this date plus d days.</source>
        <translation>模拟的第 0 天：之后的每一天都是此日期加 d 天。</translation>
    </message>
    <message>
        <source>Horizon</source>
        <translation>时间范围</translation>
    </message>
    <message>
        <source>Three years is a usual planning horizon for a funding round.</source>
        <translation>三年是一轮融资常用的规划期。</translation>
    </message>
    <message>
        <source>How many 30-day months the model runs; runways longer than this show as &quot;beyond the horizon&quot;.</source>
        <translation>模型运行多少个 30 天的月份；超过此长度的跑道显示为“超出时间范围”。</translation>
    </message>
    <message>
        <source>List price</source>
        <translation>标价</translation>
    </message>
    <message>
        <source>Free quota</source>
        <translation>免费额度</translation>
    </message>
    <message>
        <source>The free daily quota offered through OpenRouter: 100 trillion tokens.</source>
        <translation>通过 OpenRouter 提供的每日免费额度：100 万亿 tokens。</translation>
    </message>
    <message>
        <source>Free tier lasts</source>
        <translation>免费层持续</translation>
    </message>
    <message>
        <source>The prediction that the free tier is cut within six months.</source>
        <translation>关于免费层将在六个月内被削减的预测。</translation>
    </message>
    <message>
        <source>How long the free quota is offered before it drops to the after-cut quota.</source>
        <translation>免费额度在降至削减后额度之前提供多长时间。</translation>
    </message>
    <message>
        <source>Quota after the cut</source>
        <translation>削减后的额度</translation>
    </message>
    <message>
        <source>Assumes no free tier at all after the cut.</source>
        <translation>假设削减后完全没有免费层。</translation>
    </message>
    <message>
        <source>The free daily quota that remains once the free tier is cut.</source>
        <translation>免费层被削减后剩余的每日免费额度。</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>23.2 trillion tokens served over six days.</source>
        <translation>六天内提供了 23.2 万亿 tokens。</translation>
    </message>
    <message>
        <source>Demand growth</source>
        <translation>需求增长</translation>
    </message>
    <message>
        <source>No growth: the reported usage stays as it is.</source>
        <translation>无增长：报告的用量保持不变。</translation>
    </message>
    <message>
        <source>How fast demand compounds each 30-day month; negative values shrink it.</source>
        <translation>需求每 30 天的月份复合增长的速度；负值表示缩减。</translation>
    </message>
    <message>
        <source>Conversion</source>
        <translation>转化率</translation>
    </message>
    <message>
        <source>Between the 1 % &quot;trouble&quot; and 5 % &quot;success&quot; marks; freemium medians are 2-5 %.</source>
        <translation>介于 1 %“困境”与 5 %“成功”两个标志之间；免费增值模式的中位数为 2-5 %。</translation>
    </message>
    <message>
        <source>Serving cost</source>
        <translation>推理服务成本</translation>
    </message>
    <message>
        <source>Accelerator price</source>
        <translation>加速卡价格</translation>
    </message>
    <message>
        <source>A domestic 910B-class card.</source>
        <translation>一张国产 910B 级加速卡。</translation>
    </message>
    <message>
        <source>Accelerator life</source>
        <translation>加速卡寿命</translation>
    </message>
    <message>
        <source>Straight-line depreciation over four years.</source>
        <translation>按四年直线折旧。</translation>
    </message>
    <message>
        <source>Accelerator power</source>
        <translation>加速卡功率</translation>
    </message>
    <message>
        <source>A typical board power for this class of card.</source>
        <translation>此类加速卡的典型板卡功率。</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>An industrial tariff.</source>
        <translation>工业电价。</translation>
    </message>
    <message>
        <source>The price of one kilowatt-hour of electricity.</source>
        <translation>一千瓦时电的价格。</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>A typical modern data centre.</source>
        <translation>典型的现代数据中心。</translation>
    </message>
    <message>
        <source>Power usage effectiveness: the data centre&apos;s total power divided by the chips&apos; power (cooling overhead).</source>
        <translation>电能使用效率：数据中心总功率除以加速卡功率（制冷开销）。</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>吞吐量</translation>
    </message>
    <message>
        <source>400M tokens per chip per day: about 10,000 chips for the run.</source>
        <translation>每张加速卡每天 4 亿 tokens：此次运行约需 10,000 张加速卡。</translation>
    </message>
    <message>
        <source>Software speed-up</source>
        <translation>软件加速</translation>
    </message>
    <message>
        <source>The 3× software gain is already inside the throughput; 1/3 shows &quot;before&quot;.</source>
        <translation>3× 的软件提升已包含在吞吐量中；1/3 表示“提升之前”。</translation>
    </message>
    <message>
        <source>Multiplies the throughput: better batching, caching and decoding serve more tokens on the same card.</source>
        <translation>乘以吞吐量：更好的批处理、缓存和解码让同一张加速卡处理更多 tokens。</translation>
    </message>
    <message>
        <source>Other revenue</source>
        <translation>其他收入</translation>
    </message>
    <message>
        <source>Revenue that does not come from the token API.</source>
        <translation>不来自 token API 的收入。</translation>
    </message>
    <message>
        <source>Funding events</source>
        <translation>融资事件</translation>
    </message>
    <message>
        <source>Money raised later: each event adds its amount on the first day of its month.</source>
        <translation>后续融资：每个事件在其所在月份的第一天增加相应金额。</translation>
    </message>
    <message>
        <source>Uncertainty</source>
        <translation>不确定性</translation>
    </message>
    <message>
        <source>Ranges for the parameters nobody knows, used by the Monte Carlo and the tornado.</source>
        <translation>无人确知的参数的范围，用于蒙特卡洛模拟和龙卷风图。</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>情景</translation>
    </message>
    <message>
        <source>Pricing</source>
        <translation>定价</translation>
    </message>
    <message>
        <source>Free tier</source>
        <translation>免费层</translation>
    </message>
    <message>
        <source>Demand &amp; conversion</source>
        <translation>需求与转化</translation>
    </message>
    <message>
        <source>Company &amp; funding</source>
        <translation>公司与融资</translation>
    </message>
    <message>
        <source>article</source>
        <translation>文章</translation>
    </message>
    <message>
        <source>public filing</source>
        <translation>公开文件</translation>
    </message>
    <message>
        <source>assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>The &quot;industry average&quot; three of the articles use, blended at 3 input tokens to 1 output token.</source>
        <translation>三篇文章采用的“行业平均”价格，按 3 个输入 token 对 1 个输出 token 混合计算。</translation>
    </message>
    <message>
        <source>What a paying developer is charged for one million tokens at the reference mix (25 % output, no cache hits).</source>
        <translation>按参考结构（25 % 输出，无缓存命中），付费开发者每百万 tokens 被收取的价格。</translation>
    </message>
    <message>
        <source>No public estimate; at −1 a converted developer&apos;s spending stays the same when the price changes.</source>
        <translation>没有公开估计；取 −1 时，价格变化后转化的开发者的花费保持不变。</translation>
    </message>
    <message>
        <source>How paid demand answers to price: tokens bought scale with (price ÷ reference price) to this power; 0 means demand ignores price.</source>
        <translation>付费需求如何对价格作出反应：购买的 tokens 按（价格 ÷ 参考价格）的该次幂缩放；0 表示需求不理会价格。</translation>
    </message>
    <message>
        <source>The price at which the reported demand and conversion were observed (the articles&apos; $0.10).</source>
        <translation>观察到所报道需求和转化率时的价格（文章中的 0.10 美元）。</translation>
    </message>
    <message>
        <source>At this price paid demand is exactly the demand and conversion entered; other prices move it by the elasticity.</source>
        <translation>在这个价格下，付费需求正好等于输入的需求与转化率；其他价格按价格弹性改变它。</translation>
    </message>
    <message>
        <source>The 3:1 input:output convention of blended price quotes.</source>
        <translation>混合报价中输入:输出为 3:1 的惯例。</translation>
    </message>
    <message>
        <source>The share of tokens the model writes (output); the rest it reads (input).</source>
        <translation>模型写出（输出）的 tokens 所占的比例；其余为读入（输入）。</translation>
    </message>
    <message>
        <source>The blend convention counts no cache hits.</source>
        <translation>混合报价的惯例不计缓存命中。</translation>
    </message>
    <message>
        <source>The share of input tokens read again from a cache (a long context resent by an agent), which is cheaper to price and to serve.</source>
        <translation>从缓存中再次读取的输入 tokens 所占的比例（例如智能体反复发送的长上下文），其价格和推理服务成本都更低。</translation>
    </message>
    <message>
        <source>Flash-class list prices: $0.10 in / $0.40 out (Gemini 2.5 Flash-Lite), $0.15 / $0.60 (GPT-4o mini).</source>
        <translation>Flash 级模型的标价：输入 0.10 美元 / 输出 0.40 美元（Gemini 2.5 Flash-Lite），0.15 / 0.60 美元（GPT-4o mini）。</translation>
    </message>
    <message>
        <source>How many times an input token&apos;s price an output token is charged.</source>
        <translation>一个输出 token 的价格是输入 token 价格的多少倍。</translation>
    </message>
    <message>
        <source>Gemini 2.5 Flash-Lite: cached input $0.025 against $0.10.</source>
        <translation>Gemini 2.5 Flash-Lite：缓存输入 0.025 美元，普通输入 0.10 美元。</translation>
    </message>
    <message>
        <source>What a cached input token is charged, as a fraction of an input token&apos;s price.</source>
        <translation>缓存输入 token 的价格，以输入 token 价格的比例表示。</translation>
    </message>
    <message>
        <source>Decoding is memory-bound and takes about ten times the accelerator time of prefill per token.</source>
        <translation>解码受内存带宽限制，每个 token 占用的加速卡时间约为预填充的十倍。</translation>
    </message>
    <message>
        <source>How many times an input token&apos;s serving cost an output token costs to serve.</source>
        <translation>一个输出 token 的推理服务成本是输入 token 的多少倍。</translation>
    </message>
    <message>
        <source>What a cached input token costs to serve, as a fraction of an input token&apos;s cost.</source>
        <translation>缓存输入 token 的推理服务成本，以输入 token 成本的比例表示。</translation>
    </message>
    <message>
        <source>The most tokens a day that non-paying developers may use for free, all accounts together; it is offered, not necessarily used.</source>
        <translation>非付费开发者每天合计最多可免费使用的 tokens（所有账户合计）；这是提供的额度，不一定被用完。</translation>
    </message>
    <message>
        <source>3.87T a day over 250,000 active accounts is 15.5M tokens each, typical of coding agents.</source>
        <translation>每天 3.87 万亿分摊到 25 万个活跃账户，每个账户 1,550 万 tokens，是编程智能体的典型用量。</translation>
    </message>
    <message>
        <source>How many developer accounts share the demand; a per-account cap bites on the heavy ones.</source>
        <translation>有多少开发者账户分担需求；每个账户的上限限制的是重度用户。</translation>
    </message>
    <message>
        <source>OpenRouter&apos;s free variants allow 50 requests a day (1,000 with $10 of credits); 1,000 × 20K tokens = 2e7.</source>
        <translation>OpenRouter 免费模型每天允许 50 次请求（购买 10 美元额度后为 1,000 次）；1,000 × 2 万 tokens = 2e7。</translation>
    </message>
    <message>
        <source>The most free tokens one account may use a day; above it a share of the accounts pays for the excess. Off: one pooled quota.</source>
        <translation>单个账户每天最多可使用的免费 tokens；超出部分由一部分账户付费。关闭：一个共享的额度池。</translation>
    </message>
    <message>
        <source>Heavy-tailed use: at σ = 2 the top 1 % of accounts use about 37 % of the tokens.</source>
        <translation>用量呈重尾分布：σ = 2 时，前 1 % 的账户使用约 37 % 的 tokens。</translation>
    </message>
    <message>
        <source>How unequal the accounts&apos; use is (a lognormal&apos;s σ): 0 means every account uses the same.</source>
        <translation>各账户用量的不均程度（对数正态分布的 σ）：0 表示每个账户用量相同。</translation>
    </message>
    <message>
        <source>The share of accounts that hit the cap and pay the list price for the tokens above it.</source>
        <translation>触及上限并为超出部分的 tokens 支付标价的账户所占的比例。</translation>
    </message>
    <message>
        <source>Tokens developers want per day on day 0, paid and free together, at the reference price.</source>
        <translation>按参考价格，第 0 天开发者每天想要的 tokens，付费与免费合计。</translation>
    </message>
    <message>
        <source>The share of developers (and of demand) that pays the list price; the rest use the free tier.</source>
        <translation>支付标价的开发者（及其需求）所占的比例；其余使用免费层。</translation>
    </message>
    <message>
        <source>Developers switch models easily (&quot;mercenary&quot;, one article).</source>
        <translation>开发者很容易更换模型（一篇文章称之为“雇佣兵式”）。</translation>
    </message>
    <message>
        <source>The share of paying accounts lost each month; it sets how long a converted account keeps paying.</source>
        <translation>每月流失的付费账户所占的比例；它决定一个转化的账户能持续付费多久。</translation>
    </message>
    <message>
        <source>How much less a dollar next year is worth than a dollar today, used to value a paying account.</source>
        <translation>明年的一美元比今天的一美元少值多少，用于给付费账户估值。</translation>
    </message>
    <message>
        <source>Derived from the accelerators below unless a direct value is given (only when serving is paid by the token).</source>
        <translation>除非直接给出数值（仅当推理服务按 token 付费时），否则由下方的加速卡参数推算。</translation>
    </message>
    <message>
        <source>What it costs to serve one million tokens at the reference mix: the card written off plus its electricity.</source>
        <translation>按参考结构提供每百万 tokens 推理服务的成本：加速卡折旧加电费。</translation>
    </message>
    <message>
        <source>What one accelerator card costs to buy; paid in cash on the day it is bought.</source>
        <translation>购买一张加速卡的价格；在购买当天以现金支付。</translation>
    </message>
    <message>
        <source>Over how many years the card&apos;s price is written off in the serving cost (depreciation, not cash).</source>
        <translation>加速卡价格在推理服务成本中分摊折旧的年数（折旧，不是现金）。</translation>
    </message>
    <message>
        <source>Electrical power one card draws; every card of the fleet is powered all day.</source>
        <translation>一张加速卡消耗的电功率；集群中的每张卡全天通电。</translation>
    </message>
    <message>
        <source>How many tokens one card serves in a day at the reference mix.</source>
        <translation>按参考结构，一张加速卡一天能处理多少 tokens。</translation>
    </message>
    <message>
        <source>The run was served on the company&apos;s own domestic accelerators.</source>
        <translation>这次运行是在公司自有的国产加速卡上完成的。</translation>
    </message>
    <message>
        <source>Owned: the company buys accelerators (cash when bought) and pays their power. Per token: serving is paid by the token, like a cloud.</source>
        <translation>自有：公司购买加速卡（购买时付现金）并支付电费。按 token：推理服务按 token 付费，就像云服务。</translation>
    </message>
    <message>
        <source>&quot;At least 10,000&quot; chips served the run; derived from the reported run, 9,667.</source>
        <translation>“至少 10,000 张”芯片完成了这次运行；由所报道的运行推算为 9,667 张。</translation>
    </message>
    <message>
        <source>The fleet at the start. Derived: the accelerators the reported run needed at the throughput above.</source>
        <translation>起始时的加速卡集群。推算：按上方吞吐量，所报道的运行需要的加速卡数量。</translation>
    </message>
    <message>
        <source>23.2T tokens in six days, served on the company&apos;s own fleet.</source>
        <translation>六天 23.2 万亿 tokens，在公司自有集群上完成。</translation>
    </message>
    <message>
        <source>The daily volume the existing fleet is known to have served; a derived fleet is sized to it.</source>
        <translation>已知现有集群每天处理过的量；推算的集群规模以此为准。</translation>
    </message>
    <message>
        <source>Derived from the filing: cash at the balance-sheet date plus money raised since, less the burn since.</source>
        <translation>由招股书推算：资产负债表日的现金，加上此后募集的资金，减去此后的消耗。</translation>
    </message>
    <message>
        <source>The cash in the bank on the start date (not the money raised over the company&apos;s life).</source>
        <translation>起始日银行里的现金（而不是公司历年累计融到的钱）。</translation>
    </message>
    <message>
        <source>The prospectus: cash RMB 2.552B at 2025-06-30.</source>
        <translation>招股书：2025-06-30 现金为人民币 25.52 亿元。</translation>
    </message>
    <message>
        <source>Cash and equivalents on the prospectus&apos;s balance sheet, in renminbi.</source>
        <translation>招股书资产负债表上的现金及现金等价物，以人民币计。</translation>
    </message>
    <message>
        <source>The date of the cash figure above; the burn since runs from it to the start date.</source>
        <translation>上方现金数字的日期；此后的消耗从这一天算到起始日。</translation>
    </message>
    <message>
        <source>The 8 January 2026 Hong Kong listing raised HK$4.348B, reported as about US$558M, before fees.</source>
        <translation>2026 年 1 月 8 日的香港上市募集 43.48 亿港元，据报道扣除费用前约合 5.58 亿美元。</translation>
    </message>
    <message>
        <source>Money raised between the filing date and the start date.</source>
        <translation>招股书日期与起始日之间募集的资金。</translation>
    </message>
    <message>
        <source>The cash spent each month between the filing date and the start date.</source>
        <translation>招股书日期与起始日之间每月花掉的现金。</translation>
    </message>
    <message>
        <source>Salaries, training runs, offices: the cash the company spends each month on everything but serving tokens, before revenue.</source>
        <translation>薪酬、训练任务、办公场所：公司每月在推理服务之外的一切开支，未扣除收入。</translation>
    </message>
    <message>
        <source>R&amp;D spending rose from about RMB 183M a month (2024) to RMB 266M a month (H1 2025), about 4 % a month; half of that continues.</source>
        <translation>研发支出从每月约人民币 1.83 亿元（2024 年）增至每月 2.66 亿元（2025 年上半年），约每月 4 %；假设其中一半的增速持续。</translation>
    </message>
    <message>
        <source>How fast the operating cost compounds each 30-day month.</source>
        <translation>运营成本每个 30 天的月份复合增长的速度。</translation>
    </message>
    <message>
        <source>derived</source>
        <translation>推算</translation>
    </message>
    <message>
        <source>Flows measured on</source>
        <translation>流量计量日期</translation>
    </message>
    <message>
        <source>The H1-2025 figures are averages over 2025-01-01 … 2025-06-30; a flow that grows steadily equals its average near the period&apos;s middle, 2025-04-01.</source>
        <translation>2025 年上半年的数字是 2025-01-01 至 2025-06-30 的平均值；稳定增长的流量在期间中点附近（2025-04-01）等于其平均值。</translation>
    </message>
    <message>
        <source>The date on which the operating cost, the burn since the filing and other revenue were measured; they grow from it to the start date. Off: they are the start date&apos;s levels.</source>
        <translation>运营成本、申报以来的消耗和其他收入的计量日期；它们从该日期增长到开始日期。关闭：它们就是开始日期的水平。</translation>
    </message>
    <message>
        <source>Other revenue growth</source>
        <translation>其他收入增长</translation>
    </message>
    <message>
        <source>Guidance of revenue +60 % year on year for Q3 2025 (1.6^(1/12) = 1.04 a month); conservative against FY2025&apos;s +131.9 %.</source>
        <translation>2025 年第三季度收入同比增长 60 % 的指引（1.6^(1/12) = 每月 1.04）；相对 2025 财年的 +131.9 % 较为保守。</translation>
    </message>
    <message>
        <source>How fast other revenue compounds each 30-day month from the day it was measured.</source>
        <translation>其他收入自计量之日起每 30 天一个月的复合增长速度。</translation>
    </message>
    <message>
        <source>Other revenue measured on</source>
        <translation>其他收入计量日期</translation>
    </message>
    <message>
        <source>Off: other revenue was measured on the same date as the costs.</source>
        <translation>关闭：其他收入与成本在同一日期计量。</translation>
    </message>
    <message>
        <source>The date other revenue was measured on, when it comes from another period than the costs.</source>
        <translation>其他收入的计量日期，用于它与成本来自不同期间的情形。</translation>
    </message>
    <message>
        <source>Fleet free for the programme</source>
        <translation>可供本计划使用的机群</translation>
    </message>
    <message>
        <source>No public figure: 50 % is the midpoint between an idle fleet (100 %) and a fully busy one (0 %); capacity lagged demand in February 2026.</source>
        <translation>没有公开数字：50 % 是闲置机群（100 %）与完全繁忙机群（0 %）的中点；2026 年 2 月算力曾落后于需求。</translation>
    </message>
    <message>
        <source>The share of the accelerators owned at the start that is free for the free tier and the paid API; the rest is busy with other work.</source>
        <translation>开始时拥有的加速卡中可供免费层和付费 API 使用的比例；其余的忙于其他工作。</translation>
    </message>
    <message>
        <source>Training compute share</source>
        <translation>训练算力占比</translation>
    </message>
    <message>
        <source>The prospectus: compute within R&amp;D RMB 1.145B in H1 2025 against a gross operating cash cost of RMB 1.517B, 75.5 %.</source>
        <translation>招股书：2025 年上半年研发中的算力支出 11.45 亿元人民币，对比 15.17 亿元人民币的经营现金总成本，占 75.5 %。</translation>
    </message>
    <message>
        <source>The share of the measured operating cost that is training compute, which grows at its own rate.</source>
        <translation>计量的运营成本中属于训练算力的比例，训练算力按自己的速度增长。</translation>
    </message>
    <message>
        <source>Training compute growth</source>
        <translation>训练算力增长</translation>
    </message>
    <message>
        <source>Compute within R&amp;D: RMB 129.3M a month in 2024 to RMB 190.8M a month in H1 2025, 4.42 % a month.</source>
        <translation>研发中的算力支出：从 2024 年每月 1.293 亿元人民币到 2025 年上半年每月 1.908 亿元人民币，每月 4.42 %。</translation>
    </message>
    <message>
        <source>How fast training compute compounds each 30-day month from the day it was measured.</source>
        <translation>训练算力自计量之日起每 30 天一个月的复合增长速度。</translation>
    </message>
    <message>
        <source>Training growth from the start</source>
        <translation>开始后的训练增长</translation>
    </message>
    <message>
        <source>Off: training compute keeps its measured rate; 0 freezes the budget at the start, −100 stops it after day 0.</source>
        <translation>关闭：训练算力保持计量的增长率；0 表示在开始时冻结预算，−100 表示第 0 天之后停止。</translation>
    </message>
    <message>
        <source>The growth of training compute from the start date on, a decision management can take; the past keeps the measured rate.</source>
        <translation>从开始日期起训练算力的增长，这是管理层可以做出的决定；过去保持计量的增长率。</translation>
    </message>
    <message>
        <source>Credit line</source>
        <translation>信贷额度</translation>
    </message>
    <message>
        <source>Off: the RMB 8.9B of bank facilities is a third-party reading, and such facilities are usually uncommitted.</source>
        <translation>关闭：89 亿元人民币的银行授信是第三方的解读，而且此类授信通常不是承诺性的。</translation>
    </message>
    <message>
        <source>Committed credit, undrawn at the start, drawn only when the cash would go below zero and repaid from the first cash above it.</source>
        <translation>承诺性信贷，开始时未提取，只在现金将要低于零时提取，并用首次高于零的现金偿还。</translation>
    </message>
    <message>
        <source>Credit line rate</source>
        <translation>信贷额度利率</translation>
    </message>
    <message>
        <source>China&apos;s one-year loan prime rate (3.0 % in 2025) plus a margin.</source>
        <translation>中国一年期贷款市场报价利率（2025 年为 3.0 %）加上利差。</translation>
    </message>
    <message>
        <source>The yearly interest on the drawn balance of the credit line, charged daily.</source>
        <translation>信贷额度已提取余额的年利率，按日计息。</translation>
    </message>
    <message>
        <source>Replace accelerators</source>
        <translation>更换加速卡</translation>
    </message>
    <message>
        <source>Off: the fleet&apos;s age is not public; on, its ages are spread evenly over the life.</source>
        <translation>关闭：机群的机龄未公开；开启时，机龄在使用寿命内均匀分布。</translation>
    </message>
    <message>
        <source>Whether accelerators are bought again at the end of their life, so the fleet keeps its size.</source>
        <translation>加速卡在寿命结束时是否重新购买，使机群保持规模。</translation>
    </message>
    <message>
        <source>Subscribers</source>
        <translation>订阅用户</translation>
    </message>
    <message>
        <source>Off: the Coding Plan reported over 150,000 paying developers within two months (2026-02-12).</source>
        <translation>关闭：Coding Plan 报告两个月内超过 150,000 名付费开发者（2026-02-12）。</translation>
    </message>
    <message>
        <source>Paying subscribers of a flat monthly plan at the start.</source>
        <translation>开始时固定月费套餐的付费订阅用户数。</translation>
    </message>
    <message>
        <source>Subscription price</source>
        <translation>订阅价格</translation>
    </message>
    <message>
        <source>ARR past RMB 100M over 150,000 subscribers: 1e8 ÷ 12 ÷ 150,000 ÷ 7.17 = $7.75 (a floor).</source>
        <translation>年经常性收入超过 1 亿元人民币，除以 150,000 名订阅用户：1e8 ÷ 12 ÷ 150,000 ÷ 7.17 = 7.75 美元（下限）。</translation>
    </message>
    <message>
        <source>What one subscriber pays a month.</source>
        <translation>每位订阅用户每月支付的金额。</translation>
    </message>
    <message>
        <source>Subscriber growth</source>
        <translation>订阅用户增长</translation>
    </message>
    <message>
        <source>New subscribers each month, as a share of the current number.</source>
        <translation>每月新增订阅用户，占当前人数的比例。</translation>
    </message>
    <message>
        <source>Subscriber churn</source>
        <translation>订阅用户流失</translation>
    </message>
    <message>
        <source>An assumption, as the paid churn.</source>
        <translation>一个假设，与付费流失相同。</translation>
    </message>
    <message>
        <source>The share of subscribers lost each month.</source>
        <translation>每月流失的订阅用户比例。</translation>
    </message>
    <message>
        <source>Subscription serving cost</source>
        <translation>订阅服务成本</translation>
    </message>
    <message>
        <source>A flat fee with a capped prompt quota: fixed price, capped variable cost.</source>
        <translation>固定费用加上限的提示配额：价格固定，可变成本有上限。</translation>
    </message>
    <message>
        <source>What serving the subscribers costs, as a share of their revenue.</source>
        <translation>为订阅用户提供服务的成本，占其收入的比例。</translation>
    </message>
    <message>
        <source>Competitor price</source>
        <translation>竞争对手价格</translation>
    </message>
    <message>
        <source>Off: DeepSeek V4-Flash lists $0.14 in / $0.28 out, $0.175 blended 3:1.</source>
        <translation>关闭：DeepSeek V4-Flash 标价输入 0.14 美元 / 输出 0.28 美元，按 3:1 混合为 0.175 美元。</translation>
    </message>
    <message>
        <source>A competitor&apos;s price per 1M tokens at the reference mix; above it paying developers leave.</source>
        <translation>竞争对手在参考组合下每 100 万词元的价格；高于此价格时付费开发者会离开。</translation>
    </message>
    <message>
        <source>Switching premium</source>
        <translation>转换溢价</translation>
    </message>
    <message>
        <source>Developers &quot;will switch for a 10 % price difference&quot;.</source>
        <translation>开发者“会为 10 % 的价差而转换”。</translation>
    </message>
    <message>
        <source>The premium over the competitor&apos;s price at which every paying developer has left.</source>
        <translation>高于竞争对手价格的溢价，达到此溢价时所有付费开发者都已离开。</translation>
    </message>
    <message>
        <source>at the start</source>
        <translation>按开始日期</translation>
    </message>
    <message>
        <source>as the flows</source>
        <translation>同流量日期</translation>
    </message>
    <message>
        <source>the measured rate</source>
        <translation>计量的增长率</translation>
    </message>
    <message>
        <source>no competitor</source>
        <translation>无竞争对手</translation>
    </message>
    <message>
        <source>The prospectus: operating cash outflow RMB 1.327B in H1 2025 (÷ 6 ÷ 7.17), the H1-2025 average, measured on flows_measured_on.</source>
        <translation>招股书：2025 年上半年经营现金流出人民币 13.27 亿元（÷ 6 ÷ 7.17），即 2025 年上半年的平均值，计量日为 flows_measured_on。</translation>
    </message>
    <message>
        <source>H1 2025: operating cash outflow RMB 1.327B plus revenue RMB 190M, ÷ 6 ÷ 7.17 (gross, so revenue is not netted twice); the H1-2025 average, measured on flows_measured_on and grown from there to the start date.</source>
        <translation>2025 年上半年：经营现金流出人民币 13.27 亿元加收入人民币 1.9 亿元，÷ 6 ÷ 7.17（按总额计，避免收入被重复抵扣）；这是 2025 年上半年的平均值，计量日为 flows_measured_on，并从该日增长到起始日。</translation>
    </message>
    <message>
        <source>H1 2025 revenue of RMB 190M, about $4.4M a month, mostly on-premise deployments: the H1-2025 average, measured on other_revenue_measured_on, or flows_measured_on when that is null.</source>
        <translation>2025 年上半年收入 1.9 亿元人民币，约每月 440 万美元，主要来自本地化部署：即 2025 年上半年的平均值，计量日为 other_revenue_measured_on，为空时取 flows_measured_on。</translation>
    </message>
    <message>
        <source>Ranges for conversion, demand growth, throughput, operating cost and its growth, elasticity and the burn since the filing; model 3 adds the fleet share, the growth of training compute and the growth of other revenue.</source>
        <translation>转化率、需求增长、吞吐量、运营成本及其增长、价格弹性以及招股书日期以来消耗的取值范围；模型 3 另加集群份额、训练算力的增长和其他收入的增长。</translation>
    </message>
</context>
<context>
    <name>Patch</name>
    <message>
        <source>%1 … %2 (the horizon)</source>
        <translation>%1 … %2（测算期）</translation>
    </message>
    <message>
        <source>above %1, up to %2</source>
        <translation>大于 %1，至多 %2</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>%1 cannot take a range: it takes one whole number (%2), which the odds never sample; give one value</source>
        <translation>%1 不能设为区间：它只取一个整数（%2），概率模拟从不对它抽样；请给出一个值</translation>
    </message>
    <message>
        <source>%1 cannot take a range: it is a date (%2 … %3); give one date</source>
        <translation>%1 不能设为区间：它是日期（%2 … %3）；请给出一个日期</translation>
    </message>
    <message>
        <source>%1 cannot take a range: it is not a number</source>
        <translation>%1 不能设为区间：它不是数值</translation>
    </message>
    <message>
        <source>%1 is derived again: owned accelerators derive the serving cost, so the typed %2 is cleared</source>
        <translation>%1 恢复为推算值：自有加速卡会推算服务成本，因此已清除输入的 %2</translation>
    </message>
    <message>
        <source>%1: the range&apos;s low end %2 is outside the hard limits %3</source>
        <translation>%1：区间下限 %2 超出硬性范围 %3</translation>
    </message>
    <message>
        <source>%1: the range&apos;s high end %2 is outside the hard limits %3</source>
        <translation>%1：区间上限 %2 超出硬性范围 %3</translation>
    </message>
    <message>
        <source>%1: the range %2 to %3 runs from high to low; give the low end first (the limits are %4)</source>
        <translation>%1：区间 %2 至 %3 是从高到低；请先写下限（允许范围为 %4）</translation>
    </message>
    <message>
        <source>%1 is now certain: its range %2 … %3 cannot follow the value %4, so the odds use %4 itself</source>
        <translation>%1 现为确定值：其区间 %2 … %3 无法随值 %4 移动，因此概率模拟直接使用 %4</translation>
    </message>
    <message>
        <source>%1; the limits are %2</source>
        <translation>%1；允许范围为 %2</translation>
    </message>
    <message>
        <source>%1; give a number (0.05, $0.05, 3%, 40M, 100T) or null (%2)</source>
        <translation>%1；请给出一个数（0.05、$0.05、3%、40M、100T）或 null（%2）</translation>
    </message>
    <message>
        <source>expected KEY=VALUE, got &quot;%1&quot;</source>
        <translation>应为 KEY=VALUE，实际为“%1”</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Coding-agent mix</source>
        <translation>编程智能体用量结构</translation>
    </message>
    <message>
        <source>Agents resend long contexts: 10 % output, and 80 % of the input read from cache.</source>
        <translation>智能体会反复发送长上下文：输出占 10 %，输入中 80 % 从缓存读取。</translation>
    </message>
    <message>
        <source>As announced</source>
        <translation>按公告数据</translation>
    </message>
    <message>
        <source>The articles&apos; figures (23.2T tokens in six days, a 100T free daily quota, $0.10 per million), with the cash on hand bridged from the filing.</source>
        <translation>文章中的数字（六天 23.2 万亿 tokens、每天 100 万亿的免费额度、每百万 0.10 美元），现金储备由招股书推算而来。</translation>
    </message>
    <message>
        <source>Bear case</source>
        <translation>悲观情形</translation>
    </message>
    <message>
        <source>&quot;Trouble&quot; conversion of 1 %, and the free tier never ends.</source>
        <translation>“麻烦”级别的 1 % 转化率，且免费层永不结束。</translation>
    </message>
    <message>
        <source>Before the 3× speed-up</source>
        <translation>3 倍提速之前</translation>
    </message>
    <message>
        <source>The same chips before the software work (KV cache, speculative decoding, batching, fusion).</source>
        <translation>同样的芯片，在软件优化（KV 缓存、推测解码、批处理、算子融合）之前。</translation>
    </message>
    <message>
        <source>Bull case</source>
        <translation>乐观情形</translation>
    </message>
    <message>
        <source>&quot;Success&quot; conversion of 5 % with demand compounding 10 % a month.</source>
        <translation>“成功”级别的 5 % 转化率，需求每月复合增长 10 %。</translation>
    </message>
    <message>
        <source>Serving at list price</source>
        <translation>按标价提供推理服务</translation>
    </message>
    <message>
        <source>The prospectus reports a cloud/API gross margin of −0.4 % in H1 2025: serving, paid by the token, costs about what it earns.</source>
        <translation>招股书显示 2025 年上半年云/API 毛利率为 −0.4 %：按 token 付费的推理服务，成本与收入大致相当。</translation>
    </message>
    <message>
        <source>Rented H100 serving</source>
        <translation>租用 H100 提供推理服务</translation>
    </message>
    <message>
        <source>Public estimates of $0.10–0.60 per million tokens on rented GPUs, paid by the token.</source>
        <translation>公开估计在租用 GPU 上每百万 tokens 0.10–0.60 美元，按 token 付费。</translation>
    </message>
    <message>
        <source>Per-account caps</source>
        <translation>按账户设上限</translation>
    </message>
    <message>
        <source>OpenRouter&apos;s 1,000 free requests a day at about 20K tokens each: each account is capped at 20M tokens a day.</source>
        <translation>OpenRouter 每天 1,000 次免费请求、每次约 2 万 tokens：每个账户每天上限 2,000 万 tokens。</translation>
    </message>
    <message>
        <source>Premium at $1.00</source>
        <translation>高价：1.00 美元</translation>
    </message>
    <message>
        <source>The $1 per million rate one article uses.</source>
        <translation>其中一篇文章采用的每百万 1 美元的价格。</translation>
    </message>
    <message>
        <source>Price war at $0.03</source>
        <translation>0.03 美元的价格战</translation>
    </message>
    <message>
        <source>The slider&apos;s floor, where the list price is about the serving cost.</source>
        <translation>滑块的下限，此时标价约等于推理服务成本。</translation>
    </message>
    <message>
        <source>Quota fully used</source>
        <translation>额度全部用满</translation>
    </message>
    <message>
        <source>What the &quot;$10M a day&quot; headline assumes: demand fills the whole 100T free quota, and the accelerators to serve it are a capex wall.</source>
        <translation>“每天 1,000 万美元”这一标题所假设的情形：需求填满全部 100 万亿免费额度，而为此所需的加速卡构成一堵资本开支之墙。</translation>
    </message>
    <message>
        <source>The simple view</source>
        <translation>简化视角</translation>
    </message>
    <message>
        <source>Model 1: the articles&apos; &quot;$1B&quot; as cash, a flat operating cost, serving paid by the token and demand deaf to price.</source>
        <translation>模型 1：把文章中的“10 亿美元”当作现金，运营成本不变，推理服务按 token 付费，需求对价格毫无反应。</translation>
    </message>
    <message>
        <source>Model 2&apos;s reading</source>
        <translation>模型 2 的算法</translation>
    </message>
    <message>
        <source>The previous answer and its odds, for comparison: every key model 3 adds at its neutral value (flows at the start date&apos;s levels, the whole fleet free, no training line of its own), with model 2.1&apos;s seven default ranges.</source>
        <translation>用于对比的旧答案及其概率：模型 3 新增的每个参数都取中性值（各项流量按起始日水平计、整个机群都空闲、训练算力不单列），并采用模型 2.1 的七个默认区间。</translation>
    </message>
    <message>
        <source>Fleet idle apart from the run</source>
        <translation>机群除这次运行外闲置</translation>
    </message>
    <message>
        <source>Model 2&apos;s assumption about the fleet: every accelerator owned at the start is free for the free tier and the paid API.</source>
        <translation>模型 2 对机群的假设：起始时拥有的每块加速卡都可供免费层和付费 API 使用。</translation>
    </message>
    <message>
        <source>Fleet fully busy</source>
        <translation>机群全部忙碌</translation>
    </message>
    <message>
        <source>No accelerator owned at the start is free: the free tier and the paid API buy every chip they use.</source>
        <translation>起始时拥有的加速卡没有一块空闲：免费层和付费 API 用到的每块芯片都要新买。</translation>
    </message>
    <message>
        <source>Training budget frozen</source>
        <translation>训练预算冻结</translation>
    </message>
    <message>
        <source>The one discretionary lever management has: training compute stops growing from the start date and stays at its level then.</source>
        <translation>管理层唯一可自由调节的杠杆：训练算力自起始日起不再增长，保持在当时的水平。</translation>
    </message>
    <message>
        <source>Bank lines counted</source>
        <translation>计入银行授信</translation>
    </message>
    <message>
        <source>RMB 8.9B of bank facilities (a third-party reading of the prospectus) ÷ 7.17, treated as a committed credit line drawn only when cash would go below zero.</source>
        <translation>89 亿元人民币的银行授信（第三方对招股书的解读）÷ 7.17，视为承诺授信额度，仅在现金将跌破零时提用。</translation>
    </message>
    <message>
        <source>Follow-on raise</source>
        <translation>后续融资</translation>
    </message>
    <message>
        <source>$745M at month 6 with a 70 % chance (10 % of the HK$57.9B listing-day market cap; size, month and odds assumed): counted in the runway, never in own cash. The planned RMB 15B A-share raise is the live alternative.</source>
        <translation>第 6 个月融资 7.45 亿美元，概率 70 %（上市首日市值 579 亿港元的 10 %；规模、月份和概率均为假设）：计入跑道，但从不计入自有现金。计划中的 150 亿元人民币 A 股融资是现实的替代方案。</translation>
    </message>
    <message>
        <source>Chips replaced at end of life</source>
        <translation>加速卡到寿即更换</translation>
    </message>
    <message>
        <source>Accelerators are bought again when they wear out, so the fleet keeps its size: ages spread evenly, a 4-year life.</source>
        <translation>加速卡报废时重新购买，机群规模保持不变：机龄均匀分布，寿命 4 年。</translation>
    </message>
    <message>
        <source>Coding Plan subscriptions</source>
        <translation>编程套餐订阅</translation>
    </message>
    <message>
        <source>Over 150,000 paying developers within two months (2026-02-12), at $7.75 a month from an ARR past RMB 100M.</source>
        <translation>两个月内超过 15 万付费开发者（2026-02-12），按年化收入突破 1 亿元人民币推算每人每月 7.75 美元。</translation>
    </message>
    <message>
        <source>DeepSeek price ceiling</source>
        <translation>DeepSeek 价格上限</translation>
    </message>
    <message>
        <source>DeepSeek V4-Flash&apos;s list price ($0.14 in, $0.28 out, blended 3:1: $0.175 per million) caps what paying developers accept.</source>
        <translation>DeepSeek V4-Flash 的标价（输入 0.14 美元、输出 0.28 美元，按 3:1 混合为每百万 0.175 美元）限定了付费开发者愿意接受的价格。</translation>
    </message>
    <message>
        <source>FY2025 revenue (provisional)</source>
        <translation>2025 财年收入（暂定）</translation>
    </message>
    <message>
        <source>Provisional: FY2025 revenue of RMB 724M (reported June 2026, +131.9 %) ÷ 12 ÷ 7.17, the average over 2025 measured at its middle; the rest of the FY2025 filing is not yet sourced.</source>
        <translation>暂定：2025 财年收入 7.24 亿元人民币（2026 年 6 月公布，+131.9 %）÷ 12 ÷ 7.17，即 2025 年的月均值，按年中计量；2025 财年报告的其余数据尚无来源。</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>the number %1 is too large to be represented (not finite)</source>
        <translation>数字 %1 太大，无法表示（不是有限数）</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>duplicate key %1: each key may appear once, so which value was meant is unclear</source>
        <translation>重复的键 %1：每个键只能出现一次，否则无法确定指的是哪个值</translation>
    </message>
    <message>
        <source>&gt; %1 … %2</source>
        <translation>&gt; %1 … %2</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>%1 is too small to be a number here; the limits are %2 (%3)</source>
        <translation>%1 太小，不能作为这里的数字；允许范围为 %2（%3）</translation>
    </message>
    <message>
        <source>%1 is too large to be a number here; the limits are %2 (%3)</source>
        <translation>%1 太大，不能作为这里的数字；允许范围为 %2（%3）</translation>
    </message>
    <message>
        <source>%1 is too small to be a number here (%2)</source>
        <translation>%1 太小，不能作为这里的数字（%2）</translation>
    </message>
    <message>
        <source>%1 is too large to be a number here (%2)</source>
        <translation>%1 太大，不能作为这里的数字（%2）</translation>
    </message>
    <message>
        <source>invalid JSON: %1</source>
        <translation>无效的 JSON：%1</translation>
    </message>
    <message>
        <source>nested deeper than %1 levels; scenario files are at most %1 deep</source>
        <translation>嵌套超过 %1 层；情景文件最多嵌套 %1 层</translation>
    </message>
    <message>
        <source>the document is %1B; scenario documents are at most 1 MiB (1,048,576 bytes)</source>
        <translation>文档大小为 %1B；情景文档最多 1 MiB（1,048,576 字节）</translation>
    </message>
    <message>
        <source>the file is %1, not UTF-8; save it as UTF-8</source>
        <translation>文件是 %1，不是 UTF-8；请另存为 UTF-8</translation>
    </message>
    <message>
        <source>invalid JSON</source>
        <translation>无效的 JSON</translation>
    </message>
    <message>
        <source>a NUL byte (byte %1) follows the document; only white space may come after it</source>
        <translation>文档之后有一个 NUL 字节（第 %1 字节）；文档之后只能有空白字符</translation>
    </message>
    <message>
        <source>field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>funding field</source>
        <translation>融资字段</translation>
    </message>
    <message>
        <source>distribution field</source>
        <translation>分布字段</translation>
    </message>
    <message>
        <source>is missing the field &quot;%1&quot;</source>
        <translation>缺少字段“%1”</translation>
    </message>
    <message>
        <source>expected a non-empty text, got %1</source>
        <translation>应为非空文本，实际为 %1</translation>
    </message>
    <message>
        <source>is longer than %1 characters</source>
        <translation>超过 %1 个字符</translation>
    </message>
    <message>
        <source>expected a finite number above 0, got %1</source>
        <translation>应为大于 0 的有限数，实际为 %1</translation>
    </message>
    <message>
        <source>expected a non-empty array of ids, got %1</source>
        <translation>应为非空的 id 数组，实际为 %1</translation>
    </message>
    <message>
        <source>expected ids as texts, got %1</source>
        <translation>id 应为文本，实际为 %1</translation>
    </message>
    <message>
        <source>lists &quot;%1&quot; twice</source>
        <translation>两次列出“%1”</translation>
    </message>
    <message>
        <source>unknown %1 &quot;%2&quot;</source>
        <translation>未知的%1“%2”</translation>
    </message>
    <message>
        <source>unknown %1 &quot;%2&quot;; did you mean &quot;%3&quot;?</source>
        <translation>未知的%1“%2”；你是不是想写“%3”？</translation>
    </message>
    <message>
        <source>&quot;%1&quot; %2</source>
        <translation>“%1”%2</translation>
    </message>
    <message>
        <source>is not a finite number</source>
        <translation>不是有限数</translation>
    </message>
    <message>
        <source>is not a number</source>
        <translation>不是数字</translation>
    </message>
    <message>
        <source>is not a number (a magnitude suffix cannot follow an exponent)</source>
        <translation>不是数字（数量级后缀不能跟在指数后面）</translation>
    </message>
    <message>
        <source>is not a finite number (too large to be represented)</source>
        <translation>不是有限数（太大，无法表示）</translation>
    </message>
    <message>
        <source>is too small to be represented (not 0, but nearer 0 than 5e-324); write 0 or a larger number</source>
        <translation>太小，无法表示（不是 0，但比 5e-324 更接近 0）；请写 0 或更大的数</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 等，另有 %2 个</translation>
    </message>
    <message>
        <source>a document with a &quot;scenario&quot; or &quot;metrics&quot; member is read as the output of `token-runway run --format json`, whose members are exactly &quot;scenario&quot; and &quot;metrics&quot;; this one has %1. Give the scenario&apos;s keys at the top level, or exactly {&quot;scenario&quot;: {…}, &quot;metrics&quot;: {…}}</source>
        <translation>含有 &quot;scenario&quot; 或 &quot;metrics&quot; 成员的文档会被当作 `token-runway run --format json` 的输出来读取，其成员恰好是 &quot;scenario&quot; 和 &quot;metrics&quot;；而这个文档的成员是 %1。请把情景的键放在顶层，或严格写成 {&quot;scenario&quot;: {…}, &quot;metrics&quot;: {…}}</translation>
    </message>
    <message>
        <source>&gt; %1 … %2 (%3)</source>
        <translation>&gt; %1 … %2（%3）</translation>
    </message>
    <message>
        <source>%1 … %2 (%3)</source>
        <translation>%1 … %2（%3）</translation>
    </message>
    <message>
        <source>a scenario must be a JSON object {…}, not %1</source>
        <translation>情景必须是 JSON 对象 {…}，而不是 %1</translation>
    </message>
    <message>
        <source>unknown key %1</source>
        <translation>未知的键 %1</translation>
    </message>
    <message>
        <source>unknown key %1; did you mean &quot;%2&quot;?</source>
        <translation>未知的键 %1；你是不是想写“%2”？</translation>
    </message>
    <message>
        <source>expected %1, got %2</source>
        <translation>应为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>null (derived cash) is a model-2 value, but this document says &quot;schema&quot;: &quot;token-runway/scenario@1&quot;, where cash_usd is the cash itself; give a number, or change the schema line to &quot;token-runway/scenario@2&quot;</source>
        <translation>null（推算现金）是模型 2 的取值，但该文档声明 &quot;schema&quot;: &quot;token-runway/scenario@1&quot;，其中 cash_usd 就是现金本身；请给出一个数值，或把 schema 一行改为 &quot;token-runway/scenario@2&quot;</translation>
    </message>
    <message>
        <source>is a model-2 key, but this document says &quot;schema&quot;: &quot;token-runway/scenario@1&quot;; change the schema line to &quot;token-runway/scenario@2&quot; (then cash, operating cost and capacity take model 2&apos;s defaults unless given: see MODEL.md §0) or remove the key</source>
        <translation>是模型 2 的键，但该文档声明 &quot;schema&quot;: &quot;token-runway/scenario@1&quot;；请把 schema 一行改为 &quot;token-runway/scenario@2&quot;（此后现金、运营成本和算力如未给出，将采用模型 2 的默认值：见 MODEL.md §0），或删除该键</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a calendar date in the form YYYY-MM-DD</source>
        <translation>“%1”不是 YYYY-MM-DD 格式的日历日期</translation>
    </message>
    <message>
        <source>expected &quot;owned&quot; or &quot;per_token&quot;, got %1</source>
        <translation>应为 &quot;owned&quot; 或 &quot;per_token&quot;，实际为 %1</translation>
    </message>
    <message>
        <source>%1 is outside the hard limits %2</source>
        <translation>%1 超出硬性范围 %2</translation>
    </message>
    <message>
        <source>%1 is not a whole number</source>
        <translation>%1 不是整数</translation>
    </message>
    <message>
        <source>the default %1 is beyond %2 (%3); set %4 to at most %3 or lengthen the horizon</source>
        <translation>默认值 %1 超出%2（%3）；请把%4设为不超过 %3，或延长时间范围</translation>
    </message>
    <message>
        <source>%1 is beyond %2 (%3); set %4 to at most %3 or lengthen the horizon</source>
        <translation>%1 超出%2（%3）；请把%4设为不超过 %3，或延长时间范围</translation>
    </message>
    <message>
        <source>contains a NUL character</source>
        <translation>含有 NUL 字符</translation>
    </message>
    <message>
        <source>is not UTF-8 text: byte %1 is %2, which does not start a UTF-8 character</source>
        <translation>不是 UTF-8 文本：第 %1 字节为 %2，不是 UTF-8 字符的开头</translation>
    </message>
    <message>
        <source>is %1 characters long; it must be %2 to %3 characters</source>
        <translation>长 %1 个字符；必须为 %2 到 %3 个字符</translation>
    </message>
    <message>
        <source>is %1 characters long; it must be at most %2 characters</source>
        <translation>长 %1 个字符；最多 %2 个字符</translation>
    </message>
    <message>
        <source>contains the control character %1 at byte %2; notes may hold tabs and line breaks but no other control characters</source>
        <translation>在第 %2 字节处含有控制字符 %1；备注可以包含制表符和换行，但不能包含其他控制字符</translation>
    </message>
    <message>
        <source>contains the control character %1 at byte %2; a name cannot hold control characters such as line breaks or escape codes</source>
        <translation>在第 %2 字节处含有控制字符 %1；名称不能包含换行或转义码之类的控制字符</translation>
    </message>
    <message>
        <source>%1 is outside the hard limits 2000-01-01 … 2100-12-31</source>
        <translation>%1 超出硬性范围 2000-01-01 … 2100-12-31</translation>
    </message>
    <message>
        <source>%1 is after %2 (%3); the cash at the start is derived from the filing (%4 is null), so the filing must come first: set %5 on or before %2, or give %4 a number</source>
        <translation>%1 晚于%2（%3）；开始时的现金由招股书推算（%4 为空），因此招股书必须在前：请把%5设在%2当天或之前，或给%4一个数值</translation>
    </message>
    <message>
        <source>%1 is given while %2 is &quot;owned&quot;, where the serving cost is derived from the accelerators the company owns; clear it (null) or set %2 to &quot;per_token&quot;</source>
        <translation>%2为 &quot;owned&quot; 时给出了 %1，而此时推理服务成本由公司自有的加速卡推算；请清除它（设为 null），或把%2设为 &quot;per_token&quot;</translation>
    </message>
    <message>
        <source>has %1 events; at most %2 are allowed</source>
        <translation>有 %1 笔事件；最多允许 %2 笔</translation>
    </message>
    <message>
        <source>%1 cannot be uncertain: it takes whole numbers, which are not sampled (MODEL.md §6); remove %2 and set %1 itself (the Monte Carlo runs at that value)</source>
        <translation>%1 不能设为不确定：它只取整数，而整数不参与抽样（MODEL.md §6）；请删除 %2，直接设定 %1（蒙特卡洛模拟按该值运行）</translation>
    </message>
    <message>
        <source>%1 cannot be uncertain: it is a choice (&quot;owned&quot; or &quot;per_token&quot;), not a number; remove %2 and run the scenario once with each choice</source>
        <translation>%1 不能设为不确定：它是一个选项（&quot;owned&quot; 或 &quot;per_token&quot;），不是数值；请删除 %2，并按每个选项各运行一次情景</translation>
    </message>
    <message>
        <source>%1 cannot be uncertain: it is a date, not a number; remove %2 and set the date itself</source>
        <translation>%1 不能设为不确定：它是日期，不是数值；请删除 %2，直接设定日期</translation>
    </message>
    <message>
        <source>%1 cannot be uncertain: only numeric parameters can; remove %2</source>
        <translation>%1 不能设为不确定：只有数值参数可以；请删除 %2</translation>
    </message>
    <message>
        <source>%1 is outside %2&apos;s hard limits %3</source>
        <translation>%1 超出%2的硬性范围 %3</translation>
    </message>
    <message>
        <source>low %1 is above high %2</source>
        <translation>下限 %1 高于上限 %2</translation>
    </message>
    <message>
        <source>a lognormal needs 0 &lt; low &lt; high; got low %1, high %2</source>
        <translation>对数正态分布要求 0 &lt; 下限 &lt; 上限；实际下限 %1，上限 %2</translation>
    </message>
    <message>
        <source>only a triangular distribution has a mode</source>
        <translation>只有三角分布有众数</translation>
    </message>
    <message>
        <source>%1 lies outside low … high (%2)</source>
        <translation>%1 不在下限 … 上限（%2）之内</translation>
    </message>
    <message>
        <source>a triangular distribution without a mode peaks at the scenario&apos;s value, but %1 is null (%2); give the distribution a mode, or give %1 a number</source>
        <translation>没有众数的三角分布以情景的值为峰值，但%1为空（%2）；请给该分布一个众数，或给%1一个数值</translation>
    </message>
    <message>
        <source>the serving cost cannot be uncertain while capacity_mode is &quot;owned&quot; (it is derived from the accelerators); make the accelerator inputs uncertain instead, or set capacity_mode to &quot;per_token&quot;</source>
        <translation>capacity_mode 为 &quot;owned&quot; 时，推理服务成本不能设为不确定（它由加速卡推算）；请改为把加速卡的输入设为不确定，或把 capacity_mode 设为 &quot;per_token&quot;</translation>
    </message>
    <message>
        <source>the model&apos;s %1 would be too large to be represented (not a finite number); these values are inside their limits one by one but not together</source>
        <translation>模型的%1会大到无法表示（不是有限数）；这些数值单独看都在范围之内，组合在一起却不行</translation>
    </message>
    <message>
        <source>the document is %1B; it may be at most %2 bytes</source>
        <translation>文档大小为 %1B；最多只能为 %2 字节</translation>
    </message>
    <message>
        <source>expected &quot;token-runway/scenario@3&quot;, &quot;token-runway/scenario@2&quot; or &quot;token-runway/scenario@1&quot;, got %1</source>
        <translation>应为 &quot;token-runway/scenario@3&quot;、&quot;token-runway/scenario@2&quot; 或 &quot;token-runway/scenario@1&quot;，实际为 %1</translation>
    </message>
    <message>
        <source>%1 cannot be uncertain: it is a switch (true or false), not a number; remove %2 and run the scenario once with each setting</source>
        <translation>%1 不能设为不确定：它是开关（true 或 false），不是数字；请删除 %2，并用每种设置各运行一次情景</translation>
    </message>
    <message>
        <source>is a model-3 key, but this document says &quot;schema&quot;: &quot;token-runway/scenario@1&quot;; change the schema line to &quot;token-runway/scenario@3&quot; (then every key takes model 3&apos;s defaults unless given: see MODEL3.md §0) or remove the key</source>
        <translation>是模型 3 的键，但本文件写的是 &quot;schema&quot;: &quot;token-runway/scenario@1&quot;；请把 schema 行改为 &quot;token-runway/scenario@3&quot;（之后未给出的键都取模型 3 的默认值：见 MODEL3.md §0），或删除该键</translation>
    </message>
    <message>
        <source>is a model-3 key, but this document says &quot;schema&quot;: &quot;token-runway/scenario@2&quot;; change the schema line to &quot;token-runway/scenario@3&quot; (then the model-3 keys take model 3&apos;s defaults unless given: see MODEL3.md §0) or remove the key</source>
        <translation>是模型 3 的键，但本文件写的是 &quot;schema&quot;: &quot;token-runway/scenario@2&quot;；请把 schema 行改为 &quot;token-runway/scenario@3&quot;（之后未给出的模型 3 键取模型 3 的默认值：见 MODEL3.md §0），或删除该键</translation>
    </message>
    <message>
        <source>%1 is after %2 (%3); a measured level lies in the past: set %4 on or before %2</source>
        <translation>%1 晚于%2（%3）；计量的水平必须在过去：请把%4设为%2当天或之前</translation>
    </message>
    <message>
        <source>%1 is −100 %, but the flow it grows was measured on %2, after %3 (%4): the cash at the start (%5 is null) needs the flow&apos;s level on days before it was measured, and at −100 % there is none; give the growth another value, move %6 on or before %3, or give %5 a number</source>
        <translation>%1 为 −100 %，但它所增长的流量计量于 %2，晚于%3（%4）：开始时的现金（%5 为空）需要该流量在计量日之前的水平，而在 −100 % 时不存在；请给增长率另一个值，把 %6 移到%3当天或之前，或给%5一个数字</translation>
    </message>
    <message>
        <source>%1 cannot be uncertain while it is null (no competitor); give %1 a number, or remove %2</source>
        <translation>%1 为空（无竞争对手）时不能设为不确定；请给%1一个数字，或删除 %2</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>delete “%1”</source>
        <translation>删除“%1”</translation>
    </message>
    <message>
        <source>Token Runway</source>
        <translation>Token Runway</translation>
    </message>
</context>
<context>
    <name>RuleOfThumb</name>
    <message>
        <source>rule of thumb 100 × SC / P = 100 × %1 / %2, the same</source>
        <translation>经验法则 100 × SC / P = 100 × %1 / %2，结果相同</translation>
    </message>
    <message>
        <source>this token mix serves at %1 and earns %2 per 1M tokens</source>
        <translation>当前 token 结构下每百万 tokens 服务成本为 %1、收入为 %2</translation>
    </message>
    <message>
        <source>elasticity %1 at this price scales paid demand by %2</source>
        <translation>在此价格下弹性 %1 使付费需求变为 %2 倍</translation>
    </message>
    <message>
        <source>the per-account cap makes some capped accounts pay</source>
        <translation>每账户上限使部分触顶账户付费</translation>
    </message>
    <message>
        <source>the free quota is full at that conversion</source>
        <translation>在该转化率下免费额度已用满</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>rule of thumb 100 × SC / P gives %1, not this: %2</source>
        <translation>经验法则 100 × SC / P 给出 %1，与此不同：%2</translation>
    </message>
</context>
<context>
    <name>Runway</name>
    <message>
        <source>ε = −1: same revenue at any price</source>
        <translation>ε = −1：任何价格下收入都一样</translation>
    </message>
</context>
<context>
    <name>RunwayEffect</name>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>%1+ months</source>
        <translation>%1+ 个月</translation>
    </message>
    <message>
        <source>runway %1 → %2</source>
        <translation>资金跑道 %1 → %2</translation>
    </message>
    <message>
        <source>runway %1 → %2 (unchanged)</source>
        <translation>资金跑道 %1 → %2（未变）</translation>
    </message>
    <message>
        <source>runway %1 → %2 (+%3)</source>
        <translation>资金跑道 %1 → %2（+%3）</translation>
    </message>
    <message>
        <source>runway %1 → %2 (−%3)</source>
        <translation>资金跑道 %1 → %2（−%3）</translation>
    </message>
</context>
<context>
    <name>Sentences</name>
    <message>
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
</context>
<context>
    <name>Sources</name>
    <message>
        <source>The Ledger Says 23.2 Trillion Tokens. The Metadata Says Something Else.</source>
        <translation>账本上写着 23.2 万亿 tokens，元数据却另有说法</translation>
    </message>
    <message>
        <source>all five articles</source>
        <translation>全部五篇文章</translation>
    </message>
    <message>
        <source>Hong Kong listing prospectus (H1 2025 figures)</source>
        <translation>香港上市招股章程（2025 年上半年数据）</translation>
    </message>
    <message>
        <source>Hong Kong listing of 8 January 2026 (allotment results)</source>
        <translation>2026 年 1 月 8 日香港上市（配发结果）</translation>
    </message>
    <message>
        <source>Gemini 2.5 Flash-Lite and GPT-4o mini list prices</source>
        <translation>Gemini 2.5 Flash-Lite 与 GPT-4o mini 的标价</translation>
    </message>
    <message>
        <source>OpenRouter&apos;s free-variant limits</source>
        <translation>OpenRouter 免费模型的限额</translation>
    </message>
</context>
<context>
    <name>ThemeMenu</name>
    <message>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <source>Follow the &amp;desktop</source>
        <translation>跟随桌面(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <source>Dar&amp;k</source>
        <translation>深色(&amp;K)</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>$</source>
        <translation>美元</translation>
    </message>
    <message>
        <source>$ per day</source>
        <translation>美元 / 天</translation>
    </message>
    <message>
        <source>$ per month</source>
        <translation>美元 / 月</translation>
    </message>
    <message>
        <source>$ per 1M tokens</source>
        <translation>美元 / 每百万 tokens</translation>
    </message>
    <message>
        <source>$ per kWh</source>
        <translation>美元 / 千瓦时</translation>
    </message>
    <message>
        <source>$ per accelerator</source>
        <translation>美元 / 每张加速卡</translation>
    </message>
    <message>
        <source>RMB</source>
        <translation>元</translation>
    </message>
    <message>
        <source>RMB per $</source>
        <translation>元 / 美元</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>tokens</translation>
    </message>
    <message>
        <source>tokens per day</source>
        <translation>tokens / 天</translation>
    </message>
    <message>
        <source>tokens per accelerator per day</source>
        <translation>tokens / 每张加速卡 / 天</translation>
    </message>
    <message>
        <source>%</source>
        <translation>%</translation>
    </message>
    <message>
        <source>% per month</source>
        <translation>% / 月</translation>
    </message>
    <message>
        <source>% per year</source>
        <translation>% / 年</translation>
    </message>
    <message>
        <source>% of tokens</source>
        <translation>占 tokens 的 %</translation>
    </message>
    <message>
        <source>% of input tokens</source>
        <translation>占输入 tokens 的 %</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>accelerators</source>
        <translation>张加速卡</translation>
    </message>
    <message>
        <source>accounts</source>
        <translation>个账户</translation>
    </message>
    <message>
        <source>kW per accelerator</source>
        <translation>千瓦 / 每张加速卡</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>× input price</source>
        <translation>× 输入价格</translation>
    </message>
    <message>
        <source>× input cost</source>
        <translation>× 输入成本</translation>
    </message>
    <message>
        <source>ratio</source>
        <translation>比值</translation>
    </message>
    <message>
        <source>ε</source>
        <translation>ε</translation>
    </message>
    <message>
        <source>σ of ln(tokens)</source>
        <translation>ln(tokens) 的 σ</translation>
    </message>
    <message>
        <source>%1 / day</source>
        <translation>%1 / 天</translation>
    </message>
    <message>
        <source>%1 / month</source>
        <translation>%1 / 月</translation>
    </message>
    <message>
        <source>%1 per 1M tokens</source>
        <translation>每百万 tokens %1</translation>
    </message>
    <message>
        <source>%1 / kWh</source>
        <translation>%1 / 千瓦时</translation>
    </message>
    <message>
        <source>%1 per accelerator</source>
        <translation>每张加速卡 %1</translation>
    </message>
    <message>
        <source>%1 RMB per $</source>
        <translation>%1 人民币 / 美元</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 tokens</translation>
    </message>
    <message>
        <source>%1 tokens / day</source>
        <translation>每天 %1 tokens</translation>
    </message>
    <message>
        <source>%1 tokens / accelerator / day</source>
        <translation>每张加速卡每天 %1 tokens</translation>
    </message>
    <message>
        <source>%1 a year</source>
        <translation>每年 %1</translation>
    </message>
    <message>
        <source>%1 of tokens</source>
        <translation>占 tokens 的 %1</translation>
    </message>
    <message>
        <source>%1 of input tokens</source>
        <translation>占输入 tokens 的 %1</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>%1 days</source>
        <translation>%1 天</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <source>%1 accelerators</source>
        <translation>%1 张加速卡</translation>
    </message>
    <message>
        <source>%1 accounts</source>
        <translation>%1 个账户</translation>
    </message>
    <message>
        <source>%1 kW per accelerator</source>
        <translation>每张加速卡 %1 kW</translation>
    </message>
    <message>
        <source>%1 the input price</source>
        <translation>输入价格的 %1</translation>
    </message>
    <message>
        <source>%1 the input cost</source>
        <translation>输入成本的 %1</translation>
    </message>
    <message>
        <source>ε = %1</source>
        <translation>ε = %1</translation>
    </message>
    <message>
        <source>σ = %1 (of ln tokens)</source>
        <translation>σ = %1（ln tokens）</translation>
    </message>
</context>
<context>
    <name>Verbatim</name>
    <message>
        <source>%1</source>
        <translation>%1</translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>the horizon is longer than the accelerators&apos; life; replacing them is not modelled</source>
        <translation>测算期长于加速卡的寿命；模型不计算更换加速卡</translation>
    </message>
    <message>
        <source>the cash derived for the start date %1 is %2: at %3 a month since the filing on %4, the bridge uses up the filing&apos;s cash and what was raised by %5; start on or before %5, or type the cash</source>
        <translation>按 %1 开始推算出的现金为 %2：自 %4 披露以来每月消耗 %3，过渡期在 %5 前就用完了披露时的现金和此后的融资；请把开始日期定在 %5 或更早，或直接输入现金</translation>
    </message>
</context>
<context>
    <name>runway</name>
    <message>
        <source>%1 — cash runs out on %2</source>
        <translation>%1 — 现金耗尽于 %2</translation>
    </message>
    <message>
        <source>Runway</source>
        <translation>资金跑道</translation>
    </message>
    <message>
        <source>no quota</source>
        <translation>无额度</translation>
    </message>
    <message>
        <source>Serving cost</source>
        <translation>推理服务成本</translation>
    </message>
    <message>
        <source>derived: %1</source>
        <translation>推算：%1</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已更改</translation>
    </message>
    <message>
        <source>Token Runway</source>
        <translation>Token Runway</translation>
    </message>
    <message>
        <source>The articles&apos; claims, re-computed on this scenario</source>
        <translation>文章中的论断，在此情景下重新计算</translation>
    </message>
    <message>
        <source>Method.</source>
        <translation>方法。</translation>
    </message>
    <message>
        <source>%1: unknown report format &quot;%2&quot;; use .pdf, .svg or .png</source>
        <translation>%1：未知的报告格式“%2”；请使用 .pdf、.svg 或 .png</translation>
    </message>
    <message>
        <source>Token Runway — %1</source>
        <translation>Token Runway — %1</translation>
    </message>
    <message>
        <source>%1: the report could not be drawn</source>
        <translation>%1：无法绘制报告</translation>
    </message>
    <message>
        <source>Infeasible: %1</source>
        <translation>不可行：%1</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>the cash lasts the horizon</source>
        <translation>现金可维持整个时间范围</translation>
    </message>
    <message>
        <source>This scenario has no uncertainty ranges, so there are no odds: the runway above is its only outcome.</source>
        <translation>这个情景没有不确定性范围，因此没有概率：上面的资金跑道就是它唯一的结果。</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>未计算</translation>
    </message>
    <message>
        <source>%1 within 12 months, %2 within 24 months; runway %3 to %4 in 90 % of futures (P5–P95), median %5. Monte Carlo of %6 samples, seed %7, over: %8</source>
        <translation>12 个月内耗尽的概率为 %1，24 个月内为 %2；90 % 的未来中资金跑道在 %3 到 %4 之间（P5–P95），中位数 %5。蒙特卡洛模拟 %6 个样本，种子 %7，不确定输入：%8</translation>
    </message>
    <message>
        <source>%1 = %2 (from the filing: cash on hand, not money raised)</source>
        <translation>%1 = %2（由招股书推算：现金储备，而非累计融资）</translation>
    </message>
    <message>
        <source>%1, given directly (not derived from the filing)</source>
        <translation>%1，直接给定（并非由招股书推算）</translation>
    </message>
    <message>
        <source>%1 owned → %2 needed → %3 to buy on day 0 (%4); %5 bought over the horizon, capex %6; peak fleet %7</source>
        <translation>拥有 %1 → 需要 %2 → 第 0 天需购买 %3（%4）；整个时间范围内购买 %5，资本开支 %6；集群峰值 %7</translation>
    </message>
    <message>
        <source>no paying account or no churn</source>
        <translation>没有付费账户或没有流失</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>LTV/CAC %1 (LTV %2 ÷ CAC %3); payback %4</source>
        <translation>LTV/CAC 为 %1（用户生命周期价值 %2 ÷ 获客成本 %3）；回本周期 %4</translation>
    </message>
    <message>
        <source>; ARPU %1 / month at a %2 gross margin</source>
        <translation>；每付费账户月收入（ARPU）%1，毛利率 %2</translation>
    </message>
    <message>
        <source>%1 of the quota</source>
        <translation>额度的 %1</translation>
    </message>
    <message>
        <source>%1 of the day&apos;s spending</source>
        <translation>当天支出的 %1</translation>
    </message>
    <message>
        <source>no spending</source>
        <translation>没有支出</translation>
    </message>
    <message>
        <source>at %1 conversion (the scenario assumes %2); today it contributes %3 / day</source>
        <translation>转化率为 %1 时（情景假设为 %2）；目前它每天贡献 %3</translation>
    </message>
    <message>
        <source>never: %1</source>
        <translation>永不：%1</translation>
    </message>
    <message>
        <source>the price is below the serving cost</source>
        <translation>价格低于推理服务成本</translation>
    </message>
    <message>
        <source>Odds of running out</source>
        <translation>耗尽现金的概率</translation>
    </message>
    <message>
        <source>Cash on hand</source>
        <translation>现金储备</translation>
    </message>
    <message>
        <source>Net burn</source>
        <translation>净消耗</translation>
    </message>
    <message>
        <source>Free tier</source>
        <translation>免费层</translation>
    </message>
    <message>
        <source>costs %1 / day to serve (%2 free tokens, %3; %4); lists at %5 / day, revenue forgone, not cash; the whole quota lists at %6 / day</source>
        <translation>推理服务成本每天 %1（%2 免费 tokens，%3；%4）；标价价值每天 %5，是放弃的收入而非现金；全部额度的标价价值为每天 %6</translation>
    </message>
    <message>
        <source>Accelerators and capex</source>
        <translation>加速卡与资本开支</translation>
    </message>
    <message>
        <source>Unit economics</source>
        <translation>单位经济</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>owned accelerators</source>
        <translation>自有加速卡</translation>
    </message>
    <message>
        <source>paid by the token</source>
        <translation>按 token 付费</translation>
    </message>
    <message>
        <source>%1 in month %2</source>
        <translation>第 %2 个月 %1</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>未使用</translation>
    </message>
    <message>
        <source>no cap</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>derived</source>
        <translation>推算</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>论断</translation>
    </message>
    <message>
        <source>Claimed</source>
        <translation>声称值</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>无数值</translation>
    </message>
    <message>
        <source>model 2</source>
        <translation>模型 2</translation>
    </message>
    <message>
        <source>Report of %1 · %2 · day 0 is %3 · horizon %4 months · token-runway %5</source>
        <translation>%1 的报告 · %2 · 第 0 天为 %3 · 时间范围 %4 个月 · token-runway %5</translation>
    </message>
    <message>
        <source>Assumptions, with their units and where they come from</source>
        <translation>假设、单位及其出处</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Model %1, day by day (a month is 30 days), from the cash on hand: paying developers are charged the list price at their token mix, the rest use the free quota up to its size; the company pays its growing operating cost and, on its own accelerators, their power and the chips it must buy when the fleet grows (per token: the serving cost). The free tier&apos;s cost is the serving cost of the tokens used, not the list value of the quota offered.</source>
        <translation>模型 %1，从现金储备出发逐日推演（一个月按 30 天计）：付费开发者按其 token 结构支付标价，其余开发者在额度之内使用免费额度；公司支付不断增长的运营成本，使用自有加速卡时还要支付电费，并在集群扩张时购买芯片（按 token 付费时：支付推理服务成本）。免费层的成本是实际使用的 tokens 的推理服务成本，而不是所提供额度的标价价值。</translation>
    </message>
    <message>
        <source>%1 events, %2 in all (months %3 to %4)</source>
        <translation>%1 笔，共计 %2（第 %3 至第 %4 个月）</translation>
    </message>
    <message>
        <source>model 1&apos;s default</source>
        <translation>模型 1 的默认值</translation>
    </message>
    <message>
        <source>model 1 (cash given, flat costs, serving paid by the token)</source>
        <translation>模型 1（现金直接给定、成本不变、推理服务按 token 付费）</translation>
    </message>
    <message>
        <source>paid by the token: none owned, none bought (day 0&apos;s tokens would keep %1 accelerators busy)</source>
        <translation>按 token 付费：不拥有、也不购买加速卡（第 0 天的 tokens 足以让 %1 张加速卡满负荷运转）</translation>
    </message>
    <message>
        <source>%1 per 1M tokens at the reference mix, from the accelerators, depreciation included; %2 at this mix, against a price of %3</source>
        <translation>按参考结构每百万 tokens %1（由加速卡推算，含折旧）；按当前结构为 %2，对应价格 %3</translation>
    </message>
    <message>
        <source>%1 per 1M tokens at the reference mix, as given; %2 at this mix, against a price of %3</source>
        <translation>按参考结构每百万 tokens %1（直接给定）；按当前结构为 %2，对应价格 %3</translation>
    </message>
    <message>
        <source>Note: %1.</source>
        <translation>注：%1。</translation>
    </message>
    <message>
        <source>90 % of the %1 futures where it has a number: %2 – %3</source>
        <translation>在其有数值的 %1 个情景中，90 % 落在 %2 – %3</translation>
    </message>
    <message>
        <source>90 % of futures: %1 – %2</source>
        <translation>90 % 的情景：%1 – %2</translation>
    </message>
    <message>
        <source>; the textbook runway (cash ÷ the first month&apos;s net burn, %1 of accelerators included) is %2</source>
        <translation>；教科书跑道（现金 ÷ 首月净消耗，含购入加速卡 %1）为 %2</translation>
    </message>
    <message>
        <source>; the textbook runway (cash ÷ the first month&apos;s net burn) is %1</source>
        <translation>；教科书跑道（现金 ÷ 首月净消耗）为 %1</translation>
    </message>
    <message>
        <source>As set, this scenario cannot start: %1.</source>
        <translation>按当前设定，该情景无法启动：%1。</translation>
    </message>
    <message>
        <source>lasts %1, to %2</source>
        <translation>可维持 %1，至 %2</translation>
    </message>
    <message>
        <source>lasts beyond the %1-month horizon</source>
        <translation>可维持超过 %1 个月的测算期</translation>
    </message>
    <message>
        <source>the free tier pays for itself from %1 conversion (the scenario assumes %2)</source>
        <translation>免费层在转化率达到 %1 时盈亏平衡（情景假设为 %2）</translation>
    </message>
    <message>
        <source>the free tier never pays for itself at this price</source>
        <translation>在此价格下免费层永远无法盈亏平衡</translation>
    </message>
    <message>
        <source>The cash on hand, %1, %2 at a burn of %3; %4.</source>
        <translation>现金储备 %1，在 %3 的消耗下%2；%4。</translation>
    </message>
    <message>
        <source>operating cost %1 / month, growing %2 / month</source>
        <translation>运营成本每月 %1，每月增长 %2</translation>
    </message>
    <message>
        <source>%1 (the first month&apos;s net burn: %2); %3</source>
        <translation>%1（首月净消耗：%2）；%3</translation>
    </message>
    <message>
        <source>%1 in the first month (%2 on day 0); %3</source>
        <translation>首月 %1（第 0 天 %2）；%3</translation>
    </message>
    <message>
        <source>Free-tier break-even</source>
        <translation>免费层盈亏平衡</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <source>odds: %1 simulated futures per scenario, seed %2</source>
        <translation>概率：每个情景模拟 %1 种未来，种子 %2</translation>
    </message>
    <message>
        <source>odds: %1 simulated futures per scenario, seed %2 (still being computed)</source>
        <translation>概率：每个情景模拟 %1 种未来，种子 %2（仍在计算）</translation>
    </message>
    <message>
        <source>Token Runway — %1 scenarios compared</source>
        <translation>Token Runway — 比较 %1 个情景</translation>
    </message>
    <message>
        <source>%1 · %2 · token-runway %3</source>
        <translation>%1 · %2 · token-runway %3</translation>
    </message>
    <message>
        <source>%1: the comparison&apos;s page is a PDF; give a path ending in .pdf</source>
        <translation>%1：比较页面为 PDF 格式，请给出以 .pdf 结尾的路径</translation>
    </message>
    <message>
        <source>Token Runway — comparison</source>
        <translation>Token Runway — 情景比较</translation>
    </message>
    <message>
        <source>%1: the comparison could not be drawn</source>
        <translation>%1：无法绘制比较页面</translation>
    </message>
    <message>
        <source>; own cash (certain money only, no credit line) runs out on %1, after %2: new money is needed by then</source>
        <translation>；自有现金（只计确定的资金，不计信贷额度）于 %1 耗尽，历时 %2：在此之前需要新资金</translation>
    </message>
    <message>
        <source>; own cash (certain money only, no credit line) lasts the horizon</source>
        <translation>；自有现金（只计确定的资金，不计信贷额度）撑过整个期间</translation>
    </message>
    <message>
        <source>operating cost %1 / month at the start: training compute %2, growing %3 / month, and the rest %4, growing %5 / month</source>
        <translation>开始时运营成本 %1 / 月：训练算力 %2，每月增长 %3；其余 %4，每月增长 %5</translation>
    </message>
    <message>
        <source>%1 = RMB %2 ÷ %3 + %4 − %5 bridge burn (from the filing: cash on hand, not money raised; the burn since the filing grows with the costs measured on %6)</source>
        <translation>%1 = 人民币 %2 ÷ %3 + %4 − 过渡期消耗 %5（由招股书推算：现金储备，而非累计融资；披露以来的消耗随 %6 计量的成本一起增长）</translation>
    </message>
    <message>
        <source>%1 owned, %2 busy with other work → %3 free → %4 needed → %5 to buy on day 0 (%6); %7 bought over the horizon, capex %8; peak fleet %9</source>
        <translation>拥有 %1 张，其中 %2 张忙于其他工作 → 空闲 %3 张 → 需要 %4 张 → 第 0 天购入 %5 张（%6）；整个期间购入 %7 张，资本开支 %8；机群峰值 %9 张</translation>
    </message>
    <message>
        <source>its incremental cash cost is %1 on day 0 and %2 over the horizon (the accelerators it makes the company buy and their power); economic cost %3 / day (%4 free tokens, %5); lists at %6 / day, revenue forgone, not cash</source>
        <translation>其增量现金成本为第 0 天 %1、整个期间 %2（它让公司购入的加速卡及其电费）；经济成本 %3 / 天（%4 个免费 tokens，%5）；按标价计 %6 / 天，是放弃的收入，不是现金</translation>
    </message>
    <message>
        <source>Needs new money (its own cash gone: only certain funding, no credit line): %1 within 12 months, %2 within 24 months.</source>
        <translation>需要新资金的概率（自有现金用尽：只计确定的资金，不计信贷额度）：12 个月内 %1，24 个月内 %2。</translation>
    </message>
    <message>
        <source>model 3</source>
        <translation>模型 3</translation>
    </message>
</context>
<context>
    <name>runway::AnalysisViews</name>
    <message>
        <source>Chance of running out within 12 months</source>
        <translation>12 个月内现金耗尽的概率</translation>
    </message>
    <message>
        <source>Chance of running out within 24 months</source>
        <translation>24 个月内现金耗尽的概率</translation>
    </message>
    <message>
        <source>simulating…</source>
        <translation>模拟中…</translation>
    </message>
    <message>
        <source>Price %1 and conversion %2 from the what-if map</source>
        <translation>来自假设分析图的价格 %1 与转化率 %2</translation>
    </message>
    <message>
        <source>of %1 simulated futures run out of cash in the first year</source>
        <translation>%1 个模拟未来中第一年内现金耗尽的比例</translation>
    </message>
    <message>
        <source>of the same futures run out within two years</source>
        <translation>这些模拟情景中在两年内耗尽现金的比例</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无法计算</translation>
    </message>
    <message>
        <source>%1 need new money within 12 months (own cash: certain funding only, no credit line)</source>
        <translation>%1 的模拟未来在 12 个月内需要新资金（自有现金：只计确定的融资，不计信贷额度）</translation>
    </message>
    <message>
        <source>%1 need new money within 24 months</source>
        <translation>%1 的模拟未来在 24 个月内需要新资金</translation>
    </message>
</context>
<context>
    <name>runway::ArticleEditor</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Open a text file</source>
        <translation>打开文本文件</translation>
    </message>
    <message>
        <source>Text files (*.txt *.md);;All files (*)</source>
        <translation>文本文件 (*.txt *.md);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Export claims file</source>
        <translation>导出论断文件</translation>
    </message>
    <message>
        <source>Claims files (*.json)</source>
        <translation>论断文件 (*.json)</translation>
    </message>
    <message>
        <source>Export ClaimReview</source>
        <translation>导出 ClaimReview</translation>
    </message>
    <message>
        <source>JSON-LD files (*.jsonld *.json)</source>
        <translation>JSON-LD 文件 (*.jsonld *.json)</translation>
    </message>
    <message>
        <source>Add article — Token Runway</source>
        <translation>添加文章 — Token Runway</translation>
    </message>
    <message>
        <source>&amp;Title:</source>
        <translation>标题(&amp;T)：</translation>
    </message>
    <message>
        <source>&amp;Publisher:</source>
        <translation>发布者(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;Link:</source>
        <translation>链接(&amp;L)：</translation>
    </message>
    <message>
        <source>&amp;Quantity:</source>
        <translation>量(&amp;Q)：</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>类别(&amp;K)：</translation>
    </message>
    <message>
        <source>T&amp;olerance:</source>
        <translation>容差(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Scenario inputs stated in the same article (the claim is read with those ticked):</source>
        <translation>同一篇文章给出的情景输入（论断按勾选的输入来读）(&amp;S)：</translation>
    </message>
    <message>
        <source>&amp;Paste text</source>
        <translation>粘贴文本(&amp;P)</translation>
    </message>
    <message>
        <source>Use the text on the clipboard as the article (Ctrl+V)</source>
        <translation>把剪贴板上的文本作为文章（Ctrl+V）</translation>
    </message>
    <message>
        <source>Open text &amp;file…</source>
        <translation>打开文本文件(&amp;F)…</translation>
    </message>
    <message>
        <source>Open a UTF-8 text file of at most 1 MiB</source>
        <translation>打开不超过 1 MiB 的 UTF-8 文本文件</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>Claims file (claims@3)…</source>
        <translation>论断文件（claims@3）…</translation>
    </message>
    <message>
        <source>ClaimReview JSON-LD…</source>
        <translation>ClaimReview JSON-LD…</translation>
    </message>
    <message>
        <source>&amp;Confirm claim</source>
        <translation>确认论断(&amp;C)</translation>
    </message>
    <message>
        <source>Check this number as the chosen quantity: its verdict and odds appear at once and follow the scenario</source>
        <translation>把这个数字按所选的量核查：结论和概率立即出现，并随情景变化</translation>
    </message>
    <message>
        <source>Back to &amp;draft</source>
        <translation>退回草稿(&amp;D)</translation>
    </message>
    <message>
        <source>Why the model cannot check it</source>
        <translation>模型为何无法核查它</translation>
    </message>
    <message>
        <source>Mark &amp;uncheckable</source>
        <translation>标为无法核查(&amp;U)</translation>
    </message>
    <message>
        <source>The chosen number</source>
        <translation>所选的数字</translation>
    </message>
    <message>
        <source>The article, its numbers marked</source>
        <translation>文章，数字已标出</translation>
    </message>
    <message>
        <source>The numbers found</source>
        <translation>找到的数字</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>Reads as</source>
        <translation>读作</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>The pasted text %1</source>
        <translation>粘贴的文本%1</translation>
    </message>
    <message>
        <source>Pasted article</source>
        <translation>粘贴的文章</translation>
    </message>
    <message>
        <source>New article text</source>
        <translation>新的文章文本</translation>
    </message>
    <message>
        <source>%1 numbers found: %2 may be claims (marked in colour), %3 are context (underlined). Choose a number to confirm what it is.</source>
        <translation>找到 %1 个数字：%2 个可能是论断（彩色标出），%3 个是背景信息（下划线）。选择一个数字，确认它是什么。</translation>
    </message>
    <message>
        <source>The clipboard holds no text to paste.</source>
        <translation>剪贴板上没有可粘贴的文本。</translation>
    </message>
    <message>
        <source>Quantity of %1</source>
        <translation>%1 的量</translation>
    </message>
    <message>
        <source>Kind of %1</source>
        <translation>%1 的类别</translation>
    </message>
    <message>
        <source>A tolerance is from %1 % to %2 %; %3 % is outside.</source>
        <translation>容差应在 %1 % 到 %2 % 之间；%3 % 超出范围。</translation>
    </message>
    <message>
        <source>Tolerance of %1</source>
        <translation>%1 的容差</translation>
    </message>
    <message>
        <source>Scenario input of %1</source>
        <translation>%1 的情景输入</translation>
    </message>
    <message>
        <source>Choose a number in the text or the table first.</source>
        <translation>请先在文本或表格中选择一个数字。</translation>
    </message>
    <message>
        <source>The model has no claim figure in %1, the unit of %2; mark it uncheckable with a reason.</source>
        <translation>模型没有以%1（%2 的单位）表示的论断数值；请把它标为无法核查并写明原因。</translation>
    </message>
    <message>
        <source>No quantity of the model matches %1; mark it uncheckable with a reason.</source>
        <translation>模型中没有与 %1 相符的量；请把它标为无法核查并写明原因。</translation>
    </message>
    <message>
        <source>Confirm %1</source>
        <translation>确认 %1</translation>
    </message>
    <message>
        <source>Say why the model cannot check this number: the reason is listed with it.</source>
        <translation>请写明模型为何无法核查这个数字：原因会与它一起列出。</translation>
    </message>
    <message>
        <source>Mark %1 uncheckable</source>
        <translation>将 %1 标为无法核查</translation>
    </message>
    <message>
        <source>%1 back to draft</source>
        <translation>%1 退回草稿</translation>
    </message>
    <message>
        <source>An article needs a title.</source>
        <translation>文章需要一个标题。</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Publisher</source>
        <translation>发布者</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>链接</translation>
    </message>
    <message>
        <source>Article&apos;s %1</source>
        <translation>文章的%1</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Wrote the article&apos;s claims to %1.</source>
        <translation>已将文章的论断写入 %1。</translation>
    </message>
    <message numerus="yes">
        <source>Wrote %n ClaimReview(s) to %1.</source>
        <translation>
            <numerusform>已将 %n 条 ClaimReview 写入 %1。</numerusform>
        </translation>
    </message>
    <message>
        <source>context: %1</source>
        <translation>背景：%1</translation>
    </message>
    <message>
        <source>to confirm</source>
        <translation>待确认</translation>
    </message>
    <message>
        <source>uncheckable: %1</source>
        <translation>无法核查：%1</translation>
    </message>
    <message>
        <source>auditing…</source>
        <translation>核查中…</translation>
    </message>
    <message>
        <source>Paste an article or open a text file: its numbers are marked in the text and listed above.</source>
        <translation>粘贴一篇文章或打开一个文本文件：其中的数字会在文本中标出，并列在上方。</translation>
    </message>
    <message>
        <source>Choose a number in the text or the table.</source>
        <translation>在文本或表格中选择一个数字。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; is %2: context, not a claim.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 是%2：背景信息，不是论断。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; reads as %2.</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; 读作 %2。</translation>
    </message>
    <message>
        <source>%1 = %2 (“%3”)</source>
        <translation>%1 = %2（“%3”）</translation>
    </message>
    <message>
        <source>none: the claim is read on the dashboard&apos;s scenario</source>
        <translation>无：论断按仪表板的情景来读</translation>
    </message>
    <message>
        <source>The verdict and the odds of a confirmed claim appear here.</source>
        <translation>已确认论断的结论和概率显示在这里。</translation>
    </message>
    <message>
        <source>Auditing…</source>
        <translation>核查中…</translation>
    </message>
    <message>
        <source>Uncheckable: %1</source>
        <translation>无法核查：%1</translation>
    </message>
    <message>
        <source>A draft: choose its quantity, kind and scenario inputs, then confirm it to see its verdict and odds.</source>
        <translation>草稿：选择它的量、类别和情景输入，确认后即可看到结论和概率。</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Keep the article, its text and its claims, in the library as a new version</source>
        <translation>把文章（文本和论断）作为新版本保存到库中</translation>
    </message>
    <message>
        <source>Open &amp;article…</source>
        <translation>打开文章(&amp;A)…</translation>
    </message>
    <message>
        <source>Open an article saved in the library</source>
        <translation>打开库中保存的文章</translation>
    </message>
    <message>
        <source>No library is open: the scenario library keeps the articles too.</source>
        <translation>没有打开的库：文章也保存在情景库中。</translation>
    </message>
    <message>
        <source>Paste an article or open a text file first: there is nothing to save.</source>
        <translation>请先粘贴文章或打开文本文件：没有可保存的内容。</translation>
    </message>
    <message>
        <source>An article named “%1” is already in the library: open it, or save this one under another name.</source>
        <translation>库中已有名为“%1”的文章：请打开它，或用另一个名称保存这篇。</translation>
    </message>
    <message>
        <source>Saved “%1”, version %2.</source>
        <translation>已保存“%1”，版本 %2。</translation>
    </message>
    <message>
        <source>“%1” was imported from a claims file and has no text to mark; the command line judges its claims (claims --article).</source>
        <translation>“%1”是从论断文件导入的，没有可标注的文本；请用命令行核查它的论断（claims --article）。</translation>
    </message>
    <message>
        <source>Open article %1</source>
        <translation>打开文章 %1</translation>
    </message>
    <message>
        <source>Opened “%1”, version %2.</source>
        <translation>已打开“%1”，版本 %2。</translation>
    </message>
    <message>
        <source>Opened “%1”, version %2; no number of its text matches the saved claim(s) %3 any more: they are left out.</source>
        <translation>已打开“%1”，版本 %2；文本中已没有数字与保存的论断 %3 对应：这些论断未载入。</translation>
    </message>
    <message>
        <source>Save article</source>
        <translation>保存文章</translation>
    </message>
    <message>
        <source>Name in the library:</source>
        <translation>库中的名称：</translation>
    </message>
    <message>
        <source>No article is saved in the library yet.</source>
        <translation>库中还没有保存的文章。</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %2 (%n version(s), %3 claims, %4 to confirm)</source>
        <translation>
            <numerusform>%1 — %2（%n 个版本，%3 条论断，%4 条待确认）</numerusform>
        </translation>
    </message>
    <message>
        <source>Open article</source>
        <translation>打开文章</translation>
    </message>
    <message>
        <source>Saved articles:</source>
        <translation>已保存的文章：</translation>
    </message>
</context>
<context>
    <name>runway::BurnChart</name>
    <message>
        <source>Monthly burn</source>
        <translation>每月净消耗</translation>
    </message>
    <message>
        <source>US$ per month</source>
        <translation>美元 / 月</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Free-tier serving</source>
        <translation>免费层推理服务</translation>
    </message>
    <message>
        <source>Paid serving</source>
        <translation>付费推理服务</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>收入</translation>
    </message>
    <message>
        <source>Net burn</source>
        <translation>净消耗</translation>
    </message>
    <message>
        <source>The free tier is %1 of the spending on day 0; net burn in month 1: %2</source>
        <translation>第 0 天免费层占支出的 %1；第 1 个月净消耗：%2</translation>
    </message>
    <message>
        <source>Net burn in month 1: %1</source>
        <translation>第 1 个月净消耗：%1</translation>
    </message>
    <message>
        <source>Free tier runs the whole horizon</source>
        <translation>免费层持续整个时间范围</translation>
    </message>
    <message>
        <source>No free tier</source>
        <translation>无免费层</translation>
    </message>
    <message>
        <source>Free tier ends after %1</source>
        <translation>免费层在 %1 后结束</translation>
    </message>
    <message>
        <source>Month %1 · from %2</source>
        <translation>第 %1 个月 · 自 %2 起</translation>
    </message>
    <message>
        <source>Free-tier serving: %1</source>
        <translation>免费层推理服务：%1</translation>
    </message>
    <message>
        <source>Paid serving: %1</source>
        <translation>付费推理服务：%1</translation>
    </message>
    <message>
        <source>Revenue: %1</source>
        <translation>收入：%1</translation>
    </message>
    <message>
        <source>Net burn: %1</source>
        <translation>净消耗：%1</translation>
    </message>
    <message>
        <source>Funding: +%1</source>
        <translation>融资：+%1</translation>
    </message>
    <message>
        <source>Power (the whole fleet)</source>
        <translation>电力（整个机群）</translation>
    </message>
    <message>
        <source>Accelerators bought (capex)</source>
        <translation>购入的加速卡（资本开支）</translation>
    </message>
    <message>
        <source>Serving is the fleet&apos;s power; no accelerator bought; net burn in month 1: %1</source>
        <translation>服务成本即机群电力；未购入加速卡；第 1 个月净消耗 %1</translation>
    </message>
    <message>
        <source>Power: %1</source>
        <translation>电力：%1</translation>
    </message>
    <message>
        <source>Accelerators bought: %1 (%2)</source>
        <translation>购入加速卡：%1（%2 张）</translation>
    </message>
    <message>
        <source>Free tier&apos;s economic cost: %1 (not cash: the fleet&apos;s power and purchases are)</source>
        <translation>免费额度的经济成本：%1（不是现金：现金是机群的电力与采购）</translation>
    </message>
    <message>
        <source>Operating cost: %1</source>
        <translation>运营成本：%1</translation>
    </message>
    <message>
        <source>Operating cost</source>
        <translation>运营成本</translation>
    </message>
    <message>
        <source>Serving is power and purchases: %1 of accelerators bought over the horizon; month 1: %2</source>
        <translation>服务成本即电力与采购：期内购入加速卡 %1；第 1 个月：%2</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>Training compute</source>
        <translation>训练算力</translation>
    </message>
    <message>
        <source>Other operating cost</source>
        <translation>其他运营成本</translation>
    </message>
    <message>
        <source>Training compute: %1</source>
        <translation>训练算力：%1</translation>
    </message>
    <message>
        <source>Other operating cost: %1</source>
        <translation>其他运营成本：%1</translation>
    </message>
</context>
<context>
    <name>runway::CapacityChart</name>
    <message>
        <source>Capacity chart</source>
        <translation>算力图</translation>
    </message>
    <message>
        <source>Accelerators: owned against needed</source>
        <translation>加速卡：拥有与所需</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Bought in the month</source>
        <translation>当月购入</translation>
    </message>
    <message>
        <source>Bought (right axis)</source>
        <translation>购入（右轴）</translation>
    </message>
    <message>
        <source>Needed (busiest day of the month)</source>
        <translation>所需（当月最忙的一天）</translation>
    </message>
    <message>
        <source>Fleet owned (idle shaded)</source>
        <translation>拥有的机群（阴影为闲置）</translation>
    </message>
    <message>
        <source>Per token: serving is paid by the token, like a cloud; the company owns no fleet</source>
        <translation>按 token 计费：像云服务一样按 token 付费；公司不拥有机群</translation>
    </message>
    <message>
        <source>%1 owned at the start, %2 bought over the horizon for %3</source>
        <translation>起始拥有 %1 张，期内购入 %2 张，花费 %3</translation>
    </message>
    <message>
        <source>%1 owned at the start; none bought over the horizon</source>
        <translation>起始拥有 %1 张；期内未购入</translation>
    </message>
    <message>
        <source>Per token: no fleet is owned</source>
        <translation>按 token 计费：不拥有机群</translation>
    </message>
    <message>
        <source>Month %1 · from %2</source>
        <translation>第 %1 个月 · 自 %2 起</translation>
    </message>
    <message>
        <source>Fleet at the month&apos;s end: %1</source>
        <translation>月末机群：%1</translation>
    </message>
    <message>
        <source>Needed on its busiest day: %1</source>
        <translation>最忙一天所需：%1</translation>
    </message>
    <message>
        <source>Idle at the month&apos;s end: %1</source>
        <translation>月末闲置：%1</translation>
    </message>
    <message>
        <source>Bought: %1 for %2</source>
        <translation>购入：%1 张，花费 %2</translation>
    </message>
</context>
<context>
    <name>runway::Citations</name>
    <message>
        <source>Google, Gemini API pricing (Gemini 2.5 Flash-Lite: $0.10 input, $0.40 output, $0.025 cached input per 1M tokens); OpenAI, API pricing (GPT-4o mini: $0.15 input, $0.60 output per 1M tokens)</source>
        <translation>Google，Gemini API 定价（Gemini 2.5 Flash-Lite：每百万 tokens 输入 0.10 美元、输出 0.40 美元、缓存输入 0.025 美元）；OpenAI，API 定价（GPT-4o mini：每百万 tokens 输入 0.15 美元、输出 0.60 美元）</translation>
    </message>
</context>
<context>
    <name>runway::ClaimsModel</name>
    <message>
        <source>consistent</source>
        <translation>一致</translation>
    </message>
    <message>
        <source>off — %1</source>
        <translation>偏离 — %1</translation>
    </message>
    <message>
        <source>off</source>
        <translation>偏离</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>成立</translation>
    </message>
    <message>
        <source>fails</source>
        <translation>不成立</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>无数值</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Claim</source>
        <translation>论断</translation>
    </message>
    <message>
        <source>Claimed</source>
        <translation>声称值</translation>
    </message>
    <message>
        <source>Computed</source>
        <translation>计算值</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>consistent (internal)</source>
        <translation>一致（内部）</translation>
    </message>
    <message>
        <source>off (internal)</source>
        <translation>偏离（内部）</translation>
    </message>
    <message>
        <source>off (internal) — %1</source>
        <translation>偏离（内部）— %1</translation>
    </message>
    <message>
        <source>fails — %1</source>
        <translation>不成立 — %1</translation>
    </message>
    <message>
        <source>The odds: the share of %1 futures in which the claim holds. Each future is a Monte Carlo sample (seed %2) of the claim&apos;s scenario: every uncertain input drawn from its range (the uncertainty editor), the claim computed again.</source>
        <translation>概率：在 %1 个未来中该论断成立的比例。每个未来是该论断情景的一个蒙特卡洛样本（种子 %2）：每个不确定输入都从其范围（不确定性编辑器）中抽取，再重新计算该论断。</translation>
    </message>
    <message>
        <source>Computing the odds…</source>
        <translation>正在计算概率…</translation>
    </message>
    <message>
        <source>No uncertain input moves this claim&apos;s figure (each was tried at both ends of its range), so its verdict is the same in every future.</source>
        <translation>没有任何不确定输入会改变这条论断的数字（每个输入都在其范围的两端试过），因此它在每个未来中的结论都相同。</translation>
    </message>
    <message>
        <source>Holds in %1 of %2 futures. Its figure moves with: %3.</source>
        <translation>在 %2 个未来中有 %1 成立。它的数字随以下输入变动：%3。</translation>
    </message>
    <message>
        <source>These odds are for the scenario before the last change; new ones are being computed.</source>
        <translation>这些概率属于上次修改之前的情景；新的概率正在计算。</translation>
    </message>
    <message>
        <source>%1&apos;s figure is exactly what %2 gives</source>
        <translation>%1 的数字恰好等于按%2得到的值</translation>
    </message>
    <message>
        <source>%1&apos;s figure is within 5 % of what %2 gives</source>
        <translation>%1 的数字与按%2得到的值相差在 5 % 以内</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Consistent: within 5 % of the model&apos;s figure; holds or fails: a bound or a range. &quot;Internal&quot;: the inputs that decide the claim come from its own source, so it checks the source&apos;s arithmetic, not the world.</source>
        <translation>一致：与模型的数字相差在 5 % 以内；成立或不成立：针对一个界限或一个范围。“内部”：决定该论断的输入来自其自身来源，因此它检验的是来源的算术，而不是现实。</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>概率</translation>
    </message>
</context>
<context>
    <name>runway::ClaimsPanel</name>
    <message>
        <source>Claims</source>
        <translation>论断</translation>
    </message>
    <message>
        <source>The claim&apos;s arithmetic</source>
        <translation>论断的计算过程</translation>
    </message>
    <message>
        <source>&amp;Open as scenario</source>
        <translation>作为情景打开(&amp;O)</translation>
    </message>
    <message>
        <source>Load the selected claim&apos;s scenario into the dashboard, as one step you can undo</source>
        <translation>将所选论断的情景载入仪表盘，作为可撤销的一步</translation>
    </message>
    <message>
        <source>Select a claim to see its arithmetic.</source>
        <translation>选择一个论断以查看其计算过程。</translation>
    </message>
    <message>
        <source>Open claim %1</source>
        <translation>打开论断 %1</translation>
    </message>
    <message>
        <source>The dashboard now shows the scenario of claim %1; Edit ▸ Undo brings back the previous one.</source>
        <translation>仪表盘现在显示论断 %1 的情景；编辑 ▸ 撤销可恢复之前的情景。</translation>
    </message>
    <message>
        <source>Claim %1</source>
        <translation>论断 %1</translation>
    </message>
    <message>
        <source>Source %1: “%2” (%3)</source>
        <translation>来源 %1：“%2”（%3）</translation>
    </message>
    <message>
        <source>no value</source>
        <translation>无数值</translation>
    </message>
    <message>
        <source>Claimed %1, computed %2: %3</source>
        <translation>声称 %1，计算得 %2：%3</translation>
    </message>
    <message>
        <source>The arithmetic</source>
        <translation>计算过程</translation>
    </message>
    <message>
        <source>Notes on this claim&apos;s sources</source>
        <translation>关于此论断来源的说明</translation>
    </message>
    <message>
        <source>Notes on the sources</source>
        <translation>关于来源的说明</translation>
    </message>
    <message>
        <source>Notes on the other sources</source>
        <translation>关于其他来源的说明</translation>
    </message>
    <message>
        <source>The articles&apos; figures, re-computed live on the current scenario with each claim&apos;s own inputs. Consistent: within 5 % of the model&apos;s figure; internal: it only checks its source&apos;s own arithmetic; odds: in how many of %1 futures it holds.</source>
        <translation>文章中的数字，在当前情景上代入每条论断自己的输入实时重新计算。一致：与模型的数字相差在 5 % 以内；内部：只检验其来源自己的算术；概率：在 %1 个未来中有多少个成立。</translation>
    </message>
    <message>
        <source>Select a claim to see its arithmetic, what its figure is, its odds and the notes on its sources.</source>
        <translation>选择一条论断，查看它的算术、它的数字究竟是什么、它的概率以及对其来源的说明。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Internal.&lt;/b&gt; The inputs that decide this claim come from its own source, so it checks the source&apos;s arithmetic, not the world. %1</source>
        <translation>&lt;b&gt;内部。&lt;/b&gt;决定这条论断的输入来自其自身来源，因此它检验的是来源的算术，而不是现实。%1</translation>
    </message>
    <message>
        <source>&lt;b&gt;What the figure is.&lt;/b&gt;</source>
        <translation>&lt;b&gt;这个数字究竟是什么。&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>None of the %n other reading(s) of the figure matches within 5 %.</source>
        <translation>
            <numerusform>这个数字的另外 %n 种理解都没有在 5 % 以内吻合。</numerusform>
        </translation>
    </message>
    <message>
        <source>Computing the odds…</source>
        <translation>正在计算概率…</translation>
    </message>
    <message>
        <source>None: no uncertain input moves this claim&apos;s figure, so its verdict is the same in every future.</source>
        <translation>无：没有任何不确定输入会改变这条论断的数字，因此它在每个未来中的结论都相同。</translation>
    </message>
    <message>
        <source>It holds in %1 of %2 futures drawn from the scenario&apos;s uncertainty (Monte Carlo, seed %3); its figure moves with %4.</source>
        <translation>在从情景不确定性中抽取的 %2 个未来中有 %1 成立（蒙特卡洛，种子 %3）；它的数字随 %4 变动。</translation>
    </message>
    <message>
        <source>Odds:</source>
        <translation>概率：</translation>
    </message>
    <message>
        <source>Add art&amp;icle…</source>
        <translation>添加文章(&amp;I)…</translation>
    </message>
    <message>
        <source>Audit another article: paste it or open a text file, confirm what its numbers are, and see their verdicts and odds</source>
        <translation>核查另一篇文章：粘贴文本或打开文本文件，确认其中的数字是什么，并查看结论和概率</translation>
    </message>
</context>
<context>
    <name>runway::ComparisonView</name>
    <message>
        <source>Show the odds&apos; &amp;fan on the Runway chart</source>
        <translation>在跑道图上显示概率扇形区(&amp;F)</translation>
    </message>
    <message>
        <source>E&amp;xport comparison…</source>
        <translation>导出比较(&amp;X)…</translation>
    </message>
    <message>
        <source>Tick up to four scenarios in the Scenarios list (Ctrl+3) to compare them here with the working scenario; their cash paths are drawn on the Runway chart.</source>
        <translation>在“情景”列表（Ctrl+3）中勾选最多四个情景，即可在此与当前情景比较；它们的现金路径会画在跑道图上。</translation>
    </message>
    <message>
        <source>Hide the Monte Carlo fan so that the compared scenarios&apos; cash lines stand out</source>
        <translation>隐藏蒙特卡洛扇形区，使所比较情景的现金曲线更醒目</translation>
    </message>
    <message>
        <source>Show on the &amp;Runway chart</source>
        <translation>在跑道图上查看(&amp;R)</translation>
    </message>
    <message>
        <source>Working scenario: %1</source>
        <translation>当前情景：%1</translation>
    </message>
    <message>
        <source>A one-page PDF (the table and the Runway chart) or a CSV of the same figures</source>
        <translation>单页 PDF（表格与跑道图）或包含相同数字的 CSV</translation>
    </message>
    <message>
        <source>Nothing is compared yet: tick scenarios in the Scenarios list first</source>
        <translation>尚未比较任何情景：请先在“情景”列表中勾选情景</translation>
    </message>
    <message>
        <source>Its cash path is drawn in this colour on the Runway chart</source>
        <translation>其现金路径在跑道图上以此颜色绘制</translation>
    </message>
    <message>
        <source>Saved with model 1: cash $1B, flat costs, serving paid by the token. Its results are computed exactly as saved.</source>
        <translation>以模型 1 保存：现金 10 亿美元，成本不变，推理服务按 token 付费。其结果严格按保存时的方式计算。</translation>
    </message>
    <message>
        <source>Model 2: cash on hand from the filing, growing costs, accelerators bought when the fleet must grow.</source>
        <translation>模型 2：现金取自申报文件，成本逐月增长，算力规模需要扩大时购买加速卡。</translation>
    </message>
    <message>
        <source>Export comparison</source>
        <translation>导出比较</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;CSV files (*.csv)</source>
        <translation>PDF (*.pdf);;CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>The comparison was not exported</source>
        <translation>比较未导出</translation>
    </message>
    <message>
        <source>%1: unknown format &quot;%2&quot;; use .pdf or .csv</source>
        <translation>%1：未知格式“%2”；请使用 .pdf 或 .csv</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>%1, cash out on %2</source>
        <translation>%1，%2 现金耗尽</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>the same</source>
        <translation>相同</translation>
    </message>
    <message>
        <source>the same (both beyond the horizon)</source>
        <translation>相同（均超出预测期）</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1，对比 %2</translation>
    </message>
    <message>
        <source>%1: %2 → %3</source>
        <translation>%1：%2 → %3</translation>
    </message>
    <message>
        <source>no parameter</source>
        <translation>无参数不同</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>情景</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Runway in 90 % of the futures</source>
        <translation>90% 的模拟未来中的资金跑道</translation>
    </message>
    <message>
        <source>Runway against the working scenario</source>
        <translation>与当前情景相比的资金跑道</translation>
    </message>
    <message>
        <source>Differs from the working scenario in</source>
        <translation>与当前情景不同的参数</translation>
    </message>
    <message>
        <source>model 1</source>
        <translation>模型 1</translation>
    </message>
    <message>
        <source>model 2</source>
        <translation>模型 2</translation>
    </message>
    <message>
        <source>the reference</source>
        <translation>基准</translation>
    </message>
    <message>
        <source>model 3</source>
        <translation>模型 3</translation>
    </message>
</context>
<context>
    <name>runway::DensitySketch</name>
    <message>
        <source>5 %: %1 · 50 %: %2 · 95 %: %3</source>
        <translation>5 %：%1 · 50 %：%2 · 95 %：%3</translation>
    </message>
    <message>
        <source>certain: no distribution</source>
        <translation>确定值：无分布</translation>
    </message>
    <message>
        <source>Distribution: %1</source>
        <translation>分布：%1</translation>
    </message>
</context>
<context>
    <name>runway::DraftKeeper</name>
    <message>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>Unsaved changes in this window are not kept for crash recovery: its lock file cannot be made in %1.</source>
        <translation>此窗口中未保存的更改不会保留用于崩溃恢复：无法在 %1 中创建它的锁文件。</translation>
    </message>
    <message>
        <source>Recovered the unsaved changes to %1 kept at %2 by a window that did not close cleanly. Save them to keep them, or Edit → Undo to go back.</source>
        <translation>已恢复一个未正常关闭的窗口于 %2 保留的对 %1 的未保存更改。要保留它们请保存，或用“编辑 → 撤销”回到之前的状态。</translation>
    </message>
    <message>
        <source>%1 is also open in another window. Each window saves its own versions: the one saved last becomes the newest.</source>
        <translation>%1 也在另一个窗口中打开。每个窗口各自保存自己的版本：最后保存的成为最新版本。</translation>
    </message>
</context>
<context>
    <name>runway::DragFreeze</name>
    <message>
        <source>&amp;Freeze axes while dragging</source>
        <translation>拖动时冻结坐标轴(&amp;F)</translation>
    </message>
    <message>
        <source>While a slider is dragged the charts keep their axes, so frames can be compared; they rescale when it is released</source>
        <translation>拖动滑块时图表保持坐标轴不变，便于前后画面对比；松开后再重新缩放</translation>
    </message>
</context>
<context>
    <name>runway::FileController</name>
    <message>
        <source>scenario</source>
        <translation>情景</translation>
    </message>
    <message>
        <source>Open scenario</source>
        <translation>打开情景</translation>
    </message>
    <message>
        <source>Scenario files (*.json);;All files (*)</source>
        <translation>情景文件 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <source>%1 cannot be opened</source>
        <translation>无法打开 %1</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>打开 %1</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <source>Save scenario</source>
        <translation>保存情景</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>情景文件 (*.json)</translation>
    </message>
    <message>
        <source>The scenario was not saved</source>
        <translation>情景未保存</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>The chart was not exported</source>
        <translation>图表未导出</translation>
    </message>
    <message>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <source>Export monthly series</source>
        <translation>导出月度序列</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>The monthly series was not exported</source>
        <translation>月度序列未导出</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>导出报告</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;SVG (*.svg);;PNG image (*.png)</source>
        <translation>PDF (*.pdf);;SVG (*.svg);;PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>The report was not exported</source>
        <translation>报告未导出</translation>
    </message>
    <message>
        <source>Chart copied to the clipboard</source>
        <translation>图表已复制到剪贴板</translation>
    </message>
</context>
<context>
    <name>runway::FundingEditor</name>
    <message>
        <source>Add event</source>
        <translation>添加事件</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Funding events</source>
        <translation>融资事件</translation>
    </message>
    <message>
        <source>Money raised later: each event adds its amount on the first day of its month (month 0 is the start).</source>
        <translation>后续融资：每个事件在其所在月份的第一天增加相应金额（第 0 个月为开始）。</translation>
    </message>
    <message>
        <source>Month of event %1</source>
        <translation>事件 %1 的月份</translation>
    </message>
    <message>
        <source>Amount of event %1</source>
        <translation>事件 %1 的金额</translation>
    </message>
    <message>
        <source>Odds</source>
        <translation>概率</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>标签</translation>
    </message>
    <message>
        <source>The probability of the event, 0 … 100 %: the base case counts it above 50 %, the Monte Carlo draws it, own cash counts it only at 100 %.</source>
        <translation>事件发生的概率，0 … 100 %：基准情形在高于 50 % 时计入，蒙特卡洛按概率抽取，自有现金只在 100 % 时计入。</translation>
    </message>
    <message>
        <source>Probability of event %1</source>
        <translation>事件 %1 的概率</translation>
    </message>
    <message>
        <source>funding, month %1</source>
        <translation>融资，第 %1 月</translation>
    </message>
    <message>
        <source>Label of event %1</source>
        <translation>事件 %1 的标签</translation>
    </message>
</context>
<context>
    <name>runway::GoalSeekDialog</name>
    <message>
        <source>&amp;Compute</source>
        <translation>计算(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation>应用(&amp;A)</translation>
    </message>
    <message>
        <source>Goal seek</source>
        <translation>目标求解</translation>
    </message>
    <message>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <source>Target runway</source>
        <translation>目标跑道</translation>
    </message>
    <message>
        <source>&amp;Parameter:</source>
        <translation>参数(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Target runway:</source>
        <translation>目标跑道(&amp;T)：</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>搜索：</translation>
    </message>
    <message>
        <source>Sets the parameter to the answer as one undoable step</source>
        <translation>将参数设为求得的值，作为一个可撤销的步骤</translation>
    </message>
    <message>
        <source>The scenario changed; compute again.</source>
        <translation>情景已更改；请重新计算。</translation>
    </message>
    <message>
        <source>What %1 gives %2 months of runway?</source>
        <translation>%1 取何值时跑道为 %2 个月？</translation>
    </message>
    <message>
        <source>%1 … %2</source>
        <translation>%1 … %2</translation>
    </message>
    <message>
        <source>within the hard limits (%1)</source>
        <translation>在硬性限制内（%1）</translation>
    </message>
    <message>
        <source>within the slider&apos;s range (%1)</source>
        <translation>在滑块范围内（%1）</translation>
    </message>
    <message>
        <source>Press Compute to search.</source>
        <translation>按“计算”开始搜索。</translation>
    </message>
    <message>
        <source>Now: %1 = %2, runway %3.</source>
        <translation>当前：%1 = %2，跑道 %3。</translation>
    </message>
    <message>
        <source>No %1 between %2 and %3 gives %4 months: the runway is %5 at %2 and %6 at %3, so every value in the range already reaches the target.</source>
        <translation>在 %2 与 %3 之间没有任何 %1 能给出 %4 个月：%2 时跑道为 %5，%3 时为 %6，因此范围内每个值都已达到目标。</translation>
    </message>
    <message>
        <source>No %1 between %2 and %3 gives %4 months: the runway is %5 at %2 and %6 at %3, so every value in the range falls short of the target.</source>
        <translation>在 %2 与 %3 之间没有任何 %1 能给出 %4 个月：%2 时跑道为 %5，%3 时为 %6，因此范围内每个值都达不到目标。</translation>
    </message>
    <message>
        <source>The runway is capped at the horizon, %1 months.</source>
        <translation>跑道以时间范围 %1 个月为上限。</translation>
    </message>
    <message>
        <source>%1 model runs in %2 ms.</source>
        <translation>%1 次模型运行，用时 %2 毫秒。</translation>
    </message>
    <message>
        <source>No answer in this range.</source>
        <translation>此范围内无解。</translation>
    </message>
    <message>
        <source>%1 = %2</source>
        <translation>%1 = %2</translation>
    </message>
    <message>
        <source>That gives a runway of %1 (now %2 at %3).</source>
        <translation>由此得到的跑道为 %1（当前 %3 时为 %2）。</translation>
    </message>
    <message>
        <source>Apply sets it as a direct value: the derivation from the accelerators is turned off.</source>
        <translation>“应用”将其设为直接数值：由加速卡推算的方式将被关闭。</translation>
    </message>
    <message>
        <source>Applied: %1 is now %2.</source>
        <translation>已应用：%1 现在为 %2。</translation>
    </message>
    <message>
        <source>Runway: %1. Edit → Undo takes it back.</source>
        <translation>跑道：%1。编辑 → 撤销 可将其撤回。</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>正在搜索…</translation>
    </message>
    <message>
        <source>With owned accelerators the serving cost is derived from them, so it is not offered here: solve for what sets it (chip capex, power, electricity, PUE, tokens per chip, software speed-up), or switch capacity to per token.</source>
        <translation>使用自有加速卡时，推理成本由加速卡推算得出，因此这里不提供该参数：请求解决定它的参数（加速卡价格、功率、电价、PUE、每张加速卡的 token 数、软件加速），或把算力方式切换为按 token 付费。</translation>
    </message>
    <message>
        <source>The serving cost is derived from the accelerators while capacity is owned, so goal seek cannot set it: pick chip capex, power, electricity, tokens per chip or the software speed-up, or switch capacity to per token.</source>
        <translation>算力为自有加速卡时，推理成本由加速卡推算得出，目标求解无法直接设置它：请选择加速卡价格、功率、电价、每张加速卡的 token 数或软件加速，或把算力方式切换为按 token 付费。</translation>
    </message>
    <message>
        <source>derived</source>
        <translation>推算值</translation>
    </message>
</context>
<context>
    <name>runway::GuideDialog</name>
    <message>
        <source>Runway</source>
        <translation>资金跑道</translation>
    </message>
    <message>
        <source>How long the cash on hand lasts, day by day, with every cost and purchase counted: the day the cash first falls below zero.</source>
        <translation>现金储备逐日计算、计入所有成本与采购后能维持多久：即现金首次降到零以下的那一天。</translation>
    </message>
    <message>
        <source>Textbook runway</source>
        <translation>教科书跑道</translation>
    </message>
    <message>
        <source>Cash on hand ÷ the first month&apos;s net burn, the one-line formula. It counts the accelerators bought in that month; the Runway follows the growth that comes after.</source>
        <translation>现金储备 ÷ 首月净消耗，一行公式即可算出。它计入当月购入的加速卡；资金跑道则跟踪此后的增长。</translation>
    </message>
    <message>
        <source>Simple view (model 1)</source>
        <translation>简化视角（模型 1）</translation>
    </message>
    <message>
        <source>A line on the Runway chart: the same scenario on model 1&apos;s assumptions (flat costs, serving paid by the token), for contrast.</source>
        <translation>跑道图上的一条线：同一情景在模型 1 的假设下（成本不变、按 token 付费服务），用于对比。</translation>
    </message>
    <message>
        <source>Net burn</source>
        <translation>净消耗</translation>
    </message>
    <message>
        <source>What the company spends in a month beyond its revenue: serving, operating cost, minus revenue. Shown as the part that recurs plus the accelerators bought once.</source>
        <translation>公司一个月内超出收入的支出：服务成本加运营成本，减去收入。显示为经常性部分加一次性购入的加速卡。</translation>
    </message>
    <message>
        <source>Cash on hand</source>
        <translation>现金储备</translation>
    </message>
    <message>
        <source>The cash at the start: the filing&apos;s cash in dollars, plus money raised since, minus the burn since the filing. Not money raised over the company&apos;s life.</source>
        <translation>起始时的现金：招股书中的现金折合美元，加上此后的融资，减去招股书以来的消耗。并非公司历年融资总额。</translation>
    </message>
    <message>
        <source>Serving cost</source>
        <translation>推理服务成本</translation>
    </message>
    <message>
        <source>What serving a million tokens costs: the accelerators written off over their life, plus power. The free tier&apos;s real cost is this, for the tokens actually used.</source>
        <translation>服务每百万 tokens 的成本：加速卡在使用寿命内的折旧加上电费。免费层的真实成本就是实际使用的 tokens 的这一成本。</translation>
    </message>
    <message>
        <source>List value</source>
        <translation>标价价值</translation>
    </message>
    <message>
        <source>The free quota priced at the list price: revenue forgone, not cash spent. The articles&apos; headline figure.</source>
        <translation>按标价计算的免费额度：放弃的收入，而非花出的现金。即文章的标题数字。</translation>
    </message>
    <message>
        <source>Company break-even conversion</source>
        <translation>公司盈亏平衡转化率</translation>
    </message>
    <message>
        <source>The share of free users who must pay for the whole company&apos;s day to cost nothing: serving, operating cost and revenue together.</source>
        <translation>需要有多大比例的免费用户付费，整个公司一天的收支才能持平：服务成本、运营成本与收入合计。</translation>
    </message>
    <message>
        <source>Company break-even price</source>
        <translation>公司盈亏平衡价格</translation>
    </message>
    <message>
        <source>The list price at which the whole company&apos;s day costs nothing, all else as set.</source>
        <translation>在其余参数不变时，使整个公司一天收支持平的标价。</translation>
    </message>
    <message>
        <source>Free-tier break-even conversion</source>
        <translation>免费层盈亏平衡转化率</translation>
    </message>
    <message>
        <source>The share of free users who must pay for the free tier alone to pay for itself: the paying users&apos; margin covers the free tokens&apos; serving cost.</source>
        <translation>需要有多大比例的免费用户付费，免费层本身才能盈亏平衡：付费用户的毛利覆盖免费 tokens 的服务成本。</translation>
    </message>
    <message>
        <source>Rule of thumb</source>
        <translation>经验法则</translation>
    </message>
    <message>
        <source>100 × serving cost ÷ price: the free-tier break-even when nothing else moves. The window says why it differs when the token mix, the elasticity, a cap or a full quota move it.</source>
        <translation>100 × 服务成本 ÷ 价格：其他因素都不变时的免费层盈亏平衡点。当 token 结构、弹性、上限或额度用满使其偏离时，窗口会说明原因。</translation>
    </message>
    <message>
        <source>Programme contribution</source>
        <translation>项目贡献</translation>
    </message>
    <message>
        <source>What the free tier earns in a day: the paying users&apos; margin minus the free tokens&apos; serving cost. Zero is the free-tier break-even.</source>
        <translation>免费层一天带来的收益：付费用户的毛利减去免费 tokens 的服务成本。为零即免费层盈亏平衡。</translation>
    </message>
    <message>
        <source>LTV, CAC, payback</source>
        <translation>LTV、获客成本、回本周期</translation>
    </message>
    <message>
        <source>A paying account&apos;s lifetime margin (LTV), what the free tier spends to win one (CAC), and the months of margin that repay it.</source>
        <translation>一个付费账户的生命周期毛利（LTV）、免费层为赢得一个付费账户所花的成本（CAC），以及收回该成本所需的毛利月数。</translation>
    </message>
    <message>
        <source>Monte Carlo fan</source>
        <translation>蒙特卡洛扇形图</translation>
    </message>
    <message>
        <source>The cash path over many futures drawn from the uncertainty ranges: the median and the bands that hold half and 90 % of them.</source>
        <translation>从不确定性区间抽取的众多未来情形下的现金路径：中位数，以及包含其中一半和 90 % 的区间带。</translation>
    </message>
    <message>
        <source>What-if map</source>
        <translation>假设分析图</translation>
    </message>
    <message>
        <source>One figure over every price and conversion, all else as set; its line is the free-tier break-even.</source>
        <translation>在其余参数不变时，一个指标在所有价格与转化率组合上的取值；其中的线即免费层盈亏平衡。</translation>
    </message>
    <message>
        <source>Guide and glossary</source>
        <translation>指南与术语表</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Reading Token Runway in five steps&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Set the three headline sliders&lt;/b&gt; on the left — list price, free quota, conversion — or pick a preset.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Read the cards&lt;/b&gt;: the runway and the day the cash runs out, the cash on hand, the net burn (what recurs, and the accelerators bought once), what the free tier costs against its list value, and where it breaks even.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Read the charts&lt;/b&gt;: the Runway chart draws the cash path beside the articles&apos; view and the simple view (model 1); the Burn chart splits each month&apos;s spending; the Free-tier programme chart and the what-if map show where the free tier pays for itself.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Check the claims&lt;/b&gt;: the Claims tab re-computes what the articles say on your scenario.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Save and share&lt;/b&gt;: Ctrl+S keeps the scenario in the library; File → Export report writes one page to forward.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Show the math (Ctrl+2) gives every figure&apos;s formula with your numbers.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;五步读懂 Token Runway&lt;/h3&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;设置左侧三个主要滑块&lt;/b&gt;——标价、免费额度、转化率——或选择一个预设。&lt;/li&gt;&lt;li&gt;&lt;b&gt;阅读卡片&lt;/b&gt;：资金跑道与现金耗尽的日期、现金储备、净消耗（经常性部分与一次性购入的加速卡）、免费层的成本与其标价价值的对比，以及它在何处盈亏平衡。&lt;/li&gt;&lt;li&gt;&lt;b&gt;阅读图表&lt;/b&gt;：跑道图把现金路径与文章视角和简化视角（模型 1）并排绘出；消耗图拆分每个月的支出；免费层项目图和假设分析图显示免费层在何处盈亏平衡。&lt;/li&gt;&lt;li&gt;&lt;b&gt;核对论断&lt;/b&gt;：“论断”标签页在你的情景上重新计算文章中的论断。&lt;/li&gt;&lt;li&gt;&lt;b&gt;保存与分享&lt;/b&gt;：Ctrl+S 将情景保存到情景库；文件 → 导出报告会写出一页可转发的报告。&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;“显示计算过程”（Ctrl+2）用你的数字给出每个数字的公式。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Term</source>
        <translation>术语</translation>
    </message>
    <message>
        <source>Meaning</source>
        <translation>含义</translation>
    </message>
    <message>
        <source>Short guide</source>
        <translation>简明指南</translation>
    </message>
    <message>
        <source>Glossary</source>
        <translation>术语表</translation>
    </message>
</context>
<context>
    <name>runway::HeatmapChart</name>
    <message>
        <source>&amp;Colour shows:</source>
        <translation>颜色表示(&amp;C)：</translation>
    </message>
    <message>
        <source>Programme contribution (US$ per day)</source>
        <translation>项目贡献（美元 / 天）</translation>
    </message>
    <message>
        <source>Runway (months)</source>
        <translation>跑道（月）</translation>
    </message>
    <message>
        <source>Contour at a runway of:</source>
        <translation>跑道等值线：</translation>
    </message>
    <message>
        <source> months</source>
        <translation> 个月</translation>
    </message>
    <message>
        <source>Price, US$ per 1M tokens (log scale)</source>
        <translation>价格，美元 / 每百万 tokens（对数刻度）</translation>
    </message>
    <message>
        <source>Conversion of free users to paying (%)</source>
        <translation>免费用户转为付费的转化率（%）</translation>
    </message>
    <message>
        <source>Programme contribution, US$ per day</source>
        <translation>项目贡献，美元 / 天</translation>
    </message>
    <message>
        <source>Runway, months (%1+: beyond the horizon)</source>
        <translation>跑道，月（%1+：超出时间范围）</translation>
    </message>
    <message>
        <source>Runway of %1</source>
        <translation>跑道 %1</translation>
    </message>
    <message>
        <source>%1 a day</source>
        <translation>每天 %1</translation>
    </message>
    <message>
        <source>Now: %1, %2 → %3</source>
        <translation>当前：%1，%2 → %3</translation>
    </message>
    <message>
        <source>What-if map: runway at each price and conversion</source>
        <translation>假设分析图：每个价格与转化率下的跑道</translation>
    </message>
    <message>
        <source>Contribution %1 a day</source>
        <translation>贡献每天 %1</translation>
    </message>
    <message>
        <source>Runway %1</source>
        <translation>跑道 %1</translation>
    </message>
    <message>
        <source>Price %1, conversion %2
%3
Click to use these</source>
        <translation>价格 %1，转化率 %2
%3
点击以采用这些值</translation>
    </message>
    <message>
        <source>Runway, all else as set: darker is shorter, blue lasts beyond the horizon; the line marks %1. Click to take a point.</source>
        <translation>资金跑道，其余参数保持当前设定：颜色越深越短，蓝色表示超出时间范围；线条标示 %1。点击以采用某一点。</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
    </message>
    <message>
        <source>Cannot be represented: a number of the model is not finite here</source>
        <translation>无法表示：此处模型的某个数不是有限数</translation>
    </message>
    <message>
        <source>Free-tier break-even (zero contribution)</source>
        <translation>免费层盈亏平衡（贡献为零）</translation>
    </message>
    <message>
        <source>What-if map: the free-tier break-even</source>
        <translation>假设分析图：免费层盈亏平衡</translation>
    </message>
    <message>
        <source>Programme contribution a day, all else as set: blue gains, orange losses, the line is the free-tier break-even. Click to take a point.</source>
        <translation>每日项目贡献，其余参数保持当前设定：蓝色为盈利，橙色为亏损，线条为免费层盈亏平衡。点击以采用某一点。</translation>
    </message>
</context>
<context>
    <name>runway::HistoryDialog</name>
    <message>
        <source>model 1</source>
        <translation>模型 1</translation>
    </message>
    <message>
        <source>%1 (model 1)</source>
        <translation>%1（模型 1）</translation>
    </message>
    <message>
        <source>Uncertainty of %1</source>
        <translation>%1 的不确定性</translation>
    </message>
    <message>
        <source>&amp;Restore as newest</source>
        <translation>恢复为最新版本(&amp;R)</translation>
    </message>
    <message>
        <source>History of %1</source>
        <translation>%1 的历史</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>保存时间</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Old</source>
        <translation>旧值</translation>
    </message>
    <message>
        <source>New</source>
        <translation>新值</translation>
    </message>
    <message>
        <source>Save the selected version again as the newest one; no version is lost.</source>
        <translation>将所选版本再次保存为最新版本；不会丢失任何版本。</translation>
    </message>
    <message>
        <source>Changes from version</source>
        <translation>从版本</translation>
    </message>
    <message>
        <source>to</source>
        <translation>到</translation>
    </message>
    <message>
        <source>Version %1 is the first one: pick two versions to see what changed.</source>
        <translation>版本 %1 是第一个版本：请选择两个版本以查看变化。</translation>
    </message>
    <message>
        <source>Versions %1 and %2 are the same.</source>
        <translation>版本 %1 与 %2 相同。</translation>
    </message>
    <message>
        <source>Version %1 was not restored: %2</source>
        <translation>版本 %1 未恢复：%2</translation>
    </message>
    <message>
        <source>Version %1 is now the newest version of %2.</source>
        <translation>版本 %1 现在是 %2 的最新版本。</translation>
    </message>
    <message>
        <source>1 parameter changed from version %1 to version %2.</source>
        <translation>从版本 %1 到版本 %2 有 1 个参数发生变化。</translation>
    </message>
    <message>
        <source>%1 parameters changed from version %2 to version %3.</source>
        <translation>从版本 %2 到版本 %3 有 %1 个参数发生变化。</translation>
    </message>
</context>
<context>
    <name>runway::KpiBar</name>
    <message>
        <source>Runway</source>
        <translation>资金跑道</translation>
    </message>
    <message>
        <source>Net burn</source>
        <translation>净消耗</translation>
    </message>
    <message>
        <source>Free tier: what it costs</source>
        <translation>免费层：成本</translation>
    </message>
    <message>
        <source>Free tier: its list value</source>
        <translation>免费层：标价价值</translation>
    </message>
    <message>
        <source>Accelerators needed</source>
        <translation>所需加速卡</translation>
    </message>
    <message>
        <source>cash runs out on %1</source>
        <translation>现金耗尽于 %1</translation>
    </message>
    <message>
        <source>beyond %1 months</source>
        <translation>超过 %1 个月</translation>
    </message>
    <message>
        <source>cash lasts the horizon; %1 left at the end</source>
        <translation>现金维持整个时间范围；期末剩余 %1</translation>
    </message>
    <message>
        <source>%1 / month</source>
        <translation>%1 / 月</translation>
    </message>
    <message>
        <source>first 30 days; %1 on day 0</source>
        <translation>前 30 天；第 0 天为 %1</translation>
    </message>
    <message>
        <source>%1 / day</source>
        <translation>%1 / 天</translation>
    </message>
    <message>
        <source>revenue forgone at list price, not cash; the whole quota lists at %1 / day</source>
        <translation>按标价计的放弃收入，非现金；整个额度按标价为每天 %1</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>Cash on hand</source>
        <translation>现金储备</translation>
    </message>
    <message>
        <source>LTV / CAC of a paying account</source>
        <translation>付费账户的 LTV / CAC</translation>
    </message>
    <message>
        <source>Infeasible</source>
        <translation>不可行</translation>
    </message>
    <message>
        <source>given directly (not derived from the filing)</source>
        <translation>直接给定（未由招股书推算）</translation>
    </message>
    <message>
        <source>Cash on hand at the start, not money raised over the company&apos;s life (MODEL.md §3b).</source>
        <translation>起始时的现金储备，而非公司历年融资总额（MODEL.md §3b）。</translation>
    </message>
    <message>
        <source>%1 of the quota</source>
        <translation>额度的 %1</translation>
    </message>
    <message>
        <source>no quota today</source>
        <translation>今日无额度</translation>
    </message>
    <message>
        <source>serving cost of the %1 free tokens actually used (%2); %3 of the day&apos;s spending</source>
        <translation>实际使用的 %1 免费 token 的服务成本（%2）；占当日支出的 %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>%1 owned → %2 needed → %3 to buy on day 0 (%4); %5 over the horizon</source>
        <translation>拥有 %1 → 需要 %2 → 第 0 天购入 %3（%4）；期内共 %5</translation>
    </message>
    <message>
        <source>rented by the token: none owned, none bought</source>
        <translation>按 token 租用：不拥有、不购买</translation>
    </message>
    <message>
        <source>LTV %1 ÷ CAC %2; payback %3</source>
        <translation>LTV %1 ÷ 获客成本 %2；回本周期 %3</translation>
    </message>
    <message>
        <source>no paying account or no churn</source>
        <translation>没有付费账户或没有流失</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>90 %: %1</source>
        <translation>90 %：%1</translation>
    </message>
    <message>
        <source>no number in %1 of the futures</source>
        <translation>%1 的模拟情景中无数值</translation>
    </message>
    <message>
        <source>odds: median %1 · 90 %: %2 – %3</source>
        <translation>概率：中位数 %1 · 90 %：%2 – %3</translation>
    </message>
    <message>
        <source>%1; the first 30 days&apos; net burn with them: %2</source>
        <translation>%1；计入这些采购后前 30 天的净消耗：%2</translation>
    </message>
    <message>
        <source>the price is below the serving cost</source>
        <translation>价格低于推理服务成本</translation>
    </message>
    <message>
        <source>RMB %1 ÷ %2 + %3 − %4 bridge burn</source>
        <translation>人民币 %1 ÷ %2 + %3 − 过渡期消耗 %4</translation>
    </message>
    <message>
        <source>the burn since the filing grows with the costs measured on %1</source>
        <translation>披露以来的消耗随 %1 计量的成本一起增长</translation>
    </message>
    <message>
        <source>on day 0: its incremental cash cost (the accelerators it makes the company buy and their power); %1 over the horizon; economic cost %2 / day</source>
        <translation>第 0 天的增量现金成本（它让公司购入的加速卡及其电费）；整个期间 %1；经济成本 %2 / 天</translation>
    </message>
    <message>
        <source>The cash the free tier makes the company spend (MODEL3.md §4g): $%1 on day 0, $%2 over the horizon. Not the day&apos;s serving cash allocated by token share ($%3).</source>
        <translation>免费层让公司多花的现金（MODEL3.md §4g）：第 0 天 $%1，整个期间 $%2。不是按 token 占比分摊的当天服务现金（$%3）。</translation>
    </message>
    <message>
        <source>%1 owned, %2 busy with other work → %3 free → %4 needed → %5 to buy on day 0 (%6); %7 over the horizon</source>
        <translation>拥有 %1 张，其中 %2 张忙于其他工作 → 空闲 %3 张 → 需要 %4 张 → 第 0 天购入 %5 张（%6）；整个期间 %7</translation>
    </message>
    <message>
        <source>Free-tier break-even conversion</source>
        <translation>免费层盈亏平衡转化率</translation>
    </message>
</context>
<context>
    <name>runway::KpiCard</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 (in 90 % of the simulated futures the value lies in this range)</source>
        <translation>%1（90 % 的模拟情景中，该值落在此区间内）</translation>
    </message>
    <message>
        <source>Copy value and detail</source>
        <translation>复制数值和详情</translation>
    </message>
</context>
<context>
    <name>runway::LibraryService</name>
    <message>
        <source>%1 cannot be opened as a scenario library.</source>
        <translation>%1 无法作为情景库打开。</translation>
    </message>
    <message>
        <source>The library %1 is read-only (%2): you can browse and load scenarios, but nothing can be saved to it.</source>
        <translation>情景库 %1 为只读（%2）：可以浏览和载入情景，但无法保存任何内容。</translation>
    </message>
    <message>
        <source>No scenario library is open.</source>
        <translation>未打开情景库。</translation>
    </message>
</context>
<context>
    <name>runway::MainWindow</name>
    <message>
        <source>Scenarios</source>
        <translation>情景</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New scenario</source>
        <translation>新建情景(&amp;N)</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>新建情景</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save to library</source>
        <translation>保存到情景库(&amp;S)</translation>
    </message>
    <message>
        <source>Save to library &amp;as…</source>
        <translation>另存到情景库(&amp;A)…</translation>
    </message>
    <message>
        <source>Save as &amp;file…</source>
        <translation>另存为文件(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;Export chart…</source>
        <translation>导出图表(&amp;E)…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Export monthly series as &amp;CSV…</source>
        <translation>将月度序列导出为 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Export &amp;report…</source>
        <translation>导出报告(&amp;R)…</translation>
    </message>
    <message>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>Undo &amp;delete</source>
        <translation>撤销删除(&amp;D)</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>撤销%1</translation>
    </message>
    <message>
        <source>&amp;Copy chart</source>
        <translation>复制图表(&amp;C)</translation>
    </message>
    <message>
        <source>Reset &amp;all parameters</source>
        <translation>重置所有参数(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>情景(&amp;S)</translation>
    </message>
    <message>
        <source>Load &amp;preset</source>
        <translation>载入预设(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Uncertainty…</source>
        <translation>不确定性(&amp;U)…</translation>
    </message>
    <message>
        <source>Ctrl+U</source>
        <translation>Ctrl+U</translation>
    </message>
    <message>
        <source>Which parameters are uncertain, and how: the distributions behind the fan chart and the tornado</source>
        <translation>哪些参数不确定以及如何不确定：扇形图和龙卷风图背后的分布</translation>
    </message>
    <message>
        <source>&amp;Goal seek…</source>
        <translation>目标求解(&amp;G)…</translation>
    </message>
    <message>
        <source>Ctrl+G</source>
        <translation>Ctrl+G</translation>
    </message>
    <message>
        <source>Which value of a parameter gives a target runway</source>
        <translation>参数取何值可达到目标跑道</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <source>&amp;Presentation mode</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About Token Runway</source>
        <translation>关于 Token Runway(&amp;A)</translation>
    </message>
    <message>
        <source>About Token Runway</source>
        <translation>关于 Token Runway</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Token Runway %1&lt;/h3&gt;&lt;p&gt;What a free token quota costs an AI model provider, and how long its funding lasts.&lt;/p&gt;&lt;p&gt;The company pays the &lt;b&gt;serving cost&lt;/b&gt; of the tokens &lt;b&gt;used&lt;/b&gt;, not the &lt;b&gt;list value&lt;/b&gt; of the quota &lt;b&gt;offered&lt;/b&gt;.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later. Charts by QCustomPlot (GPL).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Token Runway %1&lt;/h3&gt;&lt;p&gt;免费 token 额度让 AI 模型提供商付出多少成本，以及其资金能维持多久。&lt;/p&gt;&lt;p&gt;公司支付的是&lt;b&gt;实际使用&lt;/b&gt;的 tokens 的&lt;b&gt;推理服务成本&lt;/b&gt;，而不是&lt;b&gt;所提供&lt;/b&gt;额度的&lt;b&gt;标价价值&lt;/b&gt;。&lt;/p&gt;&lt;p&gt;依据 GNU GPL 第 3 版或更高版本授权。图表由 QCustomPlot（GPL）绘制。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>Load preset %1</source>
        <translation>载入预设 %1</translation>
    </message>
    <message>
        <source>Drag a slider: the company pays the serving cost of the tokens used, not the list value of the quota offered.</source>
        <translation>拖动滑块：公司支付的是所用 tokens 的推理服务成本，而不是所提供额度的标价价值。</translation>
    </message>
    <message>
        <source>&amp;Runway</source>
        <translation>跑道(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Burn</source>
        <translation>净消耗(&amp;B)</translation>
    </message>
    <message>
        <source>Free-tier &amp;programme</source>
        <translation>免费层项目(&amp;P)</translation>
    </message>
    <message>
        <source>Sensi&amp;tivity</source>
        <translation>敏感性(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;What-if map</source>
        <translation>假设分析图(&amp;W)</translation>
    </message>
    <message>
        <source>&amp;Claims</source>
        <translation>论断(&amp;C)</translation>
    </message>
    <message>
        <source>Sources &amp;&amp; &amp;method</source>
        <translation>来源与方法(&amp;M)</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Show the math</source>
        <translation>显示计算过程</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>%1 has changes that are not saved. Save them?</source>
        <translation>%1 有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>The last scenario could not be restored; starting from the defaults.</source>
        <translation>无法恢复上一个情景；将从默认值开始。</translation>
    </message>
    <message>
        <source>Leave presentation (Esc)</source>
        <translation>退出演示（Esc）</translation>
    </message>
    <message>
        <source>Leave presentation mode</source>
        <translation>退出演示模式</translation>
    </message>
    <message>
        <source>C&amp;apacity</source>
        <translation>算力(&amp;A)</translation>
    </message>
    <message>
        <source>Language changed; the scenario and its undo history are kept.</source>
        <translation>语言已切换；当前情景及其撤销记录均已保留。</translation>
    </message>
    <message>
        <source>The saved window layout was larger than this screen or off it, so it was fitted to the screen.</source>
        <translation>保存的窗口布局比此屏幕大或超出了屏幕范围，因此已调整为适合屏幕。</translation>
    </message>
    <message>
        <source>Saved settings of the wrong type or size were ignored: %1.</source>
        <translation>已忽略类型或大小不正确的保存设置：%1。</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>That key went to a control that is not shown, and was not used; the keyboard is on the charts now.</source>
        <translation>该按键发往一个未显示的控件，未被使用；键盘焦点现已移至图表。</translation>
    </message>
    <message>
        <source>&amp;Guide and glossary</source>
        <translation>指南与术语表(&amp;G)</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>%1[*]</source>
        <translation>%1[*]</translation>
    </message>
    <message>
        <source>“%1” has changes that are not saved in the library. Save them?</source>
        <translation>“%1”有尚未保存到方案库的更改。是否保存？</translation>
    </message>
    <message>
        <source>This scenario has changes that are not saved anywhere. Save it?</source>
        <translation>此方案的更改尚未保存到任何位置。是否保存？</translation>
    </message>
    <message>
        <source>Next chart (presentation mode)</source>
        <translation>下一张图表（演示模式）</translation>
    </message>
    <message>
        <source>Previous chart (presentation mode)</source>
        <translation>上一张图表（演示模式）</translation>
    </message>
    <message>
        <source>C&amp;ompare</source>
        <translation>比较(&amp;O)</translation>
    </message>
    <message>
        <source>The compared scenarios as a one-page PDF or as CSV</source>
        <translation>将所比较的情景导出为单页 PDF 或 CSV</translation>
    </message>
    <message>
        <source>Nothing is compared: tick up to four scenarios in the Scenarios list (Ctrl+3) first</source>
        <translation>尚未比较任何情景：请先在“情景”列表（Ctrl+3）中勾选最多四个情景</translation>
    </message>
    <message>
        <source>&amp;Compare scenarios</source>
        <translation>比较情景(&amp;C)</translation>
    </message>
    <message>
        <source>Ctrl+K</source>
        <translation>Ctrl+K</translation>
    </message>
    <message>
        <source>The working scenario beside the scenarios ticked in the Scenarios list</source>
        <translation>当前情景与“情景”列表中勾选的情景并排比较</translation>
    </message>
    <message>
        <source>Export co&amp;mparison…</source>
        <translation>导出比较(&amp;M)…</translation>
    </message>
</context>
<context>
    <name>runway::MathPanel</name>
    <message>
        <source>Show the math</source>
        <translation>显示计算过程</translation>
    </message>
    <message>
        <source>/M</source>
        <translation>/百万</translation>
    </message>
    <message>
        <source>Day 0, step by step</source>
        <translation>第 0 天，逐步计算</translation>
    </message>
    <message>
        <source>Serving cost</source>
        <translation>推理服务成本</translation>
    </message>
    <message>
        <source>(chip price ÷ (life × 365) + kW × 24 × PUE × $/kWh) ÷ (tokens per chip-day × speed-up) × 1M</source>
        <translation>（加速卡价格 ÷（寿命 × 365）+ kW × 24 × PUE × $/kWh）÷（每卡每天 tokens × 加速倍数）× 1M</translation>
    </message>
    <message>
        <source>(%1 ÷ (%2 × 365) + %3 × 24 × %4 × %5) ÷ (%6 × %7) × 1M</source>
        <translation>(%1 ÷ (%2 × 365) + %3 × 24 × %4 × %5) ÷ (%6 × %7) × 1M</translation>
    </message>
    <message>
        <source>given directly</source>
        <translation>直接给定</translation>
    </message>
    <message>
        <source>Paid tokens</source>
        <translation>付费 tokens</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Free tokens</source>
        <translation>免费 tokens</translation>
    </message>
    <message>
        <source>min((1 − conversion) × demand, quota)</source>
        <translation>min((1 − 转化率) × 需求, 额度)</translation>
    </message>
    <message>
        <source>min(%1 × %2, %3)</source>
        <translation>min(%1 × %2, %3)</translation>
    </message>
    <message>
        <source>Revenue</source>
        <translation>收入</translation>
    </message>
    <message>
        <source>%1 × %2%3 + %4 ÷ 30</source>
        <translation>%1 × %2%3 + %4 ÷ 30</translation>
    </message>
    <message>
        <source>%1 × %2%3</source>
        <translation>%1 × %2%3</translation>
    </message>
    <message>
        <source>Free tier: list value</source>
        <translation>免费层：标价价值</translation>
    </message>
    <message>
        <source>Quota at list price</source>
        <translation>额度按标价计</translation>
    </message>
    <message>
        <source>%1 ÷ 30</source>
        <translation>%1 ÷ 30</translation>
    </message>
    <message>
        <source>Net burn</source>
        <translation>净消耗</translation>
    </message>
    <message>
        <source>%1 + %2 − %3</source>
        <translation>%1 + %2 − %3</translation>
    </message>
    <message>
        <source>Cash first goes below zero on day %1, %2: a runway of %3.</source>
        <translation>现金首次在第 %1 天（%2）降至零以下：跑道为 %3。</translation>
    </message>
    <message>
        <source>Cash stays above zero for all %1 months.</source>
        <translation>现金在全部 %1 个月内保持为正。</translation>
    </message>
    <message>
        <source>The company pays the serving cost of the tokens used, not the list value of the quota offered.</source>
        <translation>公司支付的是所用 tokens 的推理服务成本，而不是所提供额度的标价价值。</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>none: %1</source>
        <translation>无：%1</translation>
    </message>
    <message>
        <source>Cash on hand at the start</source>
        <translation>起始现金储备</translation>
    </message>
    <message>
        <source>Cash on hand</source>
        <translation>现金储备</translation>
    </message>
    <message>
        <source>filing cash (RMB) ÷ RMB per $ + raised since the filing − monthly burn × months since the filing</source>
        <translation>招股书现金（人民币）÷ 汇率 + 招股后融资 − 月消耗 × 招股后月数</translation>
    </message>
    <message>
        <source>Token mix</source>
        <translation>Token 构成</translation>
    </message>
    <message>
        <source>Price index IP</source>
        <translation>价格指数 IP</translation>
    </message>
    <message>
        <source>((1 − output share) × ((1 − cache hits) + cache hits × cached price fraction) + output share × output price multiple) ÷ the same at 25 % output, no cache hits</source>
        <translation>((1 − 输出占比) × ((1 − 缓存命中) + 缓存命中 × 缓存价格比例) + 输出占比 × 输出价格倍数) ÷ 25 % 输出、无缓存命中时的同一值</translation>
    </message>
    <message>
        <source>((1 − %1) × ((1 − %2) + %2 × %3) + %1 × %4) ÷ %5</source>
        <translation>((1 − %1) × ((1 − %2) + %2 × %3) + %1 × %4) ÷ %5</translation>
    </message>
    <message>
        <source>Cost index IC</source>
        <translation>成本指数 IC</translation>
    </message>
    <message>
        <source>the same with the cached cost fraction and the output cost multiple</source>
        <translation>同上，改用缓存成本比例和输出成本倍数</translation>
    </message>
    <message>
        <source>Effective price</source>
        <translation>有效价格</translation>
    </message>
    <message>
        <source>list price × IP</source>
        <translation>标价 × IP</translation>
    </message>
    <message>
        <source>Effective serving cost</source>
        <translation>有效服务成本</translation>
    </message>
    <message>
        <source>serving cost × IC</source>
        <translation>服务成本 × IC</translation>
    </message>
    <message>
        <source>input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>output</source>
        <translation>输出</translation>
    </message>
    <message>
        <source>cached input</source>
        <translation>缓存输入</translation>
    </message>
    <message>
        <source>list price per 1M</source>
        <translation>每百万标价</translation>
    </message>
    <message>
        <source>serving cost per 1M</source>
        <translation>每百万服务成本</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Elasticity factor e</source>
        <translation>弹性系数 e</translation>
    </message>
    <message>
        <source>(price ÷ reference price)^ε; ε = 0: demand does not answer the price</source>
        <translation>(价格 ÷ 参考价格)^ε；ε = 0：需求不随价格变化</translation>
    </message>
    <message>
        <source>ε = 0</source>
        <translation>ε = 0</translation>
    </message>
    <message>
        <source>(price ÷ reference price)^ε</source>
        <translation>(价格 ÷ 参考价格)^ε</translation>
    </message>
    <message>
        <source>(%1 ÷ %2)^%3</source>
        <translation>(%1 ÷ %2)^%3</translation>
    </message>
    <message>
        <source>conversion × demand × e</source>
        <translation>转化率 × 需求 × e</translation>
    </message>
    <message>
        <source>%1 × %2 × %3</source>
        <translation>%1 × %2 × %3</translation>
    </message>
    <message>
        <source>Usage of a free account</source>
        <translation>免费账户的用量</translation>
    </message>
    <message>
        <source>mean m = demand ÷ free accounts; log-normal with μ = ln m − σ²/2</source>
        <translation>均值 m = 需求 ÷ 免费账户数；对数正态分布，μ = ln m − σ²/2</translation>
    </message>
    <message>
        <source>m = %1 ÷ %2 = %3; μ = ln %3 − %4²/2</source>
        <translation>m = %1 ÷ %2 = %3；μ = ln %3 − %4²/2</translation>
    </message>
    <message>
        <source>μ = %1</source>
        <translation>μ = %1</translation>
    </message>
    <message>
        <source>Within the cap per account</source>
        <translation>每账户上限内用量</translation>
    </message>
    <message>
        <source>E[min(U, K)] = m·Φ((ln K − μ − σ²)/σ) + K·(1 − Φ((ln K − μ)/σ))</source>
        <translation>E[min(U, K)] = m·Φ((ln K − μ − σ²)/σ) + K·(1 − Φ((ln K − μ)/σ))</translation>
    </message>
    <message>
        <source>K = %1, σ = %2</source>
        <translation>K = %1，σ = %2</translation>
    </message>
    <message>
        <source>Within and above the cap</source>
        <translation>上限内与上限外</translation>
    </message>
    <message>
        <source>W = non-paying accounts × E[min(U, K)], X = F − W</source>
        <translation>W = 非付费账户数 × E[min(U, K)]，X = F − W</translation>
    </message>
    <message>
        <source>W = %1 × %2, X = %3 − W</source>
        <translation>W = %1 × %2，X = %3 − W</translation>
    </message>
    <message>
        <source>W = %1, X = %2; %3 of the accounts at the cap</source>
        <translation>W = %1，X = %2；%3 的账户达到上限</translation>
    </message>
    <message>
        <source>conversion × demand × e + capped conversion × X × e</source>
        <translation>转化率 × 需求 × e + 上限转化率 × X × e</translation>
    </message>
    <message>
        <source>%1 × %2 × %3 + %4 × %5 × %3</source>
        <translation>%1 × %2 × %3 + %4 × %5 × %3</translation>
    </message>
    <message>
        <source>min(W, quota)</source>
        <translation>min(W, 额度)</translation>
    </message>
    <message>
        <source>min(%1, %2)</source>
        <translation>min(%1, %2)</translation>
    </message>
    <message>
        <source>Money of day 0</source>
        <translation>第 0 天的资金</translation>
    </message>
    <message>
        <source>paid × effective price + other revenue ÷ 30</source>
        <translation>付费 token × 有效价格 + 其他收入 ÷ 30</translation>
    </message>
    <message>
        <source>Serving (economic)</source>
        <translation>服务（经济成本）</translation>
    </message>
    <message>
        <source>(free + paid) × effective serving cost</source>
        <translation>(免费 + 付费) × 有效服务成本</translation>
    </message>
    <message>
        <source>Free tier: cost</source>
        <translation>免费额度：成本</translation>
    </message>
    <message>
        <source>free × effective serving cost — what the giveaway costs</source>
        <translation>免费 token × 有效服务成本 —— 赠送的代价</translation>
    </message>
    <message>
        <source>free × effective price — revenue forgone, not cash</source>
        <translation>免费 token × 有效价格 —— 放弃的收入，而非现金</translation>
    </message>
    <message>
        <source>the articles&apos; headline: the whole quota × effective price</source>
        <translation>文章的标题数字：全部额度 × 有效价格</translation>
    </message>
    <message>
        <source>Capacity per accelerator</source>
        <translation>每张加速卡的算力</translation>
    </message>
    <message>
        <source>tokens per chip-day × speed-up ÷ IC</source>
        <translation>每卡每日 token × 加速倍数 ÷ IC</translation>
    </message>
    <message>
        <source>%1 × %2 ÷ %3</source>
        <translation>%1 × %2 ÷ %3</translation>
    </message>
    <message>
        <source>Accelerators needed</source>
        <translation>所需加速卡</translation>
    </message>
    <message>
        <source>ceil(tokens ÷ capacity per accelerator)</source>
        <translation>ceil(token ÷ 每卡算力)</translation>
    </message>
    <message>
        <source>ceil(%1 ÷ %2)</source>
        <translation>ceil(%1 ÷ %2)</translation>
    </message>
    <message>
        <source>ceil(reported run %1 ÷ %2 per chip)</source>
        <translation>ceil(报道的运行量 %1 ÷ 每卡 %2)</translation>
    </message>
    <message>
        <source>Fleet on day 0</source>
        <translation>第 0 天的机群</translation>
    </message>
    <message>
        <source>max(accelerators owned, needed); owned: %1</source>
        <translation>max(拥有的加速卡, 所需)；拥有：%1</translation>
    </message>
    <message>
        <source>max(%1, %2)</source>
        <translation>max(%1, %2)</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本开支</translation>
    </message>
    <message>
        <source>accelerators bought × price — cash when bought; depreciation is not cash</source>
        <translation>购入加速卡 × 单价 —— 购买时付现；折旧不是现金</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>电力</translation>
    </message>
    <message>
        <source>fleet × kW × 24 × PUE × $/kWh — idle accelerators draw power too</source>
        <translation>机群 × 千瓦 × 24 × PUE × 每千瓦时电价 —— 闲置的加速卡也耗电</translation>
    </message>
    <message>
        <source>%1 × %2 × 24 × %3 × %4</source>
        <translation>%1 × %2 × 24 × %3 × %4</translation>
    </message>
    <message>
        <source>Serving (cash)</source>
        <translation>服务（现金）</translation>
    </message>
    <message>
        <source>power + capex</source>
        <translation>电力 + 资本开支</translation>
    </message>
    <message>
        <source>%1 + %2</source>
        <translation>%1 + %2</translation>
    </message>
    <message>
        <source>paid by the token, like a cloud: the economic serving cost</source>
        <translation>像云服务一样按 token 付费：即经济服务成本</translation>
    </message>
    <message>
        <source>Operating cost</source>
        <translation>运营成本</translation>
    </message>
    <message>
        <source>fixed operating cost per month ÷ 30, growing %1 a month</source>
        <translation>每月固定运营成本 ÷ 30，每月增长 %1</translation>
    </message>
    <message>
        <source>serving (cash) + operating cost − revenue</source>
        <translation>服务（现金）+ 运营成本 − 收入</translation>
    </message>
    <message>
        <source>Unit economics of a paying account</source>
        <translation>付费账户的单位经济</translation>
    </message>
    <message>
        <source>Gross margin</source>
        <translation>毛利率</translation>
    </message>
    <message>
        <source>(effective price − effective serving cost) ÷ effective price</source>
        <translation>(有效价格 − 有效服务成本) ÷ 有效价格</translation>
    </message>
    <message>
        <source>(%1 − %2) ÷ %1</source>
        <translation>(%1 − %2) ÷ %1</translation>
    </message>
    <message>
        <source>Paying accounts</source>
        <translation>付费账户</translation>
    </message>
    <message>
        <source>conversion × free accounts</source>
        <translation>转化率 × 免费账户数</translation>
    </message>
    <message>
        <source>conversion × accounts + capped conversion × share at the cap × non-paying accounts</source>
        <translation>转化率 × 账户数 + 上限转化率 × 达到上限的比例 × 非付费账户数</translation>
    </message>
    <message>
        <source>%1 × %2 + %3 × %4 × %5</source>
        <translation>%1 × %2 + %3 × %4 × %5</translation>
    </message>
    <message>
        <source>ARPU</source>
        <translation>ARPU（每用户平均收入）</translation>
    </message>
    <message>
        <source>paid tokens × effective price × 30 ÷ paying accounts</source>
        <translation>付费 token × 有效价格 × 30 ÷ 付费账户数</translation>
    </message>
    <message>
        <source>%1 × %2%3 × 30 ÷ %4</source>
        <translation>%1 × %2%3 × 30 ÷ %4</translation>
    </message>
    <message>
        <source> a month</source>
        <translation> 每月</translation>
    </message>
    <message>
        <source>LTV</source>
        <translation>用户生命周期价值（LTV）</translation>
    </message>
    <message>
        <source>ARPU × margin × (1 + r) ÷ (r + churn), r = (1 + discount rate)^(1/12) − 1</source>
        <translation>ARPU × 毛利率 × (1 + r) ÷ (r + 流失率)，r = (1 + 折现率)^(1/12) − 1</translation>
    </message>
    <message>
        <source>r = %1, churn = %2 a month</source>
        <translation>r = %1，流失率每月 %2</translation>
    </message>
    <message>
        <source>CAC</source>
        <translation>获客成本（CAC）</translation>
    </message>
    <message>
        <source>a month of the free tier&apos;s cost ÷ the paying accounts it must win to replace churn</source>
        <translation>一个月的免费额度成本 ÷ 为弥补流失须赢得的付费账户数</translation>
    </message>
    <message>
        <source>%1 × 30 ÷ (%2 × %3)</source>
        <translation>%1 × 30 ÷ (%2 × %3)</translation>
    </message>
    <message>
        <source>LTV / CAC</source>
        <translation>LTV / CAC</translation>
    </message>
    <message>
        <source>LTV ÷ CAC</source>
        <translation>LTV ÷ CAC</translation>
    </message>
    <message>
        <source>%1 ÷ %2</source>
        <translation>%1 ÷ %2</translation>
    </message>
    <message>
        <source>Payback</source>
        <translation>回本周期</translation>
    </message>
    <message>
        <source>CAC ÷ (ARPU × margin)</source>
        <translation>CAC ÷ (ARPU × 毛利率)</translation>
    </message>
    <message>
        <source>%1 ÷ (%2 × %3)</source>
        <translation>%1 ÷ (%2 × %3)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Every day: cash(d) = cash(d − 1) + funding(d) − net burn(d), starting from %1; demand grows by %2 a month and the fleet never shrinks.</source>
        <translation>每天：现金(d) = 现金(d − 1) + 融资(d) − 净消耗(d)，起点为 %1；需求每月增长 %2，机群只增不减。</translation>
    </message>
    <message>
        <source>Infeasible: the accelerators day 0 needs cost %1, more than the cash of %2.</source>
        <translation>不可行：第 0 天所需的加速卡花费 %1，超过现金 %2。</translation>
    </message>
    <message>
        <source>Free for the programme</source>
        <translation>可供本计划使用</translation>
    </message>
    <message>
        <source>floor(owned × fleet share); owned: %1</source>
        <translation>floor(拥有数 × 机群可用比例)；拥有数：%1</translation>
    </message>
    <message>
        <source>floor(%1 × %2)</source>
        <translation>floor(%1 × %2)</translation>
    </message>
    <message>
        <source>Busy with other work</source>
        <translation>忙于其他工作</translation>
    </message>
    <message>
        <source>owned − free; their number never changes</source>
        <translation>拥有数 − 空闲数；这部分数量不变</translation>
    </message>
    <message>
        <source>%1 − %2</source>
        <translation>%1 − %2</translation>
    </message>
    <message>
        <source>Bought on day 0</source>
        <translation>第 0 天购入</translation>
    </message>
    <message>
        <source>max(0, needed − free)</source>
        <translation>max(0, 需要数 − 空闲数)</translation>
    </message>
    <message>
        <source>max(0, %1 − %2)</source>
        <translation>max(0, %1 − %2)</translation>
    </message>
    <message>
        <source>accelerators bought × price (+ replacement) — cash when bought</source>
        <translation>购入加速卡数 × 单价（+ 更换）— 购入时付现</translation>
    </message>
    <message>
        <source>(busy + the programme&apos;s fleet) × kW × 24 × PUE × $/kWh — every chip powered</source>
        <translation>(忙碌数 + 本计划机群) × kW × 24 × PUE × $/kWh — 每张卡都耗电</translation>
    </message>
    <message>
        <source>(%1 + %2) × %3 × 24 × %4 × %5</source>
        <translation>(%1 + %2) × %3 × 24 × %4 × %5</translation>
    </message>
    <message>
        <source>Bridge burn</source>
        <translation>过渡期消耗</translation>
    </message>
    <message>
        <source>Σ over the L days from the filing to the start of B ÷ 30 + [opex(t) − opex(−M)] − [other(t) − other(−M)]</source>
        <translation>从披露日到开始日的 L 天求和：B ÷ 30 + [opex(t) − opex(−M)] − [other(t) − other(−M)]</translation>
    </message>
    <message>
        <source>B = %1 a month, L = %2 days, M = %3 days (measured on %4), opex(−M) = %5 ÷ 30, other(−M) = %6 ÷ 30</source>
        <translation>B = 每月 %1，L = %2 天，M = %3 天（计量于 %4），opex(−M) = %5 ÷ 30，other(−M) = %6 ÷ 30</translation>
    </message>
    <message>
        <source>filing cash (RMB) ÷ RMB per $ + raised since the filing − bridge burn</source>
        <translation>披露时现金（人民币）÷ 汇率 + 披露后融资 − 过渡期消耗</translation>
    </message>
    <message>
        <source>RMB %1 ÷ %2 + %3 − %4</source>
        <translation>人民币 %1 ÷ %2 + %3 − %4</translation>
    </message>
    <message>
        <source>Other revenue</source>
        <translation>其他收入</translation>
    </message>
    <message>
        <source>other revenue a month ÷ 30 × (1 + growth)^(Mr ÷ 30)</source>
        <translation>每月其他收入 ÷ 30 × (1 + 增长率)^(Mr ÷ 30)</translation>
    </message>
    <message>
        <source>%1 ÷ 30 × (1 + %2)^(%3 ÷ 30)</source>
        <translation>%1 ÷ 30 × (1 + %2)^(%3 ÷ 30)</translation>
    </message>
    <message>
        <source>paid × effective price + other revenue + subscriptions</source>
        <translation>付费 tokens × 有效价格 + 其他收入 + 订阅收入</translation>
    </message>
    <message>
        <source>%1 × %2%3 + %4 + %5</source>
        <translation>%1 × %2%3 + %4 + %5</translation>
    </message>
    <message>
        <source>Other operating cost</source>
        <translation>其他运营成本</translation>
    </message>
    <message>
        <source>operating cost ÷ 30 × (1 − training share) × (1 + opex growth)^(M ÷ 30)</source>
        <translation>运营成本 ÷ 30 × (1 − 训练占比) × (1 + 运营成本增长率)^(M ÷ 30)</translation>
    </message>
    <message>
        <source>%1 ÷ 30 × (1 − %2) × (1 + %3)^(%4 ÷ 30)</source>
        <translation>%1 ÷ 30 × (1 − %2) × (1 + %3)^(%4 ÷ 30)</translation>
    </message>
    <message>
        <source>Training compute</source>
        <translation>训练算力</translation>
    </message>
    <message>
        <source>operating cost ÷ 30 × training share × (1 + training growth)^(M ÷ 30)</source>
        <translation>运营成本 ÷ 30 × 训练占比 × (1 + 训练增长率)^(M ÷ 30)</translation>
    </message>
    <message>
        <source>the same at the measured rate up to the start; from day 0 on it grows at %1 a month</source>
        <translation>开始日之前按计量的增长率计算；从第 0 天起每月增长 %1</translation>
    </message>
    <message>
        <source>%1 ÷ 30 × %2 × (1 + %3)^(%4 ÷ 30)</source>
        <translation>%1 ÷ 30 × %2 × (1 + %3)^(%4 ÷ 30)</translation>
    </message>
    <message>
        <source>other operating cost + training compute</source>
        <translation>其他运营成本 + 训练算力</translation>
    </message>
    <message>
        <source>Free tier: incremental cash</source>
        <translation>免费层：增量现金</translation>
    </message>
    <message>
        <source>serving cash − serving cash of the same scenario without a free tier</source>
        <translation>服务现金 − 同一情景去掉免费层后的服务现金</translation>
    </message>
    <message>
        <source>… over the horizon</source>
        <translation>… 整个期间</translation>
    </message>
    <message>
        <source>the same summed over every day</source>
        <translation>逐日相加</translation>
    </message>
    <message>
        <source>Σ %1 days</source>
        <translation>Σ %1 天</translation>
    </message>
</context>
<context>
    <name>runway::Model1Note</name>
    <message>
        <source>&amp;Upgrade to model 2</source>
        <translation>升级到模型 2(&amp;U)</translation>
    </message>
    <message>
        <source>Model 1 note</source>
        <translation>模型 1 提示</translation>
    </message>
    <message>
        <source>Cash derived from the filing, operating cost growing, owned accelerators, demand that answers the price — one undo step</source>
        <translation>现金由招股书推算、运营成本增长、自有加速卡、需求随价格变化 —— 可一步撤销</translation>
    </message>
    <message>
        <source>Close the note</source>
        <translation>关闭提示</translation>
    </message>
    <message>
        <source>cash derived from the filing</source>
        <translation>现金由招股书推算</translation>
    </message>
    <message>
        <source>cash %1</source>
        <translation>现金 %1</translation>
    </message>
    <message>
        <source>flat costs</source>
        <translation>成本不变</translation>
    </message>
    <message>
        <source>serving paid by the token</source>
        <translation>服务按 token 付费</translation>
    </message>
    <message>
        <source>demand deaf to price</source>
        <translation>需求不随价格变化</translation>
    </message>
    <message>
        <source>Saved with model 1: %1. Results are shown as saved.</source>
        <translation>以模型 1 保存：%1。结果按保存时显示。</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>Upgrade to model 2</source>
        <translation>升级到模型 2</translation>
    </message>
</context>
<context>
    <name>runway::Model2Note</name>
    <message>
        <source>Upgrade to model &amp;3</source>
        <translation>升级到模型 3(&amp;3)</translation>
    </message>
    <message>
        <source>Model 2 note</source>
        <translation>模型 2 提示</translation>
    </message>
    <message>
        <source>Read with model 2&apos;s assumptions: flows undated, the fleet idle apart from the run, no training line. Results are shown as saved.</source>
        <translation>按模型 2 的假设读取：流量不带计量日期，机群除这次运行外闲置，没有单列的训练算力。结果按保存时显示。</translation>
    </message>
    <message>
        <source>Flows dated to the middle of H1 2025, half the fleet busy, training compute on its own line; keys you set keep their values — one undo step</source>
        <translation>流量以 2025 年上半年中点计量，一半机群忙碌，训练算力单列；你设置过的参数保持原值 — 一步撤销</translation>
    </message>
    <message>
        <source>Close the note</source>
        <translation>关闭提示</translation>
    </message>
    <message>
        <source>Upgrade to model 3</source>
        <translation>升级到模型 3</translation>
    </message>
</context>
<context>
    <name>runway::ParameterControl</name>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Hard limits</source>
        <translation>硬性限制</translation>
    </message>
    <message>
        <source>Reset to the default</source>
        <translation>重置为默认值</translation>
    </message>
    <message>
        <source>Reset %1</source>
        <translation>重置%1</translation>
    </message>
    <message>
        <source>uncertain: uniform %1 … %2</source>
        <translation>不确定：均匀分布 %1 … %2</translation>
    </message>
    <message>
        <source>uncertain: triangular %1 … %2 … %3</source>
        <translation>不确定：三角分布 %1 … %2 … %3</translation>
    </message>
    <message>
        <source>uncertain: lognormal, 90 % within %1 … %2</source>
        <translation>不确定：对数正态分布，90 % 位于 %1 … %2</translation>
    </message>
    <message>
        <source>Uncertainty…</source>
        <translation>不确定性…</translation>
    </message>
    <message>
        <source>Goal seek…</source>
        <translation>目标求解…</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>已更改</translation>
    </message>
    <message>
        <source>this value is not the default</source>
        <translation>此值不是默认值</translation>
    </message>
    <message>
        <source>the default is %1</source>
        <translation>默认值为 %1</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>默认：%1</translation>
    </message>
    <message>
        <source>Provenance: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>Type a range such as &quot;%1 to %2&quot; into the box to set it.</source>
        <translation>在输入框中键入区间（如“%1 至 %2”）即可设置。</translation>
    </message>
    <message>
        <source>Range the odds use: %1</source>
        <translation>概率计算所用区间：%1</translation>
    </message>
</context>
<context>
    <name>runway::ParameterPanel</name>
    <message>
        <source>Reset all parameters</source>
        <translation>重置所有参数</translation>
    </message>
    <message>
        <source>Every parameter back to its default (the name and notes stay); undoable.</source>
        <translation>所有参数恢复为默认值（名称和备注保留）；可撤销。</translation>
    </message>
    <message>
        <source>Derive from the accelerators below</source>
        <translation>由下方的加速卡参数推算</translation>
    </message>
    <message>
        <source>On: serving cost = (chip price / (life × 365) + kW × 24 × PUE × $/kWh) / (throughput × speed-up) × 1e6. Off: type a direct value.</source>
        <translation>开：推理服务成本 =（加速卡价格 /（寿命 × 365）+ kW × 24 × PUE × $/kWh）/（吞吐量 × 加速倍数）× 1e6。关：输入一个直接数值。</translation>
    </message>
    <message>
        <source>Derived: %1 per 1M tokens (%2 a chip-day over %3 tokens a chip-day)</source>
        <translation>推算值：%1 / 每百万 tokens（每卡每天 %2，除以每卡每天 %3 tokens）</translation>
    </message>
    <message>
        <source>No cap</source>
        <translation>无上限</translation>
    </message>
    <message>
        <source>Derive</source>
        <translation>推算</translation>
    </message>
    <message>
        <source>derived by the model</source>
        <translation>由模型推导</translation>
    </message>
    <message>
        <source>The cash is typed, not derived from the filing: the odds no longer use the range of %1 (%2 – %3).</source>
        <translation>现金为直接输入值，而非由招股书推算：概率计算不再使用%1的区间（%2 – %3）。</translation>
    </message>
    <message>
        <source>Keep the measured rate</source>
        <translation>保持计量的增长率</translation>
    </message>
    <message>
        <source>No competitor</source>
        <translation>无竞争对手</translation>
    </message>
    <message>
        <source>The lever from the start date: 0 freezes the training budget at its level that day, −100 stops it after day 0. The bridge keeps the measured rate, so cash at the start does not move.</source>
        <translation>从开始日起的调节杆：0 把训练预算冻结在当天的水平，−100 在第 0 天之后停止训练。过渡期仍按计量的增长率计算，所以起始现金不变。</translation>
    </message>
    <message>
        <source>At the start</source>
        <translation>按开始日期</translation>
    </message>
    <message>
        <source>As the flows</source>
        <translation>与流量相同</translation>
    </message>
    <message>
        <source>The levels are the start date&apos;s and the bridge&apos;s burn is flat: model 2&apos;s reading.</source>
        <translation>各项水平按开始日期计，过渡期消耗保持不变：模型 2 的读法。</translation>
    </message>
    <message>
        <source>Other revenue was measured on the same date as the costs.</source>
        <translation>其他收入与成本在同一天计量。</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>更改%1</translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation>清除%1</translation>
    </message>
    <message>
        <source>Idle fleet (100 %)</source>
        <translation>机群闲置（100 %）</translation>
    </message>
    <message>
        <source>Model 2&apos;s assumption: the fleet is idle apart from the run (preset idle-fleet) — one undo step</source>
        <translation>模型 2 的假设：机群除这次运行外闲置（预设 idle-fleet）— 一步撤销</translation>
    </message>
    <message>
        <source>Busy fleet (0 %)</source>
        <translation>机群全忙（0 %）</translation>
    </message>
    <message>
        <source>The free tier and the paid API buy every accelerator they use (preset busy-fleet) — one undo step</source>
        <translation>免费层和付费 API 用到的每张加速卡都要购买（预设 busy-fleet）— 一步撤销</translation>
    </message>
    <message>
        <source>Fleet idle apart from the run</source>
        <translation>机群除这次运行外闲置</translation>
    </message>
    <message>
        <source>Fleet fully busy</source>
        <translation>机群全部忙碌</translation>
    </message>
    <message>
        <source>Count a committed credit line</source>
        <translation>计入已承诺的信贷额度</translation>
    </message>
    <message>
        <source>Count a credit line</source>
        <translation>计入信贷额度</translation>
    </message>
    <message>
        <source>Remove the credit line</source>
        <translation>移除信贷额度</translation>
    </message>
    <message>
        <source>Pay for serving by the token</source>
        <translation>推理服务按 token 付费</translation>
    </message>
    <message>
        <source>Off: the company serves on its own accelerators, pays their power and buys chips when the fleet must grow. On: every token served costs the serving cost, as on rented capacity, like a cloud.</source>
        <translation>关闭：公司在自有加速卡上提供推理服务，支付电费，并在集群需要扩张时购买芯片。开启：每个 token 都按推理服务成本计费，就像租用算力、使用云服务一样。</translation>
    </message>
</context>
<context>
    <name>runway::ProgramChart</name>
    <message>
        <source>Free-tier programme: contribution against conversion</source>
        <translation>免费层项目：贡献与转化率的关系</translation>
    </message>
    <message>
        <source>Conversion of free users to paying (%)</source>
        <translation>免费用户转为付费的转化率（%）</translation>
    </message>
    <message>
        <source>Programme contribution, US$ per day</source>
        <translation>项目贡献，美元 / 天</translation>
    </message>
    <message>
        <source>Daily contribution at the current price</source>
        <translation>当前价格下的每日贡献</translation>
    </message>
    <message>
        <source>Now: %1 → %2 a day</source>
        <translation>当前：%1 → 每天 %2</translation>
    </message>
    <message>
        <source>Conversion %1
Contribution %2 a day</source>
        <translation>转化率 %1
贡献每天 %2</translation>
    </message>
    <message>
        <source>Free-tier break-even at %1 conversion</source>
        <translation>免费层在转化率 %1 时盈亏平衡</translation>
    </message>
    <message>
        <source>Free-tier break-even at %1 conversion, beyond this chart →</source>
        <translation>免费层在转化率 %1 时盈亏平衡，超出本图范围 →</translation>
    </message>
    <message>
        <source>No free-tier break-even at any conversion up to 100 %</source>
        <translation>转化率直至 100 % 免费层都无法盈亏平衡</translation>
    </message>
    <message>
        <source>At %1 per 1M tokens and a serving cost of %2 the free-tier break-even is %3</source>
        <translation>在每百万 tokens %1 的价格和 %2 的推理服务成本下，免费层盈亏平衡点为 %3</translation>
    </message>
    <message>
        <source>At %1 per 1M tokens and a serving cost of %2 the free tier never breaks even</source>
        <translation>在每百万 tokens %1 的价格和 %2 的推理服务成本下，免费层永远无法盈亏平衡</translation>
    </message>
</context>
<context>
    <name>runway::RunwayChart</name>
    <message>
        <source>Cash runway</source>
        <translation>资金跑道</translation>
    </message>
    <message>
        <source>Cash balance (US$)</source>
        <translation>现金余额（美元）</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Monte Carlo median</source>
        <translation>蒙特卡洛中位数</translation>
    </message>
    <message>
        <source>Monte Carlo P25–P75</source>
        <translation>蒙特卡洛 P25–P75</translation>
    </message>
    <message>
        <source>Monte Carlo P5–P95</source>
        <translation>蒙特卡洛 P5–P95</translation>
    </message>
    <message>
        <source>Articles&apos; view: whole quota at list price</source>
        <translation>文章视角：额度全按标价计</translation>
    </message>
    <message>
        <source>Cash balance</source>
        <translation>现金余额</translation>
    </message>
    <message>
        <source>Articles&apos; view: out of cash %1</source>
        <translation>文章的视角：现金耗尽于 %1</translation>
    </message>
    <message>
        <source>Cash runs out on %1, after %2</source>
        <translation>现金耗尽于 %1，历时 %2</translation>
    </message>
    <message>
        <source>Cash lasts the %1-month horizon, ending at %2</source>
        <translation>现金维持 %1 个月的时间范围，期末为 %2</translation>
    </message>
    <message>
        <source> · the articles&apos; view: %1</source>
        <translation> · 文章的视角：%1</translation>
    </message>
    <message>
        <source>Cash out: %1</source>
        <translation>现金耗尽：%1</translation>
    </message>
    <message>
        <source>%1 · day %2 (month %3)</source>
        <translation>%1 · 第 %2 天（第 %3 个月）</translation>
    </message>
    <message>
        <source>Cash: %1</source>
        <translation>现金：%1</translation>
    </message>
    <message>
        <source>Articles&apos; view: %1</source>
        <translation>文章的视角：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Monte Carlo, end of month %1: median %2 (P5 %3, P95 %4)</source>
        <translation>蒙特卡洛，第 %1 个月末：中位数 %2（P5 %3，P95 %4）</translation>
    </message>
    <message>
        <source>Accelerators bought</source>
        <translation>购入的加速卡</translation>
    </message>
    <message>
        <source>Infeasible: %1</source>
        <translation>不可行：%1</translation>
    </message>
    <message>
        <source>Infeasible: out of cash on day %1</source>
        <translation>不可行：第 %1 天现金耗尽</translation>
    </message>
    <message>
        <source>Simple view (model 1): %1</source>
        <translation>简化视角（模型 1）：%1</translation>
    </message>
    <message>
        <source>Accelerators bought in month %1: %2 for %3</source>
        <translation>第 %1 个月购入加速卡：%2 张，花费 %3</translation>
    </message>
    <message>
        <source>Simple view (model 1)</source>
        <translation>简化视角（模型 1）</translation>
    </message>
    <message>
        <source>Own cash (certain money, no credit)</source>
        <translation>自有现金（确定的资金，不计信贷）</translation>
    </message>
    <message>
        <source>Credit line drawn</source>
        <translation>已提取的信贷额度</translation>
    </message>
    <message>
        <source>Credit line drawn from %1; at most %2</source>
        <translation>自 %1 起提取信贷额度；最多 %2</translation>
    </message>
    <message>
        <source>Own cash at the end of month %1: %2</source>
        <translation>第 %1 月末的自有现金：%2</translation>
    </message>
    <message>
        <source>Credit line drawn at the end of month %1: %2</source>
        <translation>第 %1 月末已提取的信贷额度：%2</translation>
    </message>
</context>
<context>
    <name>runway::ScenarioBrowser</name>
    <message>
        <source>Deleted %1.</source>
        <translation>已删除 %1。</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Search scenarios</source>
        <translation>搜索情景</translation>
    </message>
    <message>
        <source>At most %1 scenarios can be compared at once.</source>
        <translation>一次最多只能比较 %1 个情景。</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>打开(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save the working scenario to the library as a new version (Ctrl+S)</source>
        <translation>将当前情景作为新版本保存到情景库（Ctrl+S）</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>Save the working scenario to the library under another name</source>
        <translation>以另一个名称将当前情景保存到情景库</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>重命名(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Duplicate…</source>
        <translation>复制(&amp;D)…</translation>
    </message>
    <message>
        <source>De&amp;lete…</source>
        <translation>删除(&amp;L)…</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>历史(&amp;H)…</translation>
    </message>
    <message>
        <source>Every saved version, what changed between two, and restore</source>
        <translation>所有已保存的版本、两个版本之间的变化，以及恢复</translation>
    </message>
    <message>
        <source>No scenario library is open.</source>
        <translation>未打开情景库。</translation>
    </message>
    <message>
        <source>%1 cannot be opened</source>
        <translation>无法打开 %1</translation>
    </message>
    <message>
        <source>Open %1 from the library</source>
        <translation>从情景库打开 %1</translation>
    </message>
    <message>
        <source>Opened %1 from the library.</source>
        <translation>已从情景库打开 %1。</translation>
    </message>
    <message>
        <source>The scenario was not saved</source>
        <translation>情景未保存</translation>
    </message>
    <message>
        <source>%1 is a preset and cannot be changed: save a copy under a new name.</source>
        <translation>%1 是预设，不能更改：请以新名称保存一个副本。</translation>
    </message>
    <message>
        <source>Saved %1 to the library (version %2).</source>
        <translation>已将 %1 保存到情景库（版本 %2）。</translation>
    </message>
    <message>
        <source>The scenario was not renamed</source>
        <translation>情景未重命名</translation>
    </message>
    <message>
        <source>Renamed %1 to %2.</source>
        <translation>已将 %1 重命名为 %2。</translation>
    </message>
    <message>
        <source>The scenario was not duplicated</source>
        <translation>情景未复制</translation>
    </message>
    <message>
        <source>Duplicated %1 as %2.</source>
        <translation>已将 %1 复制为 %2。</translation>
    </message>
    <message>
        <source>The scenario was not deleted</source>
        <translation>情景未删除</translation>
    </message>
    <message>
        <source>Deleted %1. Edit → Undo delete brings it back.</source>
        <translation>已删除 %1。编辑 → 撤销删除 可将其恢复。</translation>
    </message>
    <message>
        <source>Restored an older version of %1 as the newest.</source>
        <translation>已将 %1 的一个旧版本恢复为最新版本。</translation>
    </message>
    <message>
        <source>optional: what this version assumes</source>
        <translation>可选：此版本的假设</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>备注：</translation>
    </message>
    <message>
        <source>%1 is a preset and cannot be changed: the scenario is saved as a copy under a new name.</source>
        <translation>%1 是预设，不能更改：情景将以新名称另存为副本。</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>Save to the library</source>
        <translation>保存到情景库</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>重命名 %1</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>新名称：</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>复制 %1</translation>
    </message>
    <message>
        <source>Name of the copy:</source>
        <translation>副本名称：</translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <translation>删除情景</translation>
    </message>
    <message>
        <source>No scenario library: %1 could not be opened. It has not been changed.</source>
        <translation>没有情景库：无法打开 %1。该文件未被更改。</translation>
    </message>
    <message>
        <source>The scenario library cannot be opened</source>
        <translation>无法打开情景库</translation>
    </message>
    <message>
        <source>%1 is not a Token Runway scenario library, or it is damaged. The window works without a library; the file has not been changed, moved or deleted.</source>
        <translation>%1 不是 Token Runway 情景库，或已损坏。窗口可以在没有情景库的情况下工作；该文件未被更改、移动或删除。</translation>
    </message>
    <message>
        <source>Start a &amp;new library…</source>
        <translation>新建情景库(&amp;N)…</translation>
    </message>
    <message>
        <source>Continue &amp;without a library</source>
        <translation>不使用情景库继续(&amp;W)</translation>
    </message>
    <message>
        <source>Start a new scenario library</source>
        <translation>新建情景库</translation>
    </message>
    <message>
        <source>token-runway-new.sqlite</source>
        <translation>token-runway-new.sqlite</translation>
    </message>
    <message>
        <source>Scenario libraries (*.sqlite);;All files (*)</source>
        <translation>情景库 (*.sqlite);;所有文件 (*)</translation>
    </message>
    <message>
        <source>The new library was not started</source>
        <translation>未能新建情景库</translation>
    </message>
    <message>
        <source>%1 is the file that could not be opened; choose another path.</source>
        <translation>%1 是无法打开的文件；请选择其他路径。</translation>
    </message>
    <message>
        <source>Using the scenario library %1.</source>
        <translation>正在使用情景库 %1。</translation>
    </message>
    <message>
        <source>Restored %1 with its %2.</source>
        <translation>已恢复 %1 及其 %2。</translation>
    </message>
    <message>
        <source>Delete %1 and its %2? Edit → Undo delete brings it back during this session.</source>
        <translation>删除 %1 及其 %2？在本次会话中，编辑 → 撤销删除 可将其恢复。</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>比较(&amp;C)</translation>
    </message>
    <message>
        <source>The ticked scenarios side by side in the Compare view; their cash paths are drawn on the Runway chart</source>
        <translation>在“比较”视图中并排显示勾选的情景；它们的现金路径会画在跑道图上</translation>
    </message>
</context>
<context>
    <name>runway::ScenarioDocument</name>
    <message>
        <source>Rename scenario</source>
        <translation>重命名情景</translation>
    </message>
    <message>
        <source>Edit notes</source>
        <translation>编辑备注</translation>
    </message>
    <message>
        <source>Change start date</source>
        <translation>更改开始日期</translation>
    </message>
    <message>
        <source>Edit funding events</source>
        <translation>编辑融资事件</translation>
    </message>
    <message>
        <source>Set the uncertainty of %1</source>
        <translation>设置 %1 的不确定性</translation>
    </message>
    <message>
        <source>Make %1 certain</source>
        <translation>使 %1 确定</translation>
    </message>
    <message>
        <source>Make every parameter certain</source>
        <translation>使所有参数确定</translation>
    </message>
    <message>
        <source>Reset to the default uncertainty</source>
        <translation>重置为默认不确定性</translation>
    </message>
    <message>
        <source>Replace the uncertainty</source>
        <translation>替换不确定性</translation>
    </message>
    <message>
        <source>Reset uncertainty</source>
        <translation>重置不确定性</translation>
    </message>
    <message>
        <source>Reset all parameters</source>
        <translation>重置所有参数</translation>
    </message>
    <message>
        <source>Serve on owned accelerators</source>
        <translation>在自有加速卡上提供推理服务</translation>
    </message>
    <message>
        <source>Pay for serving by the token</source>
        <translation>推理服务按 token 付费</translation>
    </message>
    <message>
        <source>Change the filing date</source>
        <translation>修改招股书日期</translation>
    </message>
    <message>
        <source>Set the range of %1 to %2 – %3</source>
        <translation>将%1的区间设为 %2 – %3</translation>
    </message>
</context>
<context>
    <name>runway::ScenarioListModel</name>
    <message>
        <source>preset, read-only · %1</source>
        <translation>预设，只读 · %1</translation>
    </message>
    <message>
        <source>%1 · updated %2</source>
        <translation>%1 · 更新于 %2</translation>
    </message>
    <message>
        <source>%1 is a preset: it cannot be changed, saving it makes a copy. Tick it to compare.</source>
        <translation>%1 是预设：不能更改，保存时会生成副本。勾选以进行比较。</translation>
    </message>
    <message>
        <source>Double-click to open %1; tick it to compare.</source>
        <translation>双击以打开 %1；勾选以进行比较。</translation>
    </message>
    <message>
        <source>1 version</source>
        <translation>1 个版本</translation>
    </message>
    <message>
        <source>%1 versions</source>
        <translation>%1 个版本</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>情景</translation>
    </message>
    <message>
        <source>Runway</source>
        <translation>资金跑道</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>保存时间</translation>
    </message>
</context>
<context>
    <name>runway::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>命令</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>按键</translation>
    </message>
    <message>
        <source>Next / previous control</source>
        <translation>下一个 / 上一个控件</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab、Shift+Tab</translation>
    </message>
    <message>
        <source>Move the focused slider a step / 5 % of its range</source>
        <translation>将有焦点的滑块移动一步 / 其范围的 5%</translation>
    </message>
    <message>
        <source>Arrow keys / Page Up, Page Down</source>
        <translation>方向键 / Page Up、Page Down</translation>
    </message>
    <message>
        <source>Slider to its lowest / highest value</source>
        <translation>滑块移到最小值 / 最大值</translation>
    </message>
    <message>
        <source>Home / End</source>
        <translation>Home / End</translation>
    </message>
    <message>
        <source>Apply a typed value (a range as “a to b” where a parameter can be uncertain)</source>
        <translation>应用输入的值（可不确定的参数可输入范围，如“a 至 b”）</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>A control&apos;s menu: reset, uncertainty, goal seek</source>
        <translation>控件菜单：重置、不确定性、目标求解</translation>
    </message>
    <message>
        <source>Menu key, Shift+F10</source>
        <translation>菜单键、Shift+F10</translation>
    </message>
    <message>
        <source>The keyboard is on the control with the highlighted frame. Keys never reach a control that cannot be seen.</source>
        <translation>键盘焦点在带高亮边框的控件上。按键不会发送到看不见的控件。</translation>
    </message>
</context>
<context>
    <name>runway::SourcesPanel</name>
    <message>
        <source>Sources and method</source>
        <translation>来源与方法</translation>
    </message>
    <message>
        <source>derived</source>
        <translation>推算</translation>
    </message>
    <message>
        <source>Sources &amp;amp; method</source>
        <translation>来源与方法</translation>
    </message>
    <message>
        <source>Where every number this program starts from comes from, and how it computes the rest. The page is generated from the parameter table and the claims catalogue, the same data the model and the Claims tab use.</source>
        <translation>本程序的每个起始数字从何而来，以及它如何计算其余部分。本页由参数表和论断目录生成，与模型和论断标签页使用的数据相同。</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>标题</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Where each default comes from</source>
        <translation>每个默认值的来源</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>默认值</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>理由</translation>
    </message>
    <message>
        <source>Public figures</source>
        <translation>公开数据</translation>
    </message>
    <message>
        <source>Published figures to compare with, not defaults of the model.</source>
        <translation>用于比较的已公布数据，不是模型的默认值。</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>数据</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>说明</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法</translation>
    </message>
    <message>
        <source>Each default is marked as coming from an article, a public filing, published prices or an assumption, with its source and the reason for the value; a derived default says what it is derived from. The same marks appear as badges and tooltips on the parameter controls.</source>
        <translation>每个默认值都标明它来自文章、公开披露文件、公开价格还是假设，并给出出处和取值理由；推算的默认值会说明它由什么推算而来。参数控件上的徽标和提示使用同样的标记。</translation>
    </message>
    <message>
        <source>Original title: “%1”</source>
        <translation>原标题：“%1”</translation>
    </message>
</context>
<context>
    <name>runway::TornadoChart</name>
    <message>
        <source>Sensitivity: which uncertainty moves the runway most</source>
        <translation>敏感性：哪项不确定性对跑道影响最大</translation>
    </message>
    <message>
        <source>Runway (months)</source>
        <translation>跑道（月）</translation>
    </message>
    <message>
        <source>Shortens the runway</source>
        <translation>缩短跑道</translation>
    </message>
    <message>
        <source>Lengthens the runway</source>
        <translation>延长跑道</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>Base: %1</source>
        <translation>基准：%1</translation>
    </message>
    <message>
        <source>No parameter is uncertain: give one a range in the uncertainty editor to see what moves the runway</source>
        <translation>没有不确定的参数：在不确定性编辑器中为某个参数设定范围，即可查看哪些因素影响跑道</translation>
    </message>
    <message>
        <source>One parameter at a time at the low or high end of its range, all others as set; the largest swing on top (%1)</source>
        <translation>每次一个参数取其范围的下限或上限，其余参数保持当前设定；波动最大的位于顶部（%1）</translation>
    </message>
    <message>
        <source>%1 → cannot be represented</source>
        <translation>%1 → 无法表示</translation>
    </message>
    <message>
        <source>One parameter at a time at the low or high end of its range, all others as set</source>
        <translation>每次只把一个参数置于其区间的下限或上限，其余参数保持设定值</translation>
    </message>
</context>
<context>
    <name>runway::UncertaintyEditor</name>
    <message>
        <source>Uncertainty</source>
        <translation>不确定性</translation>
    </message>
    <message>
        <source>The Monte Carlo fan, the chances of running out and the tornado draw every uncertain parameter from its distribution; the others keep the scenario&apos;s value. Samples outside a parameter&apos;s hard limits are clamped to them. &lt;b&gt;Lognormal&lt;/b&gt;: low and high are the 5th and 95th percentiles. &lt;b&gt;Triangular&lt;/b&gt;: an empty mode is the scenario&apos;s value.</source>
        <translation>蒙特卡洛扇形图、现金耗尽的概率和龙卷风图会从分布中抽取每个不确定参数；其余参数保持情景的值。超出参数硬性限制的样本会被截断到限制值。&lt;b&gt;对数正态分布&lt;/b&gt;：下限和上限分别为第 5 和第 95 百分位数。&lt;b&gt;三角分布&lt;/b&gt;：众数为空时取情景的值。</translation>
    </message>
    <message>
        <source>Reset to the default uncertainty</source>
        <translation>重置为默认不确定性</translation>
    </message>
    <message>
        <source>Make every parameter certain</source>
        <translation>使所有参数确定</translation>
    </message>
    <message>
        <source>Removes every distribution (undoable); the analyses then show one line.</source>
        <translation>移除所有分布（可撤销）；分析随后只显示一条线。</translation>
    </message>
    <message>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>分布</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>下限</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>众数</translation>
    </message>
    <message>
        <source>High</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>none (certain)</source>
        <translation>无（确定）</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>均匀分布</translation>
    </message>
    <message>
        <source>triangular</source>
        <translation>三角分布</translation>
    </message>
    <message>
        <source>lognormal (90 % interval)</source>
        <translation>对数正态分布（90 % 区间）</translation>
    </message>
    <message>
        <source>Distribution of %1</source>
        <translation>%1 的分布</translation>
    </message>
    <message>
        <source>Low of %1</source>
        <translation>%1 的下限</translation>
    </message>
    <message>
        <source>High of %1</source>
        <translation>%1 的上限</translation>
    </message>
    <message>
        <source>Mode of %1</source>
        <translation>%1 的众数</translation>
    </message>
    <message>
        <source>Checked: the mode is its own number. Unchecked: the mode is the scenario&apos;s value and follows it.</source>
        <translation>勾选：众数为独立的数值。未勾选：众数为情景的值并随之变化。</translation>
    </message>
    <message>
        <source>Own mode of %1</source>
        <translation>%1 的独立众数</translation>
    </message>
    <message>
        <source>The 5th percentile</source>
        <translation>第 5 百分位数</translation>
    </message>
    <message>
        <source>The lowest value drawn</source>
        <translation>抽取的最小值</translation>
    </message>
    <message>
        <source>The 95th percentile</source>
        <translation>第 95 百分位数</translation>
    </message>
    <message>
        <source>The highest value drawn</source>
        <translation>抽取的最大值</translation>
    </message>
    <message>
        <source>The most likely value</source>
        <translation>最可能的值</translation>
    </message>
    <message>
        <source>Only a triangular distribution has a mode</source>
        <translation>只有三角分布有众数</translation>
    </message>
    <message>
        <source>%1: %2 %3 … %4</source>
        <translation>%1：%2 %3 … %4</translation>
    </message>
    <message>
        <source>MODEL.md §6&apos;s default ranges, centred on this scenario&apos;s values (undoable):</source>
        <translation>MODEL.md §6 的默认区间，以本情景的取值为中心（可撤销）：</translation>
    </message>
    <message>
        <source>Shape (5 %, 50 %, 95 %)</source>
        <translation>分布形状（5 %、50 %、95 %）</translation>
    </message>
</context>
<context>
    <name>runway::UnitEconomicsPanels</name>
    <message>
        <source>ARPU / month</source>
        <translation>每付费账户月收入（ARPU）</translation>
    </message>
    <message>
        <source>Serving cost</source>
        <translation>推理服务成本</translation>
    </message>
    <message>
        <source>Margin / month</source>
        <translation>月毛利</translation>
    </message>
    <message>
        <source>LTV</source>
        <translation>用户生命周期价值（LTV）</translation>
    </message>
    <message>
        <source>CAC</source>
        <translation>获客成本（CAC）</translation>
    </message>
    <message>
        <source>Free-tier accounts</source>
        <translation>免费层账户</translation>
    </message>
    <message>
        <source>At the cap</source>
        <translation>触及上限</translation>
    </message>
    <message>
        <source>Tokens within the cap</source>
        <translation>上限以内的 tokens</translation>
    </message>
    <message>
        <source>Tokens above the cap</source>
        <translation>超出上限的 tokens</translation>
    </message>
    <message>
        <source>Paying accounts</source>
        <translation>付费账户</translation>
    </message>
    <message>
        <source>The per-account cap on day 0</source>
        <translation>第 0 天每个账户的上限</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Unit economics of a paying account: LTV / CAC %1, payback %2</source>
        <translation>付费账户的单位经济：LTV / CAC 为 %1，回本周期 %2</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>Unit economics of a paying account: %1</source>
        <translation>付费账户的单位经济：%1</translation>
    </message>
    <message>
        <source>no LTV / CAC</source>
        <translation>没有 LTV / CAC</translation>
    </message>
    <message>
        <source>%1 accounts</source>
        <translation>%1 个账户</translation>
    </message>
    <message>
        <source>%1 (%2 of those not paying)</source>
        <translation>%1（占未付费账户的 %2）</translation>
    </message>
    <message>
        <source>%1 tokens / day (%2)</source>
        <translation>%1 tokens / 天（%2）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>serving cost</source>
        <translation>推理服务成本</translation>
    </message>
    <message>
        <source>margin / month</source>
        <translation>月毛利</translation>
    </message>
    <message>
        <source>free-tier accounts</source>
        <translation>免费层账户</translation>
    </message>
    <message>
        <source>at the cap</source>
        <translation>触及上限</translation>
    </message>
    <message>
        <source>tokens within the cap</source>
        <translation>上限以内的 tokens</translation>
    </message>
    <message>
        <source>tokens above the cap</source>
        <translation>超出上限的 tokens</translation>
    </message>
    <message>
        <source>paying accounts</source>
        <translation>付费账户</translation>
    </message>
    <message>
        <source>%1
× %2</source>
        <translation>%1
× %2</translation>
    </message>
    <message>
        <source>% of the accounts; tokens: % of the free demand</source>
        <translation>占账户数的 %；tokens：占免费需求的 %</translation>
    </message>
</context>
<context>
    <name>runway::WelcomePane</name>
    <message>
        <source>Welcome</source>
        <translation>欢迎</translation>
    </message>
    <message>
        <source>Dismiss; it will not be shown again</source>
        <translation>关闭；不再显示</translation>
    </message>
    <message>
        <source>Dismiss the welcome</source>
        <translation>关闭欢迎信息</translation>
    </message>
    <message>
        <source>list price</source>
        <translation>标价</translation>
    </message>
    <message>
        <source>free quota</source>
        <translation>免费额度</translation>
    </message>
    <message>
        <source>conversion</source>
        <translation>转化率</translation>
    </message>
    <message>
        <source>How long does the money last, and what does the free quota really cost?</source>
        <translation>资金能维持多久，免费额度的真实成本是多少？</translation>
    </message>
    <message>
        <source>The company pays the serving cost of the tokens developers actually use, not the list value of the quota it offers — the cards show both side by side.</source>
        <translation>公司支付的是开发者实际使用的 tokens 的推理服务成本，而不是其提供的额度的标价价值 —— 卡片将两者并排显示。</translation>
    </message>
    <message>
        <source>Start with the three headline sliders on the left:</source>
        <translation>从左侧的三个主要滑块开始：</translation>
    </message>
    <message>
        <source>Show the %1 control</source>
        <translation>显示“%1”控件</translation>
    </message>
</context>
</TS>
