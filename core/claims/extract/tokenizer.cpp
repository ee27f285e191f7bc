#include "core/claims/extract/tokenizer.h"

#include <algorithm>
#include <array>

namespace runway::extract {
namespace {

/// The code point at text[i] and its length in bytes (the text is valid UTF-8).
std::pair<char32_t, std::size_t> decode(std::string_view text, std::size_t i)
{
    const auto b = [&](std::size_t k) { return static_cast<unsigned char>(text[i + k]); };
    const unsigned lead = b(0);
    if (lead < 0x80)
        return {lead, 1};
    if (lead < 0xE0 && i + 1 < text.size())
        return {char32_t((lead & 0x1F) << 6 | (b(1) & 0x3F)), 2};
    if (lead < 0xF0 && i + 2 < text.size())
        return {char32_t((lead & 0x0F) << 12 | (b(1) & 0x3F) << 6 | (b(2) & 0x3F)), 3};
    if (i + 3 < text.size())
        return {char32_t((lead & 0x07) << 18 | (b(1) & 0x3F) << 12 | (b(2) & 0x3F) << 6 | (b(3) & 0x3F)), 4};
    return {0xFFFD, 1}; // a truncated sequence: the reader refuses such text, so this is never reached
}

bool isHanCodePoint(char32_t c)
{
    return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0xF900 && c <= 0xFAFF) || c == 0x3007;
}

bool isSpace(char32_t c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c == 0xA0 || c == 0x3000 || c == 0x2009 || c == 0x202F || c == 0x2002 ||
           c == 0x2003 || c == 0xFEFF;
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

std::string lowerAscii(std::string_view s)
{
    std::string out(s);
    for (char& c : out)
        if (c >= 'A' && c <= 'Z')
            c = static_cast<char>(c - 'A' + 'a');
    return out;
}

/// The end of a number starting with a digit at `i`: digits, then ",ddd" groups, then ".d…".
std::size_t numberEnd(std::string_view text, std::size_t i)
{
    std::size_t j = i;
    while (j < text.size() && isDigit(text[j]))
        ++j;
    const bool groupable = j - i <= 3;
    while (groupable && j + 3 < text.size() && text[j] == ',' && isDigit(text[j + 1]) && isDigit(text[j + 2]) && isDigit(text[j + 3]) &&
           (j + 4 >= text.size() || !isDigit(text[j + 4])))
        j += 4;
    if (j + 1 < text.size() && text[j] == '.' && isDigit(text[j + 1])) {
        j += 1;
        while (j < text.size() && isDigit(text[j]))
            ++j;
    }
    return j;
}

bool startsUrl(std::string_view text, std::size_t i)
{
    const std::string_view rest = text.substr(i);
    return rest.starts_with("http://") || rest.starts_with("https://") || rest.starts_with("www.");
}

// Words after which a "." does not end a sentence.
constexpr std::array kAbbreviations{"mr",  "mrs",  "ms",  "dr",     "prof", "inc", "ltd", "co",  "corp", "vs",  "e.g", "i.e", "no",
                                    "st",  "jr",   "sr",  "approx", "ca",   "fig", "jan", "feb", "mar",  "apr", "jun", "jul", "aug",
                                    "sep", "sept", "oct", "nov",    "dec",  "u.s", "u.k", "est", "al",   "cf",  "vol", "pp"};

bool isLowerWord(const Token& t)
{
    return t.type == TokenType::Word && t.text[0] >= 'a' && t.text[0] <= 'z';
}

bool isClosing(const Token& t)
{
    return t.type == TokenType::Symbol && (t.text == "\"" || t.text == "'" || t.text == ")" || t.text == "]" || t.text == "\u201D" || t.text == "\u2019" ||
                                           t.text == "\u300D" || t.text == "\u300F" || t.text == "\uFF09");
}

} // namespace

bool isHan(std::string_view s)
{
    if (s.empty())
        return false;
    auto [c, n] = decode(s, 0);
    return n == s.size() && isHanCodePoint(c);
}

std::vector<Token> tokenize(std::string_view text)
{
    std::vector<Token> tokens;
    bool space = true;
    int breaks = 0;
    auto push = [&](TokenType type, std::size_t begin, std::size_t end) {
        Token t;
        t.type = type;
        t.begin = begin;
        t.end = end;
        t.text = std::string(text.substr(begin, end - begin));
        t.lower = lowerAscii(t.text);
        t.spaceBefore = space;
        t.lineBreaksBefore = breaks;
        tokens.push_back(std::move(t));
        space = false;
        breaks = 0;
    };
    for (std::size_t i = 0; i < text.size();) {
        const char ch = text[i];
        if (startsUrl(text, i) && (tokens.empty() || space)) {
            std::size_t j = i;
            while (j < text.size() && !isSpace(decode(text, j).first))
                j += decode(text, j).second;
            push(TokenType::Url, i, j);
            i = j;
            continue;
        }
        if (isDigit(ch)) {
            const std::size_t j = numberEnd(text, i);
            push(TokenType::Number, i, j);
            i = j;
            continue;
        }
        if (isLetter(ch)) {
            std::size_t j = i;
            for (;;) {
                while (j < text.size() && isLetter(text[j]))
                    ++j;
                // An inner apostrophe keeps the word whole: "NVIDIA's", "don't", "Zhipu’s".
                if (j + 1 < text.size() && text[j] == '\'' && isLetter(text[j + 1])) {
                    j += 1;
                    continue;
                }
                if (j + 3 < text.size() && text.substr(j).starts_with("\u2019") && isLetter(text[j + 3])) {
                    j += 3;
                    continue;
                }
                break;
            }
            push(TokenType::Word, i, j);
            i = j;
            continue;
        }
        auto [cp, n] = decode(text, i);
        if (isSpace(cp)) {
            space = true;
            breaks += cp == '\n' ? 1 : 0;
            i += n;
            continue;
        }
        push(isHanCodePoint(cp) ? TokenType::Han : TokenType::Symbol, i, i + n);
        i += n;
    }
    return tokens;
}

std::vector<Sentence> splitSentences(std::vector<Token>& tokens)
{
    std::vector<Sentence> sentences;
    std::size_t first = 0;
    auto close = [&](std::size_t last) {
        Sentence s;
        s.firstToken = first;
        s.lastToken = last;
        s.begin = tokens[first].begin;
        s.end = tokens[last].end;
        for (std::size_t k = first; k <= last; ++k)
            tokens[k].sentence = sentences.size();
        sentences.push_back(s);
        first = last + 1;
    };
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const Token& t = tokens[i];
        const Token* next = i + 1 < tokens.size() ? &tokens[i + 1] : nullptr;
        bool ends = false;
        if (t.text == "\u3002" || t.text == "\uFF01" || t.text == "\uFF1F" || t.text == "!" || t.text == "?") {
            ends = true;
        } else if (t.text == "." && (!next || next->spaceBefore || next->type == TokenType::Han)) {
            // "U.S." and "e.g.": the word before the dot (with its own inner dots) is an abbreviation.
            std::string word;
            if (i > 0 && tokens[i - 1].type == TokenType::Word && !t.spaceBefore) {
                std::size_t k = i - 1;
                word = tokens[k].lower;
                while (k >= 2 && !tokens[k].spaceBefore && tokens[k - 1].text == "." && !tokens[k - 1].spaceBefore && tokens[k - 2].type == TokenType::Word) {
                    word.insert(0, tokens[k - 2].lower + ".");
                    k -= 2;
                }
            }
            const bool abbreviation = !word.empty() && std::find(kAbbreviations.begin(), kAbbreviations.end(), word) != kAbbreviations.end();
            ends = !abbreviation && (!next || !isLowerWord(*next));
        }
        if (ends) {
            std::size_t last = i;
            while (last + 1 < tokens.size() && !tokens[last + 1].spaceBefore && isClosing(tokens[last + 1]))
                ++last;
            close(last);
            i = last;
            continue;
        }
        if (next && next->lineBreaksBefore > 0 && (next->lineBreaksBefore > 1 || !isLowerWord(*next)))
            close(i);
    }
    if (first < tokens.size())
        close(tokens.size() - 1);
    return sentences;
}

