// The hostile catalogue (tests/data/bad/, listed in expected.tsv) against the core: each file is
// refused with a problem that names what is wrong, or accepted when it is valid (-0, a BOM);
// wrong types in every position; --set variants; a 100 MB file; the fuzzers' regression inputs.
#include <QtTest>

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

#include <cmath>
#include <fstream>

#include "core/model/model.h"
#include "core/model/modeljson.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/numberformat.h"
#include "core/scenario/parameters.h"
#include "core/scenario/quantity.h"
#include "core/scenario/scenariojson.h"
#include "core/scenario/scenariopatch.h"
#include "core/util/text.h"
#include "testfiles.h"
#include "testhelpers.h"

using namespace runway;
using runway::test::readTableRows;

namespace {

const QString kBad = QStringLiteral(RUNWAY_TEST_DATA "/bad");

std::string joined(const Problems& problems)
{
    std::string out;
    for (const auto& p : problems)
        out += p.text() + "\n";
    return out;
}

bool isUtf8(const std::string& s)
{
    const QByteArray bytes = QByteArray::fromStdString(s);
    return QString::fromUtf8(bytes).toUtf8() == bytes;
}

/// Every problem is short, printable and valid UTF-8, whatever the input held.
void checkReadable(const Problems& problems)
{
    QVERIFY(!problems.empty());
    QVERIFY2(problems.size() <= 100, "a flood of problems");
    for (const auto& p : problems) {
        QVERIFY(!p.messageText().empty());
        QVERIFY2(p.text().size() <= 1000, p.text().substr(0, 200).c_str());
        QVERIFY2(isUtf8(p.text()), "a problem that is not UTF-8");
        for (char ch : p.text())
            QVERIFY2(static_cast<unsigned char>(ch) >= 0x20, "a control character in a problem");
    }
}

bool allFinite(const Json& j)
{
    if (j.is_number_float())
        return std::isfinite(j.get<double>());
    for (const auto& child : j)
        if (j.is_structured() && !allFinite(child))
            return false;
    return true;
}

Json wrongValue(const ParamSpec& p, const QString& kind)
{
    if (kind == QLatin1String("string"))
        return "1";
    if (kind == QLatin1String("bool"))
        return true;
    if (kind == QLatin1String("array"))
        return p.type == ParamType::FundingList ? Json::array({"x"}) : Json::array({1});
    return p.type == ParamType::UncertaintyMap ? Json{{"pue", 5}} : Json{{"value", 1}};
}

} // namespace

class TestHostile : public QObject {
    Q_OBJECT
private slots:
    void everyFileIsListed()
    {
        QStringList listed;
        for (const auto& row : readTableRows(kBad + QStringLiteral("/expected.tsv")))
            listed << row.input;
        QStringList present = QDir(kBad).entryList(QDir::Files, QDir::Name);
        present.removeAll(QStringLiteral("expected.tsv"));
        present.removeAll(QStringLiteral("set-variants.txt"));
        present.removeAll(QStringLiteral("analyses.tsv"));
        listed.sort();
        QCOMPARE(listed, present);
        QVERIFY(listed.size() >= 40);
    }

