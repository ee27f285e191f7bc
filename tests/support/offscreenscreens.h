// A UI test's main() on the offscreen platform with the screens it asks for (Qt's offscreen
// plugin reads them from a JSON file named in QT_QPA_PLATFORM): the sizes people present from.
#pragma once

#include <QApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

namespace runway::test {

/// The laptop people present from: one 1366 × 768 screen at 96 dpi.
inline constexpr const char* kLaptopScreen =
    R"({"screens": [{"name": "laptop", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})";

/// Writes `screensJson` for the offscreen platform, then runs the test object `Test` as QTEST_MAIN does.
template <class Test> int runOnScreens(int argc, char** argv, const char* screensJson)
{
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screens.json"));
    QFile file(config);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(config));
    file.write(screensJson);
    file.close();
    qputenv("QT_QPA_PLATFORM", "offscreen:configfile=" + config.toLocal8Bit());
    QApplication app(argc, argv);
    Test test;
    return QTest::qExec(&test, argc, argv);
}

} // namespace runway::test
