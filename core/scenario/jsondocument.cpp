#include "core/scenario/jsondocument.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>
#include <vector>

#include "core/scenario/numberformat.h"
#include "core/scenario/parameters.h"
#include "core/scenario/quantity.h"
#include "core/util/text.h"

namespace runway {
namespace {

using ParsedJson = nlohmann::json;

/// Whether a JSON number's significand (before any exponent) has a digit other than 0.
bool hasNonzeroDigit(std::string_view literal)
{
    for (const char c : literal) {
        if (c == 'e' || c == 'E')
            return false;
        if (c >= '1' && c <= '9')
            return true;
    }
    return false;
}

/// The encoding of a document that is UTF-16 or UTF-32 rather than UTF-8, told by its byte-order
/// mark or, without one, by the NUL bytes around its first character (JSON starts with an ASCII
/// character, RFC 4627 §3): "UTF-16 (little-endian)". Empty for anything else.
std::string otherUnicodeEncoding(std::string_view text)
{
    using namespace std::string_view_literals;
    const auto starts = [&](std::string_view prefix) { return text.substr(0, prefix.size()) == prefix; };
    // Which of the first four bytes are NUL: "x000" is UTF-32 LE, "000x" UTF-32 BE, "x0x0" UTF-16 LE, "0x0x" UTF-16 BE.
    std::string nuls;
    for (std::size_t i = 0; i < 4 && i < text.size(); ++i)
        nuls += text[i] == '\0' ? '0' : 'x';
    if (starts("\xFF\xFE\0\0"sv) || nuls == "x000")
        return "UTF-32 (little-endian)";
    if (starts("\0\0\xFE\xFF"sv) || nuls == "000x")
        return "UTF-32 (big-endian)";
    if (starts("\xFF\xFE"sv) || nuls == "x0x0")
        return "UTF-16 (little-endian)";
    if (starts("\xFE\xFF"sv) || nuls == "0x0x")
        return "UTF-16 (big-endian)";
    return {};
}

/// Checks that enforce the document rules while nlohmann parses (a SAX pass: nothing is built).
class DocumentChecker : public nlohmann::json_sax<ParsedJson> {
public:
    explicit DocumentChecker(std::string_view text)
        : m_text(text)
    {
    }

    Problems problems;