Quote quoteWindow(std::string_view text, std::size_t maxChars, std::size_t focusBegin, std::size_t focusEnd)
{
    // Collapse white space, remembering where the focus lands in the collapsed text.
    std::string out;
    std::size_t fb = 0, fe = 0;
    bool pendingSpace = false;
    for (std::size_t i = 0; i < text.size();) {
        if (i == focusBegin)
            fb = out.size() + (pendingSpace && !out.empty() ? 1 : 0);
        auto [c, n] = decode(text, i);
        if (isSpace(c)) {
            pendingSpace = true;
        } else {
            if (pendingSpace && !out.empty())
                out += ' ';
            pendingSpace = false;
            out.append(text.substr(i, n));
        }
        i += n;
        if (i == focusEnd)
            fe = out.size();
    }
    std::vector<std::size_t> starts; // the byte offset of each code point
    for (std::size_t i = 0; i < out.size(); i += decode(out, i).second)
        starts.push_back(i);
    if (starts.size() <= maxChars)
        return {out, false, false};
    // Keep maxChars code points around the focus, then trim to whole words.
    std::size_t focusCp = 0, focusEndCp = 0;
    for (std::size_t k = 0; k < starts.size(); ++k) {
        if (starts[k] <= fb)
            focusCp = k;
        if (starts[k] < fe)
            focusEndCp = k + 1;
    }
    const std::size_t focusLen = focusEndCp > focusCp ? focusEndCp - focusCp : 0;
    std::size_t from = focusCp > (maxChars - std::min(focusLen, maxChars)) / 2 ? focusCp - (maxChars - std::min(focusLen, maxChars)) / 2 : 0;
    from = std::min(from, starts.size() - maxChars);
    const std::size_t to = from + maxChars; // exclusive, in code points
    std::size_t b = starts[from];
    std::size_t e = to < starts.size() ? starts[to] : out.size();
    // Drop a partial word at either cut (only where the text has spaces: Chinese has none to cut at).
    if (from > 0 && out[b - 1] != ' ' && out[b] != ' ') {
        const std::size_t sp = out.find(' ', b);
        if (sp != std::string::npos && sp < e && sp + 1 <= fb)
            b = sp + 1;
    }
    if (e < out.size() && out[e] != ' ' && out[e - 1] != ' ') {
        const std::size_t sp = out.rfind(' ', e - 1);
        if (sp != std::string::npos && sp > b && sp >= fe)
            e = sp;
    }
    std::string cut = out.substr(b, e - b);
    while (!cut.empty() && cut.back() == ' ')
        cut.pop_back();
    while (!cut.empty() && cut.front() == ' ')
        cut.erase(cut.begin());
    return {cut, b > 0, e < out.size()};
}

