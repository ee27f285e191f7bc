#include "ui/panels/model2note.h"

#include "core/scenario/model3assumptions.h"

namespace runway {

Model2Note::Model2Note(ScenarioDocument* doc, QWidget* parent)
    : ModelNote(doc, 2,
                {QStringLiteral("model2Note"), QStringLiteral("upgradeToModel3"), QStringLiteral("closeModel2Note"), tr("Model 2 note"),
                 tr("Upgrade to model &3"),
                 tr("Flows dated to the middle of H1 2025, half the fleet busy, training compute on its own line; "
                    "keys you set keep their values — one undo step"),
                 tr("Close the note"), true},
                parent)
{
    start();
}

QString Model2Note::sentence(const Scenario&) const
{
    return tr("Read with model 2's assumptions: flows undated, the fleet idle apart from the run, no training line. Results are shown as saved.");
}

Scenario Model2Note::upgraded(const Scenario& s) const
{
    return withModel3Assumptions(s);
}

} // namespace runway
