<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
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
        <source>the PDF writer produced an empty file</source>
        <translation>PDF 写入器生成了空文件</translation>
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
    <name>Commands</name>
    <message>
        <source>Change %1</source>
        <translation>更改%1</translation>
    </message>
</context>
<context>
    <name>Display</name>
    <message>
        <source>%1 RMB per $</source>
        <translation>%1 元/美元</translation>
    </message>
    <message>
        <source>%1 a year</source>
        <translation>每年 %1</translation>
    </message>
    <message>
        <source>%1 years</source>
        <translation>%1 年</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 千瓦</translation>
    </message>
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
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>The new language applies the next time Token Runway starts.</source>
        <translation>新的语言将在下次启动 Token Runway 时生效。</translation>
    </message>
</context>
<context>
    <name>Parameters</name>
    <message>
        <source>Price elasticity</source>
        <translation>价格弹性</translation>
    </message>
    <message>
        <source>ε</source>
        <translation>ε</translation>
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
        <source>% of tokens</source>
        <translation>占 tokens 的 %</translation>
    </message>
    <message>
        <source>Cache hits</source>
        <translation>缓存命中</translation>
    </message>
    <message>
        <source>% of input tokens</source>
        <translation>占输入 tokens 的 %</translation>
    </message>
    <message>
        <source>Output price multiple</source>
        <translation>输出价格倍数</translation>
    </message>
    <message>
        <source>× input price</source>
        <translation>× 输入价格</translation>
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
        <source>× input cost</source>
        <translation>× 输入成本</translation>
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
        <source>accounts</source>
        <translation>个账户</translation>
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
        <source>σ of ln(tokens)</source>
        <translation>ln(tokens) 的 σ</translation>
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
        <source>% per year</source>
        <translation>% / 年</translation>
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
        <source>accelerators</source>
        <translation>张加速卡</translation>
    </message>
    <message>
        <source>Reported run</source>
        <translation>报道的运行量</translation>
    </message>
    <message>
        <source>Cash on hand</source>
        <translation>现金余额</translation>
    </message>
    <message>
        <source>Cash at the filing</source>
        <translation>招股书中的现金</translation>
    </message>
    <message>
        <source>RMB</source>
        <translation>元</translation>
    </message>
    <message>
        <source>Filing date</source>
        <translation>招股书日期</translation>
    </message>
    <message>
        <source>The prospectus's balance-sheet date.</source>
        <translation>招股书资产负债表日期。</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>RMB per $</source>
        <translation>元 / 美元</translation>
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
        <source>months</source>
        <translation>个月</translation>
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
        <source>$ per 1M tokens</source>
        <translation>美元 / 每百万 tokens</translation>
    </message>
    <message>
        <source>The &quot;industry average&quot; three of the articles use.</source>
        <translation>三篇文章采用的“行业平均”价格。</translation>
    </message>
    <message>
        <source>What a paying developer is charged for one million tokens.</source>
        <translation>付费开发者每百万 tokens 被收取的价格。</translation>
    </message>
    <message>
        <source>Free quota</source>
        <translation>免费额度</translation>
    </message>
    <message>
        <source>tokens per day</source>
        <translation>tokens / 天</translation>
    </message>
    <message>
        <source>The free daily quota offered through OpenRouter: 100 trillion tokens.</source>
        <translation>通过 OpenRouter 提供的每日免费额度：100 万亿 tokens。</translation>
    </message>
    <message>
        <source>The most tokens a day that non-paying developers may use for free; it is offered, not necessarily used.</source>
        <translation>非付费开发者每天最多可免费使用的 tokens；这是提供的额度，不一定被用完。</translation>
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
        <source>Tokens developers want per day on day 0, paid and free together.</source>
        <translation>第 0 天开发者每天想要的 tokens，付费与免费合计。</translation>
    </message>
    <message>
        <source>Demand growth</source>
        <translation>需求增长</translation>
    </message>
    <message>
        <source>% per month</source>
        <translation>% / 月</translation>
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
        <source>The share of demand from developers who pay the list price; the rest use the free tier.</source>
        <translation>需求中由支付标价的开发者贡献的份额；其余使用免费层。</translation>
    </message>
    <message>
        <source>Serving cost</source>
        <translation>推理服务成本</translation>
    </message>
    <message>
        <source>Derived from the chips below unless a direct value is given.</source>
        <translation>除非直接给出数值，否则由下方的加速卡参数推算。</translation>
    </message>
    <message>
        <source>What it costs the company to serve one million tokens: chips written off plus electricity.</source>
        <translation>公司提供每百万 tokens 服务的成本：加速卡折旧加电费。</translation>
    </message>
    <message>
        <source>Accelerator price</source>
        <translation>加速卡价格</translation>
    </message>
    <message>
        <source>$ per accelerator</source>
        <translation>美元 / 每张加速卡</translation>
    </message>
    <message>
        <source>A domestic 910B-class card.</source>
        <translation>一张国产 910B 级加速卡。</translation>
    </message>
    <message>
        <source>What one accelerator card costs to buy.</source>
        <translation>购买一张加速卡的价格。</translation>
    </message>
    <message>
        <source>Accelerator life</source>
        <translation>加速卡寿命</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Straight-line depreciation over four years.</source>
        <translation>按四年直线折旧。</translation>
    </message>
    <message>
        <source>Over how many years the card&apos;s price is written off.</source>
        <translation>加速卡价格分摊折旧的年数。</translation>
    </message>
    <message>
        <source>Accelerator power</source>
        <translation>加速卡功率</translation>
    </message>
    <message>
        <source>kW per accelerator</source>
        <translation>千瓦 / 每张加速卡</translation>
    </message>
    <message>
        <source>A typical board power for this class of card.</source>
        <translation>此类加速卡的典型板卡功率。</translation>
    </message>
    <message>
        <source>Electrical power one card draws while serving.</source>
        <translation>一张加速卡推理时消耗的电功率。</translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>$ per kWh</source>
        <translation>美元 / 千瓦时</translation>
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
        <source>ratio</source>
        <translation>比值</translation>
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
        <source>tokens per accelerator per day</source>
        <translation>tokens / 每张加速卡 / 天</translation>
    </message>
    <message>
        <source>400M tokens per chip per day: about 10,000 chips for the run.</source>
        <translation>每张加速卡每天 4 亿 tokens：此次运行约需 10,000 张加速卡。</translation>
    </message>
    <message>
        <source>How many tokens one card serves in a day.</source>
        <translation>一张加速卡一天能处理多少 tokens。</translation>
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
        <source>Cash on day 0</source>
        <translation>第 0 天的现金</translation>
    </message>
    <message>
        <source>&quot;Raised over $1 billion&quot;.</source>
        <translation>“融资超过 10 亿美元”。</translation>
    </message>
    <message>
        <source>The money in the bank when the model starts.</source>
        <translation>模型开始时银行中的资金。</translation>
    </message>
    <message>
        <source>Fixed operating cost</source>
        <translation>固定运营成本</translation>
    </message>
    <message>
        <source>$ per month</source>
        <translation>美元 / 月</translation>
    </message>
    <message>
        <source>Adjusted net loss of RMB 1.752B in H1 2025, about $40M a month (operating cash outflow was RMB 1.327B).</source>
        <translation>2025 年上半年经调整净亏损 17.52 亿元人民币，约每月 4000 万美元（经营现金流出为 13.27 亿元人民币）。</translation>
    </message>
    <message>
        <source>Salaries, training runs, offices: everything the company spends each month that is not serving tokens.</source>
        <translation>薪资、训练、办公：公司每月除推理服务外的全部支出。</translation>
    </message>
    <message>
        <source>Other revenue</source>
        <translation>其他收入</translation>
    </message>
    <message>
        <source>H1 2025 revenue of RMB 190M, about $4.4M a month, mostly on-premise deployments.</source>
        <translation>2025 年上半年收入 1.9 亿元人民币，约每月 440 万美元，主要来自本地化部署。</translation>
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
        <source>Ranges for conversion, growth, throughput and fixed cost.</source>
        <translation>转化率、增长、吞吐量和固定成本的范围。</translation>
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
    <name>runway</name>
    <message>
        <source>%1 — cash runs out on %2</source>
        <translation>%1 — 现金耗尽于 %2</translation>
    </message>
    <message>
        <source>beyond the %1-month horizon</source>
        <translation>超出 %1 个月的时间范围</translation>
    </message>
    <message>
        <source>Runway</source>
        <translation>资金跑道</translation>
    </message>
    <message>
        <source>Net burn, first month</source>
        <translation>首月净消耗</translation>
    </message>
    <message>
        <source>Free tier, cash cost per day</source>
        <translation>免费层每日现金成本</translation>
    </message>
    <message>
        <source> (serving cost of the tokens used)</source>
        <translation>（所用 tokens 的推理服务成本）</translation>
    </message>
    <message>
        <source>Free tier, list value per day</source>
        <translation>免费层每日标价价值</translation>
    </message>
    <message>
        <source> (revenue forgone, not cash)</source>
        <translation>（放弃的收入，非现金）</translation>
    </message>
    <message>
        <source>Whole quota at list price per day</source>
        <translation>整个额度按标价计的每日价值</translation>
    </message>
    <message>
        <source> (the articles&apos; headline)</source>
        <translation>（文章的标题数字）</translation>
    </message>
    <message>
        <source>Quota used</source>
        <translation>额度使用率</translation>
    </message>
    <message>
        <source>no quota</source>
        <translation>无额度</translation>
    </message>
    <message>
        <source>Free tier&apos;s share of the burn</source>
        <translation>免费层占净消耗的份额</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Accelerators needed</source>
        <translation>所需加速卡</translation>
    </message>
    <message>
        <source>Serving cost</source>
        <translation>推理服务成本</translation>
    </message>
    <message>
        <source> per 1M tokens</source>
        <translation> / 每百万 tokens</translation>
    </message>
    <message>
        <source>Free tier pays for itself</source>
        <translation>免费层何时回本</translation>
    </message>
    <message>
        <source>at %1 conversion</source>
        <translation>转化率达到 %1 时</translation>
    </message>
    <message>
        <source>never (price below cost)</source>
        <translation>永不（价格低于成本）</translation>
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
        <source>Report of %1 · day 0 is %2 · horizon %3 months · token-runway %4</source>
        <translation>%1 的报告 · 第 0 天为 %2 · 时间范围 %3 个月 · token-runway %4</translation>
    </message>
    <message>
        <source>Assumptions and where they come from</source>
        <translation>假设及其来源</translation>
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
        <source>The model runs day by day (a month is 30 days): paying developers are charged the list price, the rest use the free quota up to its size, and the company pays the serving cost of every token served plus its fixed costs. The free tier&apos;s cost is the serving cost of the tokens used, not the list value of the quota offered.</source>
        <translation>模型逐日运行（每月 30 天）：付费开发者按标价付费，其余开发者在额度范围内使用免费额度，公司为提供的每个 token 支付推理服务成本，外加固定成本。免费层的成本是所用 tokens 的推理服务成本，而不是所提供额度的标价价值。</translation>
    </message>
    <message>
        <source>%1: unknown report format &quot;%2&quot;; use .pdf, .svg or .png</source>
        <translation>%1：未知的报告格式“%2”；请使用 .pdf、.svg 或 .png</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>Token Runway — %1</source>
        <translation>Token Runway — %1</translation>
    </message>
    <message>
        <source>%1: the report could not be drawn</source>
        <translation>%1：无法绘制报告</translation>
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
        <source>runway in 90 % of futures: %1 to %2</source>
        <translation>90 % 的未来中的跑道：%1 至 %2</translation>
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
        <source>Fixed opex</source>
        <translation>固定运营支出</translation>
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
        <source>Fixed opex: %1</source>
        <translation>固定运营支出：%1</translation>
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
        <source>Serving is power and purchases: %1 of accelerators bought over the horizon; net burn in month 1: %2</source>
        <translation>服务成本即电力与采购：期内购入加速卡 %1；第 1 个月净消耗 %2</translation>
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
</context>
<context>
    <name>runway::ClaimsPanel</name>
    <message>
        <source>The articles&apos; figures, re-computed live on the current scenario with each claim&apos;s own inputs. A figure is consistent when it lies within 5 % of the model&apos;s. Select a claim to see its arithmetic.</source>
        <translation>文章中的数字，使用每个论断自身的输入在当前情景下实时重新计算。与模型结果相差在 5 % 以内即为一致。选择一个论断以查看其计算过程。</translation>
    </message>
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
</context>
<context>
    <name>runway::CompareDialog</name>
    <message>
        <source>Compare scenarios</source>
        <translation>比较情景</translation>
    </message>
    <message>
        <source>Tick up to four scenarios in the Scenarios list: their cash paths are drawn on the Runway chart and their metrics are compared here.</source>
        <translation>在情景列表中勾选最多四个情景：它们的现金路径会绘制在跑道图上，指标在此处比较。</translation>
    </message>
    <message>
        <source>Runway</source>
        <translation>资金跑道</translation>
    </message>
    <message>
        <source>Cash runs out on</source>
        <translation>现金耗尽于</translation>
    </message>
    <message>
        <source>Net burn, first month</source>
        <translation>首月净消耗</translation>
    </message>
    <message>
        <source>Free tier: what it costs, day 0</source>
        <translation>免费层：第 0 天的成本</translation>
    </message>
    <message>
        <source>Free tier: its list value, day 0</source>
        <translation>免费层：第 0 天的标价价值</translation>
    </message>
    <message>
        <source>Accelerators needed</source>
        <translation>所需加速卡</translation>
    </message>
    <message>
        <source>Break-even conversion</source>
        <translation>盈亏平衡转化率</translation>
    </message>
    <message>
        <source>Break-even price</source>
        <translation>盈亏平衡价格</translation>
    </message>
    <message>
        <source>Free tier pays for itself</source>
        <translation>免费层何时回本</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>beyond %1 months</source>
        <translation>超过 %1 个月</translation>
    </message>
    <message>
        <source>not within the horizon</source>
        <translation>不在时间范围内</translation>
    </message>
    <message>
        <source>%1 / month</source>
        <translation>%1 / 月</translation>
    </message>
    <message>
        <source>%1 / day</source>
        <translation>%1 / 天</translation>
    </message>
    <message>
        <source>%1 per 1M tokens</source>
        <translation>%1 / 每百万 tokens</translation>
    </message>
    <message>
        <source>at %1 conversion</source>
        <translation>转化率达到 %1 时</translation>
    </message>
    <message>
        <source>never (price below cost)</source>
        <translation>永不（价格低于成本）</translation>
    </message>
