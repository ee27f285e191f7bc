#include "ui/document/commands.h"

#include <QCoreApplication>

#include "ui/document/scenariodocument.h"

namespace runway {

namespace {
constexpr int kSetValueIdBase = 1000;
}

SetValueCommand::SetValueCommand(ScenarioDocument* doc, ParamId param, double before, double after, int gesture)
    : m_doc(doc)
    , m_param(param)
    , m_before(before)
    , m_after(after)
    , m_gesture(gesture)
{
    setText(QCoreApplication::translate("Commands", "Change %1").arg(QCoreApplication::translate("Parameters", spec(param).label.data())));
}

void SetValueCommand::undo()
{
    m_doc->applyValue(m_param, m_before);
}
void SetValueCommand::redo()
{
    m_doc->applyValue(m_param, m_after);
}

int SetValueCommand::id() const
{
    return m_gesture != 0 ? kSetValueIdBase + static_cast<int>(m_param) : -1;
}

bool SetValueCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = static_cast<const SetValueCommand*>(other);
    if (o->m_param != m_param || o->m_gesture != m_gesture)
        return false;
    m_after = o->m_after;
    setObsolete(m_after == m_before);
    return true;
}

EditCommand::EditCommand(ScenarioDocument* doc, Edit undoEdit, Edit redoEdit, const QString& text)
    : m_doc(doc)
    , m_undo(std::move(undoEdit))
    , m_redo(std::move(redoEdit))
{
    setText(text);
}

void EditCommand::undo()
{
    m_doc->applyEdit(m_undo);
}
void EditCommand::redo()
{
    m_doc->applyEdit(m_redo);
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
