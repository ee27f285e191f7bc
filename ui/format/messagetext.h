#pragma once
// Core's messages in the window's language: the key through QCoreApplication::translate, each
// argument by the locale's rules (display::number for a quantity, the translated label of a
// parameter, the name of a metric, the locale's date). A language switch only needs the caller
// to render again.

#include <QString>

#include "core/text/message.h"

namespace runway::display {

/// The message in the window's language.
QString text(const Message& m);
/// One argument as the window writes it.
QString argText(const MessageArg& a);
/// A metric's name in the window's language ("company break-even conversion"), or the key.
QString metricName(std::string_view key);

} // namespace runway::display
