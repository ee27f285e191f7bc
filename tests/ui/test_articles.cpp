// "Add article…" in the Claims tab (issue 25 item 6): a pasted text's numbers are marked (claims
// coloured, a year only underlined) and listed; a number chosen by a click is confirmed as a quantity
// and gets the verdict core's claim audit gives the same claim, which moves with the document's
// scenario; the overrides found in the article, the kind and the tolerance are undoable steps like
// the confirmation; bad files and texts are refused with a message and change nothing; the export
// writes a claims@3 file and ClaimReview JSON-LD; the Sources page shows a source's publisher, date
// and link, and in Chinese the original title beside the translated one.
#include <QtTest>

#include <QClipboard>
#include <QGuiApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTextEdit>
#include <QUndoStack>

#include "core/claims/claimaudit.h"
#include "core/claims/claimsfile.h"
#include "core/claims/sourcespage.h"
#include "i18ncheck.h"
#include "ui/document/scenariodocument.h"
#include "ui/format/messagetext.h"
#include "ui/i18n/language.h"
#include "ui/library/libraryservice.h"
#include "ui/mainwindow.h"
#include "ui/panels/articleeditor.h"
#include "ui/panels/articlemarks.h"
#include "ui/panels/claimsmodel.h"
#include "ui/panels/claimsodds.h"
#include "ui/panels/claimspanel.h"
#include "ui/panels/sourcespanel.h"
#include "waits.h"
#include "windowfixture.h"
#include "windowparts.h"

using namespace runway;
using runway::test::hasChinese;
using runway::test::kBackgroundWaitMs;
using runway::test::part;

namespace {

// Written for this test. Five numbers: a year (context), a volume, a quota, a price and a value
// that holds only at the article's own price.
const QString kText = QStringLiteral("In 2025 the service processed 3.87 trillion tokens a day. Zhipu offers 100 trillion free tokens a day. "
                                     "At $1 per million tokens, that quota is worth $100 million a day.");

// The window with the Claims tab in front and the article window open on it.
struct ArticleWindow {
    MainWindow w;
    ClaimsPanel* panel;
    ArticleEditor* editor = nullptr;
    ArticleWindow()
        : panel(part<ClaimsPanel>(w, QStringLiteral("claimsPanel")))
    {
        w.resize(1366, 768);
        part<QTabWidget>(w, QStringLiteral("dashboardTabs"))->setCurrentWidget(panel);
        w.show();
        panel->addArticleButton()->click();
        editor = panel->articleEditor();
        editor->resize(1280, 720);
    }
    // The index of the number whose text starts with `text`.
    std::size_t number(const char* text) const
    {
        const auto& numbers = editor->numbers();
        for (std::size_t i = 0; i < numbers.size(); ++i)
            if (numbers[i].text.rfind(text, 0) == 0)
                return i;
        return numbers.size();
    }
    bool waitForAudit() const
    {
        return QTest::qWaitFor([&] { return editor->isCurrent(); }, kBackgroundWaitMs);
    }
    // Chooses `quantity` among the chosen number's suggestions.
    bool chooseQuantity(const std::string& quantity) const
    {
        const auto& suggestions = editor->numbers()[*editor->chosen()].suggestions;
        for (std::size_t i = 0; i < suggestions.size(); ++i)
            if (suggestions[i].quantity == quantity)
                return editor->chooseQuantity(static_cast<int>(i));
        return false;
    }
};

// The mark of the number at `index` in the text view.
std::optional<QTextEdit::ExtraSelection> markOf(QTextEdit* view, std::size_t index)
{
    for (const auto& s : view->extraSelections())
        if (s.format.property(articlemarks::MarkNumber).toInt() == static_cast<int>(index))
            return s;
    return std::nullopt;
}

// The claim the test expects for a number, built by hand: the volume read as the demand parameter.
Claim handClaim(const std::string& quantity, double claimed, ClaimUnit unit, ClaimOverrides overrides = {})
{
    Claim c;
    c.id = "hand";
    c.sources = {"S"};
    c.claim = Message::verbatim("by hand");
    c.quantity = quantity;
    c.claimed = c.claimedHigh = claimed;
    c.unit = unit;
    c.kind = ClaimKind::Equals;
    c.tolerancePct = 5;
    c.overrides = std::move(overrides);
    return c;
}

ClaimResult handResult(const Claim& c, const Scenario& base)
{
    ClaimCatalogue cat;
    ClaimSource s;
    s.id = "S";
    s.title = Message::verbatim("S");
    cat.sources = {s};
    cat.claims = {c};
    ClaimResult r = evaluateClaim(cat, cat.claims.front(), base);
    r.claim = nullptr; // points into `cat`, which ends here
    return r;
}

struct Language {
    explicit Language(const char* name) { installTranslations(*qApp, QString::fromLatin1(name)); }
    ~Language() { installTranslations(*qApp, QStringLiteral("en")); }
    Language(const Language&) = delete;
    Language& operator=(const Language&) = delete;
};

} // namespace

class TestArticleWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        runway::test::startFresh(runway::test::Welcome::Dismissed);
    }

    void pastedNumbersAreMarked()
    {
        ArticleWindow a;
        QGuiApplication::clipboard()->setText(kText);
        a.editor->findChild<QPushButton*>(QStringLiteral("pasteArticle"))->click();
        QCOMPARE(a.editor->textView()->toPlainText(), kText);
        const std::size_t year = a.number("2025");
        const std::size_t volume = a.number("3.87");
        const std::size_t price = a.number("$1");
        QVERIFY(year < a.editor->numbers().size() && volume < a.editor->numbers().size() && price < a.editor->numbers().size());
        QVERIFY(!a.editor->numbers()[year].isClaim());
        QCOMPARE(a.editor->numbers()[volume].low, 3.87e12);
        QCOMPARE(a.editor->numbers()[price].low, 1.0);

        // The marks sit on the numbers as the text has them (offsets found here, by hand).
        const auto yearMark = markOf(a.editor->textView(), year);
        QVERIFY(yearMark);
        QCOMPARE(yearMark->cursor.selectionStart(), kText.indexOf(QStringLiteral("2025")));
        QCOMPARE(yearMark->cursor.selectedText(), QStringLiteral("2025"));
        QCOMPARE(yearMark->format.property(articlemarks::MarkKind).toString(), QStringLiteral("context"));
        QCOMPARE(yearMark->format.underlineStyle(), QTextCharFormat::DotLine);
        QCOMPARE(yearMark->format.background().style(), Qt::NoBrush); // context has no colour behind it

        const auto volumeMark = markOf(a.editor->textView(), volume);
        QVERIFY(volumeMark);
        QCOMPARE(volumeMark->cursor.selectionStart(), kText.indexOf(QStringLiteral("3.87 trillion")));
        QVERIFY2(volumeMark->cursor.selectedText().startsWith(QStringLiteral("3.87 trillion")), qPrintable(volumeMark->cursor.selectedText()));
        QCOMPARE(volumeMark->format.property(articlemarks::MarkKind).toString(), QStringLiteral("claim"));
        QCOMPARE(volumeMark->format.background().color(), articlemarks::markColor(articlemarks::MarkState::Draft));

        const auto priceMark = markOf(a.editor->textView(), price);
        QVERIFY(priceMark);
        QCOMPARE(priceMark->cursor.selectionStart(), kText.indexOf(QStringLiteral("$1 per")));

        // The table lists every number, the year as context.
        QCOMPARE(a.editor->numbersTable()->model()->rowCount(), static_cast<int>(a.editor->numbers().size()));
        QVERIFY(a.editor->numbersTable()->model()->index(static_cast<int>(year), 3).data().toString().contains(QStringLiteral("year")));
        QCOMPARE(a.editor->numbersTable()->model()->index(static_cast<int>(volume), 3).data().toString(), QStringLiteral("to confirm"));

        // One undo step: undone, the window is empty again.
        QCOMPARE(a.editor->undoStack()->count(), 1);
        a.editor->undoStack()->undo();
        QVERIFY(a.editor->numbers().empty());
        QVERIFY(a.editor->textView()->toPlainText().isEmpty());
    }

    void confirmedClaimHasTheAuditsVerdictAndFollowsTheScenario()
    {
        ArticleWindow a;
        QVERIFY(a.editor->setArticleText(kText));
        QVERIFY(QTest::qWaitForWindowExposed(a.editor));
        const std::size_t volume = a.number("3.87");

        // A click on the number in the text chooses it.
        QTextCursor at(a.editor->textView()->document());
        at.setPosition(static_cast<int>(kText.indexOf(QStringLiteral("3.87"))) + 1);
        const QPoint point = a.editor->textView()->cursorRect(at).center();
        QTest::mouseClick(a.editor->textView()->viewport(), Qt::LeftButton, {}, point);
        QCOMPARE(a.editor->chosen(), std::optional<std::size_t>(volume));
        QCOMPARE(a.editor->numbersTable()->currentIndex().row(), static_cast<int>(volume));

        QVERIFY(a.chooseQuantity("demand_tokens_per_day"));
        QVERIFY2(a.editor->confirmChosen(), qPrintable(a.editor->message()));
        QVERIFY(a.waitForAudit());
        const ClaimResult* r = a.editor->resultFor(volume);
        QVERIFY(r);
        ScenarioDocument* doc = a.w.document();
        const ClaimResult expected = handResult(handClaim("demand_tokens_per_day", 3.87e12, ClaimUnit::TokensPerDay), doc->scenario());
        QCOMPARE(r->verdict, expected.verdict);
        QCOMPARE(r->verdict, Verdict::Consistent); // 3.867T against 3.87T
        QCOMPARE(*r->computed, *expected.computed);
        QVERIFY(a.editor->oddsFor(volume));
        const QString state = a.editor->numbersTable()->model()->index(static_cast<int>(volume), 3).data().toString();
        QCOMPARE(state, ClaimsModel::verdictText(*r));
        QCOMPARE(markOf(a.editor->textView(), volume)->format.background().color(), articlemarks::markColor(articlemarks::MarkState::True));
        QVERIFY(a.editor->detail()->toPlainText().contains(QStringLiteral("Claim n")));

        // The dashboard's demand changes: the claim's figure and verdict follow.
        QVERIFY(doc->setValue(ParamId::Demand, 5e12));
        QVERIFY(QTest::qWaitFor([&] { return a.editor->isCurrent() && a.editor->resultFor(volume) && *a.editor->resultFor(volume)->computed == 5e12; },
                                kBackgroundWaitMs));
        const ClaimResult moved = handResult(handClaim("demand_tokens_per_day", 3.87e12, ClaimUnit::TokensPerDay), doc->scenario());
        QCOMPARE(a.editor->resultFor(volume)->verdict, moved.verdict);
        QCOMPARE(a.editor->resultFor(volume)->verdict, Verdict::Off);
        QCOMPARE(markOf(a.editor->textView(), volume)->format.background().color(), articlemarks::markColor(articlemarks::MarkState::False));

        // The price: $1 per million tokens is off on the default $0.10 and consistent once the
        // dashboard's price is $1.
        const std::size_t price = a.number("$1");
        a.editor->chooseNumber(price);
        QVERIFY(a.chooseQuantity("price_usd_per_mtok"));
        QVERIFY2(a.editor->confirmChosen(), qPrintable(a.editor->message()));
        QVERIFY(a.waitForAudit());
        QCOMPARE(a.editor->resultFor(price)->verdict, Verdict::Off);
        QVERIFY(doc->setValue(ParamId::Price, 1.0));
        QVERIFY(QTest::qWaitFor([&] { return a.editor->isCurrent() && a.editor->resultFor(price)->verdict == Verdict::Consistent; }, kBackgroundWaitMs));
        QCOMPARE(a.editor->resultFor(price)->verdict, handResult(handClaim("price_usd_per_mtok", 1, ClaimUnit::Usd), doc->scenario()).verdict);
    }

    void confirmIsOneUndoStepAndCtrlZUndoesIt()
    {
        ArticleWindow a;
        QVERIFY(a.editor->setArticleText(kText));
        a.editor->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(a.editor));
        const std::size_t volume = a.number("3.87");
        a.editor->chooseNumber(volume);
        const int before = a.editor->undoStack()->count();
        QVERIFY2(a.editor->confirmChosen(), qPrintable(a.editor->message()));
        QCOMPARE(a.editor->undoStack()->count(), before + 1);
        QCOMPARE(a.editor->decisionFor(volume)->status, ClaimStatus::Confirmed);
        QVERIFY(a.waitForAudit());
        QVERIFY(a.editor->resultFor(volume));

        QTest::keyClick(a.editor, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(a.editor->decisionFor(volume)->status, ClaimStatus::Draft);
        QVERIFY(!a.editor->resultFor(volume));
        QCOMPARE(a.editor->numbersTable()->model()->index(static_cast<int>(volume), 3).data().toString(), QStringLiteral("to confirm"));
        QCOMPARE(a.editor->textView()->toPlainText(), kText); // the text stays: only the confirmation was undone

        a.editor->undoStack()->redo();
        QCOMPARE(a.editor->decisionFor(volume)->status, ClaimStatus::Confirmed);
        QVERIFY(a.waitForAudit());
        QVERIFY(a.editor->resultFor(volume));
        // The document's own undo stack never saw the article's edits.
        QCOMPARE(a.w.document()->undoStack()->count(), 0);
    }

    void overridesKindAndToleranceAreStepsToo()
    {
        ArticleWindow a;
        QVERIFY(a.editor->setArticleText(kText));
        const std::size_t value = a.number("$100");
        a.editor->chooseNumber(value);
        QVERIFY(a.chooseQuantity("quota_list_value_usd_per_day"));
        // The price in the same sentence is offered and switched on; the volume of another sentence is offered, off.
        const auto& offers = a.editor->offers();
        const auto priceOffer = std::find_if(offers.begin(), offers.end(), [](const auto& o) { return o.param == ParamId::Price; });
        QVERIFY(priceOffer != offers.end());
        QCOMPARE(priceOffer->value, 1.0);
        QVERIFY(priceOffer->sameSentence);
        const int priceIndex = static_cast<int>(priceOffer - offers.begin());
        const extract::NumberDecision* d = a.editor->decisionFor(value);
        QCOMPARE(d->overrides.keys, std::vector<ParamId>{ParamId::Price});
        QVERIFY2(a.editor->confirmChosen(), qPrintable(a.editor->message()));
        QVERIFY(a.waitForAudit());
        // At the article's $1 a quota of 100T is worth $100M a day: consistent, as core judges it.
        ClaimOverrides atOne;
        atOne.keys = {ParamId::Price};
        atOne.values.set(ParamId::Price, 1);
        const Scenario& base = a.w.document()->scenario();
        QCOMPARE(a.editor->resultFor(value)->verdict, handResult(handClaim("quota_list_value_usd_per_day", 1e8, ClaimUnit::UsdPerDay, atOne), base).verdict);
        QCOMPARE(a.editor->resultFor(value)->verdict, Verdict::Consistent);

        // Without the article's price it is read at the dashboard's $0.10: off.
        const int steps = a.editor->undoStack()->count();
        QVERIFY(a.editor->chooseOverride(priceIndex, false));
        QCOMPARE(a.editor->undoStack()->count(), steps + 1);
        QVERIFY(a.waitForAudit());
        QCOMPARE(a.editor->resultFor(value)->verdict, handResult(handClaim("quota_list_value_usd_per_day", 1e8, ClaimUnit::UsdPerDay), base).verdict);
        QCOMPARE(a.editor->resultFor(value)->verdict, Verdict::Off);

        // The kind: at most $100M a day holds at $10M.
        QVERIFY(a.editor->chooseKind(ClaimKind::AtMost));
        QVERIFY(a.waitForAudit());
        QCOMPARE(a.editor->resultFor(value)->verdict, Verdict::Holds);
        QCOMPARE(a.editor->undoStack()->count(), steps + 2);
        a.editor->undoStack()->undo();
        QVERIFY(a.waitForAudit());
        QCOMPARE(a.editor->resultFor(value)->verdict, Verdict::Off);
        a.editor->undoStack()->undo();
        QVERIFY(a.waitForAudit());
        QCOMPARE(a.editor->resultFor(value)->verdict, Verdict::Consistent);

        // The tolerance: 50 % is the most; the step is one undo step and reaches the claim.
        QVERIFY(a.editor->chooseTolerance(50));
        QCOMPARE(*a.editor->catalogue()->findClaim(a.editor->resultFor(value)->claim->id)->tolerancePct, 50.0);
        QVERIFY(!a.editor->chooseTolerance(80)); // refused by the claims file's rule, with a message
        QVERIFY(a.editor->message().contains(QStringLiteral("50")));
        QCOMPARE(a.editor->decisionFor(value)->tolerancePct, 50.0);
    }

    void uncheckableNeedsAReason()
    {
        ArticleWindow a;
        QVERIFY(a.editor->setArticleText(kText));
        const std::size_t volume = a.number("3.87");
        a.editor->chooseNumber(volume);
        const int steps = a.editor->undoStack()->count();
        QVERIFY(!a.editor->markChosenUncheckable(QStringLiteral("   ")));
        QVERIFY(!a.editor->message().isEmpty());
        QCOMPARE(a.editor->undoStack()->count(), steps);
        QVERIFY(a.editor->markChosenUncheckable(QStringLiteral("no source for the volume")));
        QCOMPARE(a.editor->decisionFor(volume)->status, ClaimStatus::Uncheckable);
        QVERIFY(a.editor->numbersTable()->model()->index(static_cast<int>(volume), 3).data().toString().contains(QStringLiteral("no source for the volume")));
        const Claim* c = a.editor->catalogue()->findClaim("n1");
        QVERIFY(c);
        QCOMPARE(c->status, ClaimStatus::Uncheckable);
        QCOMPARE(english(c->reason), std::string("no source for the volume"));
    }

    void badFilesAndTextsAreRefused()
    {
        ArticleWindow a;
        QVERIFY(a.editor->setArticleText(kText));
        const int steps = a.editor->undoStack()->count();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());

        const QString latin1 = dir.filePath(QStringLiteral("latin1.txt"));
        {
            QFile f(latin1);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("Caf\xe9 prices rose 3 %.\n"); // Latin-1, not UTF-8: byte 3 is 0xE9
        }
        QVERIFY(!a.editor->openTextFile(latin1));
        QVERIFY2(a.editor->message().contains(QStringLiteral("latin1.txt")) && a.editor->message().contains(QStringLiteral("UTF-8")),
                 qPrintable(a.editor->message()));
        QCOMPARE(a.editor->undoStack()->count(), steps);
        QCOMPARE(a.editor->textView()->toPlainText(), kText);

        const QString big = dir.filePath(QStringLiteral("big.txt"));
        {
            QFile f(big);
            QVERIFY(f.open(QIODevice::WriteOnly));
            const QByteArray line(1023, 'a');
            for (int i = 0; i < 1025; ++i)
                f.write(line + '\n'); // 1,049,600 bytes: 1 KiB over the limit
        }
        QVERIFY(!a.editor->openTextFile(big));
        QVERIFY2(a.editor->message().contains(QStringLiteral("1 MiB")), qPrintable(a.editor->message()));
        QCOMPARE(a.editor->undoStack()->count(), steps);
        QCOMPARE(a.editor->textView()->toPlainText(), kText);

        QVERIFY(!a.editor->setArticleText(QStringLiteral("  \n\t ")));
        QVERIFY2(a.editor->message().contains(QStringLiteral("white space")), qPrintable(a.editor->message()));
        QCOMPARE(a.editor->undoStack()->count(), steps);

        // A good file is read, named by its file name when its first line is too long for a title.
        const QString good = dir.filePath(QStringLiteral("good.txt"));
        {
            QFile f(good);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(kText.toUtf8());
        }
        QVERIFY(a.editor->openTextFile(good));
        QCOMPARE(a.editor->undoStack()->count(), steps + 1);
    }

    void chineseTextFindsWanYi()
    {
        ArticleWindow a;
        QVERIFY(a.editor->setArticleText(QStringLiteral("智谱每天 100 万亿 tokens 的免费额度。")));
        const auto& numbers = a.editor->numbers();
        const auto it = std::find_if(numbers.begin(), numbers.end(), [](const auto& n) { return n.isClaim(); });
        QVERIFY(it != numbers.end());
        QCOMPARE(it->low, 1e14);
        QCOMPARE(it->unit, extract::Unit::Tokens);
        QCOMPARE(a.editor->catalogue()->sources.front().language, std::string("zh"));
        // The mark covers the number where the text has it (UTF-16 positions of a Chinese text).
        const auto mark = markOf(a.editor->textView(), static_cast<std::size_t>(it - numbers.begin()));
        QVERIFY(mark);
        QCOMPARE(mark->cursor.selectionStart(), QStringLiteral("智谱每天 100 万亿 tokens 的免费额度。").indexOf(QStringLiteral("100")));
    }

    void exportWritesClaimsFileAndClaimReview()
    {
        ArticleWindow a;
        QVERIFY(a.editor->setArticleText(kText));
        QVERIFY(a.editor->setSourceField(ArticleEditor::SourceField::Publisher, QStringLiteral("Example Daily")));
        QVERIFY(a.editor->setSourceField(ArticleEditor::SourceField::Date, QStringLiteral("2026-03-05")));
        QVERIFY(a.editor->setSourceField(ArticleEditor::SourceField::Url, QStringLiteral("https://example.com/zhipu")));
        const int steps = a.editor->undoStack()->count();
        QVERIFY(!a.editor->setSourceField(ArticleEditor::SourceField::Date, QStringLiteral("2026-13-45")));
        QVERIFY2(a.editor->message().contains(QStringLiteral("2026-13-45")), qPrintable(a.editor->message()));
        QCOMPARE(a.editor->undoStack()->count(), steps);
        QCOMPARE(a.editor->article().source.date, std::string("2026-03-05"));

        const std::size_t volume = a.number("3.87");
        a.editor->chooseNumber(volume);
        QVERIFY(a.chooseQuantity("demand_tokens_per_day"));
        QVERIFY2(a.editor->confirmChosen(), qPrintable(a.editor->message()));

        QTemporaryDir dir;
        const QString claims = dir.filePath(QStringLiteral("article.json"));
        QVERIFY(a.editor->exportClaimsFile(claims));
        const Checked<ClaimCatalogue> read = readCatalogueFile(claims.toStdString());
        QVERIFY2(read.ok(), read.ok() ? "" : read.problems.front().text().c_str());
        QCOMPARE(read.value->sources.size(), std::size_t{1});
        QCOMPARE(read.value->sources.front().publisher, std::string("Example Daily"));
        QCOMPARE(read.value->sources.front().url, std::string("https://example.com/zhipu"));
        const Claim* confirmed = read.value->findClaim("n1");
        QVERIFY(confirmed);
        QCOMPARE(confirmed->status, ClaimStatus::Confirmed);
        QCOMPARE(confirmed->quantity, std::string("demand_tokens_per_day"));
        QCOMPARE(confirmed->claimed, 3.87e12);
        QCOMPARE(read.value->contextNumbers.size(), std::size_t{1}); // the year

        const QString review = dir.filePath(QStringLiteral("article.jsonld"));
        QVERIFY(a.editor->exportClaimReview(review));
        QFile f(review);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QJsonArray reviews = QJsonDocument::fromJson(f.readAll()).array();
        QCOMPARE(reviews.size(), 1); // only the confirmed claim is judged
        const QJsonObject first = reviews.first().toObject();
        QCOMPARE(first.value(QStringLiteral("@type")).toString(), QStringLiteral("ClaimReview"));
        QVERIFY(first.value(QStringLiteral("claimReviewed")).toString().contains(QStringLiteral("3.87 trillion tokens a day")));
        QCOMPARE(first.value(QStringLiteral("reviewRating")).toObject().value(QStringLiteral("alternateName")).toString(), QStringLiteral("consistent"));
        QCOMPARE(first.value(QStringLiteral("itemReviewed")).toObject().value(QStringLiteral("datePublished")).toString(), QStringLiteral("2026-03-05"));
    }

    void savedArticleReopensMarkedWithItsClaims()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        ArticleWindow a;
        auto* library = a.w.findChild<LibraryService*>();
        QVERIFY(library);
        QVERIFY(!library->isOpen()); // app/startup.cpp opens the user's library; a bare window has none
        QVERIFY(!a.editor->saveArticleAs(QStringLiteral("nowhere")));
        QVERIFY2(a.editor->message().contains(QStringLiteral("library")), qPrintable(a.editor->message()));
        QVERIFY(library->open(dir.filePath(QStringLiteral("library.db"))));

        QVERIFY(a.editor->setArticleText(kText));
        QVERIFY(a.editor->setSourceField(ArticleEditor::SourceField::Publisher, QStringLiteral("Example Daily")));
        const std::size_t volume = a.number("3.87");
        const std::size_t price = a.number("$1");
        a.editor->chooseNumber(volume);
        QVERIFY(a.chooseQuantity("demand_tokens_per_day"));
        QVERIFY(a.editor->confirmChosen());
        a.editor->chooseNumber(price);
        QVERIFY(a.editor->markChosenUncheckable(QStringLiteral("an industry average, not Zhipu's price")));
        QVERIFY2(a.editor->saveArticleAs(QStringLiteral("zhipu free quota")), qPrintable(a.editor->message()));
        QVERIFY(a.editor->message().contains(QStringLiteral("version 1")));
        QVERIFY(a.editor->saveArticleAs(QStringLiteral("zhipu free quota")));
        QVERIFY(a.editor->message().contains(QStringLiteral("version 2")));

        // Another article in the window; its name may not take the saved one's.
        QVERIFY(a.editor->setArticleText(QStringLiteral("Zhipu serves 23.2 trillion tokens in six days.")));
        QVERIFY(a.editor->savedName().isEmpty());
        QVERIFY(!a.editor->saveArticleAs(QStringLiteral("zhipu free quota")));
        QVERIFY2(a.editor->message().contains(QStringLiteral("already")), qPrintable(a.editor->message()));
        const Checked<std::vector<ArticleSummary>> list = library->listArticles();
        QVERIFY(list.ok());
        QCOMPARE(list.value->size(), std::size_t{1});
        QCOMPARE(list.value->front().versions, 2);

        // Reopened: the text marked again, the confirmed claim audited, the uncheckable one with its reason.
        QVERIFY2(a.editor->openSavedArticle(QStringLiteral("zhipu free quota")), qPrintable(a.editor->message()));
        QCOMPARE(a.editor->textView()->toPlainText(), kText);
        QCOMPARE(a.editor->article().source.publisher, std::string("Example Daily"));
        QCOMPARE(a.editor->decisionFor(volume)->status, ClaimStatus::Confirmed);
        QCOMPARE(a.editor->decisionFor(volume)->quantity, std::string("demand_tokens_per_day"));
        QCOMPARE(a.editor->decisionFor(price)->status, ClaimStatus::Uncheckable);
        QCOMPARE(a.editor->decisionFor(price)->reason, std::string("an industry average, not Zhipu's price"));
        QCOMPARE(a.editor->decisionFor(a.number("100"))->status, ClaimStatus::Draft);
        QCOMPARE(markOf(a.editor->textView(), volume)->cursor.selectionStart(), kText.indexOf(QStringLiteral("3.87")));
        QVERIFY(a.waitForAudit());
        QCOMPARE(a.editor->resultFor(volume)->verdict, Verdict::Consistent);
        // Opening is one undo step: undone, the other article is back.
        a.editor->undoStack()->undo();
        QCOMPARE(a.editor->textView()->toPlainText(), QStringLiteral("Zhipu serves 23.2 trillion tokens in six days."));

        QVERIFY(!a.editor->openSavedArticle(QStringLiteral("no such article")));
        QVERIFY(!a.editor->message().isEmpty());
    }

    void sourcesShowPublisherDateAndLink()
    {
        // A source that gives them (the built-in five give none: the articles name no publisher or date).
        const std::string file = "{\"schema\": \"token-runway/claims@3\", \"claims\": [], \"sources\": [{\"id\": \"Z\", "
                                 "\"title\": \"Free tokens, costly chips\", \"description\": \"article\", \"publisher\": \"Example Daily\", "
                                 "\"date\": \"2026-03-05\", \"url\": \"https://example.com/zhipu\", \"language\": \"zh\", "
                                 "\"original_title\": \"免费的 token，昂贵的芯片\"}]}";
        const Checked<ClaimCatalogue> cat = parseCatalogue(file);
        QVERIFY2(cat.ok(), cat.ok() ? "" : cat.problems.front().text().c_str());
        const QString html = SourcesPanel::html(sourcesPage(*cat.value));
        QVERIFY(html.contains(QStringLiteral("Example Daily")));
        QVERIFY(html.contains(QStringLiteral("2026-03-05")));
        QVERIFY(html.contains(QStringLiteral("<a href=\"https://example.com/zhipu\">")));
        QVERIFY(html.contains(QStringLiteral("免费的 token，昂贵的芯片")));
        const std::string text = sourcesPageText(sourcesPage(*cat.value));
        QVERIFY(text.find("Example Daily, 2026-03-05, https://example.com/zhipu") != std::string::npos);

        // The built-in titles: no "original title" in English; in Chinese the English title beside the translated one.
        const ClaimSource& builtinA = builtinCatalogue().sources.front();
        QVERIFY(SourcesPanel::originalTitle(builtinA).isEmpty());
        MainWindow w;
        auto* sources = part<SourcesPanel>(w, QStringLiteral("sourcesPanel"));
        QVERIFY(!sources->pageText().contains(QStringLiteral("Original title")));
        {
            Language zh("zh_CN");
            QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
            const QString page = sources->pageText();
            const QString english = QString::fromStdString(runway::english(builtinA.title));
            QVERIFY2(page.contains(english), qPrintable(page.left(600)));
            QVERIFY(hasChinese(display::text(builtinA.title)));
            QVERIFY(page.contains(display::text(builtinA.title)));
        }
    }

    /// Pictures for a person to look at: RUNWAY_ARTICLE_SHOTS=folder (run under Xvfb for real fonts).
    void screenshots()
    {
        const QString folder = qEnvironmentVariable("RUNWAY_ARTICLE_SHOTS");
        if (folder.isEmpty())
            QSKIP("set RUNWAY_ARTICLE_SHOTS to a folder to write the Add article screenshots");
        // The Chinese window audits a Chinese article (written for this test, as kText).
        const QString zhText = QStringLiteral("免费的 token，昂贵的芯片\n\n2025 年该服务每天处理 3.87 万亿 tokens。智谱每天提供 100 万亿 tokens 的免费额度。"
                                              "按每百万 tokens 1 美元的价格计算，这些额度每天价值 1 亿美元。");
        for (const char* language : {"en", "zh_CN"}) {
            Language lang(language);
            const bool zh = QLatin1String(language) == QLatin1String("zh_CN");
            ArticleWindow a;
            a.editor->resize(1366, 740);
            QVERIFY(a.editor->setArticleText(zh ? zhText : QStringLiteral("Free tokens, costly chips\n\n") + kText));
            QVERIFY(a.editor->setSourceField(ArticleEditor::SourceField::Publisher, QStringLiteral("Example Daily")));
            QVERIFY(a.editor->setSourceField(ArticleEditor::SourceField::Date, QStringLiteral("2026-03-05")));
            a.editor->chooseNumber(a.number("3.87"));
            QVERIFY(a.chooseQuantity("demand_tokens_per_day"));
            QVERIFY2(a.editor->confirmChosen(), qPrintable(a.editor->message()));
            a.editor->chooseNumber(a.number(zh ? "1 亿" : "$100"));
            QVERIFY(a.chooseQuantity("quota_list_value_usd_per_day"));
            QVERIFY2(a.editor->confirmChosen(), qPrintable(a.editor->message()));
            QVERIFY(a.waitForAudit());
            QTest::qWait(200);
            const QString name = QStringLiteral("%1/claims-add-article-%2-1366.png").arg(folder, QString::fromLatin1(language).left(2));
            QVERIFY(a.editor->grab().save(name));
        }
    }
};

QTEST_MAIN(TestArticleWindow)
#include "test_articles.moc"
