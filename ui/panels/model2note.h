#pragma once
// The note a model-2 scenario opens with (MODEL3.md §0), as Model1Note does for model 1: it is read
// with model 2's assumptions (flows undated, the fleet idle apart from the run, no training line),
// and [Upgrade to model 3] moves it onto model 3's (withModel3Assumptions) as one undo step. It sits
// at the top of the parameter dock, over the controls it is about: the charts keep their height on a
// small screen.

#include "ui/panels/modelnote.h"

namespace runway {

class Model2Note : public ModelNote {
    Q_OBJECT
public:
    explicit Model2Note(ScenarioDocument* doc, QWidget* parent = nullptr);

protected:
    QString sentence(const Scenario& s) const override;
    Scenario upgraded(const Scenario& s) const override;
    QString upgradeStep() const override { return tr("Upgrade to model 3"); }
};

} // namespace runway