    bool null() override { return value(); }
    bool boolean(bool) override { return value(); }
    bool number_integer(number_integer_t) override { return value(); }
    bool number_unsigned(number_unsigned_t) override { return value(); }
    bool number_float(number_float_t v, const string_t& literal) override
    {
        if (!std::isfinite(v))
            problems.push_back({path(), Message(RW_MSG("Problems", "the number %1 is too large to be represented (not finite)")).arg(abbreviate(literal, 40))});
        else if (v == 0 && hasNonzeroDigit(literal)) // 1e-400: nlohmann reads 0, which is not what was written
            problems.push_back({path(), Message(RW_MSG("Problems", "%1 %2")).arg(abbreviate(literal, 40)).arg(Message(tooSmallToRepresent()))});
        return value();
    }
    bool string(string_t&) override { return value(); }
    bool binary(binary_t&) override { return value(); }
    bool start_object(std::size_t) override { return open(true); }
    bool key(string_t& k) override
    {
        auto& top = m_stack.back();
        top.key.clear(); // the path of the parent, for the message below
        if (!top.keys.insert(k).second) {
            problems.push_back(
                {pathWith(k), Message(RW_MSG("Problems", "duplicate key %1: each key may appear once, so which value was meant is unclear")).arg(inQuotes(k))});
            return false;
        }
        top.key = k;
        return true;
    }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { return open(false); }
    bool end_array() override { return close(); }
    bool parse_error(std::size_t position, const std::string& lastToken, const ParsedJson::exception& ex) override
    {
        // A number beyond a double (1e400) is refused by the lexer before any callback: name the
        // key it was given for and, for a parameter, its limits.
        if (const std::string key = path(); !key.empty() && std::string_view(ex.what()).find("number overflow") != std::string_view::npos) {
            const bool small = lastToken.starts_with('-');
            const std::string token = abbreviate(lastToken, 40);
            const std::string place = lineColumn(position);
            Message message;
            if (const ParamSpec* p = findParam(m_stack.size() == 1 ? key : std::string())) {
                const Quantity low{p->min, p->unit, Style::Plain, 3};
                const Message limits =
                    p->maxIsHorizon
                        ? Message(p->minExclusive ? RW_MSG("Problems", "> %1 … %2") : RW_MSG("Problems", "%1 … %2")).arg(low).arg(ParamId::HorizonMonths)
                        : Message(p->minExclusive ? RW_MSG("Problems", "> %1 … %2") : RW_MSG("Problems", "%1 … %2"))
                              .arg(low)
                              .arg(Quantity{p->max, p->unit, Style::Plain, 3});
                message = Message(small ? RW_MSG("Problems", "%1 is too small to be a number here; the limits are %2 (%3)")
                                        : RW_MSG("Problems", "%1 is too large to be a number here; the limits are %2 (%3)"))
                              .arg(token)
                              .arg(limits)
                              .arg(place);
            } else {
                message = Message(small ? RW_MSG("Problems", "%1 is too small to be a number here (%2)")
                                        : RW_MSG("Problems", "%1 is too large to be a number here (%2)"))
                              .arg(token)
                              .arg(place);
            }
            problems.push_back({key, std::move(message)});
            return false;
        }
        problems.push_back({lineColumn(position), Message(RW_MSG("Problems", "invalid JSON: %1")).arg(reason(ex.what()))});
        return false;
    }

private:
    struct Level {
        bool isObject;
        std::string key;
        std::size_t index = 0;
        std::set<std::string> keys;
    };

    bool value()
    {
        if (!m_stack.empty() && !m_stack.back().isObject)
            ++m_stack.back().index;
        return problems.empty();
    }
    bool open(bool isObject)
    {
        if (m_stack.size() + 1 > static_cast<std::size_t>(kMaxNestingDepth)) {
            problems.push_back({path(), Message(RW_MSG("Problems", "nested deeper than %1 levels; scenario files are at most %1 deep"))
                                            .arg(qty::whole(static_cast<long long>(kMaxNestingDepth)))});
            return false;
        }
        m_stack.push_back({isObject, {}, 0, {}});
        return true;
    }
    bool close()
    {
        m_stack.pop_back();
        return value();
    }
    std::string pathWith(const std::string& last) const { return path().empty() ? abbreviate(last) : path() + "." + abbreviate(last); }
    std::string path() const
    {
        std::string p;
        for (const auto& level : m_stack) {
            if (level.isObject) {
                if (level.key.empty())
                    continue;
                if (!p.empty())
                    p += '.';
                p += abbreviate(level.key);
            } else {
                p += "[" + std::to_string(level.index) + "]";
            }
        }
        return p;
    }

public:
    std::string lineColumn(std::size_t position) const
    {
        // nlohmann reports the 1-based offset of the last byte it read.
        const std::size_t end = std::min(position == 0 ? 0 : position - 1, m_text.size());
        std::size_t line = 1, column = 1;
        for (std::size_t i = 0; i < end; ++i) {
            if (m_text[i] == '\n') {
                ++line;
                column = 1;
            } else if ((static_cast<unsigned char>(m_text[i]) & 0xC0) != 0x80) {
                ++column;
            }
        }
        return "line " + std::to_string(line) + ", column " + std::to_string(column);
    }

private:
    static std::string reason(std::string what)
    {
        // "[json.exception.parse_error.101] parse error at line 1, column 2: syntax error while parsing value - …"
        if (auto p = what.find("syntax error"); p != std::string::npos)
            what = what.substr(p);
        else if (auto colon = what.find(']'); colon != std::string::npos)
            what = what.substr(colon + 2);
        return abbreviate(what, 200); // nlohmann's words; it quotes the bytes it read, which may be anything
    }

