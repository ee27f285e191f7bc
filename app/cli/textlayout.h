#pragma once
// Plain-text layout for the verbs' readable output: labelled rows with the labels padded to one
// width, long values wrapped at word boundaries under their own column.

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

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

} // namespace runway::cli
