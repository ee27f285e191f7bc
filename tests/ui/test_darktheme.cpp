// Issue 27 item 5: printing and the dark theme. The report and every exported chart image are dark text on
// white whatever the window's palette (the same pixels under both themes); in the window, the welcome's
// links, tick boxes and the library's lock icon stay readable in the dark theme. Contrast is measured on
// renders, as WCAG 2 defines it: (L1 + 0.05) / (L2 + 0.05) of the relative luminances, at least 4.5 for
// text and 3 for a control's frame.
#include <QtTest>

#include <QCheckBox>
#include <QLabel>
#include <QListView>
#include <QTemporaryDir>

#include "core/model/model.h"
#include "ui/charts/chartexport.h"
#include "ui/charts/runwaychart.h"
#include "ui/library/scenariolist.h"
#include "ui/panels/welcomepane.h"
#include "ui/report/report.h"
#include "ui/theme.h"

using namespace runway;

namespace {

double channel(double c)
{
    return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

double luminance(const QColor& c)
{
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

/// WCAG 2's contrast ratio of two colours, 1 … 21.
double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

/// The most frequent colour of `image` inside `area`: the background.
QColor background(const QImage& image, QRect area)
{
    QHash<QRgb, int> count;
    area &= image.rect();
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x)
            ++count[image.pixel(x, y)];
    QRgb best = 0;
    int most = -1;
    for (auto it = count.cbegin(); it != count.cend(); ++it)
        if (it.value() > most)
            best = it.key(), most = it.value();
    return QColor(best);
}

/// The highest contrast of any pixel in `area` (that `keep` accepts) against `back`: for a glyph or a line
/// drawn at least a pixel wide, the contrast of its colour.
double inkContrast(const QImage& image, QRect area, const QColor& back, const std::function<bool(const QColor&)>& keep = {})
{
    double best = 1;
    area &= image.rect();
    for (int y = area.top(); y <= area.bottom(); ++y)
        for (int x = area.left(); x <= area.right(); ++x) {
            const QColor c(image.pixel(x, y));
            if (!keep || keep(c))
                best = std::max(best, contrast(c, back));
        }
    return best;
}

QImage readImage(const QString& path)
{
    QImage image(path);
    return image.convertToFormat(QImage::Format_RGB32);
}

} // namespace

class TestDarkTheme : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }

    void cleanup() { applyTheme(ThemeChoice::Light); }

    void palettesHaveReadableText()
    {
        for (const QPalette& p : {printPalette(), darkPalette()}) {
            QVERIFY(contrast(p.color(QPalette::Text), p.color(QPalette::Base)) >= 4.5);
            QVERIFY(contrast(p.color(QPalette::WindowText), p.color(QPalette::Window)) >= 4.5);
            QVERIFY(contrast(p.color(QPalette::Link), p.color(QPalette::Window)) >= 4.5);
        }
    }

    // The report written under the dark theme is the light one, pixel for pixel; its title is dark on white.
    void reportIgnoresTheWindowTheme()
    {
        QTemporaryDir dir;
        const Scenario s;
        applyTheme(ThemeChoice::Light);
        QVERIFY(!writeReport(s, dir.filePath(QStringLiteral("light.png")), QPageSize::A4));
        applyTheme(ThemeChoice::Dark);
        QVERIFY(isDark(QApplication::palette()));
        QVERIFY(!writeReport(s, dir.filePath(QStringLiteral("dark.png")), QPageSize::A4));
        const QImage light = readImage(dir.filePath(QStringLiteral("light.png")));
        const QImage dark = readImage(dir.filePath(QStringLiteral("dark.png")));
        QVERIFY(!dark.isNull());
        QCOMPARE(dark.size(), light.size());
        QVERIFY(dark == light);
        const QRect top(0, 0, dark.width(), dark.height() / 25); // the title and the first rows
        const QColor paper = background(dark, top);
        QCOMPARE(paper, QColor(Qt::white));
        QVERIFY2(inkContrast(dark, top, paper) >= 4.5, qPrintable(QString::number(inkContrast(dark, top, paper))));
    }

    // A chart exported (PNG) under the dark theme: white paper, dark text, the same as under the light theme;
    // the chart in the window keeps its dark palette after the export.
    void exportedChartIgnoresTheWindowTheme()
    {
        QTemporaryDir dir;
        const Scenario s;
        const SimulationResult r = simulate(s);
        QImage images[2];
        for (int dark = 0; dark < 2; ++dark) {
            applyTheme(dark ? ThemeChoice::Dark : ThemeChoice::Light);
            RunwayChart chart;
            chart.resize(900, 500);
            chart.setData(s, r);
            const QString path = dir.filePath(QStringLiteral("chart%1.png").arg(dark));
            QVERIFY(!chartexport::save(chart, path, QSize(900, 500)));
            images[dark] = readImage(path);
            QCOMPARE(isDark(chart.palette()), dark == 1); // the window's chart is back in its theme
        }
        QVERIFY(images[1] == images[0]);
        const QColor paper = background(images[1], images[1].rect());
        QCOMPARE(paper, QColor(Qt::white));
        QVERIFY(inkContrast(images[1], images[1].rect(), paper) >= 4.5);
    }

    // The welcome's links after a switch to the dark theme: the link colour, at least 4.5:1 on the pane.
    void welcomeLinksReadableAfterASwitch()
    {
        applyTheme(ThemeChoice::Light);
        WelcomePane pane;
        QFont big = pane.font();
        big.setPixelSize(28); // glyph stems several pixels wide: their cores carry the text's own colour
        pane.setFont(big);
        pane.resize(1400, 260);
        for (int dark = 0; dark < 2; ++dark) {
            applyTheme(dark ? ThemeChoice::Dark : ThemeChoice::Light);
            QCoreApplication::processEvents();
            const QImage image = pane.grab().toImage().convertToFormat(QImage::Format_RGB32);
            const QColor back = background(image, image.rect());
            const QColor link = pane.palette().color(QPalette::Link);
            QVERIFY2(contrast(link, back) >= 4.5, qPrintable(link.name() + QStringLiteral(" on ") + back.name()));
            // the link's pixels (bluish) reach the link colour's contrast; the body text reaches 4.5 too
            const auto bluish = [](const QColor& c) { return c.blue() > c.red() + 40; };
            const double linkInk = inkContrast(image, image.rect(), back, bluish);
            QVERIFY2(linkInk >= 4.5,
                     qPrintable(QStringLiteral("links %1:1 in the %2 theme").arg(linkInk).arg(dark ? QStringLiteral("dark") : QStringLiteral("light"))));
            QVERIFY(inkContrast(image, image.rect(), back, [&](const QColor& c) { return !bluish(c); }) >= 4.5);
        }
    }

    // An empty tick box, as a check box and in an item view: its frame stands out from its fill (3:1).
    void tickBoxesReadableInTheDarkTheme()
    {
        for (int dark = 0; dark < 2; ++dark) {
            applyTheme(dark ? ThemeChoice::Dark : ThemeChoice::Light);
            QCheckBox box;
            box.resize(200, 40);
            const QImage image = box.grab().toImage().convertToFormat(QImage::Format_RGB32);
            QStyleOptionButton option;
            option.initFrom(&box);
            const QRect indicator = box.style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, &box);
            const QColor fill = QColor(image.pixel(indicator.center()));
            QVERIFY2(inkContrast(image, indicator, fill) >= 3, qPrintable(QStringLiteral("%1:1 in the %2 theme")
                                                                              .arg(inkContrast(image, indicator, fill))
                                                                              .arg(dark ? QStringLiteral("dark") : QStringLiteral("light"))));
        }
    }

    // The library's lock icon (a preset) and tick box after a switch to the dark theme: the lock is drawn in
    // the text's colour as it is painted (4.5:1), the empty tick box framed (3:1).
    void libraryListReadableAfterASwitch()
    {
        applyTheme(ThemeChoice::Light);
        ScenarioListModel model;
        model.setSummaries({ScenarioSummary{"Bull", true, "bull", "2026-12-01T08:33:52.123Z", 1}});
        QListView view;
        view.setModel(&model);
        view.setItemDelegate(new ScenarioItemDelegate(&view));
        view.setIconSize(QSize(32, 32));
        view.resize(400, 120);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        applyTheme(ThemeChoice::Dark);
        QCoreApplication::processEvents();
        const QImage image = view.viewport()->grab().toImage().convertToFormat(QImage::Format_RGB32);
        const QRect row = view.visualRect(model.index(0, 0));
        const QColor back = view.palette().color(QPalette::Base);
        QStyleOptionViewItem option;
        option.initFrom(view.viewport());
        option.rect = row;
        option.features = QStyleOptionViewItem::HasCheckIndicator | QStyleOptionViewItem::HasDecoration | QStyleOptionViewItem::HasDisplay;
        option.decorationSize = QSize(32, 32);
        const QRect icon = view.style()->subElementRect(QStyle::SE_ItemViewItemDecoration, &option, &view);
        const QRect check = view.style()->subElementRect(QStyle::SE_ItemViewItemCheckIndicator, &option, &view);
        QVERIFY2(inkContrast(image, icon, back) >= 4.5, qPrintable(QStringLiteral("lock %1:1").arg(inkContrast(image, icon, back))));
        QVERIFY2(inkContrast(image, check, back) >= 3, qPrintable(QStringLiteral("tick box %1:1").arg(inkContrast(image, check, back))));
    }
};

QTEST_MAIN(TestDarkTheme)
#include "test_darktheme.moc"
