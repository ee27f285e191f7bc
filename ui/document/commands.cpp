#include "ui/document/commands.h"

#include "ui/document/scenariodocument.h"

namespace runway {

namespace {
constexpr int kGestureId = 1000; ///< every gesture's commands share it; mergeWith compares the gestures
}

PatchCommand::PatchCommand(ScenarioDocument* doc, ScenarioChange change, const QString& text, int gesture)
    : m_doc(doc)
    , m_change(std::move(change))
    , m_gesture(gesture)
{
    setText(text);
}

void PatchCommand::undo()
{
    m_doc->applyChange(m_change, false);
}
void PatchCommand::redo()
{
    m_doc->applyChange(m_change, true);
}

int PatchCommand::id() const
{
    return m_gesture != 0 ? kGestureId : -1;
}

bool PatchCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = static_cast<const PatchCommand*>(other);
    if (o->m_gesture != m_gesture)
        return false;
    m_change.append(o->m_change);
    setObsolete(m_change.empty());
    return true;
}

ReplaceScenarioCommand::ReplaceScenarioCommand(ScenarioDocument* doc, Scenario before, Scenario after, const QString& text, std::optional<Paths> paths)
    : m_doc(doc)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_paths(std::move(paths))
{
    setText(text);
}

void ReplaceScenarioCommand::undo()
{
    if (m_paths)
        m_doc->setFilePath(m_paths->before);
    m_doc->applyScenario(m_before);
}
void ReplaceScenarioCommand::redo()
{
    if (m_paths)
        m_doc->setFilePath(m_paths->after);
    m_doc->applyScenario(m_after);
}

} // namespace runway
