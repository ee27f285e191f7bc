// Every output file of the real binary under hostile input (issue 28): a scenario name made to
// break out of its place stays text in every format (SVG title and text, PDF metadata, CSV,
// JSON), whether the scenario comes from a file or from the library; and an output name as long
// as the folder allows (255 bytes) is written, its temporary name cut to fit.
#include <QtTest>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include "cliprocess.h"
#include "core/scenario/jsondocument.h"
#include "testfiles.h"

using runway::Json;
using runway::test::CliResult;
using runway::test::runCli;
using runway::test::writeFile;

namespace {

/// Names that close the element or string they are written into, or start markup of their own.
QStringList hostileNames()
{
    return {
        QStringLiteral("x</title><script>alert(1)</script><title>"),
        QStringLiteral("]]><script>alert(2)</script><![CDATA["),
        QStringLiteral("a & b \"quoted\" 'single' <tag attr=\"v\"> &amp; &#60;"),
        QStringLiteral(") /Title (pwn) >> /OpenAction << /S /JavaScript /JS (app.alert\\(3\\)) \\"),
        QStringLiteral("one,\"two\",three\\ =HYPERLINK(\"http://x\")"),
        QStringLiteral("计划 \u2014 r\u00e9sum\u00e9 \U0001F680 </desc><script>alert(4)</script>"),
    };
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// The elements of an SVG and the text of its <title>; fails the test if the XML does not parse.
struct SvgFacts {
    QStringList elements;
    QString title;
    QString allText;
};
SvgFacts readSvg(const QByteArray& bytes)
{
    SvgFacts facts;
    QXmlStreamReader xml(bytes);
    QString current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            current = xml.name().toString();
            facts.elements << current;
        } else if (xml.isCharacters()) {
            if (current == QLatin1String("title"))
                facts.title += xml.text();
            facts.allText += xml.text();
        } else if (xml.isEndElement()) {
            current.clear();
        }
    }
    if (xml.hasError())
        facts.elements << QStringLiteral("XML error: ") + xml.errorString();
    return facts;
}

/// The PDF literal string that starts at `bytes[pos]` ("(" … ")", with \-escapes and balanced
/// parentheses) decoded as PDF text (UTF-16BE after a BOM, else Latin-1); `end` is set past it.
QString pdfString(const QByteArray& bytes, qsizetype pos, qsizetype* end)
{
    QByteArray raw;
    int depth = 0;
    qsizetype i = pos;
    for (; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (c == '\\' && i + 1 < bytes.size()) {
            const char n = bytes[++i];
            if (n >= '0' && n <= '7') {
                int v = 0;
                int k = 0;
                for (; k < 3 && i < bytes.size() && bytes[i] >= '0' && bytes[i] <= '7'; ++k, ++i)
                    v = v * 8 + (bytes[i] - '0');
                --i;
                raw += char(v);
            } else {
                raw += n == 'n' ? '\n' : n == 'r' ? '\r' : n == 't' ? '\t' : n == 'b' ? '\b' : n == 'f' ? '\f' : n;
            }
            continue;
        }
        if (c == '(' && depth++ == 0)
            continue;
        if (c == ')' && --depth == 0)
            break;
        raw += c;
    }
    *end = i + 1;
    if (raw.startsWith("\xfe\xff")) {
        QString text;
        for (qsizetype k = 2; k + 1 < raw.size(); k += 2)
            text += QChar(char16_t((uchar(raw[k]) << 8) | uchar(raw[k + 1])));
        return text;
    }
    return QString::fromLatin1(raw);
}

} // namespace

class TestCliOutputs : public QObject {
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QProcessEnvironment m_env = QProcessEnvironment::systemEnvironment();

    CliResult run(const QStringList& args) { return runCli(args, {}, m_env); }

    /// A scenario file named `name`.
    QString scenarioFile(const QString& name)
    {
        static int count = 0;
        const QString path = m_dir.filePath(QStringLiteral("scenario%1.json").arg(++count));
        Json j = Json::object();
        j["name"] = name.toStdString();
        return writeFile(path, QByteArray::fromStdString(j.dump())) ? path : QString();
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        // never the user's own library
        m_env.insert(QStringLiteral("TOKEN_RUNWAY_DB"), m_dir.filePath(QStringLiteral("library.sqlite")));
    }

