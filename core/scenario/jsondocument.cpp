#include "jsondocument.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <set>
#include <vector>

#include "numberformat.h"

namespace runway {
namespace {

using ParsedJson = nlohmann::json;

/// The length of the well-formed UTF-8 sequence (RFC 3629) starting at text[i], or 0 when none does.
std::size_t utf8SequenceLength(std::string_view text, std::size_t i)
{
    auto at = [&](std::size_t k) { return i + k < text.size() ? static_cast<unsigned char>(text[i + k]) : 0u; };
    auto continuation = [&](std::size_t k) { return (at(k) & 0xC0) == 0x80; };
    const unsigned b = at(0);
    if (b < 0x80)
        return 1;
    if (b >= 0xC2 && b <= 0xDF)
        return continuation(1) ? 2 : 0;
    if (b >= 0xE0 && b <= 0xEF) {
        const unsigned lo = b == 0xE0 ? 0xA0 : 0x80, hi = b == 0xED ? 0x9F : 0xBF;
        return at(1) >= lo && at(1) <= hi && continuation(2) ? 3 : 0;
    }
    if (b >= 0xF0 && b <= 0xF4) {
        const unsigned lo = b == 0xF0 ? 0x90 : 0x80, hi = b == 0xF4 ? 0x8F : 0xBF;
        return at(1) >= lo && at(1) <= hi && continuation(2) && continuation(3) ? 4 : 0;
    }
    return 0;
}

std::size_t codePoints(std::string_view s)
{
    return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char ch) {
        return (static_cast<unsigned char>(ch) & 0xC0) != 0x80;
    }));
}

/// Checks that enforce the document rules while nlohmann parses (a SAX pass: nothing is built).
class DocumentChecker : public nlohmann::json_sax<ParsedJson> {
public:
    explicit DocumentChecker(std::string_view text) : m_text(text) {}

    Problems problems;

    bool null() override { return value(); }
    bool boolean(bool) override { return value(); }
    bool number_integer(number_integer_t) override { return value(); }
    bool number_unsigned(number_unsigned_t) override { return value(); }
    bool number_float(number_float_t v, const string_t& literal) override
    {
        if (!std::isfinite(v))
            problems.push_back({path(), "the number " + abbreviate(literal, 40) + " is too large to be represented (not finite)"});
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
            problems.push_back({pathWith(k), "duplicate key " + inQuotes(k) + ": each key may appear once, so which value was meant is unclear"});
            return false;
        }
        top.key = k;
        return true;
    }
    bool end_object() override { return close(); }
    bool start_array(std::size_t) override { return open(false); }
    bool end_array() override { return close(); }
    bool parse_error(std::size_t position, const std::string&, const nlohmann::detail::exception& ex) override
    {
        problems.push_back({lineColumn(position), reason(ex.what())});
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
            problems.push_back({path(), "nested deeper than " + std::to_string(kMaxNestingDepth) + " levels; scenario files are at most " +
                                            std::to_string(kMaxNestingDepth) + " deep"});
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
    static std::string reason(std::string what)
    {
        // "[json.exception.parse_error.101] parse error at line 1, column 2: syntax error while parsing value - …"
        if (auto p = what.find("syntax error"); p != std::string::npos)
            what = what.substr(p);
        else if (auto colon = what.find(']'); colon != std::string::npos)
            what = what.substr(colon + 2);
        return "invalid JSON: " + abbreviate(what, 200); // nlohmann quotes the bytes it read, which may be anything
    }

    std::string_view m_text;
    std::vector<Level> m_stack;
};

} // namespace

std::string abbreviate(std::string_view text, std::size_t maxChars)
{
    // Messages go to terminals and logs: control bytes and bytes that are not UTF-8 (a file name
    // or --set value from the command line, a token nlohmann quotes) are written as \xNN.
    constexpr std::string_view kHex = "0123456789abcdef";
    auto escaped = [&](unsigned char byte) { return std::string("\\x") + kHex[byte >> 4] + kHex[byte & 15]; };
    std::string out;
    std::size_t chars = 0;
    for (std::size_t i = 0; i < text.size();) {
        if (chars == maxChars)
            return out + "…";
        ++chars;
        const auto byte = static_cast<unsigned char>(text[i]);
        const std::size_t n = utf8SequenceLength(text, i);
        if (n == 0 || (n == 1 && (byte < 0x20 || byte == 0x7f))) {
            out += escaped(byte);
            ++i;
            continue;
        }
        out.append(text.substr(i, n));
        i += n;
    }
    return out;
}

std::string jsonOutputText(const Json& j) { return j.dump(2, ' ', false, Json::error_handler_t::replace); }

std::optional<std::string> textProblem(std::string_view s, std::size_t minChars, std::size_t maxChars)
{
    if (s.find('\0') != std::string_view::npos)
        return "contains a NUL character";
    if (const auto bad = firstNonUtf8Byte(s))
        return "is not UTF-8 text: byte " + std::to_string(*bad + 1) + " is " + abbreviate(s.substr(*bad, 1)) +
               ", which does not start a UTF-8 character";
    const std::size_t n = codePoints(s);
    if (n < minChars || n > maxChars)
        return "is " + std::to_string(n) + " characters long; it must be " +
               (minChars > 0 ? std::to_string(minChars) + " to " : "at most ") + std::to_string(maxChars) + " characters";
    return std::nullopt;
}

std::optional<std::size_t> firstNonUtf8Byte(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t n = utf8SequenceLength(text, i);
        if (n == 0)
            return i;
        i += n;
    }
    return std::nullopt;
}

Checked<Json> parseJsonDocument(std::string_view text)
{
    Checked<Json> result;
    if (text.size() > kMaxDocumentBytes) {
        result.problems.push_back({"", "the document is " + formatShort(static_cast<double>(text.size())) +
                                           "B; scenario documents are at most 1 MiB (1,048,576 bytes)"});
        return result;
    }
    DocumentChecker checker(text);
    const bool ok = ParsedJson::sax_parse(text, &checker, nlohmann::detail::input_format_t::json, true, true);
    if (!ok || !checker.problems.empty()) {
        result.problems = std::move(checker.problems);
        if (result.problems.empty())
            result.problems.push_back({"", "invalid JSON"});
        return result;
    }
    result.value = Json::parse(text, nullptr, true, true);
    return result;
}

std::string inQuotes(std::string_view text) { return "\"" + abbreviate(text) + "\""; }

Checked<std::string> readDocumentFile(const std::string& path)
{
    Checked<std::string> result;
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status)) {
        result.problems.push_back({path, "no such file"});
        return result;
    }
    if (std::filesystem::is_directory(status)) {
        result.problems.push_back({path, "is a folder, not a file"});
        return result;
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        result.problems.push_back({path, "cannot be read (permission denied?)"});
        return result;
    }
    std::string text;
    text.resize(kMaxDocumentBytes + 1);
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    if (in.bad()) {
        result.problems.push_back({path, "reading failed"});
        return result;
    }
    text.resize(static_cast<std::size_t>(in.gcount()));
    if (text.size() > kMaxDocumentBytes) {
        const auto size = std::filesystem::file_size(path, ec);
        result.problems.push_back({path, "is " + (ec ? std::string("over 1 MiB") : formatShort(static_cast<double>(size)) + "B") +
                                             "; scenario documents are at most 1 MiB (1,048,576 bytes)"});
        return result;
    }
    result.value = std::move(text);
    return result;
}

} // namespace runway
