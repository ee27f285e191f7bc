#pragma once
// The "Sources & method" page: the five sources by title, where every default comes from
// (kind, source, reason), the public figures of MODEL.md §9 and the method. Generated from
// core's sourcesPage(), which reads the catalogue and the parameter table, so it cannot drift.

#include <QTextBrowser>

#include "core/claims/sourcespage.h"

namespace runway {

class SourcesPanel : public QTextBrowser {
    Q_OBJECT
public:
    explicit SourcesPanel(QWidget* parent = nullptr);
    /// The page as HTML (also for the report).
    static QString html(const SourcesPage& page);
    /// A provenance kind in words, translated: "article", "public filing", "assumption", "derived".
    static QString kindText(ProvenanceKind kind);
    /// What a source says besides its title, as HTML: the original title when the title shown is a
    /// translation (the built-in titles in the Chinese window, or a source's `original_title`), then
    /// its publisher, date and link (a clickable link with `links`, else the address as text).
    /// Empty when the source gives none of them.
    static QString sourceDetailsHtml(const ClaimSource& source, bool links = true);
    /// The title as published, when the title shown is not it; else empty.
    static QString originalTitle(const ClaimSource& source);
    /// The page's text, written first if the panel was never shown (it is written when first shown).
    QString pageText();

protected:
    void showEvent(QShowEvent* event) override;
    /// A language switch writes the page again in the new language.
    void changeEvent(QEvent* event) override;

private:
    void write();
    bool m_written = false;
};

} // namespace runway
