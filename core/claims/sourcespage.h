#pragma once
// The "Sources & method" content: the sources by title, where every parameter default comes
// from (the parameter table), the public figures of MODEL.md §9 and the method in a few
// sentences. Generated from the catalogue and the parameter table, so it cannot drift.

#include <string>
#include <vector>

#include "core/claims/claimcatalogue.h"

namespace runway {

/// One parameter default and its provenance (from parameters.h's table).
struct ProvenanceRow {
    std::string key;         ///< "price_usd_per_mtok"
    std::string label;       ///< "List price"
    std::string defaultText; ///< "$0.1 per 1M tokens"
    ProvenanceKind kind = ProvenanceKind::None;
    std::string kindText; ///< "article", "public filing", "assumption", or "derived"
    std::string source;   ///< a title, or empty
    std::string reason;   ///< one line
};

struct PublicFigureRow {
    std::string label;
    std::string valueText; ///< "RMB 2.552B", "4.6T tokens a day", "2–5 %"
    std::string source;
    std::string comment;
};

struct SourcesPage {
    std::vector<ClaimSource> sources;
    std::vector<ProvenanceRow> parameters; ///< every parameter whose default has a reason, in table order
    std::vector<PublicFigureRow> publicFigures;
    std::vector<std::string> method; ///< short paragraphs
};

/// The text shown for a parameter's default: "$0.1 per 1M tokens", "3.867T tokens per day", "derived".
std::string defaultValueText(const ParamSpec& spec);

/// The page's content from the catalogue and the parameter table.
SourcesPage sourcesPage(const ClaimCatalogue& catalogue);

/// The page as plain text with headings (for the report and the command line).
std::string sourcesPageText(const SourcesPage& page);

} // namespace runway
