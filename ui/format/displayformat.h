#pragma once
// How numbers read on screen: tokens as T/B/M, money as $K/$M/$B, percentages, dates,
// all through QLocale so separators follow the user's locale.

#include <optional>

#include <QDate>
#include <QDateTime>
#include <QLocale>
#include <QString>

#include "core/model/model.h"
#include "core/scenario/date.h"
#include "core/scenario/parameters.h"
#include "core/text/message.h"

namespace runway::display {

/// "3.87T", "100B", "400M" (3 significant digits by default).
QString tokens(double v, int significant = 3);
/// "$1.29M", "−$107K", "$0.0307" (values under $1 keep `significant` digits).
QString money(double v, int significant = 3);
/// A price or cost per unit (per 1M tokens, per kWh): "$0.10", "$0.0307", "$1.00", "$12.50" —
/// cents always shown, 3 significant digits below $1. One rule wherever a per-token price shows.
QString perUnitMoney(double v);
/// "3.75 %", "−5.0 %" (negative numbers take U+2212 MINUS SIGN, as money does)
QString percent(double v, int decimals = 2);
/// "27.7 months"
QString months(double v, int decimals = 1);
/// A ratio such as LTV/CAC, through number() (Unit::Ratio, Style::Decimal): "0.06", "12.5" (two decimals below
/// 10, one above); one that would round to zero keeps two significant digits, "−0.0022", never "−0.00"
QString ratio(double v);
/// A runway capped at the horizon (runway_months_capped): "27.7 months", or "36+ months" when
/// it reaches the horizon, since the cash lasts at least that long and the model looks no further.
QString cappedMonths(double v, int horizonMonths, int decimals = 1);
/// The one formatter of a value with a unit, in the reader's language and locale (core's English
/// twin is englishNumber / englishWithUnit). number(): the number with its unit's symbol —
/// "$35.3M" ("3,530 万美元" in Chinese, where amounts use 万 and 亿), "3.87T" ("3.87 万亿"),
/// "3.00 %", "RMB 2.552B" ("人民币 25.52 亿"), "6.01×". The quantity's style chooses the precision
/// rule (a metric's "30.7 %" against a typed parameter's "3.00 %"), the locale the rest.
QString number(const Quantity& q);
/// The same with its unit's words: "$35.3M / month", "100T tokens / day", "2.00 % / month",
/// "36 months", "$0.10 per 1M tokens", "0.4 kW per accelerator", "ε = −1".
QString withUnit(const Quantity& q);
/// The unit as a control's label shows it: "$ per 1M tokens", "tokens per day" (translated).
QString unitLabel(Unit u);
/// A parameter's value: number(paramQuantity(id, v)).
QString value(const ParamSpec& spec, double v);
/// The same with its unit, as a reader needs it: withUnit(paramQuantity(id, v)).
QString valueWithUnit(const ParamSpec& spec, double v);
/// A date as ISO 8601, "2027-08-11", in every locale: never an ambiguous 8/11/27 (issue 27).
QString date(const Date& d);
/// A moment as "2026-12-01 08:33" (local time as given), in every locale.
QString dateTime(const QDateTime& t);
QDate toQDate(const Date& d);

/// A text of the parameter table, translated (context "Parameters"). The table's views
/// point at string literals, so data() is NUL-terminated.
QString paramText(std::string_view text);
/// A plain (untranslated) UTF-8 string view as a QString.
QString fromUtf8(std::string_view text);

/// The cash bridge of MODEL.md §3b with the scenario's numbers, as the cash card, the math page and
/// the report show it: "RMB 2.552B ÷ 7.17 + $558M − 8.23 months × $30.8M" (the result not included).
QString cashBridge(const Scenario& s);
/// An infeasible scenario (MODEL.md §4: day 0's purchase above the cash) in a plain sentence:
/// "240,333 accelerators to buy on day 0 cost $3.97B; the cash is $660M".
QString infeasibleSentence(const Scenario& s, const Metrics& m);

/// A formula or an equation kept in its left-to-right reading order: under a right-to-left layout
/// (or locale) the text is wrapped in a left-to-right embedding (U+202A … U+202C), so "RMB 2.552B ÷ 7.17
/// + $558M" is not reordered into "$558M + 7.17 ÷ …" by the bidirectional algorithm. Unchanged otherwise.
QString formula(const QString& text);
/// The locale numbers are written in for a window speaking `language` ("en", "zh_CN") on a system
/// whose locale is `system`: the system's own where it reads left to right (German separators under
/// an English window), English (US) where it reads right to left (Arabic, Hebrew, Persian), since
/// the window's sentences are left-to-right text and a right-to-left number inside them would put
/// its unit on the wrong side; Chinese for a Chinese window on a non-Chinese system.
QLocale numberLocale(const QString& language, bool languageChosen, const QLocale& system);

/// Reads what a person types: "100T", "3.87 T", "1e14", "$0.10", "40M", "3 %".
std::optional<double> parse(const QString& text);

} // namespace runway::display
