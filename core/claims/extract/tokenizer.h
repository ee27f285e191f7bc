#pragma once
// The first step of `claims extract`: UTF-8 text into tokens with byte offsets, and tokens into
// sentences. Deterministic and locale-free (ASCII case folding only).
//
// Tokens: a Word is a run of ASCII letters (with inner apostrophes: "NVIDIA's"); a Number a run of
// ASCII digits with thousands groups (",ddd") and one decimal part ("18,402,112", "0.03"); each
// Han character is one Han token (Chinese numerals are parsed from them); a URL ("https://…",
// "www.…") is one Url token, never read for numbers; any other character is one Symbol token
// ("$", "%", "–", "，"). White space is not a token: the next token records it.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace runway::extract {

enum class TokenType { Word, Number, Han, Symbol, Url };

struct Token {
    TokenType type = TokenType::Symbol;
    std::size_t begin = 0, end = 0; ///< byte range in the text
    std::string text;               ///< as written
    std::string lower;              ///< ASCII lower case of `text`
    bool spaceBefore = false;       ///< white space between the previous token and this one (or the text's start)
    int lineBreaksBefore = 0;       ///< line feeds in that white space
    std::size_t sentence = 0;       ///< index into the sentences
};

struct Sentence {
    std::size_t firstToken = 0, lastToken = 0; ///< inclusive
    std::size_t begin = 0, end = 0;            ///< byte range in the text
};

/// The tokens of UTF-8 `text` (which must be valid UTF-8: the file reader checks it).
std::vector<Token> tokenize(std::string_view text);

/// Splits the tokens into sentences and sets each token's `sentence`. A sentence ends after "。！？!?",
/// after a "." followed by white space and a token that does not start with a lower-case letter
/// (not after an abbreviation such as "e.g." or "U.S."), at a blank line, and at a line break
/// before a token that does not start with a lower-case letter (a heading, a new paragraph).
/// Closing quotes and brackets right after the mark stay in the sentence.
std::vector<Sentence> splitSentences(std::vector<Token>& tokens);

/// A quote and whether words were left out before or after it.
struct Quote {
    std::string text;
    bool cutBefore = false, cutAfter = false;
};

/// `text` as a quote: trimmed, every run of white space one space, at most `maxChars` code points
/// (cut at a word boundary; the cut keeps the part around [focusBegin, focusEnd) when given).
Quote quoteWindow(std::string_view text, std::size_t maxChars, std::size_t focusBegin = 0, std::size_t focusEnd = 0);
/// quoteWindow(…).text.
std::string quoteText(std::string_view text, std::size_t maxChars = 500, std::size_t focusBegin = 0, std::size_t focusEnd = 0);

/// The quote of at most `maxChars` code points around the bytes [begin, end) of `text` within the
/// sentence [sentenceBegin, sentenceEnd): quoteWindow on a slice of the sentence near the number,
/// so that quoting every number of a very long sentence stays linear.
Quote quoteAround(std::string_view text, std::size_t sentenceBegin, std::size_t sentenceEnd, std::size_t begin, std::size_t end, std::size_t maxChars);

/// A table phrase as tokens (lower-case): "per million tokens" → {"per", "million", "tokens"},
/// "每百万tokens" → {"每", "百", "万", "tokens"}.
std::vector<std::string> phraseTokens(std::string_view phrase);

/// The number of tokens of `tokens` from `i` that spell `phrase` (lower-case comparison; a hyphen
/// between two words of the text may stand for the phrase's space: "per-chip" spells "per chip"),
/// or 0 when they do not. Never crosses into another sentence.
std::size_t matchPhrase(const std::vector<Token>& tokens, std::size_t i, const std::vector<std::string>& phrase);

/// The same, for a phrase that ends at token `last` (inclusive): the number of tokens it takes, or 0.
std::size_t matchPhraseEndingAt(const std::vector<Token>& tokens, std::size_t last, const std::vector<std::string>& phrase);

/// Whether `s` is one Han character (CJK unified ideographs, extension A, compatibility, 〇).
bool isHan(std::string_view s);

} // namespace runway::extract