</context>
<context>
    <name>runway::DraftKeeper</name>
    <message>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>Recovered the unsaved changes to %1 kept at %2: the previous session did not close cleanly. Save them to keep them, or Edit → Undo to go back.</source>
        <translation>已恢复 %1 保存在 %2 的未保存更改：上一次会话未正常关闭。保存即可保留这些更改，或使用 编辑 → 撤销 返回。</translation>
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
        <source>Break-even: zero contribution (conversion = 100 × SC / P)</source>
        <translation>盈亏平衡：贡献为零（转化率 = 100 × SC / P）</translation>
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
        <source>What-if map: where the free tier pays for itself</source>
        <translation>假设分析图：免费层在何处收支平衡</translation>
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
        <source>Programme contribution a day, all else as set: blue gains, orange losses, the line breaks even. Click to take a point.</source>
        <translation>每日项目贡献，其余参数保持当前设定：蓝色为盈利，橙色为亏损，线条为盈亏平衡。点击以采用某一点。</translation>
    </message>
    <message>
        <source>Runway, all else as set: darker is shorter, blue lasts beyond the horizon; the line marks %1. Click to take a point.</source>
        <translation>资金跑道，其余参数保持当前设定：颜色越深越短，蓝色表示超出时间范围；线条标示 %1。点击以采用某一点。</translation>
    </message>
    <message>
        <source>%1+</source>
        <translation>%1+</translation>
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
        <source>Quota used</source>
        <translation>额度使用率</translation>
    </message>
    <message>
        <source>Free tier&apos;s share of the burn</source>
        <translation>免费层占净消耗的份额</translation>
    </message>
    <message>
        <source>Accelerators needed</source>
        <translation>所需加速卡</translation>
    </message>
    <message>
        <source>Free tier pays for itself</source>
        <translation>免费层何时回本</translation>
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
        <source>serving cost of the %1 free tokens actually used</source>
        <translation>实际使用的 %1 免费 tokens 的推理服务成本</translation>
    </message>
    <message>
        <source>revenue forgone at list price, not cash; the whole quota lists at %1 / day</source>
        <translation>按标价计的放弃收入，非现金；整个额度按标价为每天 %1</translation>
    </message>
    <message>
        <source>no quota</source>
        <translation>无额度</translation>
    </message>
    <message>
        <source>%1 of %2 free tokens a day</source>
        <translation>每天 %2 免费 tokens 中的 %1</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>无</translation>
    </message>
    <message>
        <source>free tier cost ÷ (serving + fixed opex), day 0</source>
        <translation>免费层成本 ÷（推理服务 + 固定运营支出），第 0 天</translation>
    </message>
    <message>
        <source>at %1 tokens per chip-day</source>
        <translation>按每张加速卡每天 %1 tokens 计</translation>
    </message>
    <message>
        <source>rule of thumb 100 × SC / P = 100 × %1 / %2 = %3</source>
        <translation>经验法则 100 × SC / P = 100 × %1 / %2 = %3</translation>
    </message>
    <message>
        <source>at %1 conversion</source>
        <translation>转化率达到 %1 时</translation>
    </message>
    <message>
        <source>never</source>
        <translation>永不</translation>
    </message>
    <message>
        <source>the price is below the serving cost; %1</source>
        <translation>价格低于推理服务成本；%1</translation>
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
        <source>%1 accelerators to buy on day 0 cost %2; the cash is %3</source>
        <translation>第 0 天需购入 %1 张加速卡，花费 %2；现金只有 %3</translation>
    </message>
    <message>
        <source>RMB %1 ÷ %2 + %3 − %4 months × %5</source>
        <translation>人民币 %1 ÷ %2 + %3 − %4 个月 × %5</translation>
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
</context>
<context>
    <name>runway::KpiCard</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
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
        <source>Token Runway — %1[*]</source>
        <translation>Token Runway — %1[*]</translation>
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
        <source>conversion × demand</source>
        <translation>转化率 × 需求</translation>
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
        <source>paid × price + other revenue ÷ 30</source>
        <translation>付费 × 价格 + 其他收入 ÷ 30</translation>
    </message>
    <message>
        <source>%1 × %2%3 + %4 ÷ 30</source>
        <translation>%1 × %2%3 + %4 ÷ 30</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>推理服务</translation>
    </message>
    <message>
        <source>(free + paid) × serving cost</source>
        <translation>（免费 + 付费）× 推理服务成本</translation>
    </message>
    <message>
        <source>%1 × %2%3</source>
        <translation>%1 × %2%3</translation>
    </message>
    <message>
        <source>Free tier: cash cost</source>
        <translation>免费层：现金成本</translation>
    </message>
    <message>
        <source>free × serving cost — what the company pays</source>
        <translation>免费 × 推理服务成本 — 公司实际支付的</translation>
    </message>
    <message>
        <source>Free tier: list value</source>
        <translation>免费层：标价价值</translation>
    </message>
    <message>
        <source>free × price — revenue forgone, not cash</source>
        <translation>免费 × 价格 — 放弃的收入，非现金</translation>
    </message>
    <message>
        <source>Quota at list price</source>
        <translation>额度按标价计</translation>
    </message>
    <message>
        <source>the articles&apos; headline: the whole quota × price</source>
        <translation>文章的标题数字：整个额度 × 价格</translation>
    </message>
    <message>
        <source>Fixed opex</source>
        <translation>固定运营支出</translation>
    </message>
    <message>
        <source>fixed opex per month ÷ 30</source>
        <translation>每月固定运营支出 ÷ 30</translation>
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
        <source>serving + fixed opex − revenue</source>
        <translation>推理服务 + 固定运营支出 − 收入</translation>
    </message>
    <message>
        <source>%1 + %2 − %3</source>
        <translation>%1 + %2 − %3</translation>
    </message>
    <message>
        <source>Every day: cash(d) = cash(d − 1) + funding(d) − net burn(d), starting from %1; demand grows by %2 a month.</source>
        <translation>每一天：现金(d) = 现金(d − 1) + 融资(d) − 净消耗(d)，起始为 %1；需求每月增长 %2。</translation>
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
        <source>RMB %1 ÷ %2 + %3 − %4 months × %5</source>
        <translation>人民币 %1 ÷ %2 + %3 − %4 个月 × %5</translation>
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
        <source>The scenario name must not be empty</source>
        <translation>情景名称不能为空</translation>
    </message>
    <message>
        <source>Notes: %1 characters; at most 10,000 are kept</source>
        <translation>备注：%1 个字符；最多保留 10,000 个</translation>
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
        <source>Break-even at %1 conversion</source>
        <translation>盈亏平衡转化率 %1</translation>
    </message>
    <message>
        <source>Break-even at %1 conversion, beyond this chart →</source>
        <translation>盈亏平衡转化率 %1，超出此图 →</translation>
    </message>
    <message>
        <source>No break-even at any conversion up to 100 %</source>
        <translation>转化率直至 100 % 都无法盈亏平衡</translation>
    </message>
    <message>
        <source>At %1 per 1M tokens and a serving cost of %2: break-even ≈ 100 × SC / P = %3</source>
        <translation>在每百万 tokens %1 的价格和 %2 的推理服务成本下：盈亏平衡 ≈ 100 × SC / P = %3</translation>
    </message>
    <message>
        <source>At %1 per 1M tokens and a serving cost of %2 the programme never breaks even</source>
        <translation>在每百万 tokens %1 的价格和 %2 的推理服务成本下，该项目永远无法盈亏平衡</translation>
    </message>
    <message>
        <source>Conversion %1
