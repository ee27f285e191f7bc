#include "core/claims/extract/articletext.h"

#include <filesystem>
#include <fstream>

#include "core/scenario/numberformat.h"
#include "core/util/text.h"

namespace runway::extract {
namespace {

bool startsWith(std::string_view text, std::string_view bytes)
{
    return text.substr(0, bytes.size()) == bytes;
}

/// Whether `text` holds nothing but white space (ASCII, no-break, ideographic, a byte-order mark).
bool onlyWhiteSpace(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        const char c = text[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
            ++i;
            continue;
        }
        const std::string_view rest = text.substr(i);
        if (rest.starts_with("\u00A0")) {
            i += 2;
            continue;
        }
        if (rest.starts_with("\u3000") || rest.starts_with("\uFEFF")) {
            i += 3;
            continue;
        }
        return false;
    }
    return true;
}

std::string hexByte(unsigned char b)
{
    static constexpr char kHex[] = "0123456789ABCDEF";
    return std::string("0x") + kHex[b >> 4] + kHex[b & 0xF];
}

} // namespace

std::optional<Message> articleTextProblem(std::string_view text)
{
    if (text.size() > kMaxArticleBytes)
        return Message(RW_MSG("Files", "is %1 bytes; a text to read numbers from is at most 1 MiB (1,048,576 bytes)"))
            .arg(Quantity{static_cast<double>(text.size()), Unit::Count, Style::Grouped, 0});
    // Byte-order marks of the encodings people save by mistake (UTF-32 first: its mark starts like UTF-16's).
    static constexpr std::pair<std::string_view, std::string_view> kMarks[] = {
        {std::string_view("\xFF\xFE\x00\x00", 4), "UTF-32 (little-endian)"},
        {std::string_view("\x00\x00\xFE\xFF", 4), "UTF-32 (big-endian)"},
        {std::string_view("\xFF\xFE", 2), "UTF-16 (little-endian)"},
        {std::string_view("\xFE\xFF", 2), "UTF-16 (big-endian)"},
    };
    for (const auto& [mark, name] : kMarks)
        if (startsWith(text, mark))
            return Message(RW_MSG("Files", "is not UTF-8: it looks like %1 from its byte-order mark; save it as UTF-8 and try again")).arg(std::string(name));
    if (const auto nul = text.find('\0'); nul != std::string_view::npos)
        return Message(RW_MSG("Files", "holds a NUL byte at byte offset %1: it is not a UTF-8 text file (UTF-16 or UTF-32 without a byte-order mark?); "
                                       "save it as UTF-8 and try again"))
            .arg(qty::whole(static_cast<long long>(nul)));
    if (const auto bad = firstNonUtf8Byte(text))
        return Message(RW_MSG("Files", "is not UTF-8: the byte at offset %1 (%2) does not start a UTF-8 character; save it as UTF-8 and try again"))
            .arg(qty::whole(static_cast<long long>(*bad)))
            .arg(hexByte(static_cast<unsigned char>(text[*bad])));
    if (text.empty())
        return Message(RW_MSG("Files", "is empty: there is no text to read numbers from"));
    if (onlyWhiteSpace(text))
        return Message(RW_MSG("Files", "holds only white space: there is no text to read numbers from"));
    return std::nullopt;
}

Checked<std::string> readArticleFile(const std::string& path)
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
    text.resize(kMaxArticleBytes + 1);
    in.read(text.data(), static_cast<std::streamsize>(text.size()));
    if (in.bad()) {
        result.problems.push_back({path, RW_MSG("Files", "reading failed"), ProblemKind::Environment});
        return result;
    }
    text.resize(static_cast<std::size_t>(in.gcount()));
    if (text.size() > kMaxArticleBytes) {
        const auto size = std::filesystem::file_size(path, ec);
        result.problems.push_back({path, ec ? Message(RW_MSG("Files", "is over 1 MiB; a text to read numbers from is at most 1 MiB (1,048,576 bytes)"))
                                            : Message(RW_MSG("Files", "is %1 bytes; a text to read numbers from is at most 1 MiB (1,048,576 bytes)"))
                                                  .arg(Quantity{static_cast<double>(size), Unit::Count, Style::Grouped, 0})});
        return result;
    }
    if (auto problem = articleTextProblem(text)) {
        result.problems.push_back({path, *problem});
        return result;
    }
    result.value = std::move(text);
    return result;
}

std::string articleTitle(std::string_view text, std::string_view fallback)
{
    if (text.starts_with("\uFEFF"))
        text.remove_prefix(3);
    for (std::size_t i = 0; i <= text.size();) {
        const std::size_t e = std::min(text.find('\n', i), text.size());
        std::string_view line = text.substr(i, e - i);
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ' || line.back() == '\t'))
            line.remove_suffix(1);
        while (!line.empty() && (line.front() == ' ' || line.front() == '\t'))
            line.remove_prefix(1);
        if (!line.empty() && !onlyWhiteSpace(line))
            return codePointCount(line) <= 200 && !firstControlCharacter(line, false) ? std::string(line) : std::string(fallback);
        i = e + 1;
    }
    return std::string(fallback);
}

} // namespace runway::extract
