// The one-page report: one page, real (searchable) text, the expected sections, all three formats.
// Model 2 defaults (MODEL.md §5): runway_days 525 = 17.5 months; the fleet owned 9,667; cash
// derived from the filing (§3b) $660,340,808.93.
#include <QtTest>

#include <QProcess>
#include <QSvgRenderer>
#include <QTemporaryDir>

#include "testhelpers.h"
#include "ui/report/report.h"

using namespace runway;

namespace {
QString pdfText(const QString& path)
{
    const QString tool = QStandardPaths::findExecutable(QStringLiteral("pdftotext"));
    if (tool.isEmpty())
        qFatal("pdftotext (poppler-utils, in packaging/debian-packages.txt) is needed to read the report back");
    QProcess p;
    p.start(tool, {QStringLiteral("-layout"), path, QStringLiteral("-")});
    p.waitForFinished(30000);
    return QString::fromUtf8(p.readAllStandardOutput());
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
} // namespace

class TestReport : public QObject {
    Q_OBJECT
private slots:
    void pdfIsOneSearchablePage()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("report.pdf"));
        Scenario s;
        s.name = "Board deck";
        QVERIFY(!writeReport(s, path, QPageSize::A4));
        QCOMPARE(pdfPages(path), 1);
        const QString text = pdfText(path);
        for (const char* expected : {"Token Runway", "Board deck", "Runway", "17.5 months", "Assumptions and where they come from", "The articles' claims",
                                     "Method.", "Cash runway", "Monthly burn", "a-quota-day", "9,667", "derived: $660M"})
            QVERIFY2(text.contains(QLatin1String(expected)), expected);
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
