#include "ui/panels/model1note.h"

#include "ui/format/displayformat.h"

namespace runway {

Model1Note::Model1Note(ScenarioDocument* doc, QWidget* parent)
    : ModelNote(doc, 1,
                {QStringLiteral("model1Note"), QStringLiteral("upgradeToModel2"), QStringLiteral("closeModel1Note"), tr("Model 1 note"),
                 tr("&Upgrade to model 2"),
                 tr("Cash derived from the filing, operating cost growing, owned accelerators, demand that answers the price — one undo step"),
                 tr("Close the note"), false},
                parent)
{
    start();
}

QString Model1Note::sentence(const Scenario& s) const
{
    using enum ParamId;
    QStringList what;
    what << (s.isNull(Cash) ? tr("cash derived from the filing") : tr("cash %1").arg(display::money(s[Cash])));
    if (s[OpexGrowth] == 0)
        what << tr("flat costs");
    if (!s.owned())
        what << tr("serving paid by the token");
    if (s[Elasticity] == 0)
        what << tr("demand deaf to price");
    return tr("Saved with model 1: %1. Results are shown as saved.").arg(what.join(tr(", ")));
}

} // namespace runway