std::string quoteText(std::string_view text, std::size_t maxChars, std::size_t focusBegin, std::size_t focusEnd)
{
    return quoteWindow(text, maxChars, focusBegin, focusEnd).text;
}

Quote quoteAround(std::string_view text, std::size_t sentenceBegin, std::size_t sentenceEnd, std::size_t begin, std::size_t end, std::size_t maxChars)
{
    // Grow the slice from the number outwards, one code point at a time on either side (a run of
    // white space counts once, as it will after collapsing), until it holds maxChars: the work is
    // proportional to the quote, not to the sentence.
    auto spaceAt = [&](std::size_t i) { return isSpace(decode(text, i).first); };
    auto prevStart = [&](std::size_t i) {
        do
            --i;
        while (i > sentenceBegin && (static_cast<unsigned char>(text[i]) & 0xC0) == 0x80);
        return i;
    };
    std::size_t from = begin, to = end, chars = 0;
    for (std::size_t i = begin; i < end; i += decode(text, i).second)
        ++chars;
    while (chars < maxChars && (from > sentenceBegin || to < sentenceEnd)) {
        if (from > sentenceBegin) {
            const std::size_t p = prevStart(from);
            if (!(spaceAt(p) && from < end && spaceAt(from)))
                ++chars;
            from = p;
        }
        if (to < sentenceEnd && chars < maxChars) {
            if (!(spaceAt(to) && to > begin && spaceAt(prevStart(to))))
                ++chars;
            to += decode(text, to).second;
        }
    }
    Quote q;
    q.cutBefore = from > sentenceBegin;
    q.cutAfter = to < sentenceEnd;
    // Whole words only where the text has spaces (Chinese has none to cut at).
    if (q.cutBefore && !spaceAt(from) && !spaceAt(prevStart(from)))
        for (std::size_t i = from; i < begin; i += decode(text, i).second)
            if (spaceAt(i)) {
                from = i;
                break;
            }
    if (q.cutAfter && !spaceAt(to) && !spaceAt(prevStart(to)))
        for (std::size_t i = prevStart(to); i >= end && i > from; i = prevStart(i))
            if (spaceAt(i)) {
                to = i;
                break;
            }
    q.text = quoteWindow(text.substr(from, to - from), maxChars, begin - from, end - from).text;
    return q;
}

std::vector<std::string> phraseTokens(std::string_view phrase)
{
    std::vector<std::string> out;
    for (const Token& t : tokenize(phrase))
        out.push_back(t.lower);
    return out;
}

std::size_t matchPhrase(const std::vector<Token>& tokens, std::size_t i, const std::vector<std::string>& phrase)
{
    if (phrase.empty() || i >= tokens.size())
        return 0;
    const std::size_t sentence = tokens[i].sentence;
    std::size_t j = i;
    for (std::size_t k = 0; k < phrase.size(); ++k) {
        if (k > 0 && j < tokens.size() && tokens[j].text == "-" && phrase[k] != "-" && !tokens[j].spaceBefore && j + 1 < tokens.size() &&
            !tokens[j + 1].spaceBefore && tokens[j - 1].type == TokenType::Word && tokens[j + 1].type == TokenType::Word)
            ++j; // "per-chip" for "per chip"
        if (j >= tokens.size() || tokens[j].sentence != sentence || tokens[j].lower != phrase[k])
            return 0;
        ++j;
    }
    return j - i;
}

std::size_t matchPhraseEndingAt(const std::vector<Token>& tokens, std::size_t last, const std::vector<std::string>& phrase)
{
    if (phrase.empty() || last >= tokens.size())
        return 0;
    const std::size_t longest = 2 * phrase.size() - 1;
    for (std::size_t len = phrase.size(); len <= longest && len <= last + 1; ++len)
        if (matchPhrase(tokens, last + 1 - len, phrase) == len)
            return len;
    return 0;
}

} // namespace runway::extract
