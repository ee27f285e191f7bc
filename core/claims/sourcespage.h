#pragma once
// The "Sources & method" content: the sources by title, where every parameter default comes
// from (the parameter table), the public figures of MODEL.md §9 and the method in a few
// sentences. Generated from the catalogue and the parameter table, so it cannot drift. Every
// text is a message: the CLI writes english(…), the window its own language.

#include <optional>
#include <string>
#include <vector>

#include "core/claims/claimcatalogue.h"

namespace runway {

/// One parameter default and its provenance (from parameters.h's table).
struct ProvenanceRow {
    std::string key;     ///< "price_usd_per_mtok"
    Message label;       ///< "List price" (the parameter table's text)
    Message defaultText; ///< "$0.1 per 1M tokens", "derived from the chips: …", "2025-06-30"
    /// A numeric default: its value and unit (defaultText is englishWithUnit of it; the window
    /// writes it with its own formatter).
    std::optional<Quantity> defaultValue;
    ProvenanceKind kind = ProvenanceKind::None;
    Message kindText; ///< "article", "public filing", "assumption", or "derived"
    Message source;   ///< a title, or empty
    Message reason;   ///< one line
};

struct PublicFigureRow {
    Message label;
    Message valueText; ///< "RMB 2.552B", "4.6T tokens a day", "2–5 %"
    Message source;
    Message comment;
};

struct SourcesPage {
    std::vector<ClaimSource> sources;
    std::vector<ProvenanceRow> parameters; ///< every parameter whose default has a reason, in table order
    std::vector<PublicFigureRow> publicFigures;
    std::vector<Message> method; ///< short paragraphs
};

/// The text shown for a parameter's default: "$0.1 per 1M tokens", "3.867T tokens per day", "derived".
Message defaultValueMessage(const ParamSpec& spec);
/// The same in core's English.
std::string defaultValueText(const ParamSpec& spec);

/// The page's content from the catalogue and the parameter table.
SourcesPage sourcesPage(const ClaimCatalogue& catalogue);

/// The page as plain text with headings (for the report and the command line); each source with
/// its original title, publisher, date and link when it gives them.
std::string sourcesPageText(const SourcesPage& page);

} // namespace runway
