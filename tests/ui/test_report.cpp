// The one-page report: one page, real (searchable) text, the expected sections, all three formats,
// and model 2's figures standing on their own. Expected numbers come from MODEL.md, not from the
// program: model-2 defaults (§5) runway_days 525 = 17.5 months; the fleet owned 9,667; cash
// derived from the filing (§3b) 355,927,475.59 + 558,000,000 − 30,800,000 × 247/30 =
// $660,340,808.93; `demand 1e14` buys 240,333 accelerators for $3,965,494,500 on day 0
// (infeasible); model 1's defaults run 830 days (27.7 months) on $1B; §6's reference run of the
// default uncertainty: P(out within 12 months) ≈ 23 %, within 24 months ≈ 99.8 %.
#include <QtTest>

#include <QProcess>
#include <QSvgRenderer>
#include <QTemporaryDir>

#include "core/analysis/montecarlo.h"
#include "core/scenario/presets.h"
#include "testhelpers.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
#include "ui/i18n/language.h"
#include "ui/report/report.h"
#include "waits.h"

using namespace runway;
using runway::test::kBackgroundWaitMs;

Q_DECLARE_METATYPE(runway::Scenario)

namespace {
QString pdfText(const QString& path)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty())
        qFatal("pdftotext (poppler-utils, in packaging/debian-packages.txt) is needed to read the report back");
    QProcess p;
    p.start(tool, {QStringLiteral("-layout"), path, QStringLiteral("-")});
    p.waitForFinished(kBackgroundWaitMs);
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// The text with every run of white space removed, so that a sentence the page wraps still
/// matches, and the font's ligatures ("ﬁ" in "filing") read as their letters.
QString squeezed(const QString& text)
{
    static const QRegularExpression space(QStringLiteral("\\s+"));
    return text.normalized(QString::NormalizationForm_KC).remove(space);
}

/// The report of `s` as PDF text, as pdftotext reads it.
QString rawReportText(const Scenario& s, QPageSize::PageSizeId page = QPageSize::A4)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("report.pdf"));
    if (auto error = writeReport(s, path, page))
        qFatal("%s", qPrintable(*error));
    return pdfText(path);
}

int pdfPages(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray bytes = f.readAll();
    // every page object is "/Type /Page" followed by a delimiter (the page tree is "/Type /Pages")
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page[^s]"));
    return static_cast<int>(QString::fromLatin1(bytes).count(page));
}

/// The report of `s` as PDF text, squeezed (see squeezed()).
QString reportText(const Scenario& s, QPageSize::PageSizeId page = QPageSize::A4)
{
    return squeezed(rawReportText(s, page));
}

bool containsSqueezed(const QString& text, const QString& expected)
{
    return text.contains(squeezed(expected));
}

/// A probability as the window's odds cards print it: "23.1 %".
QString percentOf(double share)
{
    return display::percent(100 * share, 1);
}

Scenario preset(const char* id)
{
    const Preset* p = findPreset(id);
    if (!p)
        qFatal("no preset %s", id);
    return p->scenario;
}
} // namespace

