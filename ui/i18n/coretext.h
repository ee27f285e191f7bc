#pragma once
// The core's English texts in the window's language. Core keeps stable ids and English (the CLI
// and the report print it); this catalogue maps each id — a claim, a reading, a source, a preset —
// and each sentence pattern of the core (a null reason, a claim's note, a default's text) to an
// English text identical to the core's, marked for lupdate in the context "CoreText", and
// translates it with QCoreApplication::translate at the time of the call, so a language switch
// only needs the caller to ask again. A text whose English no longer equals the core's is shown
// as the core's English (never a stale translation); driftReport() lists them for the test.

#include <string>
#include <string_view>
#include <vector>

#include <QCoreApplication>
#include <QString>

#include "core/claims/claimaudit.h"
#include "core/claims/sourcespage.h"
#include "core/scenario/presets.h"

namespace runway {

class CoreText {
public:
    static QString claim(const Claim& c);        ///< the claim's paraphrase
    static QString claimReading(const Claim& c); ///< a grouped claim's reading ("the quota's list value")
    static QString basisNote(const Claim& c);    ///< an internal claim's basis note
    static QString readingText(const ClaimReading& r);
    static QString readingWhy(const ClaimReading& r);
    static QString sourceTitle(const ClaimSource& s);
    static QString sourceDescription(const ClaimSource& s);
    static QString noteText(const ClaimNote& n);
    static QString presetName(const Preset& p);
    static QString presetDescription(const Preset& p);

    /// A value in a claim's unit: "3.87T tokens a day" → "每天 3.87T tokens".
    static QString claimValue(double v, ClaimUnit u);
    /// The claimed figure or range of a claim (formatClaimed).
    static QString claimed(const Claim& c);
    /// ratioText / rangeText in words: "100× too low", "3.5× above the range".
    static QString ratio(double ratio);
    static QString range(double computed, double low, double high);
    /// A claim's note (ClaimResult::note) composed again from its parts; `all` is the audit the
    /// result belongs to (a grouped claim compares its readings). In English it equals r.note.
    static QString claimNote(const ClaimResult& r, const std::vector<ClaimResult>& all);

    /// A sentence of the core — a null reason, a whyNone, a public figure's label, source or
    /// comment, a method paragraph, a default's text — matched exactly or against the
    /// catalogue's patterns ("the first month's net burn is %1, not a loss, …"; each %n is
    /// translated in turn when it is itself a known sentence). Unknown text comes back as it is.
    static QString sentence(std::string_view english);
    /// A line of claimArithmetic (without its indent and its "* "/"- " mark): the labels, the
    /// verdict and the values in the window's language; the formulas stay as core writes them.
    static QString arithmeticLine(const QString& line);
    /// A value as core writes it ("4.6T tokens a day", "RMB 2.552B"), its unit's words translated.
    static QString value(std::string_view english);
    /// Whether sentence() knows `english` (exactly or by a pattern): what the drift test asks of
    /// every sentence the core produces.
    static bool knows(std::string_view english);

    /// The Sources page's default for a parameter ("$0.1 per 1M tokens", "derived from the chips: …").
    static QString defaultValue(const ProvenanceRow& row);

    /// Every catalogue entry keyed by an id whose English differs from the core's current text
    /// (or whose id the core no longer has), and every core id without an entry: "claim daily-volume: …".
    static std::vector<std::string> driftReport();
};

} // namespace runway
