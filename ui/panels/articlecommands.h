#pragma once
// The article editor's parts shared by its source files (articleeditor.cpp: the window and its
// state; articleactions.cpp: what the reader does, the library and the exports; articleviews.cpp:
// the table, the marks, the choice and the detail): its undo commands and a few helpers.

#include <string>
#include <utility>

#include <QSaveFile>
#include <QString>
#include <QUndoCommand>

#include "ui/format/displayformat.h"
#include "ui/format/problemtext.h"
#include "ui/panels/articleeditor.h"

namespace runway::articleedit {

using extract::NumberDecision;

enum Column { NumberColumn, ValueColumn, KindColumn, StateColumn, OddsColumn, ColumnCount };

class TextCommand : public QUndoCommand {
public:
    TextCommand(ArticleEditor* editor, ArticleText before, ArticleText after, const QString& text)
        : QUndoCommand(text)
        , m_editor(editor)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {
    }
    void redo() override { m_editor->applyText(m_after); }
    void undo() override { m_editor->applyText(m_before); }

private:
    ArticleEditor* m_editor;
    ArticleText m_before;
    ArticleText m_after;
};

class DecisionCommand : public QUndoCommand {
public:
    DecisionCommand(ArticleEditor* editor, std::size_t claim, NumberDecision before, NumberDecision after, const QString& text)
        : QUndoCommand(text)
        , m_editor(editor)
        , m_claim(claim)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {
    }
    void redo() override { m_editor->applyDecision(m_claim, m_after); }
    void undo() override { m_editor->applyDecision(m_claim, m_before); }

private:
    ArticleEditor* m_editor;
    std::size_t m_claim;
    NumberDecision m_before;
    NumberDecision m_after;
};

class SourceCommand : public QUndoCommand {
public:
    SourceCommand(ArticleEditor* editor, ClaimSource before, ClaimSource after, const QString& text)
        : QUndoCommand(text)
        , m_editor(editor)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {
    }
    void redo() override { m_editor->applySource(m_after); }
    void undo() override { m_editor->applySource(m_before); }

private:
    ArticleEditor* m_editor;
    ClaimSource m_before;
    ClaimSource m_after;
};

inline std::string claimId(std::size_t claim)
{
    return "n" + std::to_string(claim + 1);
}

inline bool hasOverride(const NumberDecision& d, const extract::OverrideOffer& o)
{
    return std::find(d.overrides.keys.begin(), d.overrides.keys.end(), o.param) != d.overrides.keys.end() && d.overrides.values[o.param] == o.value;
}

inline void removeOverride(NumberDecision& d, ParamId id)
{
    d.overrides.keys.erase(std::remove(d.overrides.keys.begin(), d.overrides.keys.end(), id), d.overrides.keys.end());
    d.overrides.values[id] = Scenario{}[id];
}

// A problem with where it is (a file's path, a claim's field), in the window's language.
inline QString problemLine(const Problem& p)
{
    const QString text = problemText(p);
    return p.where.empty() ? text : ArticleEditor::tr("%1: %2").arg(display::fromUtf8(p.where), text);
}

inline bool writeFile(const QString& path, const std::string& bytes, QString& error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes.data(), static_cast<qint64>(bytes.size())) != static_cast<qint64>(bytes.size()) ||
        !file.commit()) {
        error = file.errorString();
        return false;
    }
    return true;
}

} // namespace runway::articleedit
