// WrapLabel, the window's word-wrapped plain-text label (cards, parameters, the welcome pane): it
// shapes its text once and breaks it into lines for each width, where a QLabel shapes the text
// again for every size asked (issue 22 item 6, start-up). Every size it gives must be a plain
// QLabel's, to the pixel, for any text, font, margin, indent, frame, alignment and minimum size;
// where it cannot measure itself (a mnemonic, a tab, a selectable text) QLabel measures.
#include <QtTest>

#include <QFrame>
#include <QLabel>
#include <QSpinBox>

#include "ui/widgets/wraplabel.h"

using namespace runway;

namespace {

struct Setup {
    const char* name;
    void (*apply)(QLabel&);
};

/// The configurations the window uses and the ones QLabel's arithmetic treats apart.
const Setup kSetups[] = {
    {"plain", [](QLabel&) {}},
    {"big bold font",
     [](QLabel& l) {
         QFont f = l.font();
         f.setPixelSize(31);
         f.setBold(true);
         l.setFont(f);
     }},
    {"small point font",
     [](QLabel& l) {
         QFont f = l.font();
         f.setPointSizeF(7.5);
         l.setFont(f);
     }},
    {"contents margins", [](QLabel& l) { l.setContentsMargins(3, 7, 11, 2); }},
    {"margin", [](QLabel& l) { l.setMargin(5); }},
    {"indent", [](QLabel& l) { l.setIndent(9); }},
    {"frame and default indent", [](QLabel& l) { l.setFrameShape(QFrame::StyledPanel); }},
    {"frame, margin and top-aligned indent",
     [](QLabel& l) {
         l.setFrameShape(QFrame::Box);
         l.setLineWidth(2);
         l.setMargin(2);
         l.setAlignment(Qt::AlignLeft | Qt::AlignTop);
     }},
    {"minimum width", [](QLabel& l) { l.setMinimumWidth(140); }},
    {"minimum height", [](QLabel& l) { l.setMinimumHeight(60); }},
    {"maximum width", [](QLabel& l) { l.setMaximumWidth(180); }},
    {"right aligned", [](QLabel& l) { l.setAlignment(Qt::AlignRight | Qt::AlignVCenter); }},
    {"centred", [](QLabel& l) { l.setAlignment(Qt::AlignCenter); }},
    {"bottom right", [](QLabel& l) { l.setAlignment(Qt::AlignRight | Qt::AlignBottom); }},
    {"leading, right to left", [](QLabel& l) { l.setLayoutDirection(Qt::RightToLeft); }},
};

const char* const kTexts[] = {
    "",
    "Runway",
    "Chance of running out within 12 months",
    "90 %: $59.6M – $272M\u00A0/ month recurring + $79.8M of accelerators on day 0",
    "The company pays the serving cost of the tokens developers actually use, not the list value of the quota it offers.",
    "Supercalifragilisticexpialidociousandthensomemore word",
    "two spaces  between   words and a trailing one ",
    "a line\nand another\r\nand a third",
    "R&D (no buddy: the & is a character)",
    "12 个月内耗尽现金的可能性",
    "公司支付的是开发者实际使用的代币的服务成本，而不是它提供的免费额度的标价。",
    "免费额度 100T tokens / 天 · 人民币 25.52 亿 · $375K / day",
    "نفاد النقد خلال 12 شهرًا: احتمال 93.7 ٪",
    "שיעור ההמרה 0.4 % mixed with English words",
};

/// The widths the layouts ask: none (-1), nothing, every 7 pixels to 700, and "one line".
QList<int> widths()
{
    QList<int> w{-1, 0, 1, 2, 5, QWIDGETSIZE_MAX};
    for (int x = 9; x <= 700; x += 7)
        w << x;
    return w;
}

} // namespace

class TestWrapLabel : public QObject {
    Q_OBJECT
private slots:
    void sizesAreAQLabels_data()
    {
        QTest::addColumn<int>("setup");
        QTest::addColumn<QString>("text");
        for (int s = 0; s < int(std::size(kSetups)); ++s)
            for (const char* text : kTexts)
                QTest::addRow("%s | %s", kSetups[s].name, qPrintable(QString::fromUtf8(text).left(24).replace(QLatin1Char('\n'), QLatin1Char('/'))))
                    << s << QString::fromUtf8(text);
    }

    void sizesAreAQLabels()
    {
        QFETCH(int, setup);
        QFETCH(QString, text);
        WrapLabel label;
        QLabel reference;
        reference.setTextFormat(Qt::PlainText);
        reference.setWordWrap(true);
        for (QLabel* l : {static_cast<QLabel*>(&label), &reference}) {
            kSetups[setup].apply(*l);
            l->setText(text);
        }
        // A plain text is measured from the shaped layout, not by QLabel; an empty one by QLabel.
        QCOMPARE(label.measuresItself(), !text.isEmpty());
        QCOMPARE(label.sizeHint(), reference.sizeHint());
        QCOMPARE(label.minimumSizeHint(), reference.minimumSizeHint());
        for (int width : widths())
            if (label.heightForWidth(width) != reference.heightForWidth(width))
                QFAIL(qPrintable(
                    QStringLiteral("height for width %1: %2, QLabel %3").arg(width).arg(label.heightForWidth(width)).arg(reference.heightForWidth(width))));
    }

