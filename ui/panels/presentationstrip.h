#pragma once
// The headline controls inside presentation mode (issue 26): the list price on a wide log slider
// ($0.03 – $1 per 1M tokens), the free quota and the conversion, each with its value in large type.
// They edit the same document as the parameter panel, one undo step per drag, and follow it.

#include <vector>

#include <QWidget>

#include "core/scenario/parameters.h"

class QAction;
class QLabel;
class QSlider;

namespace runway {

class ScenarioDocument;
struct Scenario;
struct SimulationResult;

class PresentationStrip : public QWidget {
    Q_OBJECT
public:
    /// The parameters on the strip, left to right.
    static constexpr ParamId kParams[] = {ParamId::Price, ParamId::FreeQuota, ParamId::Conversion};

    explicit PresentationStrip(ScenarioDocument* doc, QWidget* parent = nullptr);

    /// The slider of one of kParams (nullptr for another parameter).
    QSlider* slider(ParamId id) const;
    /// The value as the strip shows it, in large type ("$0.10 per 1M tokens").
    QString valueText(ParamId id) const;
    /// A button for `action` at the end of the strip (the axes' freeze during a drag).
    void addToggle(QAction* action);

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Column {
        ParamId id;
        QLabel* caption;
        QLabel* value;
        QSlider* slider;
    };
    void follow(const Scenario& s, const SimulationResult& r);
    void applyFonts();
    const Column* column(ParamId id) const;

    ScenarioDocument* m_doc;
    std::vector<Column> m_columns;
    int m_gesture = 0;
};

} // namespace runway
