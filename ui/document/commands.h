#pragma once
// Undo commands of the ScenarioDocument. A slider drag merges into one step by id.

#include <functional>
#include <optional>

#include <QUndoCommand>

#include "core/scenario/scenario.h"

namespace runway {

class ScenarioDocument;

/// One numeric parameter changed; merges with the next change of the same parameter in the same gesture.
class SetValueCommand : public QUndoCommand {
public:
    SetValueCommand(ScenarioDocument* doc, ParamId id, double before, double after, int gesture);
    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    ScenarioDocument* m_doc;
    ParamId m_param;
    double m_before;
    double m_after;
    int m_gesture; ///< 0: never merges
};

/// Any other edit, as a pair of functions that set the before and after state.
class EditCommand : public QUndoCommand {
public:
    using Edit = std::function<void(Scenario&)>;
    EditCommand(ScenarioDocument* doc, Edit undoEdit, Edit redoEdit, const QString& text);
    void undo() override;
    void redo() override;

private:
    ScenarioDocument* m_doc;
    Edit m_undo;
    Edit m_redo;
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
