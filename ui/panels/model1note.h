#pragma once
// The note a model-1 scenario opens with (MODEL.md §0): it was saved with model 1's assumptions,
// its results are shown as saved, and one click (one undo step) moves it onto model 2's. Not
// modal: the dashboard works beneath it; closing it hides it until another model-1 scenario opens.

#include <QFrame>

#include "core/model/model.h"

class QLabel;
class QPushButton;

namespace runway {

class ScenarioDocument;

class Model1Note : public QFrame {
    Q_OBJECT
public:
    explicit Model1Note(ScenarioDocument* doc, QWidget* parent = nullptr);

    QString text() const;
    QPushButton* upgradeButton() const { return m_upgrade; }
    /// The sentence for a model-1 scenario: "Saved with model 1: cash $1B, flat costs, serving
    /// paid by the token. Results are shown as saved."
    static QString sentence(const Scenario& s);
    /// Presentation mode: hidden whatever the scenario (only the cards and the chart show).
    void setSuppressed(bool suppressed);

private:
    void follow(const Scenario& s);

    ScenarioDocument* m_doc;
    QLabel* m_label;
    QPushButton* m_upgrade;
    QPushButton* m_close;
    bool m_dismissed = false; ///< closed by the user until a model-2 scenario comes and goes
    bool m_suppressed = false;
};

} // namespace runway
