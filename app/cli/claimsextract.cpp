// token-runway claims extract FILE [--out PATH] [--format text|json] [--save NAME [--db LIB]]: every number of an
// article with its value, unit, period and kind, and the quantities it may be (CLAIMS.md,
// "Finding the numbers in a text"); --format json prints and --out writes the draft claims file.
#include <algorithm>
#include <cmath>
#include <filesystem>
#include <ostream>

#include "app/cli/args.h"
#include "app/cli/cli.h"
#include "app/cli/library.h"
#include "core/claims/extract/articletext.h"
#include "core/claims/extract/draftfile.h"
#include "core/claims/extract/extractor.h"
#include "core/claims/extract/tokenizer.h"
#include "core/scenario/numberformat.h"
#include "core/util/fileio.h"
#include "core/util/sha256.h"
#include "core/util/text.h"

namespace runway::cli {
namespace {

using extract::FoundNumber;
using extract::Period;
using extract::Unit;

constexpr std::size_t kQuoteChars = 72; ///< the table's quote column: the words around the number

std::string periodSuffix(Period p)
{
    switch (p) {
    case Period::None: return "";
    case Period::Day: return " a day";
    case Period::Month: return " a month";
    case Period::Year: return " a year";
    case Period::PerMillionTokens: return " per 1M tokens";
    case Period::PerChipPerDay: return " per chip per day";
    case Period::PerChip: return " per chip";
    }
    return "";
}

/// A count as people read it: "10,000", "23.2T".
std::string countText(double v)
{
    return v >= 1e6 || v != std::floor(v) ? formatShort(v) : formatGrouped(v, 0);
}

std::string figure(const FoundNumber& n, double v)
{
    switch (n.unit) {
    case Unit::Money:
        switch (n.currency) {
        case extract::Currency::Cny: return "CNY " + formatShort(v);
        case extract::Currency::Hkd: return "HKD " + formatShort(v);
        default: return formatUsd(v);
        }
    case Unit::Percent: return formatPlain(v) + " %";
    case Unit::Multiple: return formatPlain(v) + "\u00D7";
    case Unit::Tokens: return formatShort(v);
    default: return countText(v);
    }
}

std::string unitWords(const FoundNumber& n)
{
    const bool one = !n.range && n.low == 1;
    switch (n.unit) {
    case Unit::Tokens: return one ? " token" : " tokens";
    case Unit::Accelerators: return one ? " accelerator" : " accelerators";
    case Unit::People: return one ? " person" : " people";
    case Unit::Months: return one ? " month" : " months";
    case Unit::Days: return one ? " day" : " days";
    default: return "";
    }
}

/// "3.87T tokens a day", "$100K–$999.99K a month", "30–40 %", "10,000 accelerators".
std::string valueText(const FoundNumber& n)
{
    std::string v = n.range ? figure(n, n.low) + "\u2013" + figure(n, n.high) : figure(n, n.low);
    if (n.range && n.unit == Unit::Percent) // "30–40 %", not "30 %–40 %"
        v = formatPlain(n.low) + "\u2013" + formatPlain(n.high) + " %";
    return v + unitWords(n) + periodSuffix(n.period);
}

std::string suggestionText(const FoundNumber& n)
{
    if (n.suggestions.empty())
        return "\u2014";
    const auto& s = n.suggestions.front();
    return s.factor == 1 ? s.quantity : s.quantity + " \u00D7 " + formatShort(s.factor, 4);
}

/// The words around the number in its sentence, with "…" where the sentence goes on.
std::string shortQuote(std::string_view text, const FoundNumber& n)
{
    const extract::Quote q = extract::quoteAround(text, n.sentenceBegin, n.sentenceEnd, n.begin, n.end, kQuoteChars);
    return printable((q.cutBefore ? "\u2026" : "") + q.text + (q.cutAfter ? "\u2026" : ""));
}

/// Terminal columns of UTF-8 text: East Asian wide characters (Han, kana, Hangul, full-width
/// forms) take two.
std::size_t columns(std::string_view s)
{
    std::size_t width = 0;
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        const std::size_t n = b < 0x80 ? 1 : b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
        char32_t c = n == 1 ? b : n == 2 ? (b & 0x1F) : n == 3 ? (b & 0x0F) : (b & 0x07);
        for (std::size_t k = 1; k < n && i + k < s.size(); ++k)
            c = (c << 6) | (static_cast<unsigned char>(s[i + k]) & 0x3F);
        const bool wide = (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
                          (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
        width += wide ? 2 : 1;
        i += n;
    }
    return width;
}

std::string table(const std::vector<std::vector<std::string>>& rows)
{
    std::vector<std::size_t> widths(rows.front().size(), 0);
    for (const auto& row : rows)
        for (std::size_t i = 0; i + 1 < row.size(); ++i) // the last column is not padded
            widths[i] = std::max(widths[i], columns(row[i]));
    std::string out;
    for (const auto& row : rows) {
        std::string line = "  ";
        for (std::size_t i = 0; i < row.size(); ++i) {
            line += row[i];
            if (i + 1 < row.size())
                line += std::string(widths[i] - columns(row[i]) + 2, ' ');
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        out += line + '\n';
    }
    return out;
}

std::string textReport(std::string_view text, const std::string& path, const extract::DraftSource& source, const std::vector<FoundNumber>& numbers)
{
    std::vector<std::vector<std::string>> claims{{"id", "value", "kind", "top suggestion", "quote"}};
    std::vector<std::vector<std::string>> context{{"reason", "text", "quote"}};
    std::size_t id = 1;
    for (const auto& n : numbers) {
        if (n.isClaim())
            claims.push_back({"n" + std::to_string(id++), valueText(n), std::string(extract::kindName(n.kind)), suggestionText(n), shortQuote(text, n)});
        else
            context.push_back({std::string(extract::contextName(n.context)), printable(n.text), shortQuote(text, n)});
    }
    std::string out = "Numbers in " + printable(path) + ": \"" + printable(source.title, 120) + "\" (" + source.language +
                      "): " + std::to_string(claims.size() - 1) + " to confirm, " + std::to_string(context.size() - 1) + " context\n\n";
    out += claims.size() > 1 ? table(claims) : "  (no numbers that could be claims)\n";
    out += "\nContext (years, dates, ordinals, versions, block numbers: not claims)\n";
    out += context.size() > 1 ? table(context) : "  (none)\n";
    out += "\nvalue: in its base unit (tokens, money in its currency, accelerators, people, percent, months or days);\n"
           "kind: equals, at_least, at_most or between; top suggestion: the quantity of MODEL.md it most likely is, × the factor\n"
           "that turns it into the figure. --format json prints the draft claims file with every suggestion; --out PATH writes it.\n";
    return out;
}

} // namespace

int claimsExtractCommand(std::span<const std::string> args, Io& io)
{
    static const OptionSpec specs[] = {{"--out"}, {"--format"}, {"--save"}, {"--db"}};
    Args a = parseArgs(args, specs);
    if (a.help)
        return printUsage(io);
    const Format format = formatOption(a);
    if (a.positional.empty())
        a.problems.push_back(cliProblem("claims extract", "give the text FILE to read (token-runway claims extract FILE [--out PATH] [--format text|json])"));
    else if (a.positional.size() > 1)
        a.problems.push_back(cliProblem(abbreviate(a.positional[1]), "unexpected argument (give one text FILE)"));
    if (a.has("--db") && !a.has("--save"))
        a.problems.push_back(cliProblem("--db", "--db names the library that --save NAME saves the article in; give --save NAME too"));
    if (!a.problems.empty())
        return reportProblems(io, a.problems);

    const std::string& path = a.positional[0];
    auto text = extract::readArticleFile(path);
    if (!text.ok())
        return reportProblems(io, text.problems);
    const std::vector<FoundNumber> numbers = extract::extractNumbers(*text.value);
    const std::string fileName = std::filesystem::path(path).filename().string();
    const extract::DraftSource source{extract::sourceIdFor(fileName), extract::articleTitle(*text.value, fileName), extract::detectLanguage(*text.value),
                                      sha256Hex(*text.value)};
    const std::string draft = extract::draftClaimsText(source, numbers);
    // Never a draft that the claims reader (claims --catalogue, the article library) would refuse.
    if ((a.has("--out") || a.has("--save") || format == Format::Json) && draft.size() > kMaxClaimsFileBytes)
        return reportProblems(io, {cliProblem(path, "its draft claims file would be " + formatGrouped(static_cast<double>(draft.size()), 0) + " bytes (" +
                                                        std::to_string(numbers.size()) + " numbers, each with its sentence), over the " +
                                                        formatGrouped(static_cast<double>(kMaxClaimsFileBytes), 0) +
                                                        " bytes a claims file may have; nothing was written: split the text into shorter ones")});
    // --save NAME: the text and its draft as a new version of the article NAME in the library.
    int savedVersion = 0;
    if (auto name = a.value("--save")) {
        auto store = openLibrary(a);
        if (!store.ok())
            return reportProblems(io, store.problems);
        StoredArticle article;
        article.name = *name;
        article.text = *text.value;
        article.claims = extract::draftCatalogue(source, numbers);
        auto saved = store.value->saveArticle(article, "extracted from " + abbreviate(path, 400));
        if (!saved.ok())
            return reportProblems(io, saved.problems);
        savedVersion = *saved.value;
    }
    if (auto target = a.value("--out")) {
        if (auto problem = writeFileAtomically(*target, draft))
            return reportProblems(io, {*problem});
    }
    if (format == Format::Json) {
        io.out << draft;
        return kExitOk;
    }
    io.out << textReport(*text.value, path, source, numbers);
    if (auto target = a.value("--out"))
        io.out << "\nwrote " << printable(*target) << ": the draft claims file ("
               << std::count_if(numbers.begin(), numbers.end(), [](const auto& n) { return n.isClaim(); }) << " draft claims to confirm)\n";
    if (savedVersion > 0)
        io.out << (a.has("--out") ? "" : "\n") << "saved the text and its draft as version " << savedVersion << " of the article \""
               << printable(*a.value("--save")) << "\" (token-runway articles list)\n";
    return kExitOk;
}

} // namespace runway::cli