Contribution %2 a day</source>
        <translation>转化率 %1
贡献每天 %2</translation>
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
        <source>&amp;Compare…</source>
        <translation>比较(&amp;C)…</translation>
    </message>
    <message>
        <source>The ticked scenarios side by side; their cash paths are drawn on the Runway chart</source>
        <translation>并排显示勾选的情景；它们的现金路径绘制在跑道图上</translation>
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
</context>
<context>
    <name>runway::ScenarioDocument</name>
    <message>
        <source>%1: %2 is outside the hard limits %3</source>
        <translation>%1：%2 超出硬性限制 %3</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number</source>
        <translation>%1：%2 不是整数</translation>
    </message>
    <message>
        <source>Horizon: %1 months is shorter than the free tier (%2 months); shorten the free tier first</source>
        <translation>时间范围：%1 个月短于免费层（%2 个月）；请先缩短免费层</translation>
    </message>
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
        <source>Derive serving cost</source>
        <translation>推算推理服务成本</translation>
    </message>
    <message>
        <source>Set serving cost</source>
        <translation>设置推理服务成本</translation>
    </message>
    <message>
        <source>%1 cannot be uncertain (only numeric parameters other than the horizon can)</source>
        <translation>%1 不能设为不确定（只有时间范围以外的数值参数可以）</translation>
    </message>
    <message>
        <source>%1: low %2 is outside the hard limits %3</source>
        <translation>%1：下限 %2 超出硬性限制 %3</translation>
    </message>
    <message>
        <source>%1: high %2 is outside the hard limits %3</source>
        <translation>%1：上限 %2 超出硬性限制 %3</translation>
    </message>
    <message>
        <source>%1: low %2 is above high %3</source>
        <translation>%1：下限 %2 高于上限 %3</translation>
    </message>
    <message>
        <source>%1: a lognormal needs 0 &lt; low &lt; high; got low %2, high %3</source>
        <translation>%1：对数正态分布要求 0 &lt; 下限 &lt; 上限；得到下限 %2，上限 %3</translation>
    </message>
    <message>
        <source>%1: only a triangular distribution has a mode</source>
        <translation>%1：只有三角分布有众数</translation>
    </message>
    <message>
        <source>%1: mode %2 lies outside low … high (%3 … %4)</source>
        <translation>%1：众数 %2 不在下限 … 上限（%3 … %4）之内</translation>
    </message>
    <message>
        <source>%1: the scenario&apos;s value %2 lies outside low … high (%3 … %4)</source>
        <translation>%1：情景的值 %2 不在下限 … 上限（%3 … %4）之内</translation>
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
        <source>%1: %2 lies outside %3 … %4, the range of its triangular uncertainty, whose peak is the scenario&apos;s value; widen the range or give it a fixed mode (Scenario → Uncertainty…) first</source>
        <translation>%1：%2 超出其三角分布不确定性的范围 %3 … %4，而该分布的峰值就是情景的值；请先放宽范围，或为它指定固定的众数（情景 → 不确定性…）</translation>
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
        <source>Each default is marked as coming from an article, a public filing or an assumption, with its source and the reason for the value. The same marks appear as badges and tooltips on the parameter controls.</source>
        <translation>每个默认值都标明来自文章、公开文件或假设，并附有来源和取值理由。参数控件上的徽标和提示中也显示相同的标记。</translation>
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
        <source>MODEL.md §6&apos;s default: growth uniform −5 … 15 %, conversion triangular 1 … 3 … 5 %, throughput lognormal 100M … 800M, fixed costs triangular $32M … $40M … $55M (undoable)</source>
        <translation>MODEL.md §6 的默认设置：增长 均匀分布 −5 … 15 %，转化率 三角分布 1 … 3 … 5 %，吞吐量 对数正态分布 1 亿 … 8 亿，固定成本 三角分布 3200 万 … 4000 万 … 5500 万美元（可撤销）</translation>
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
</context>
<context>
    <name>runway::WelcomePane</name>
    <message>
        <source>Welcome</source>
        <translation>欢迎</translation>
    </message>
    <message>
        <source>&lt;b&gt;How long does the money last, and what does the free quota really cost?&lt;/b&gt;&lt;br&gt;The company pays the &lt;i&gt;serving cost&lt;/i&gt; of the tokens developers actually use, not the &lt;i&gt;list value&lt;/i&gt; of the quota it offers — the cards show both side by side.&lt;br&gt;Start with the three headline sliders on the left: &lt;a href=&apos;price&apos;&gt;list price&lt;/a&gt;, &lt;a href=&apos;quota&apos;&gt;free quota&lt;/a&gt; and &lt;a href=&apos;conversion&apos;&gt;conversion&lt;/a&gt;.</source>
        <translation>&lt;b&gt;资金能维持多久，免费额度的真实成本是多少？&lt;/b&gt;&lt;br&gt;公司支付的是开发者实际使用的 tokens 的&lt;i&gt;推理服务成本&lt;/i&gt;，而不是其提供的额度的&lt;i&gt;标价价值&lt;/i&gt; —— 卡片将两者并排显示。&lt;br&gt;从左侧的三个主要滑块开始：&lt;a href=&apos;price&apos;&gt;标价&lt;/a&gt;、&lt;a href=&apos;quota&apos;&gt;免费额度&lt;/a&gt;和&lt;a href=&apos;conversion&apos;&gt;转化率&lt;/a&gt;。</translation>
    </message>
    <message>
        <source>Dismiss; it will not be shown again</source>
        <translation>关闭；不再显示</translation>
    </message>
    <message>
        <source>Dismiss the welcome</source>
        <translation>关闭欢迎信息</translation>
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
</TS>