class TestReport : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void pdfIsOneSearchablePage()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("report.pdf"));
        Scenario s;
        s.name = "Board deck";
        QVERIFY(!writeReport(s, path, QPageSize::A4));
        QCOMPARE(pdfPages(path), 1);
        const QString text = squeezed(pdfText(path));
        for (const char* expected : {"Token Runway", "Board deck", "model 2", "Runway", "17.5 months", "Assumptions, with their units", "The articles' claims",
                                     "Sources", "Method.", "Cash runway", "Monthly burn", "9,667 owned → 9,667 needed → 0 to buy on day 0", "derived: $660.3M",
                                     "LTV/CAC", "Free-tier break-even", "at 30.7 % conversion"})
            QVERIFY2(containsSqueezed(text, QString::fromUtf8(expected)), expected);
    }

    // MODEL.md §3b: the defaults' cash on hand and the bridge that gives it (issue 15, item 7).
    void cashOnHandWithTheBridge()
    {
        const QString text = reportText(Scenario{});
        QVERIFY(containsSqueezed(text, QStringLiteral("$660.3M = RMB 2.552B ÷ 7.17 + $558M − 8.23 months × $30.8M")));
        Scenario given;
        given.set(ParamId::Cash, 2e9);
        const QString direct = reportText(given);
        QVERIFY(containsSqueezed(direct, QStringLiteral("$2B, given directly")));
        QVERIFY(!direct.contains(squeezed(QStringLiteral("RMB 2.552B ÷"))));
    }

    // Issue 12 item 9/10: the same Monte Carlo as the window and the CLI (10,000 samples, seed 1).
    void oddsAreCoresMonteCarlo()
    {
        const Scenario s;
        const auto mc = runMonteCarlo(s, MonteCarloOptions{});
        QVERIFY(mc);
        QCOMPARE(mc->samples, 10000);
        QCOMPARE(mc->seed, std::uint64_t{1});
        // MODEL.md 2.1 §6's reference run of the re-centred defaults: 2.5 % within a year, 99.4 % within
        // two (±1.5 points)
        QVERIFY2(std::fabs(mc->pCashOut12m - 0.025) < 0.015, qPrintable(QString::number(mc->pCashOut12m)));
        QVERIFY2(std::fabs(mc->pCashOut24m - 0.994) < 0.015, qPrintable(QString::number(mc->pCashOut24m)));
        const auto odds = reportOdds(s);
        QVERIFY(odds);
        QCOMPARE(odds->pCashOut12m, mc->pCashOut12m);
        QCOMPARE(odds->pCashOut24m, mc->pCashOut24m);
        QCOMPARE(odds->runwayMonths, mc->runwayMonths);

        const QString text = reportText(s);
        const int horizon = s.horizonMonths();
        for (const QString& expected :
             {percentOf(mc->pCashOut12m) + QStringLiteral(" within 12 months"), percentOf(mc->pCashOut24m) + QStringLiteral(" within 24 months"),
              QStringLiteral("runway %1 to %2 in 90 % of futures (P5–P95)")
                  .arg(display::cappedMonths(mc->runwayMonths[0], horizon), display::cappedMonths(mc->runwayMonths[6], horizon)),
              QStringLiteral("10,000 samples, seed 1")})
            QVERIFY2(containsSqueezed(text, expected), qPrintable(expected));
    }

    void needsNewMoneyBesideRunningOut()
    {
        // MODEL3.md §6: follow-on's raise is 70 % likely, so the odds of needing new money (the own cash
        // gone) differ from those of running out (about 94 % against 40 % within 12 months).
        const Scenario s = preset("follow-on");
        const auto mc = runMonteCarlo(s, MonteCarloOptions{});
        QVERIFY(mc && mc->model3);
        QVERIFY(mc->pNeedsMoney12m > mc->pCashOut12m + 0.3);
        const QString text = reportText(s);
        QVERIFY(containsSqueezed(text, QStringLiteral("· model 3 ·"))); // the header names the scenario's model
        const QString needs =
            QStringLiteral(". Needs new money (its own cash gone: only certain funding, no credit line): %1 within 12 months, %2 within 24 months.")
                .arg(percentOf(mc->pNeedsMoney12m), percentOf(mc->pNeedsMoney24m));
        QVERIFY2(containsSqueezed(text, needs), qPrintable(needs));
        // without an uncertain event or a credit line the two are one: not repeated
        QVERIFY(!containsSqueezed(reportText(preset("announced")), QStringLiteral("Needs new money")));
    }

    void cappedOddsAndNoRanges()
    {
        Scenario rich;
        rich.set(ParamId::Cash, 1e10); // lasts past the 36-month horizon in every future
        QVERIFY(containsSqueezed(reportText(rich), QStringLiteral("runway 36+ months to 36+ months")));
        Scenario certain;
        certain.uncertainty.clear();
        QVERIFY(!reportOdds(certain));
        QVERIFY(containsSqueezed(reportText(certain), QStringLiteral("This scenario has no uncertainty ranges")));
    }

    // Every assumption carries its unit (MODEL.md §1's unit column); inputs that play no part are left out.
    void assumptionsHaveUnits()
    {
        const QString text = reportText(Scenario{});
        for (const char* expected :
             {"Horizon 36 months", "$35.3M / month", "2.00 % / month", "100T tokens / day", "$0.10 per 1M tokens", "$16.5K per accelerator",
              "Cash at the filing RMB 2.552B public filing", "7.17 RMB per $ assumption", "4 years assumption", "10.0 % a year assumption", "6 months",
              "250,000 accounts", "25.0 % of tokens", "4× the input price", "ε = −1", "derived: 9,667 accelerators", "no cap", "owned accelerators"})
            QVERIFY2(containsSqueezed(text, QString::fromUtf8(expected)), expected);
        QVERIFY(!text.contains(squeezed(QStringLiteral("Capped accounts that pay")))); // no cap: the cap's inputs do not apply
        Scenario perToken;
        perToken.capacityMode = CapacityMode::PerToken;
        perToken.set(ParamId::ServingCost, 0.3);
        const QString rented = reportText(perToken);
        QVERIFY(containsSqueezed(rented, QStringLiteral("paid by the token")));
        QVERIFY(!rented.contains(squeezed(QStringLiteral("Accelerators owned"))));
        QVERIFY(!rented.contains(squeezed(QStringLiteral("Reported run"))));
        QVERIFY(containsSqueezed(rented, QStringLiteral("$0.30 per 1M tokens")));
    }

    // Where a metric is null the report says why (core's null_reasons), never a dash.
    void nullMetricShowsItsReason()
    {
        Scenario floor; // MODEL.md §5: price 0.03, programme break-even null (price below cost)
        floor.set(ParamId::Price, 0.03);
        const Metrics m = computeMetrics(floor);
        QVERIFY(!m.programBreakEvenConversionPct);
        const auto reason = m.nullReasons.find("program_break_even_conversion_pct");
        QVERIFY(reason != m.nullReasons.end());
        QVERIFY(containsSqueezed(reportText(floor), QStringLiteral("never: ") + display::text(reason->second)));
    }

    void infeasibleScenarioSaysSo()
    {
        // Model 2 (MODEL.md §9's quota-full on model 2's defaults): the whole fleet of 9,667 is free,
        // 250,000 are needed, 240,333 × $16,500 = $3.97B against $660M.
        Scenario model2;
        model2[ParamId::Demand] = 1e14;
        const QString text = reportText(model2);
        QVERIFY(containsSqueezed(text, QStringLiteral("Infeasible: 240,333 accelerators to buy on day 0 cost $3.97B; the cash is $660M")));
        QVERIFY(containsSqueezed(text, QStringLiteral("9,667 owned → 250,000 needed → 240,333 to buy on day 0 ($3.97B)")));
        // Model 3's preset (MODEL3.md §10 D3, D8): half the fleet is busy, 4,833 free, so 250,000 − 4,833 =
        // 245,167 to buy, × $16,500 = $4.05B, against the $582M at the start.
        QVERIFY(containsSqueezed(reportText(preset("quota-full")),
                                 QStringLiteral("Infeasible: 245,167 accelerators to buy on day 0 cost $4.05B; the cash is $582M")));
    }

    // MODEL.md §5's worked examples: LTV 558.671, CAC 9,226.47, LTV/CAC 0.060551, payback 287.14
    // months; with a 2e7 cap, LTV/CAC 0.517704, payback 33.5841 months, programme break-even 8.71356 %.
    void unitEconomics()
    {
        QVERIFY(containsSqueezed(reportText(Scenario{}), QStringLiteral("LTV/CAC 0.06 (LTV $559 ÷ CAC $9.23K); payback 287.1 months")));
        const QString capped = reportText(preset("openrouter-caps"));
        QVERIFY(containsSqueezed(capped, QStringLiteral("LTV/CAC 0.52")));
        QVERIFY(containsSqueezed(capped, QStringLiteral("payback 33.6 months")));
        QVERIFY(containsSqueezed(capped, QStringLiteral("at 8.7 % conversion")));
        QVERIFY(containsSqueezed(capped, QStringLiteral("Cap per account 20M tokens / day changed")));
    }

    void modelOneReport()
    {
        const QString text = reportText(Scenario::model1Defaults());
        for (const char* expected : {"model 1", "27.7 months", "$1B, given directly", "paid by the token", "Model 1, day by day"})
            QVERIFY2(containsSqueezed(text, QString::fromUtf8(expected)), expected);
    }

    // Full citations: title, publisher and date where known, nothing cut short.
    void citationsAreFull()
    {
        const QString raw = rawReportText(Scenario{});
        QVERIFY(!raw.contains(QStringLiteral("…")));
        QVERIFY(!raw.contains(QStringLiteral("...")));
        QVERIFY(!raw.contains(QStringLiteral("Claims page"), Qt::CaseInsensitive));
        const QString text = squeezed(raw);
        for (const char* expected : {"[E] “The Ledger Says 23.2 Trillion Tokens. The Metadata Says Something Else.”, article",
                                     "prospectus, HKEXnews, 30 December 2025", "announcement of allotment results, HKEXnews, 7 January 2026",
                                     "OpenRouter documentation", "23.2T tokens served in six days is about 3.87T tokens a day"})
            QVERIFY2(containsSqueezed(text, QString::fromUtf8(expected)), expected);
    }

    // However much a scenario holds, it stays on the one page: one page object, and nothing drawn
    // in the bottom margin of the rendered page.
    void staysOnePage_data()
    {
        QTest::addColumn<Scenario>("scenario");
        QTest::addColumn<int>("page");
        QTest::newRow("defaults A4") << Scenario{} << int(QPageSize::A4);
        QTest::newRow("defaults Letter") << Scenario{} << int(QPageSize::Letter);
        QTest::newRow("quota-full") << preset("quota-full") << int(QPageSize::A4);
        QTest::newRow("model 1") << Scenario::model1Defaults() << int(QPageSize::Letter);
        Scenario crowded = preset("openrouter-caps");
        crowded.name = std::string(200, 'W');
        for (int month = 0; month < 12; ++month)
            crowded.funding.push_back({month, 1.5e8});
        QTest::newRow("caps, long name, funding") << crowded << int(QPageSize::Letter);
    }
    void staysOnePage()
    {
        QFETCH(Scenario, scenario);
        QFETCH(int, page);
        const auto pageId = static_cast<QPageSize::PageSizeId>(page);
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        QVERIFY(!writeReport(scenario, pdf, pageId));
        QCOMPARE(pdfPages(pdf), 1);
        QVERIFY(containsSqueezed(squeezed(pdfText(pdf)), QStringLiteral("Method.")));
        const QString png = dir.filePath(QStringLiteral("report.png"));
        QVERIFY(!writeReport(scenario, png, pageId));
        if (const QString keep = qEnvironmentVariable("TOKEN_RUNWAY_KEEP_REPORTS"); !keep.isEmpty()) // to look at the pages
            QFile::copy(png,
                        QDir(keep).filePath(QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_')) + QStringLiteral(".png")));
        const QImage image = QImage(png).convertToFormat(QImage::Format_RGB32);
        const int margin = static_cast<int>(20.0 * 150 / 72); // the bottom 20 of the page's 30-point margin
        for (int y = image.height() - margin; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                QVERIFY2(image.pixel(x, y) == qRgb(255, 255, 255), qPrintable(QStringLiteral("ink at %1,%2").arg(x).arg(y)));
    }

    // The window's export in Chinese: the same one page, in Chinese.
    void chineseStaysOnePage()
    {
        QCOMPARE(installTranslations(*QCoreApplication::instance(), QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        const QString png = dir.filePath(QStringLiteral("report.png"));
        const bool written = !writeReport(Scenario{}, pdf, QPageSize::A4) && !writeReport(Scenario{}, png, QPageSize::A4);
        const QString text = pdfText(pdf);
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        if (const QString keep = qEnvironmentVariable("TOKEN_RUNWAY_KEEP_REPORTS"); !keep.isEmpty())
            QFile::copy(png, QDir(keep).filePath(QStringLiteral("zh_CN.png")));
        QVERIFY(written);
        QCOMPARE(pdfPages(pdf), 1);
        QVERIFY2(containsSqueezed(squeezed(text), QStringLiteral("资金跑道")), qPrintable(text.left(600))); // NFKC: pdftotext reads 金 as ⾦
        const QImage image = QImage(png).convertToFormat(QImage::Format_RGB32);
        for (int y = image.height() - static_cast<int>(20.0 * 150 / 72); y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                QVERIFY2(image.pixel(x, y) == qRgb(255, 255, 255), qPrintable(QStringLiteral("ink at %1,%2").arg(x).arg(y)));
    }

    // Issue 27 item 2: demand ×2 buys 9,667 × $16,500 = $159,505,500 of accelerators on day 0; the month
    // recurs at 31,123,161.54 (tests/core/test_burn.cpp by hand); the textbook runway is named as such and
    // says that the purchases are in it (MODEL.md §5: 660,340,808.93 / 190,628,661.54 = 3.46 months).
    void burnSeparatesPurchases()
    {
        Scenario s;
        s.set(ParamId::Demand, 2 * 23.2e12 / 6.0);
        const QString text = reportText(s);
        QVERIFY(containsSqueezed(text, QStringLiteral("$31.1M / month recurring + $160M of accelerators on day 0 (the first month's net burn: $191M)")));
        QVERIFY(
            containsSqueezed(text, QStringLiteral("the textbook runway (cash ÷ the first month's net burn, $160M of accelerators included) is 3.5 months")));
        QVERIFY(!text.contains(squeezed(QStringLiteral("simple view"))));
        const QString defaults = reportText(Scenario{});
        QVERIFY(containsSqueezed(defaults, QStringLiteral("$31.2M in the first month")));
        QVERIFY(containsSqueezed(defaults, QStringLiteral("the textbook runway (cash ÷ the first month's net burn) is 21.2 months")));
    }

    // Issue 27 item 6: one plain sentence on top (MODEL.md §5's defaults: $660,340,808.93 lasts 525 days = 17.5
    // months, to 2027-08-11; the first month burns 31,181,615.56; the free tier breaks even at 30.7494 %), the
    // scenario's note, and the Monte Carlo fan on the runway chart (its legend names the bands).
    void plainSentenceNoteAndFan()
    {
        Scenario s;
        s.notes = "Board meeting, second draft";
        const QString text = reportText(s);
        QVERIFY(containsSqueezed(text, QStringLiteral("The cash on hand, $660.3M, lasts 17.5 months, to 2027-08-11 at a burn of $31.2M / month; the free "
                                                      "tier pays for itself from 30.7 % conversion (the scenario assumes 3.0 %).")));
        QVERIFY(containsSqueezed(text, QStringLiteral("Note: Board meeting, second draft")));
        QVERIFY(containsSqueezed(text, QStringLiteral("Monte Carlo P5–P95")));
        QVERIFY(containsSqueezed(text, QStringLiteral("Monte Carlo median")));
        Scenario certain;
        certain.uncertainty.clear();
        QVERIFY(!reportText(certain).contains(squeezed(QStringLiteral("Monte Carlo median"))));
    }

    void letterFollowsTheRequest()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("letter.pdf"));
        QVERIFY(!writeReport(Scenario{}, path, QPageSize::Letter));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().contains("/MediaBox [0 0 612.000000 792.000000]"));
    }

    void svgAndPng()
    {
        QTemporaryDir dir;
        const QString svg = dir.filePath(QStringLiteral("report.svg"));
        QVERIFY(!writeReport(Scenario{}, svg, QPageSize::A4));
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());
        QCOMPARE(renderer.viewBoxF().size().toSize(), QSize(595, 842));
        const QString png = dir.filePath(QStringLiteral("report.png"));
        QVERIFY(!writeReport(Scenario{}, png, QPageSize::A4));
        QImage image(png);
        QCOMPARE(image.width(), 1240); // A4 at 150 dpi
    }

    void badPathsLeaveNothing()
    {
        QTemporaryDir dir;
        auto error = writeReport(Scenario{}, dir.filePath(QStringLiteral("report.docx")), QPageSize::A4);
        QVERIFY(error && error->contains(QStringLiteral("use .pdf, .svg or .png")));
        error = writeReport(Scenario{}, dir.filePath(QStringLiteral("missing/report.pdf")), QPageSize::A4);
        QVERIFY(error);
        QCOMPARE(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).size(), 0);
    }
};

QTEST_MAIN(TestReport)
#include "test_report.moc"
