#pragma once
// Undo commands of the ScenarioDocument. An edit is a ScenarioPatch applied by core's rules; its
// command keeps what the patch changed (a ScenarioChange, field by field), so undo restores the
// scenario before it bit for bit and moves nothing by any rule. A drag merges into one step.

#include <optional>

#include <QUndoCommand>

#include "core/scenario/scenario.h"
#include "core/scenario/scenariochange.h"

namespace runway {

class ScenarioDocument;

/// One applied patch. Consecutive commands of the same non-zero gesture (a slider drag) merge.
class PatchCommand : public QUndoCommand {
public:
    PatchCommand(ScenarioDocument* doc, ScenarioChange change, const QString& text, int gesture);
    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    ScenarioDocument* m_doc;
    ScenarioChange m_change;
    int m_gesture; ///< 0: never merges
};

/// The whole scenario replaced (open a file, new scenario, load a preset or a claim, reset
/// all). With file paths, the document's file path changes with it (open, new), so undo
/// also returns to the file the scenario before came from.
class ReplaceScenarioCommand : public QUndoCommand {
public:
    struct Paths {
        QString before, after;
    };
    ReplaceScenarioCommand(ScenarioDocument* doc, Scenario before, Scenario after, const QString& text, std::optional<Paths> paths = std::nullopt);
    void undo() override;
    void redo() override;

private:
    ScenarioDocument* m_doc;
    Scenario m_before;
    Scenario m_after;
    std::optional<Paths> m_paths;
};

} // namespace runway
