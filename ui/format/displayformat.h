#pragma once
// How numbers read on screen: tokens as T/B/M, money as $K/$M/$B, percentages, dates,
// all through QLocale so separators follow the user's locale.

#include <optional>

#include <QDate>
#include <QLocale>
#include <QString>

#include "core/scenario/date.h"
#include "core/scenario/parameters.h"

namespace runway::display {

/// "3.87T", "100B", "400M" (3 significant digits by default).
QString tokens(double v, int significant = 3);
/// "$1.29M", "−$107K", "$0.0307" (values under $1 keep `significant` digits).
QString money(double v, int significant = 3);
/// "3.75 %", "−5.0 %" (negative numbers take U+2212 MINUS SIGN, as money does)
QString percent(double v, int decimals = 2);
/// "27.7 months"
QString months(double v, int decimals = 1);
/// A runway capped at the horizon (runway_months_capped): "27.7 months", or "36+ months" when
/// it reaches the horizon, since the cash lasts at least that long and the model looks no further.
QString cappedMonths(double v, int horizonMonths, int decimals = 1);
/// A parameter value in its ValueFormat, without the unit.
QString value(const ParamSpec& spec, double v);
/// The same with its (translated) unit unless the format carries one: "$40M", "6 months", "100T".
QString valueWithUnit(const ParamSpec& spec, double v);
/// A date in the locale's short format.
QString date(const Date& d);
QDate toQDate(const Date& d);

/// A text of the parameter table, translated (context "Parameters"). The table's views
/// point at string literals, so data() is NUL-terminated.
QString paramText(std::string_view text);
/// A plain (untranslated) UTF-8 string view as a QString.
QString fromUtf8(std::string_view text);

/// Reads what a person types: "100T", "3.87 T", "1e14", "$0.10", "40M", "3 %".
std::optional<double> parse(const QString& text);

} // namespace runway::display