    // The measures follow every edit: text, font, margins, minimum size, alignment. (Compared with
    // a new QLabel each time: a QLabel keeps its size hint when its minimum size changes.)
    void measuresFollowEdits()
    {
        WrapLabel label;
        const auto same = [&](int width) {
            QLabel reference;
            reference.setWordWrap(true);
            reference.setTextFormat(Qt::PlainText);
            reference.setText(QStringLiteral("x")); // like the label, a text label even when emptied
            reference.setText(label.text());
            reference.setFont(label.font());
            reference.setContentsMargins(label.contentsMargins());
            reference.setMinimumSize(label.minimumSize());
            reference.setAlignment(label.alignment());
            return label.heightForWidth(width) == reference.heightForWidth(width) && label.sizeHint() == reference.sizeHint() &&
                   label.minimumSizeHint() == reference.minimumSizeHint();
        };
        label.setText(QStringLiteral("Chance of running out within 12 months"));
        const int twoLines = label.heightForWidth(120);
        QVERIFY(same(120) && same(60) && same(400));
        QVERIFY(label.heightForWidth(60) > twoLines); // narrower: more lines
        label.setText(QStringLiteral("Runway"));
        QVERIFY(same(120));
        QVERIFY(label.heightForWidth(120) < twoLines); // a remembered height would have stayed
        QFont big = label.font();
        big.setPixelSize(40);
        label.setFont(big);
        QVERIFY(same(120));
        label.setContentsMargins(0, 30, 0, 30);
        QVERIFY(same(120));
        label.setMinimumWidth(300);
        QVERIFY(same(120));
        label.setAlignment(Qt::AlignRight);
        QVERIFY(same(120));
        label.setText(QStringLiteral("累计资金缺口（百万美元，按月）在十二个月内耗尽的可能性"));
        QVERIFY(same(80) && same(500));
        label.setText(QString()); // emptied: QLabel measures
        QVERIFY(!label.measuresItself());
        QVERIFY(same(80));
    }

    // Where QLabel measures differently (a mnemonic with a buddy, tab stops, a text control), it
    // measures: the answers are still a QLabel's.
    void otherTextsAreMeasuredByQLabel()
    {
        QSpinBox buddy;
        WrapLabel label;
        QLabel reference;
        reference.setWordWrap(true);
        reference.setTextFormat(Qt::PlainText);
        for (QLabel* l : {static_cast<QLabel*>(&label), &reference}) {
            l->setText(QStringLiteral("&Reference price and its long explanation"));
            l->setBuddy(&buddy);
        }
        QVERIFY(!label.measuresItself());
        QCOMPARE(label.sizeHint(), reference.sizeHint());
        QCOMPARE(label.heightForWidth(90), reference.heightForWidth(90));
        label.setBuddy(nullptr);
        QVERIFY(label.measuresItself()); // without a buddy the "&" is a character
        label.setText(QStringLiteral("a\ttab"));
        QVERIFY(!label.measuresItself());
        label.setText(QStringLiteral("$581.6M selectable"));
        QVERIFY(label.measuresItself());
        label.setTextInteractionFlags(Qt::TextSelectableByMouse);
        QVERIFY(!label.measuresItself());
        reference.setBuddy(nullptr);
        reference.setText(label.text());
        reference.setTextInteractionFlags(Qt::TextSelectableByMouse);
        QCOMPARE(label.sizeHint(), reference.sizeHint());
        QCOMPARE(label.heightForWidth(50), reference.heightForWidth(50));
    }

    // A parameter's unit is painted in the muted colour, its name in the text's; "&" is shown as one "&".
    void parameterUnitIsMuted()
    {
        WrapLabel label;
        QFont big = label.font();
        big.setPixelSize(30);
        label.setFont(big);
        const QColor muted(0xc0, 0x30, 0x30); // a colour no antialiasing of black on white gives
        label.setMutedSuffix(QStringLiteral("R&D"), QStringLiteral("$ per month"), muted);
        QCOMPARE(label.text(), QStringLiteral("R&&D ($ per month)"));
        QCOMPARE(label.mutedSuffix(), QStringLiteral(" ($ per month)"));
        label.resize(900, label.heightForWidth(900));
        QPalette p = label.palette();
        p.setColor(QPalette::Window, Qt::white);
        p.setColor(QPalette::WindowText, Qt::black);
        label.setPalette(p);
        label.setAutoFillBackground(true);
        const QImage image = label.grab().toImage().convertToFormat(QImage::Format_RGB32);
        const int split = QFontMetrics(big).horizontalAdvance(QStringLiteral("R&D"));
        int reddish = 0, dark = 0, reddishLeft = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QColor c(image.pixel(x, y));
                if (c.red() > 150 && c.green() < 100 && c.blue() < 100) {
                    ++reddish;
                    reddishLeft += x < split;
                } else if (c.red() < 60 && c.green() < 60 && c.blue() < 60 && x < split) {
                    ++dark;
                }
            }
        QVERIFY2(reddish > 50, "the unit is painted in the muted colour");
        QCOMPARE(reddishLeft, 0); // the name is not
        QVERIFY2(dark > 50, "the name is painted in the text colour");
    }
};

QTEST_MAIN(TestWrapLabel)
#include "test_wraplabel.moc"
