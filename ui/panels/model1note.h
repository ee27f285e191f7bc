#pragma once
// The note a model-1 scenario opens with (MODEL.md §0): it was saved with model 1's assumptions,
// its results are shown as saved, and one click (one undo step) moves it onto model 2's. Not
// modal: the dashboard works beneath it; closing it hides it until another model-1 scenario opens.

#include "ui/panels/modelnote.h"

namespace runway {

class Model1Note : public ModelNote {
    Q_OBJECT
public:
    explicit Model1Note(ScenarioDocument* doc, QWidget* parent = nullptr);

protected:
    /// "Saved with model 1: cash $1B, flat costs, serving paid by the token. Results are shown as saved."
    QString sentence(const Scenario& s) const override;
    Scenario upgraded(const Scenario& s) const override { return s.withModel2Assumptions(); }
    QString upgradeStep() const override { return tr("Upgrade to model 2"); }
};

} // namespace runway
