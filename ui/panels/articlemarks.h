#pragma once
// How the article editor shows what the extractor found: a number's value with its unit in the
// window's language, the words for a context reason and a kind, a quantity's name, and the marks
// (extra selections) that colour every number in the text by its state.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QTextEdit>

#include "core/claims/claimaudit.h"
#include "core/claims/extract/foundnumber.h"

namespace runway::articlemarks {

/// The text format properties a mark carries, for the views' tests and tooltips.
enum Property {
    MarkKind = QTextFormat::UserProperty + 1, ///< "claim" or "context"
    MarkNumber,                               ///< the number's index (int)
    MarkChosen,                               ///< true on the chosen number
};

/// How a number of the text is marked.
enum class MarkState { Context, Draft, Pending, True, False, Undetermined, Uncheckable };

/// UTF-16 positions in QString::fromUtf8(utf8) of byte offsets `bytes` (each at a character's
/// start or the end of the text).
std::vector<int> utf16Positions(const std::string& utf8, const std::vector<std::size_t>& bytes);

/// The marks of the numbers, one per number: positions [begin[i], end[i]) in `document`'s text.
QList<QTextEdit::ExtraSelection> marks(QTextDocument* document, const std::vector<int>& begin, const std::vector<int>& end,
                                       const std::vector<MarkState>& states, std::optional<std::size_t> chosen);

/// The background a mark state has (the table's state cell uses it too); invalid for context.
QColor markColor(MarkState state);

class Texts {
    Q_DECLARE_TR_FUNCTIONS(ArticleEditor)
public:
    /// "3.87T tokens / day", "$1 per 1M tokens", "1,000–9,999 accelerators", "100 people".
    static QString value(const extract::FoundNumber& n);
    /// "year", "date", "ordinal", "version", "block number".
    static QString contextReason(extract::ContextReason reason);
    /// "equals", "at least", "at most", "between".
    static QString kind(ClaimKind kind);
    /// A quantity as a choice: "Demand (demand_tokens_per_day)", "× 30" when the factor is not 1.
    static QString quantity(const std::string& key, double factor = 1);
    /// A number's base unit in words, for the message that it cannot be a claim's figure.
    static QString unit(const extract::FoundNumber& n);
};

} // namespace runway::articlemarks