    std::string_view m_text;
    std::vector<Level> m_stack;
};

} // namespace

std::string jsonOutputText(const Json& j)
{
    return j.dump(2, ' ', false, Json::error_handler_t::replace);
}

Checked<Json> parseJsonDocument(std::string_view text, std::size_t maxBytes)
{
    Checked<Json> result;
    if (text.size() > maxBytes) {
        const Quantity size{static_cast<double>(text.size()), Unit::None, Style::Short, 3};
        result.problems.push_back(
            {"", maxBytes == kMaxDocumentBytes
                     ? Message(RW_MSG("Problems", "the document is %1B; scenario documents are at most 1 MiB (1,048,576 bytes)")).arg(size)
                     : Message(RW_MSG("Problems", "the document is %1B; it may be at most %2 bytes"))
                           .arg(size)
                           .arg(Quantity{static_cast<double>(maxBytes), Unit::Count, Style::Grouped, 0})});
        return result;
    }
    if (const std::string encoding = otherUnicodeEncoding(text); !encoding.empty()) {
        result.problems.push_back({"", Message(RW_MSG("Problems", "the file is %1, not UTF-8; save it as UTF-8")).arg(encoding)});
        return result;
    }
    DocumentChecker checker(text);
    const bool ok = ParsedJson::sax_parse(text, &checker, ParsedJson::input_format_t::json, true, true);
    if (!ok || !checker.problems.empty()) {
        result.problems = std::move(checker.problems);
        if (result.problems.empty())
            result.problems.push_back({"", RW_MSG("Problems", "invalid JSON")});
        return result;
    }
    // The parser stops at a NUL byte as if the text ended there; a NUL inside a string was
    // refused above, so one found now follows the document.
    if (const auto nul = text.find('\0'); nul != std::string_view::npos) {
        result.problems.push_back(
            {checker.lineColumn(nul + 1), Message(RW_MSG("Problems", "a NUL byte (byte %1) follows the document; only white space may come after it"))
                                              .arg(qty::whole(static_cast<long long>(nul) + 1))});
        return result;
    }
    result.value = Json::parse(text, nullptr, true, true);
    return result;
}

Checked<std::string> readDocumentFile(const std::string& path, std::size_t maxBytes)
{
    Checked<std::string> result;
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status)) {
        result.problems.push_back({path, RW_MSG("Files", "no such file")});
        return result;
    }
    if (std::filesystem::is_directory(status)) {
        result.problems.push_back({path, RW_MSG("Files", "is a folder, not a file")});
        return result;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        result.problems.push_back({path, RW_MSG("Files", "cannot be read (permission denied?)")});
        return result;
    }
    std::string text;
    text.resize(maxBytes + 1);
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    if (in.bad()) {
        result.problems.push_back({path, RW_MSG("Files", "reading failed")});
        return result;
    }
    text.resize(static_cast<std::size_t>(in.gcount()));
    if (text.size() > maxBytes) {
        const auto size = std::filesystem::file_size(path, ec);
        const Quantity limit{static_cast<double>(maxBytes), Unit::Count, Style::Grouped, 0};
        const Message why = maxBytes != kMaxDocumentBytes ? (ec ? Message(RW_MSG("Files", "is over %1 bytes, the most it may be")).arg(limit)
                                                                : Message(RW_MSG("Files", "is %1B; it may be at most %2 bytes"))
                                                                      .arg(Quantity{static_cast<double>(size), Unit::None, Style::Short, 3})
                                                                      .arg(limit))
                            : ec                          ? Message(RW_MSG("Files", "is over 1 MiB; scenario documents are at most 1 MiB (1,048,576 bytes)"))
                                                          : Message(RW_MSG("Files", "is %1B; scenario documents are at most 1 MiB (1,048,576 bytes)"))
                                       .arg(Quantity{static_cast<double>(size), Unit::None, Style::Short, 3});
        result.problems.push_back({path, why});
        return result;
    }
    result.value = std::move(text);
    return result;
}

} // namespace runway
