#pragma once
// The note a model-2 scenario opens with (MODEL3.md §0), as Model1Note does for model 1: it is read
// with model 2's assumptions (flows undated, the fleet idle apart from the run, no training line),
// and [Upgrade to model 3] moves it onto model 3's (withModel3Assumptions) as one undo step. Not
// modal; closing it hides it until another model-2 scenario opens. It sits at the top of the parameter
// dock, over the controls it is about: the charts keep their height on a small screen.

#include <QFrame>

#include "core/model/model.h"

class QLabel;
class QPushButton;

namespace runway {

class ScenarioDocument;

class Model2Note : public QFrame {
    Q_OBJECT
public:
    explicit Model2Note(ScenarioDocument* doc, QWidget* parent = nullptr);

    QString text() const;
    QPushButton* upgradeButton() const { return m_upgrade; }

private:
    void follow(const Scenario& s);

    ScenarioDocument* m_doc;
    QLabel* m_label;
    QPushButton* m_upgrade;
    QPushButton* m_close;
    bool m_dismissed = false; ///< closed by the user until a scenario of another model comes and goes
};

} // namespace runway
