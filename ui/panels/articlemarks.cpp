#include "ui/panels/articlemarks.h"

#include <algorithm>

#include <QTextCursor>
#include <QTextDocument>

#include "core/scenario/parameters.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"
#include "ui/theme.h"

namespace runway::articlemarks {
namespace {

using extract::Currency;
using extract::Period;

// The display unit of a found number (its value is in this unit already).
std::optional<Unit> displayUnit(const extract::FoundNumber& n)
{
    switch (n.unit) {
    case extract::Unit::Tokens:
        if (n.period == Period::Day)
            return Unit::TokensPerDay;
        return n.period == Period::PerChipPerDay ? Unit::TokensPerChipPerDay : Unit::Tokens;
    case extract::Unit::Money:
        if (n.currency == Currency::Cny)
            return Unit::Rmb;
        if (n.currency != Currency::Usd)
            return std::nullopt; // HK$: written by value()
        switch (n.period) {
        case Period::Day: return Unit::UsdPerDay;
        case Period::Month: return Unit::UsdPerMonth;
        case Period::PerMillionTokens: return Unit::UsdPerMtok;
        case Period::PerChip: return Unit::UsdPerChip;
        case Period::None:
        case Period::Year:
        case Period::PerChipPerDay: break;
        }
        return Unit::Usd;
    case extract::Unit::Accelerators: return Unit::Chips;
    case extract::Unit::Percent: return Unit::Percent;
    case extract::Unit::Months: return Unit::Months;
    case extract::Unit::Days: return Unit::Days;
    case extract::Unit::Multiple: return Unit::Times;
    case extract::Unit::Count: return Unit::Count;
    case extract::Unit::People: break;
    }
    return std::nullopt;
}

QString plainNumber(double v)
{
    return display::number(Quantity{v, Unit::Count, Style::Short, 4});
}

} // namespace

std::vector<int> utf16Positions(const std::string& utf8, const std::vector<std::size_t>& bytes)
{
    // One pass over the text: the UTF-16 length of each prefix ending at a wanted offset.
    std::vector<std::size_t> order(bytes.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return bytes[a] < bytes[b]; });
    std::vector<int> out(bytes.size(), 0);
    std::size_t at = 0;
    int units = 0;
    for (std::size_t i : order) {
        const std::size_t target = std::min(bytes[i], utf8.size());
        for (; at < target; ++at) {
            const auto byte = static_cast<unsigned char>(utf8[at]);
            if ((byte & 0xC0) != 0x80)
                units += byte >= 0xF0 ? 2 : 1; // a character beyond the BMP is a surrogate pair
        }
        out[i] = units;
    }
    return out;
}

QColor markColor(MarkState state)
{
    switch (state) {
    case MarkState::Context: return {};
    case MarkState::Draft: return QColor(themed("#ffe98a", "#6b5a10"));
    case MarkState::Pending: return QColor(themed("#d6e4f5", "#283a55"));
    case MarkState::True: return QColor(themed("#bfe8c0", "#1f4d2a"));
    case MarkState::False: return QColor(themed("#f7c4bd", "#5c2620"));
    case MarkState::Undetermined: return QColor(themed("#d6e4f5", "#283a55"));
    case MarkState::Uncheckable: return QColor(themed("#dcdcdc", "#4a4a4a"));
    }
    return {};
}

QList<QTextEdit::ExtraSelection> marks(QTextDocument* document, const std::vector<int>& begin, const std::vector<int>& end,
                                       const std::vector<MarkState>& states, std::optional<std::size_t> chosen)
{
    QList<QTextEdit::ExtraSelection> out;
    for (std::size_t i = 0; i < states.size() && i < begin.size() && i < end.size(); ++i) {
        QTextEdit::ExtraSelection s;
        s.cursor = QTextCursor(document);
        s.cursor.setPosition(begin[i]);
        s.cursor.setPosition(end[i], QTextCursor::KeepAnchor);
        const bool context = states[i] == MarkState::Context;
        s.format.setProperty(MarkKind, context ? QStringLiteral("context") : QStringLiteral("claim"));
        s.format.setProperty(MarkNumber, static_cast<int>(i));
        if (context) {
            // Context (a year, a date, a version) is marked apart: underlined, no colour behind it.
            s.format.setUnderlineStyle(QTextCharFormat::DotLine);
            s.format.setUnderlineColor(QColor(themed("#8a8a8a", "#9a9a9a")));
        } else {
            s.format.setBackground(markColor(states[i]));
        }
        if (chosen == i) {
            s.format.setProperty(MarkChosen, true);
            s.format.setFontWeight(QFont::Bold);
            s.format.setUnderlineStyle(QTextCharFormat::SingleUnderline);
        }
        out << s;
    }
    return out;
}

QString Texts::value(const extract::FoundNumber& n)
{
    const std::optional<Unit> unit = displayUnit(n);
    auto one = [&](double v) {
        if (unit)
            return display::withUnit(Quantity{v, *unit});
        if (n.unit == extract::Unit::People)
            return tr("%1 people").arg(plainNumber(v));
        return tr("HK$%1").arg(plainNumber(v));
    };
    if (!n.range)
        return one(n.low);
    return tr("%1 to %2").arg(unit ? display::number(Quantity{n.low, *unit}) : plainNumber(n.low), one(n.high));
}

QString Texts::contextReason(extract::ContextReason reason)
{
    using extract::ContextReason;
    switch (reason) {
    case ContextReason::Year: return tr("a year");
    case ContextReason::Date: return tr("a date");
    case ContextReason::Ordinal: return tr("an ordinal");
    case ContextReason::Version: return tr("a version or model name");
    case ContextReason::Block: return tr("a block number");
    case ContextReason::None: break;
    }
    return {};
}

QString Texts::kind(ClaimKind kind)
{
    switch (kind) {
    case ClaimKind::Equals: return tr("equals");
    case ClaimKind::AtLeast: return tr("at least");
    case ClaimKind::AtMost: return tr("at most");
    case ClaimKind::Between: return tr("between");
    }
    return {};
}

QString Texts::quantity(const std::string& key, double factor)
{
    const ParamSpec* p = findParam(key);
    const QString name = p ? display::paramText(p->label) : display::metricName(key);
    QString text = QStringLiteral("%1 (%2)").arg(name, display::fromUtf8(key));
    if (factor != 1)
        text += QStringLiteral(" × %1").arg(plainNumber(factor));
    return text;
}

QString Texts::unit(const extract::FoundNumber& n)
{
    switch (n.unit) {
    case extract::Unit::Count: return tr("a count without a unit");
    case extract::Unit::People: return tr("people");
    case extract::Unit::Days: return tr("days");
    case extract::Unit::Tokens: return tr("tokens in total, not a day's");
    case extract::Unit::Money: return tr("money in another currency than US dollars");
    case extract::Unit::Accelerators:
    case extract::Unit::Percent:
    case extract::Unit::Months:
    case extract::Unit::Multiple: break;
    }
    return display::fromUtf8(extract::unitName(n.unit));
}

} // namespace runway::articlemarks
