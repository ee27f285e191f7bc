#pragma once
// The core's English texts in the window's language. Core keeps stable ids and English (the CLI
// and the report print it); this catalogue maps each id — a preset — and each sentence pattern of
// the core (a null reason, a parameter's source) to an
// English text identical to the core's, marked for lupdate in the context "CoreText", and
// translates it with QCoreApplication::translate at the time of the call, so a language switch
// only needs the caller to ask again. A text whose English no longer equals the core's is shown
// as the core's English (never a stale translation); driftReport() lists them for the test.

#include <string>
#include <string_view>
#include <vector>

#include <QCoreApplication>
#include <QString>

#include "core/scenario/presets.h"

namespace runway {

class CoreText {
public:
    static QString presetName(const Preset& p);
    static QString presetDescription(const Preset& p);

    /// A sentence of the core — a null reason, a parameter's source — matched exactly or against
    /// the catalogue's patterns ("the first month's net burn is %1, not a loss, …"; each %n is
    /// translated in turn when it is itself a known sentence). Unknown text comes back as it is.
    static QString sentence(std::string_view english);
    /// Whether sentence() knows `english` (exactly or by a pattern): what the drift test asks of
    /// every sentence the core produces.
    static bool knows(std::string_view english);

    /// Every catalogue entry keyed by an id whose English differs from the core's current text
    /// (or whose id the core no longer has), and every core id without an entry: "preset name bull: …".
    static std::vector<std::string> driftReport();
};

} // namespace runway
