#pragma once
// Plain-text layout for the verbs' readable output: labelled rows with the labels padded to one
// width, long values wrapped at word boundaries under their own column; tables whose columns
// line up (numbers right-aligned, so their decimals do).

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>
#include <vector>

#include "core/scenario/numberformat.h"
#include "core/scenario/parameters.h"
#include "core/util/text.h"

namespace runway::cli {

/// The display width of UTF-8 text: one column per code point (the labels and values are
/// Latin text, symbols and digits).
inline std::size_t displayWidth(std::string_view text)
{
    return codePointCount(text);
}

/// `text` broken at spaces into lines of at most `width` columns (a longer word stays whole);
/// the lines after the first start with `indent` spaces.
inline std::string wrapText(std::string_view text, std::size_t width, std::size_t indent)
{
    std::string out;
    std::size_t column = 0;
    std::size_t pos = 0;
    bool first = true;
    while (pos < text.size()) {
        const auto next = text.find(' ', pos);
        const std::string_view word = text.substr(pos, next == std::string_view::npos ? std::string_view::npos : next - pos);
        pos = next == std::string_view::npos ? text.size() : next + 1;
        if (word.empty())
            continue;
        const std::size_t w = displayWidth(word);
        if (!first && column + 1 + w > width) {
            out += '\n';
            out += std::string(indent, ' ');
            column = 0;
        } else if (!first) {
            out += ' ';
            ++column;
        }
        out += word;
        column += w;
        first = false;
    }
    return out;
}

/// Sections of "label  value" rows, printed with every label padded to the widest one.
class LabelledRows {
public:
    static constexpr std::size_t kWidth = 100; ///< the line width values wrap at
    static constexpr std::size_t kMargin = 2;  ///< the indent of the rows under a section title

    void section(std::string title) { m_items.push_back({std::move(title), {}, true}); }
    void row(std::string label, std::string value) { m_items.push_back({std::move(label), std::move(value), false}); }

    std::string text() const
    {
        std::size_t labelWidth = 0;
        for (const auto& i : m_items)
            if (!i.isSection)
                labelWidth = std::max(labelWidth, displayWidth(i.label));
        const std::size_t valueColumn = kMargin + labelWidth + 2;
        const std::size_t valueWidth = kWidth > valueColumn + 30 ? kWidth - valueColumn : 30;
        std::string out;
        for (std::size_t n = 0; n < m_items.size(); ++n) {
            const auto& i = m_items[n];
            if (i.isSection) {
                out += (n == 0 ? "" : "\n") + i.label + '\n';
                continue;
            }
            out += std::string(kMargin, ' ') + i.label + std::string(labelWidth - displayWidth(i.label) + 2, ' ');
            out += wrapText(i.value, valueWidth, valueColumn) + '\n';
        }
        return out;
    }

private:
    struct Item {
        std::string label;
        std::string value;
        bool isSection;
    };
    std::vector<Item> m_items;
};

/// A table: a heading row (left out when every heading is empty), then the rows. Each column is
/// as wide as its widest cell, two spaces from the next; numbers are right-aligned, so the same
/// precision puts their decimal points under each other, words left-aligned. No line ends in spaces.
class TextTable {
public:
    enum class Align { Left, Right };
    struct Column {
        std::string heading;
        Align align = Align::Right;
    };
    static constexpr std::size_t kGap = 2;

    explicit TextTable(std::vector<Column> columns, std::size_t margin = LabelledRows::kMargin)
        : m_columns(std::move(columns))
        , m_margin(margin)
    {
    }

    /// One row: a cell per column (missing cells are empty).
    void row(std::vector<std::string> cells)
    {
        cells.resize(m_columns.size());
        m_rows.push_back(std::move(cells));
    }

    /// The display width of the widest line.
    std::size_t width() const
    {
        std::size_t w = m_margin;
        for (const std::size_t c : columnWidths())
            w += c;
        return w + kGap * (m_columns.empty() ? 0 : m_columns.size() - 1);
    }

    std::string text() const
    {
        const auto widths = columnWidths();
        std::string out;
        bool headings = false;
        for (const auto& c : m_columns)
            headings = headings || !c.heading.empty();
        if (headings) {
            std::vector<std::string> cells;
            for (const auto& c : m_columns)
                cells.push_back(c.heading);
            out += line(cells, widths);
        }
        for (const auto& r : m_rows)
            out += line(r, widths);
        return out;
    }

private:
    std::vector<std::size_t> columnWidths() const
    {
        std::vector<std::size_t> widths;
        for (const auto& c : m_columns)
            widths.push_back(displayWidth(c.heading));
        for (const auto& r : m_rows)
            for (std::size_t i = 0; i < r.size(); ++i)
                widths[i] = std::max(widths[i], displayWidth(r[i]));
        return widths;
    }

    std::string line(const std::vector<std::string>& cells, const std::vector<std::size_t>& widths) const
    {
        std::string out(m_margin, ' ');
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const std::string pad(widths[i] - displayWidth(cells[i]), ' ');
            if (i > 0)
                out += std::string(kGap, ' ');
            out += m_columns[i].align == Align::Right ? pad + cells[i] : cells[i] + pad;
        }
        while (!out.empty() && out.back() == ' ')
            out.pop_back();
        return out + '\n';
    }

    std::vector<Column> m_columns;
    std::size_t m_margin;
    std::vector<std::vector<std::string>> m_rows;
};

/// A parameter's value as a table cell, in its quantity's rule and short: "$28M", "$0.10", "5.0 %",
/// "100M" (tokens), "−1.5"; the key names the unit. A value that is not 0 but would read as 0 at
/// that precision ($1e-300) is written exactly.
inline std::string paramValueCell(ParamId id, double v)
{
    const Unit u = spec(id).unit;
    const auto shortCell = [&]() -> std::string {
        if (u == Unit::UsdPerMtok || u == Unit::UsdPerKwh)
            return formatUsdPerMtok(v);
        if (isUsdUnit(u))
            return formatUsd(v);
        if (isPercentUnit(u))
            return formatPercent(v);
        if (u == Unit::Accounts || u == Unit::Chips || u == Unit::Count)
            return formatGrouped(v, 0);
        if (u == Unit::Months)
            return formatDecimal(v, 1);
        const std::string text = formatShort(std::fabs(v), 4);
        return v < 0 && text != "0" ? "\u2212" + text : text;
    };
    std::string cell = shortCell();
    if (v != 0 && std::isfinite(v) && cell.find_first_of("123456789") == std::string::npos) {
        const std::string exact = formatPlain(std::fabs(v));
        cell = std::string(v < 0 ? "\u2212" : "") + (isUsdUnit(u) || u == Unit::UsdPerMtok || u == Unit::UsdPerKwh ? "$" : "") + exact +
               (isPercentUnit(u) ? " %" : "");
    }
    return cell;
}

} // namespace runway::cli