    void catalogue_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        for (const auto& row : readTableRows(kBad + QStringLiteral("/expected.tsv")))
            QTest::newRow(row.input.toUtf8().constData()) << row.input << row.expected;
    }
    void catalogue()
    {
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const std::string path = (kBad + QLatin1Char('/') + file).toStdString();
        const Checked<Scenario> s = readScenarioFile(path);
        if (expected == QLatin1String("ACCEPT")) {
            QVERIFY2(s.ok(), joined(s.problems).c_str());
            return;
        }
        QVERIFY2(!s.ok(), "a hostile file was accepted");
        checkReadable(s.problems);
        const std::string text = joined(s.problems);
        QVERIFY2(text.find(expected.toStdString()) != std::string::npos, text.c_str());
        QVERIFY2(text.find(path) != std::string::npos, "the problem does not name the file");
    }

    // Issue 13.13: what every user string looks like in text output.
    void printableEscapesWhatATerminalWouldObey_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("shown");
        QTest::newRow("plain UTF-8 stays") << QByteArray("Plan B — 中文 ü") << QByteArray("Plan B — 中文 ü");
        QTest::newRow("line break") << QByteArray("Plan\nBull  1  (preset)") << QByteArray("Plan\\nBull  1  (preset)");
        QTest::newRow("tab and return") << QByteArray("a\tb\rc") << QByteArray("a\\tb\\rc");
        QTest::newRow("screen clear") << QByteArray("\x1b[2J") << QByteArray("\\x1b[2J");
        QTest::newRow("OSC title") << QByteArray("\x1b]0;owned\x07") << QByteArray("\\x1b]0;owned\\x07");
        QTest::newRow("DEL") << QByteArray("a\x7f") << QByteArray("a\\x7f");
        QTest::newRow("C1 CSI") << QByteArray("a\xc2\x9b"
                                              "2J")
                                << QByteArray("a\\u009b2J");
        QTest::newRow("NEL is C1 too") << QByteArray("\xc2\x85") << QByteArray("\\u0085");
        QTest::newRow("no-break space is not") << QByteArray("\xc2\xa0") << QByteArray("\xc2\xa0");
        QTest::newRow("right-to-left override") << QByteArray("abc\xe2\x80\xaetxt.exe") << QByteArray("abc<U+202E>txt.exe");
        QTest::newRow("embedding U+202A") << QByteArray("\xe2\x80\xaa") << QByteArray("<U+202A>");
        QTest::newRow("isolates U+2066 and U+2069") << QByteArray("\xe2\x81\xa6x\xe2\x81\xa9") << QByteArray("<U+2066>x<U+2069>");
        QTest::newRow("U+2065 and U+2029 are not bidi controls") << QByteArray("\xe2\x81\xa5\xe2\x80\xa9") << QByteArray("\xe2\x81\xa5\xe2\x80\xa9");
        QTest::newRow("not UTF-8") << QByteArray("ab\xff") << QByteArray("ab\\xff");
    }
    void printableEscapesWhatATerminalWouldObey()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, shown);
        QCOMPARE(QByteArray::fromStdString(printable(text.toStdString())), shown);
        QCOMPARE(QByteArray::fromStdString(abbreviate(text.toStdString(), 1000)), shown); // every message's form too
    }

    void negativeZeroReadsAsZero()
    {
        const auto s = readScenarioFile((kBad + QStringLiteral("/accept-negative-zero.json")).toStdString());
        QVERIFY(s.ok());
        for (ParamId id : {ParamId::Conversion, ParamId::Growth, ParamId::QuotaAfter}) {
            QCOMPARE((*s.value)[id], 0.0);
            QVERIFY(!std::signbit((*s.value)[id]));
        }
    }

    void byteOrderMarkIsSkipped()
    {
        const auto s = readScenarioFile((kBad + QStringLiteral("/accept-bom.json")).toStdString());
        QVERIFY(s.ok());
        QCOMPARE(s.value->name, std::string("Starts with a byte-order mark"));
    }

    void wrongTypeFilesNameEveryKey_data()
    {
        QTest::addColumn<QString>("file");
        for (const char* kind : {"string", "bool", "array", "object"})
            QTest::newRow(kind) << QStringLiteral("wrong-types-%1.json").arg(QLatin1String(kind));
    }
    void wrongTypeFilesNameEveryKey()
    {
        QFETCH(QString, file);
        const std::string path = (kBad + QLatin1Char('/') + file).toStdString();
        std::ifstream in(path);
        const Json doc = Json::parse(in);
        const auto s = readScenarioFile(path);
        QVERIFY(!s.ok());
        for (const auto& item : doc.items()) {
            const std::string place = path + ": " + item.key();
            const bool named = std::any_of(s.problems.begin(), s.problems.end(), [&](const Problem& p) {
                return p.where == place || p.where.starts_with(place + ".") || p.where.starts_with(place + "[");
            });
            if (!named)
                QFAIL((item.key() + " is not named in\n" + joined(s.problems)).c_str());
        }
    }

    // Every parameter key, one at a time, with each JSON type it must not have.
    void wrongTypePerKey_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("kind");
        for (const auto& p : parameters())
            for (const char* kind : {"string", "bool", "array", "object"}) {
                const bool textual = p.type == ParamType::Text || p.type == ParamType::Date;
                if ((textual && QLatin1String(kind) == QLatin1String("string")))
                    continue; // a string is the right type there
                QTest::addRow("%s=%s", std::string(p.key).c_str(), kind)
                    << QString::fromUtf8(p.key.data(), qsizetype(p.key.size())) << QString::fromLatin1(kind);
            }
    }
    void wrongTypePerKey()
    {
        QFETCH(QString, key);
        QFETCH(QString, kind);
        const ParamSpec* p = findParam(key.toStdString());
        QVERIFY(p);
        const Json doc{{key.toStdString(), wrongValue(*p, kind)}};
        const auto s = scenarioFromJson(doc);
        QVERIFY2(!s.ok(), doc.dump().c_str());
        checkReadable(s.problems);
        QVERIFY2(s.problems.front().where.starts_with(key.toStdString()), joined(s.problems).c_str());
    }

    void setVariants_data()
    {
        QTest::addColumn<QString>("assignment");
        QTest::addColumn<QString>("expected");
        for (const auto& row : readTableRows(kBad + QStringLiteral("/set-variants.txt")))
            QTest::newRow(row.input.isEmpty() ? "(empty)" : row.input.toUtf8().constData()) << row.input << row.expected;
    }
    void setVariants()
    {
        QFETCH(QString, assignment);
        QFETCH(QString, expected);
        const Problems problems = test::setOnDocument(scenarioToJson(Scenario{}), {assignment.toStdString()}).problems;
        checkReadable(problems);
        QVERIFY2(joined(problems).find(expected.toStdString()) != std::string::npos, joined(problems).c_str());
    }

    // Found by fuzz_set: --set on a file holding a list threw from inside nlohmann.
    void setOnSomethingThatIsNotAnObject_data()
    {
        QTest::addColumn<QString>("document");
        QTest::newRow("list") << QStringLiteral("[1, 2]");
        QTest::newRow("number") << QStringLiteral("5");
        QTest::newRow("string") << QStringLiteral("\"x\"");
        QTest::newRow("null") << QStringLiteral("null");
    }
    void setOnSomethingThatIsNotAnObject()
    {
        QFETCH(QString, document);
        const Json doc = Json::parse(document.toStdString());
        const PatchResult r = test::setOnDocument(doc, {"price_usd_per_mtok=0.2"});
        QVERIFY(!r.ok());
        checkReadable(r.problems);
        QVERIFY(joined(r.problems).find("must be a JSON object") != std::string::npos);
    }

    void setKeyThatIsNotUtf8()
    {
        const Problems problems = test::setOnDocument(Json::object(), {"pri\xff\xfe=1"}).problems;
        checkReadable(problems);
        QVERIFY(joined(problems).find("pri\\xff\\xfe") != std::string::npos);
    }

    void hundredMegabyteFile()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("huge.json"));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"notes\": \"");
            const QByteArray block(qsizetype{1024} * 1024, 'x');
            for (int i = 0; i < 100; ++i)
                QCOMPARE(f.write(block), block.size());
            f.write("\"}");
        }
        QVERIFY(QFileInfo(path).size() > qint64{100} * 1024 * 1024);
        QElapsedTimer timer;
        timer.start();
        const auto s = readScenarioFile(path.toStdString());
        QVERIFY(!s.ok());
        checkReadable(s.problems);
        QVERIFY2(joined(s.problems).find("at most 1 MiB") != std::string::npos, joined(s.problems).c_str());
        QVERIFY2(timer.elapsed() < 5000, "the size limit should stop reading early");
    }

    void documentJustOverTheLimit()
    {
        std::string text = "{\"notes\": \"" + std::string(kMaxDocumentBytes, 'x') + "\"}";
        const auto s = parseScenario(text);
        QVERIFY(!s.ok());
        QVERIFY(joined(s.problems).find("at most 1 MiB") != std::string::npos);
    }

    // Inputs the fuzzers found (tests/data/fuzz/<target>/): valid ones give finite numbers,
    // invalid ones a readable problem; none may throw.
    void fuzzRegressions_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(RUNWAY_TEST_DATA "/fuzz/fuzz_scenario"));
        for (const QString& f : dir.entryList(QDir::Files, QDir::Name))
            QTest::newRow(f.toUtf8().constData()) << dir.filePath(f);
    }
    void fuzzRegressions()
    {
        QFETCH(QString, path);
        const auto s = readScenarioFile(path.toStdString());
        if (!s.ok()) {
            checkReadable(s.problems);
            return;
        }
        const SimulationResult r = simulate(*s.value);
        QVERIFY(allFinite(metricsToJson(r.metrics)));
        for (const auto& row : r.monthly)
            QVERIFY(allFinite(flowsToJson(row.sums)) && std::isfinite(row.cashEndUsd));
    }

    // The overflow cases behind those regressions, one by one: a ratio with no finite answer is
    // null (MODEL.md's meaning of null), a serving cost or chip count that overflows is refused.
    void overflowingRatiosAreNull()
    {
        // per token, so no fleet draws power: the only burn is the tiny operating cost
        auto s = parseScenario(
            R"({"capacity_mode": "per_token", "fixed_opex_usd_per_month": 1e-300, "demand_tokens_per_day": 0, "other_revenue_usd_per_month": 0})");
        QVERIFY(s.ok());
        QVERIFY(!computeMetrics(*s.value).simpleRunwayMonths);
        s = parseScenario(R"({"price_usd_per_mtok": 1e-300, "price_elasticity": 0, "free_quota_tokens_per_day": 1})");
        QVERIFY(s.ok());
        QVERIFY(!computeMetrics(*s.value).listValueRunwayMonths);
        s = parseScenario(R"({"demand_tokens_per_day": 1e-300, "fixed_opex_usd_per_month": 1e12, "other_revenue_usd_per_month": 0})");
        QVERIFY(s.ok());
        QVERIFY(!computeMetrics(*s.value).breakEvenPriceUsdPerMtok);
    }
    void overflowingChipsAreRefused_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<QString>("where");
        // `where` names exactly the keys whose defaults make every metric finite again (issue 28.8)
        QTest::newRow("chip life") << QStringLiteral(R"({"chip_life_years": 1e-310})") << QStringLiteral("chip_life_years");
        QTest::newRow("throughput") << QStringLiteral(R"({"tokens_per_chip_per_day": 1e-300})") << QStringLiteral("tokens_per_chip_per_day");
        // 1e-160 × 1e-160 underflows the throughput: either key back at its default ends it, so both are named
        QTest::newRow("speed-up") << QStringLiteral(R"({"tokens_per_chip_per_day": 1e-160, "software_speedup": 1e-160})")
                                  << QStringLiteral("tokens_per_chip_per_day, software_speedup");
        // at elasticity −1 a price of 1e-300 multiplies paid demand by 1e299: the price is to blame (the other
        // two keys of the elasticity term are at their defaults), not the chips
        QTest::newRow("price with elasticity") << QStringLiteral(R"({"price_usd_per_mtok": 1e-300})") << QStringLiteral("price_usd_per_mtok");
        // the derived cash is filing_cash_cny / cny_per_usd: the exchange rate, not the accelerators (it named
        // tokens_per_chip_per_day, software_speedup)
        QTest::newRow("exchange rate") << QStringLiteral(R"({"cny_per_usd": 1e-300})") << QStringLiteral("cny_per_usd");
        QTest::newRow("exchange rate, derived cash named")
            << QStringLiteral(R"({"filing_cash_cny": 1e15, "cny_per_usd": 1e-300})") << QStringLiteral("cny_per_usd");
        // two causes, each enough alone: neither default alone helps, so both are named (table order)
        QTest::newRow("two causes") << QStringLiteral(R"({"cny_per_usd": 1e-300, "tokens_per_chip_per_day": 1e-300})")
                                    << QStringLiteral("tokens_per_chip_per_day, cny_per_usd");
    }
    void overflowingChipsAreRefused()
    {
        QFETCH(QString, json);
        QFETCH(QString, where);
        const auto s = parseScenario(json.toStdString());
        QVERIFY(!s.ok());
        checkReadable(s.problems);
        QCOMPARE(QString::fromStdString(s.problems.front().where), where);
        QCOMPARE(s.problems.front().code, ProblemCode::Overflow);
        // --set names the same keys
        Json doc = Json::parse(json.toStdString());
        ScenarioPatch viaSet;
        for (const auto& [key, value] : doc.items()) {
            const auto one = ScenarioPatch::fromAssignment(key + "=" + formatPlain(value.get<double>()));
            QVERIFY2(one.ok(), joined(one.problems).c_str());
            viaSet.append(*one.value);
        }
        const PatchResult set = viaSet.apply(Scenario{});
        QVERIFY(!set.ok());
        QCOMPARE(QString::fromStdString(set.problems.front().where), where);
    }
    // Issue 28.8: a literal that is not 0 but nearer 0 than any double read silently as 0 from a
    // file while --set refused it. Both refuse it now, naming the key; a subnormal (1e-310) is a
    // number, accepted by both.
    void underflowIsRefusedInFilesAndSet_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("literal");
        QTest::newRow("1e-400") << QStringLiteral("conversion_pct") << QStringLiteral("1e-400");
        QTest::newRow("-1e-400") << QStringLiteral("demand_growth_pct_per_month") << QStringLiteral("-1e-400");
        QTest::newRow("0.5e-323 rounds to 0") << QStringLiteral("price_elasticity") << QStringLiteral("-0.5e-324");
        QTest::newRow("digits after the point") << QStringLiteral("conversion_pct") << QStringLiteral("0.000001e-319");
    }
    void underflowIsRefusedInFilesAndSet()
    {
        QFETCH(QString, key);
        QFETCH(QString, literal);
        const auto fromFile = parseScenario("{\"" + key.toStdString() + "\": " + literal.toStdString() + "}");
        QVERIFY2(!fromFile.ok(), "read as 0");
        checkReadable(fromFile.problems);
        QCOMPARE(QString::fromStdString(fromFile.problems.front().where), key);
        QVERIFY2(fromFile.problems.front().messageText().starts_with(literal.toStdString() + " is too small to be represented"),
                 joined(fromFile.problems).c_str());

        const Problems set = ScenarioPatch::fromAssignment(key.toStdString() + "=" + literal.toStdString()).problems;
        QCOMPARE(set.size(), std::size_t{1});
        QCOMPARE(QString::fromStdString(set.front().where), QStringLiteral("--set ") + key);
        QVERIFY2(set.front().messageText().find("is too small to be represented") != std::string::npos, joined(set).c_str());
    }
    void zeroAndSubnormalLiteralsAreNumbers_data()
    {
        QTest::addColumn<QString>("literal");
        QTest::addColumn<double>("value");
        QTest::newRow("0e-400") << QStringLiteral("0e-400") << 0.0;
        QTest::newRow("0.000e5") << QStringLiteral("0.000e5") << 0.0;
        QTest::newRow("1e-310") << QStringLiteral("1e-310") << 1e-310;
        QTest::newRow("5e-324") << QStringLiteral("5e-324") << 5e-324;
    }
    void zeroAndSubnormalLiteralsAreNumbers()
    {
        QFETCH(QString, literal);
        QFETCH(double, value);
        const auto fromFile = parseScenario("{\"conversion_pct\": " + literal.toStdString() + "}");
        QVERIFY2(fromFile.ok(), joined(fromFile.problems).c_str());
        QCOMPARE((*fromFile.value)[ParamId::Conversion], value);
        const auto q = parseQuantity(literal.toStdString());
        QVERIFY2(q.ok(), joined(q.problems).c_str());
        QCOMPARE(*q.value, value);
    }

    // Issue 28.8: UTF-16 and UTF-32 (with or without a byte-order mark) are named as such, never
    // "invalid literal; last read: '\xff'", wherever a JSON document is read.
    void otherEncodingsAreNamed_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        const QString doc = QStringLiteral(R"({"name": "Plan"})");
        const auto le16 = [&] {
            QByteArray b;
            for (QChar c : doc) {
                b.append(char(c.unicode() & 0xff));
                b.append(char(c.unicode() >> 8));
            }
            return b;
        }();
        QByteArray be16;
        for (qsizetype i = 0; i < le16.size(); i += 2)
            be16.append(le16[i + 1]).append(le16[i]);
        QByteArray le32, be32;
        for (QChar c : doc) {
            le32.append(char(c.unicode())).append(3, '\0');
            be32.append(3, '\0').append(char(c.unicode()));
        }
        const QString u16le = QStringLiteral("the file is UTF-16 (little-endian), not UTF-8; save it as UTF-8");
        const QString u16be = QStringLiteral("the file is UTF-16 (big-endian), not UTF-8; save it as UTF-8");
        QTest::newRow("UTF-16 LE with BOM") << QByteArray("\xff\xfe") + le16 << u16le;
        QTest::newRow("UTF-16 BE with BOM") << QByteArray("\xfe\xff") + be16 << u16be;
        QTest::newRow("UTF-16 LE") << le16 << u16le;
        QTest::newRow("UTF-16 BE") << be16 << u16be;
        QTest::newRow("UTF-32 LE with BOM") << QByteArray("\xff\xfe\0\0", 4) + le32
                                            << QStringLiteral("the file is UTF-32 (little-endian), not UTF-8; save it as UTF-8");
        QTest::newRow("UTF-32 BE with BOM") << QByteArray("\0\0\xfe\xff", 4) + be32
                                            << QStringLiteral("the file is UTF-32 (big-endian), not UTF-8; save it as UTF-8");
        QTest::newRow("UTF-32 LE") << le32 << QStringLiteral("the file is UTF-32 (little-endian)");
        QTest::newRow("UTF-32 BE") << be32 << QStringLiteral("the file is UTF-32 (big-endian)");
    }
    void otherEncodingsAreNamed()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const auto s = parseScenario(bytes.toStdString());
        QVERIFY(!s.ok());
        checkReadable(s.problems);
        QCOMPARE(s.problems.size(), std::size_t{1});
        QCOMPARE(QString::fromStdString(s.problems.front().text()).left(expected.size()), expected);
        // the claims catalogue and every other reader go through the same document reader
        const auto doc = parseJsonDocument(bytes.toStdString());
        QVERIFY(!doc.ok());
        QCOMPARE(QString::fromStdString(doc.problems.front().text()).left(expected.size()), expected);
    }
    void utf8WithABomAndNulFollowingAreNotMistaken()
    {
        QVERIFY(parseScenario("\xef\xbb\xbf{}").ok());
        const auto nul = parseScenario(std::string("{}\0\0\0", 5));
        QVERIFY(!nul.ok());
        QVERIFY2(joined(nul.problems).find("follows the document") != std::string::npos, joined(nul.problems).c_str());
    }

    void hugeButFiniteChipCountIsWrittenAsANumber()
    {
        const auto s = parseScenario(R"({"tokens_per_chip_per_day": 1e-3})");
        QVERIFY(s.ok());
        const Json m = metricsToJson(computeMetrics(*s.value));
        QVERIFY(m.at("chips_needed").is_number());
        QVERIFY(m.at("chips_needed").get<double>() > 1e15);
    }
};

QTEST_GUILESS_MAIN(TestHostile)
#include "test_hostile.moc"