    // Issue 28.2: a name like "…</title><script>…</script><title>" became a live <script> element
    // in `report --out x.svg` (QSvgGenerator writes its title unescaped).
    void reportKeepsHostileNamesText_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("fromLibrary");
        const QStringList names = hostileNames();
        for (int i = 0; i < names.size(); ++i) {
            QTest::addRow("name %d from a file", i) << names[i] << false;
            QTest::addRow("name %d from the library", i) << names[i] << true;
        }
    }
    void reportKeepsHostileNamesText()
    {
        QFETCH(QString, name);
        QFETCH(bool, fromLibrary);
        const QString file = scenarioFile(name);
        QStringList source{file};
        if (fromLibrary) {
            const CliResult imported = run({QStringLiteral("scenarios"), QStringLiteral("import"), file});
            QVERIFY2(imported.exitCode == 0, imported.err.constData());
            source = {QStringLiteral("--scenario"), name};
        }
        const QString title = QStringLiteral("Token Runway \u2014 ") + name;

        const QString svgPath = m_dir.filePath(QStringLiteral("report.svg"));
        CliResult r = run(QStringList{QStringLiteral("report")} + source + QStringList{QStringLiteral("--out"), svgPath});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray svg = readAll(svgPath);
        const SvgFacts facts = readSvg(svg);
        QVERIFY2(!facts.elements.contains(QStringLiteral("script")), qPrintable(facts.elements.join(QLatin1Char(' '))));
        QVERIFY2(facts.elements.filter(QStringLiteral("XML error")).isEmpty(), qPrintable(facts.elements.join(QLatin1Char(' '))));
        QCOMPARE(facts.elements.count(QStringLiteral("title")), 1);
        QCOMPARE(facts.title, title);
        QVERIFY2(facts.allText.contains(name), "the name is not shown as text on the page");
        QVERIFY(QSvgRenderer(svg).isValid());

        const QString pdfPath = m_dir.filePath(QStringLiteral("report.pdf"));
        r = run(QStringList{QStringLiteral("report")} + source + QStringList{QStringLiteral("--out"), pdfPath});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        const QByteArray pdf = readAll(pdfPath);
        const qsizetype at = pdf.indexOf("/Title (");
        QVERIFY(at > 0);
        qsizetype end = 0;
        QCOMPARE(pdfString(pdf, at + 7, &end), title);
        // the string ends where the title ends: the next entry of the information dictionary is the program's own
        QVERIFY2(pdf.mid(end).trimmed().startsWith("/Creator"), pdf.mid(end, 80).constData());
        QCOMPARE(pdf.count("/Title ("), 1);
        QVERIFY(!pdf.contains("/JavaScript"));

        const QString pngPath = m_dir.filePath(QStringLiteral("report.png"));
        r = run(QStringList{QStringLiteral("report")} + source + QStringList{QStringLiteral("--out"), pngPath});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QVERIFY(!QImage(pngPath).isNull());
    }

    // The CSV outputs hold no user string, so a name cannot add a column or a row; the JSON
    // outputs hold the name exactly, as one string.
    void csvAndJsonKeepHostileNamesInTheirPlace_data()
    {
        QTest::addColumn<QString>("name");
        const QStringList names = hostileNames();
        for (int i = 0; i < names.size(); ++i)
            QTest::addRow("name %d", i) << names[i];
    }
    void csvAndJsonKeepHostileNamesInTheirPlace()
    {
        QFETCH(QString, name);
        const QString file = scenarioFile(name);
        const QString csvPath = m_dir.filePath(QStringLiteral("monthly.csv"));
        CliResult r = run({QStringLiteral("run"), file, QStringLiteral("--format"), QStringLiteral("json"), QStringLiteral("--monthly-csv"), csvPath});
        QVERIFY2(r.exitCode == 0, r.err.constData());
        QJsonParseError error{};
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        QCOMPARE(doc.object().value(QStringLiteral("scenario")).toObject().value(QStringLiteral("name")).toString(), name);

        for (const QByteArray& csv : {readAll(csvPath), run({QStringLiteral("heatmap"), file, QStringLiteral("--format"), QStringLiteral("csv")}).out}) {
            const QList<QByteArray> lines = csv.trimmed().split('\n');
            QVERIFY(lines.size() > 2);
            for (const QByteArray& line : lines) {
                QCOMPARE(line.count(','), lines.front().count(','));
                QVERIFY(!line.contains('"'));
            }
        }

        // every JSON verb: the document parses and each string that holds the name is the name
        for (const QString& verb : {QStringLiteral("sensitivity"), QStringLiteral("heatmap"), QStringLiteral("montecarlo")}) {
            r = run({verb, file, QStringLiteral("--format"), QStringLiteral("json")});
            QVERIFY2(r.exitCode == 0, r.err.constData());
            const QJsonDocument out = QJsonDocument::fromJson(r.out, &error);
            QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(verb + QStringLiteral(": ") + error.errorString()));
        }
    }

    // Issue 28.7: an output name of 240–255 bytes (valid: `touch` makes it) was refused with "File
    // name too long": the temporary name beside it was 16 bytes longer.
    void longOutputNamesAreWritten_data()
    {
        QTest::addColumn<QString>("stem");
        QTest::newRow("255 bytes") << QString(251, QLatin1Char('a'));
        QTest::newRow("240 bytes") << QString(236, QLatin1Char('b'));
        QTest::newRow("250 bytes of 3-byte characters") << QString(82, QChar(0x8BA1)) + QStringLiteral("xx");
    }
    void longOutputNamesAreWritten()
    {
        QFETCH(QString, stem);
        QTemporaryDir dir;
        const QString plan = scenarioFile(QStringLiteral("Plan"));
        const QString model1 = m_dir.filePath(QStringLiteral("model1.json")); // upgrade writes only a model-1 file
        QVERIFY(writeFile(model1, R"({"schema": "token-runway/scenario@1", "name": "Old plan"})"));
        const QString stored = QStringLiteral("Long ") + QString::fromLatin1(QTest::currentDataTag());
        QCOMPARE(run({QStringLiteral("scenarios"), QStringLiteral("import"), plan, QStringLiteral("--name"), stored}).exitCode, 0);
        const auto path = [&](const char* suffix) { return dir.filePath(stem + QLatin1String(suffix)); };
        QVERIFY(QFile::encodeName(QFileInfo(path(".csv")).fileName()).size() <= 255);
        QVERIFY(QFile::encodeName(QFileInfo(path(".csv")).fileName()).size() >= 240);
        const QList<QStringList> commands{
            {QStringLiteral("run"), plan, QStringLiteral("--monthly-csv"), path(".csv")},
            {QStringLiteral("scenarios"), QStringLiteral("export"), stored, path(".jsn")},
            {QStringLiteral("upgrade"), model1, QStringLiteral("--out"), path(".upg")},
            {QStringLiteral("report"), plan, QStringLiteral("--out"), path(".svg")},
            {QStringLiteral("report"), plan, QStringLiteral("--out"), path(".pdf")},
            {QStringLiteral("report"), plan, QStringLiteral("--out"), path(".png")},
        };
        for (const QStringList& command : commands) {
            const CliResult r = run(command);
            QVERIFY2(r.exitCode == 0, qPrintable(command.first() + QStringLiteral(": ") + QString::fromUtf8(r.err)));
            QVERIFY2(QFileInfo(command.last()).size() > 0, qPrintable(command.first()));
        }
        // exactly the outputs: no temporary left beside them
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), commands.size());
        // written twice: the second replaces the first the same way
        QCOMPARE(run(commands.first()).exitCode, 0);
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), commands.size());
    }
};

QTEST_MAIN(TestCliOutputs)
#include "test_cli_outputs.moc"
