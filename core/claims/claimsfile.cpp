#include "core/claims/claimsfile.h"

#include <algorithm>
#include <array>
#include <set>

#include "core/claims/builtintexts.h"
#include "core/claims/claimmessages.h"
#include "core/model/modeljson.h"
#include "core/scenario/date.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/jsonfields.h"
#include "core/scenario/numberformat.h"
#include "core/scenario/scenariojson.h"
#include "core/util/text.h"

namespace runway {
namespace {

using claimmsg::msg;

constexpr std::array<std::pair<std::string_view, ClaimKind>, 4> kKinds{
    {{"equals", ClaimKind::Equals}, {"at_least", ClaimKind::AtLeast}, {"at_most", ClaimKind::AtMost}, {"between", ClaimKind::Between}}};
constexpr std::array<std::pair<std::string_view, ClaimUnit>, 8> kUnits{{{"tokens_per_day", ClaimUnit::TokensPerDay},
                                                                        {"usd_per_day", ClaimUnit::UsdPerDay},
                                                                        {"usd_per_month", ClaimUnit::UsdPerMonth},
                                                                        {"usd", ClaimUnit::Usd},
                                                                        {"chips", ClaimUnit::Chips},
                                                                        {"months", ClaimUnit::Months},
                                                                        {"percent", ClaimUnit::Percent},
                                                                        {"times", ClaimUnit::Times}}};
constexpr std::array<std::pair<std::string_view, ClaimBasis>, 2> kBases{{{"independent", ClaimBasis::Independent}, {"internal", ClaimBasis::Internal}}};
constexpr std::array<std::pair<std::string_view, ClaimStatus>, 3> kStatuses{
    {{"confirmed", ClaimStatus::Confirmed}, {"draft", ClaimStatus::Draft}, {"uncheckable", ClaimStatus::Uncheckable}}};

// A draft's figure in the extractor's words (foundnumber.h names them).
template <class Enum, std::size_t N>
constexpr std::array<std::pair<std::string_view, Enum>, N> namedBy(const std::array<Enum, N>& values, std::string_view (*name)(Enum))
{
    std::array<std::pair<std::string_view, Enum>, N> out{};
    for (std::size_t i = 0; i < N; ++i)
        out[i] = {name(values[i]), values[i]};
    return out;
}
const auto kFoundUnits =
    namedBy<extract::Unit, 9>({extract::Unit::Count, extract::Unit::Tokens, extract::Unit::Money, extract::Unit::Accelerators, extract::Unit::People,
                               extract::Unit::Percent, extract::Unit::Months, extract::Unit::Days, extract::Unit::Multiple},
                              extract::unitName);
const auto kCurrencies = namedBy<extract::Currency, 3>({extract::Currency::Usd, extract::Currency::Cny, extract::Currency::Hkd}, extract::currencyName);
const auto kPeriods = namedBy<extract::Period, 7>({extract::Period::None, extract::Period::Day, extract::Period::Month, extract::Period::Year,
                                                   extract::Period::PerMillionTokens, extract::Period::PerChipPerDay, extract::Period::PerChip},
                                                  extract::periodName);
const auto kContextReasons = namedBy<extract::ContextReason, 5>({extract::ContextReason::Year, extract::ContextReason::Date, extract::ContextReason::Ordinal,
                                                                 extract::ContextReason::Version, extract::ContextReason::Block},
                                                                extract::contextName);

// The number of characters (UTF-8 code points) of a text the document reader has checked.
std::size_t characters(std::string_view text)
{
    return static_cast<std::size_t>(std::count_if(text.begin(), text.end(), [](char ch) { return (static_cast<unsigned char>(ch) & 0xC0) != 0x80; }));
}

bool isHex64(std::string_view text)
{
    return text.size() == 64 && std::all_of(text.begin(), text.end(), [](char ch) { return (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f'); });
}

// "en", "zh", "zh-Hans", "pt-BR": two or three lowercase letters, then subtags of letters and digits.
bool isLanguageCode(std::string_view text)
{
    std::size_t i = 0;
    while (i < text.size() && text[i] >= 'a' && text[i] <= 'z')
        ++i;
    if (i < 2 || i > 3)
        return false;
    while (i < text.size()) {
        if (text[i] != '-')
            return false;
        const std::size_t start = ++i;
        while (i < text.size() && ((text[i] >= 'a' && text[i] <= 'z') || (text[i] >= 'A' && text[i] <= 'Z') || (text[i] >= '0' && text[i] <= '9')))
            ++i;
        if (i - start < 1 || i - start > 8)
            return false;
    }
    return true;
}

// A JSON value as a message names it: "a number", "a string ("text")".
Message typeOf(const Json& v)
{
    if (v.is_null())
        return RW_MSG("Claims", "null");
    if (v.is_boolean())
        return v.get<bool>() ? RW_MSG("Claims", "true") : RW_MSG("Claims", "false");
    if (v.is_number())
        return RW_MSG("Claims", "a number");
    if (v.is_string())
        return msg(RW_MSG("Claims", "a string (\"%1\")"), abbreviate(v.get_ref<const std::string&>(), 30));
    if (v.is_array())
        return RW_MSG("Claims", "a list");
    if (v.is_object())
        return RW_MSG("Claims", "an object");
    return RW_MSG("Claims", "a value of another kind");
}

// Where a list entry is: by its id when it has a usable one, else by its index.
std::string entryWhere(std::string_view list, std::string_view singular, const Json& entry, std::size_t i)
{
    if (entry.is_object())
        if (auto it = entry.find("id"); it != entry.end() && it->is_string() && !it->get_ref<const std::string&>().empty())
            return std::string(singular) + " \"" + abbreviate(it->get_ref<const std::string&>(), 40) + "\"";
    return std::string(list) + "[" + std::to_string(i) + "]";
}

// Reads one catalogue, collecting every problem; each names the entry and the field.
class Reader {
public:
    Reader(CatalogueTexts texts, Problems& problems)
        : m_texts(texts)
        , m_problems(problems)
    {
    }

    void setVersion(int version) { m_version = version; }

    void problem(std::string where, Message message) { m_problems.push_back(Problem{std::move(where), std::move(message)}); }
    void problem(const FieldReader& r, std::string_view field, Message message) { problem(r.at(field), std::move(message)); }

    // A text of the catalogue as a message: the built-in catalogue's by its key, a user's as it is.
    Message text(FieldReader& r, std::string_view field, bool required, std::size_t maxChars)
    {
        const auto value = r.text(field, required, maxChars);
        if (!value)
            return {};
        if (m_texts == CatalogueTexts::User)
            return Message::verbatim(*value);
        if (auto key = builtinTextKey(*value))
            return Message(*key);
        problem(r, field, RW_MSG("Claims", "the text has no translation key in core/claims/builtintexts.cpp"));
        return Message::verbatim(*value);
    }

    template <class Enum, std::size_t N>
    std::optional<Enum> readEnum(FieldReader& r, std::string_view field, bool required, const std::array<std::pair<std::string_view, Enum>, N>& table)
    {
        auto name = r.text(field, required, 100);
        if (!name)
            return std::nullopt;
        std::string names;
        for (const auto& [n, e] : table) {
            if (n == *name)
                return e;
            names += (names.empty() ? "" : ", ") + std::string(n);
        }
        problem(r, field, msg(RW_MSG("Claims", "expected one of %1, got \"%2\""), names, abbreviate(*name)));
        return std::nullopt;
    }

    // A quantity field: a metric key of MODEL.md §5 or a numeric parameter key.
    std::optional<std::string> quantity(FieldReader& r, std::string_view field, bool required)
    {
        auto q = r.text(field, required, 100);
        if (!q)
            return std::nullopt;
        const ParamSpec* p = findParam(*q);
        if (isMetricKey(*q) || (p && isNumeric(p->id)))
            return q;
        if (const std::string hint = closestKey(*q); hint.empty())
            problem(r, field,
                    msg(RW_MSG("Claims", "unknown quantity \"%1\": expected a metric key of MODEL.md §5 (e.g. quota_list_value_usd_per_day, "
                                         "day0.serving_cost_usd) or a numeric parameter key"),
                        abbreviate(*q)));
        else
            problem(r, field,
                    msg(RW_MSG("Claims", "unknown quantity \"%1\": expected a metric key of MODEL.md §5 (e.g. quota_list_value_usd_per_day, "
                                         "day0.serving_cost_usd) or a numeric parameter key (did you mean \"%2\"?)"),
                        abbreviate(*q), hint));
        return q;
    }

    // The scenario keys a claim or reading implies, read by the scenario reader (its rule book
    // included), in the file's order.
    ClaimOverrides overrides(FieldReader& r, const Json& value, std::string_view field = "overrides")
    {
        ClaimOverrides out;
        if (!value.is_object()) {
            problem(r, field, msg(RW_MSG("Claims", "expected an object of scenario keys, got %1"), typeOf(value)));
            return out;
        }
        for (const auto& [key, v] : value.items())
            if (key == "schema" || key == "name" || key == "notes" || key == "uncertainty")
                problem(r, field, msg(RW_MSG("Claims", "\"%1\" cannot be overridden by a claim (only model inputs can)"), key));
        Checked<Scenario> s = scenarioFromJson(value);
        prefixProblems(s.problems, r.at(field));
        m_problems.insert(m_problems.end(), s.problems.begin(), s.problems.end());
        if (!s.ok())
            return out;
        for (const auto& [key, v] : value.items())
            if (const ParamSpec* p = findParam(key))
                out.keys.push_back(p->id);
        out.values = std::move(*s.value);
        return out;
    }

    // "claimed": a number above 0 for `equals` (the ratio divides by it), any number for a bound,
    // [low, high] with low < high for `between`. A claim that is not judged (a draft's number as
    // found) may be 0 or a range whose ends are equal.
    void claimed(FieldReader& r, Claim& c)
    {
        const Json* v = r.get("claimed", true);
        if (!v)
            return;
        const bool judged = c.judged();
        if (c.kind == ClaimKind::Between) {
            if (v->is_array() && v->size() == 2 && (*v)[0].is_number() && (*v)[1].is_number() &&
                ((*v)[0].get<double>() < (*v)[1].get<double>() || (!judged && (*v)[0].get<double>() == (*v)[1].get<double>()))) {
                c.claimed = (*v)[0].get<double>();
                c.claimedHigh = (*v)[1].get<double>();
            } else {
                problem(r, "claimed", msg(RW_MSG("Claims", "a \"between\" claim needs [low, high] with low < high, got %1"), typeOf(*v)));
            }
            return;
        }
        if (!v->is_number()) {
            if (v->is_array())
                problem(r, "claimed", msg(RW_MSG("Claims", "expected a number, got %1 (a range [low, high] needs \"kind\": \"between\")"), typeOf(*v)));
            else
                problem(r, "claimed", msg(RW_MSG("Claims", "expected a number, got %1"), typeOf(*v)));
            return;
        }
        const double d = v->get<double>();
        if (judged && c.kind == ClaimKind::Equals && !(d > 0)) {
            problem(r, "claimed",
                    msg(RW_MSG("Claims", "expected a finite number above 0 for an \"equals\" claim (the ratio divides by it), got %1"), qty::exact(d)));
            return;
        }
        c.claimed = c.claimedHigh = d == 0 ? 0.0 : d;
    }

    void readingIds(FieldReader& r, std::string_view field, const ClaimCatalogue& cat, const Claim& c, std::vector<std::string>& out)
    {
        auto ids = r.ids(field, false);
        if (!ids)
            return;
        const bool compared = field == "readings";
        for (const auto& id : *ids) {
            const ClaimReading* rd = cat.findReading(id);
            if (!rd)
                problem(r, field, msg(RW_MSG("Claims", "unknown reading \"%1\""), abbreviate(id)));
            else if (compared && rd->unit)
                problem(r, field,
                        msg(RW_MSG("Claims", "reading \"%1\" has its own unit, so it cannot be compared with the claimed figure; list it under \"context\""),
                            abbreviate(id)));
        }
        if (compared && c.kind != ClaimKind::Equals)
            problem(r, field,
                    RW_MSG("Claims", "only an \"equals\" claim has other readings (a reading matches within 5 % of one figure); use \"context\" to show "
                                     "figures beside a bound"));
        out = *ids;
    }

    void sourceIds(FieldReader& r, const ClaimCatalogue& cat, std::vector<std::string>& out)
    {
        auto ids = r.ids("sources", true);
        if (!ids)
            return;
        for (const auto& id : *ids)
            if (!cat.findSource(id))
                problem(r, "sources", msg(RW_MSG("Claims", "unknown source \"%1\""), abbreviate(id)));
        out = *ids;
    }

    void claim(const Json& entry, const std::string& where, const ClaimCatalogue& cat, Claim& c)
    {
        FieldReader r(entry, where, m_problems);
        if (m_version >= 3)
            r.refuseUnknown({"id",    "sources",       "claim",  "overrides",  "quantity",      "factor",   "per",    "claimed",
                             "unit",  "kind",          "basis",  "basis_note", "readings",      "context",  "group",  "reading",
                             "quote", "tolerance_pct", "status", "reason",     "per_overrides", "currency", "period", "suggestions"});
        else
            r.refuseUnknown({"id", "sources", "claim", "overrides", "quantity", "factor", "per", "claimed", "unit", "kind", "basis", "basis_note", "readings",
                             "context", "group", "reading"});
        c.id = r.text("id", true, 60).value_or("");
        sourceIds(r, cat, c.sources);
        c.status = readEnum(r, "status", false, kStatuses).value_or(ClaimStatus::Confirmed);
        // A draft or an uncheckable claim is never judged: what it would be judged by may be missing.
        const bool judged = c.status == ClaimStatus::Confirmed;
        c.claim = text(r, "claim", judged, 200);
        if (!judged && !entry.contains("claim") && !entry.contains("quote"))
            problem(where, RW_MSG("Claims", "needs a \"claim\" or a \"quote\": a claim that is not judged is still listed, in words"));
        if (const Json* o = r.get("overrides", judged))
            c.overrides = overrides(r, *o);
        c.quantity = quantity(r, "quantity", judged).value_or("");
        c.factor = r.positive("factor", false).value_or(1);
        c.per = quantity(r, "per", false).value_or("");
        c.kind = readEnum(r, "kind", judged, kKinds).value_or(ClaimKind::Equals);
        c.claimedGiven = judged || entry.contains("claimed");
        if (c.claimedGiven)
            claimed(r, c);
        if (c.status == ClaimStatus::Draft && m_version >= 3)
            draftFigure(r, entry, c);
        else
            c.unit = readEnum(r, "unit", judged, kUnits).value_or(ClaimUnit::UsdPerDay);
        c.basis = readEnum(r, "basis", false, kBases).value_or(ClaimBasis::Independent);
        if (entry.contains("basis_note")) {
            c.basisNote = text(r, "basis_note", false, 500);
            if (!c.basisNote.empty() && c.basis != ClaimBasis::Internal)
                problem(r, "basis_note",
                        RW_MSG("Claims", "only an \"internal\" claim has a basis note (it says which inputs come from the claim's own source)"));
        } else if (c.basis == ClaimBasis::Internal) {
            problem(r, "basis", RW_MSG("Claims", "an \"internal\" claim needs a \"basis_note\" saying which inputs come from the claim's own source"));
        }
        readingIds(r, "readings", cat, c, c.readings);
        readingIds(r, "context", cat, c, c.context);
        c.group = r.text("group", false, 60).value_or("");
        c.reading = text(r, "reading", false, 200);
        if (c.group.empty() != c.reading.empty())
            problem(r, c.group.empty() ? "reading" : "group", RW_MSG("Claims", "\"group\" and \"reading\" go together: a claim read two ways needs both"));
        if (m_version >= 3)
            claimV3(r, entry, c);
    }

    // A draft's figure as the extractor found it: its base unit, currency, period and suggestions.
    void draftFigure(FieldReader& r, const Json& entry, Claim& c)
    {
        if (auto name = r.text("unit", false, 100)) {
            if (auto it = std::find_if(kFoundUnits.begin(), kFoundUnits.end(), [&](const auto& p) { return p.first == *name; }); it != kFoundUnits.end())
                c.found.unit = it->second;
            else
                problem(r, "unit",
                        msg(RW_MSG("Claims", "expected a draft's base unit (count, tokens, money, accelerators, people, percent, months, days or multiple), "
                                             "got \"%1\"; a confirmed claim takes the unit its figure is shown in"),
                            abbreviate(*name)));
        }
        c.found.currency = readEnum(r, "currency", false, kCurrencies).value_or(extract::Currency::None);
        if (entry.contains("currency") && c.found.unit != extract::Unit::Money)
            problem(r, "currency", RW_MSG("Claims", "only money has a currency (the draft's unit is not \"money\")"));
        c.found.period = readEnum(r, "period", false, kPeriods).value_or(extract::Period::None);
        const Json* list = r.get("suggestions", false);
        if (!list)
            return;
        if (!list->is_array()) {
            problem(r, "suggestions", msg(RW_MSG("Claims", "expected a list of {\"quantity\", \"factor\"}, got %1"), typeOf(*list)));
            return;
        }
        for (std::size_t i = 0; i < list->size(); ++i) {
            const std::string where = r.at("suggestions") + "[" + std::to_string(i) + "]";
            if (!isObject((*list)[i], where))
                continue;
            FieldReader s((*list)[i], where, m_problems);
            s.refuseUnknown({"quantity", "factor"});
            ClaimSuggestion suggestion;
            suggestion.quantity = quantity(s, "quantity", true).value_or("");
            suggestion.factor = s.positive("factor", false).value_or(1);
            c.found.suggestions.push_back(std::move(suggestion));
        }
    }

    // The members claims@3 adds to a claim: quote, tolerance_pct, reason, per_overrides (and a
    // draft's currency, period and suggestions, read by draftFigure).
    void claimV3(FieldReader& r, const Json& entry, Claim& c)
    {
        if (c.status != ClaimStatus::Draft)
            for (const char* field : {"currency", "period", "suggestions"})
                if (entry.contains(field))
                    problem(r, field,
                            RW_MSG("Claims", "only a draft has what the extractor found (currency, period, suggestions); a confirmed or uncheckable "
                                             "claim has its quantity and unit instead"));
        // The quote is the article's own words: never translated, at most 500 characters.
        if (auto quote = r.text("quote", false, kMaxQuoteChars * 4)) {
            if (characters(*quote) > kMaxQuoteChars)
                problem(r, "quote",
                        msg(RW_MSG("Claims", "is %1 characters long; a quote is at most %2 (the words the claim rests on, never the article)"),
                            qty::whole(static_cast<long long>(characters(*quote))), qty::whole(static_cast<long long>(kMaxQuoteChars))));
            else
                c.quote = *quote;
        }
        if (const auto t = r.number("tolerance_pct", false)) {
            if (c.kind != ClaimKind::Equals)
                problem(r, "tolerance_pct", RW_MSG("Claims", "only an \"equals\" claim has a tolerance (a bound or a range holds or fails as it is)"));
            else if (!(*t >= kMinTolerancePct && *t <= kMaxTolerancePct))
                problem(r, "tolerance_pct",
                        msg(RW_MSG("Claims", "expected a tolerance from %1 to %2, got %3"), qty::percent(kMinTolerancePct, Style::Exact),
                            qty::percent(kMaxTolerancePct, Style::Exact), qty::percent(*t, Style::Exact)));
            else
                c.tolerancePct = *t;
        }
        if (entry.contains("reason")) {
            c.reason = text(r, "reason", false, 500);
            if (c.status != ClaimStatus::Uncheckable)
                problem(r, "reason", RW_MSG("Claims", "only an \"uncheckable\" claim has a reason (it says why the model cannot check the number)"));
        } else if (c.status == ClaimStatus::Uncheckable) {
            problem(r, "status", RW_MSG("Claims", "an \"uncheckable\" claim needs a \"reason\" saying why the model cannot check the number"));
        }
        if (const Json* o = r.get("per_overrides", false)) {
            c.perOverrides = overrides(r, *o, "per_overrides");
            if (c.per.empty())
                problem(r, "per_overrides", RW_MSG("Claims", "\"per_overrides\" needs a \"per\": they are the inputs of the divisor's scenario"));
        }
    }

    bool isObject(const Json& e, const std::string& where)
    {
        if (e.is_object())
            return true;
        problem(where, msg(RW_MSG("Claims", "expected an object, got %1"), typeOf(e)));
        return false;
    }

    void sources(const Json& list, ClaimCatalogue& cat)
    {
        for (std::size_t i = 0; i < list.size(); ++i) {
            const Json& e = list[i];
            const std::string where = entryWhere("sources", "source", e, i);
            if (!isObject(e, where))
                continue;
            FieldReader r(e, where, m_problems);
            if (m_version >= 3)
                r.refuseUnknown({"id", "title", "description", "publisher", "date", "url", "language", "original_title", "text_sha256"});
            else
                r.refuseUnknown({"id", "title", "description"});
            ClaimSource s;
            s.id = r.text("id", true, 40).value_or(""); // a draft's id is its file name's stem, up to 40
            s.title = text(r, "title", true, 800);      // a draft's title is up to 200 characters (of up to 4 bytes)
            s.description = text(r, "description", m_version < 3, 200);
            if (m_version >= 3)
                sourceV3(r, s);
            if (!s.id.empty() && cat.findSource(s.id))
                problem(where, RW_MSG("Claims", "the id is used twice"));
            cat.sources.push_back(std::move(s));
        }
    }

    // The members claims@3 adds to a source: publisher, date, url, language, original title, the
    // text's SHA-256.
    void sourceV3(FieldReader& r, ClaimSource& s)
    {
        s.publisher = r.text("publisher", false, 200).value_or("");
        if (auto date = r.text("date", false, 40)) {
            if (Date::parseIso(*date))
                s.date = *date;
            else
                problem(r, "date", msg(RW_MSG("Claims", "expected a date as YYYY-MM-DD, got \"%1\""), abbreviate(*date)));
        }
        if (auto url = r.text("url", false, 2000)) {
            if (url->starts_with("https://") || url->starts_with("http://"))
                s.url = *url;
            else
                problem(r, "url", msg(RW_MSG("Claims", "expected a link starting with https:// or http://, got \"%1\""), abbreviate(*url)));
        }
        if (auto language = r.text("language", false, 40)) {
            if (isLanguageCode(*language))
                s.language = *language;
            else
                problem(r, "language", msg(RW_MSG("Claims", "expected a language code such as \"en\" or \"zh\", got \"%1\""), abbreviate(*language)));
        }
        s.originalTitle = r.text("original_title", false, 300).value_or("");
        if (auto sha = r.text("text_sha256", false, 200)) {
            if (isHex64(*sha))
                s.textSha256 = *sha;
            else
                problem(r, "text_sha256",
                        msg(RW_MSG("Claims", "expected the SHA-256 of the text as 64 lowercase hexadecimal digits, got \"%1\""), abbreviate(*sha)));
        }
    }

    void readings(const Json& list, ClaimCatalogue& cat)
    {
        for (std::size_t i = 0; i < list.size(); ++i) {
            const Json& e = list[i];
            const std::string where = entryWhere("readings", "reading", e, i);
            if (!isObject(e, where))
                continue;
            FieldReader r(e, where, m_problems);
            r.refuseUnknown({"id", "quantity", "overrides", "text", "why", "unit"});
            ClaimReading rd;
            rd.id = r.text("id", true, 60).value_or("");
            rd.quantity = quantity(r, "quantity", false).value_or("");
            if (const Json* o = r.get("overrides", false))
                rd.overrides = overrides(r, *o);
            rd.text = text(r, "text", true, 200);
            rd.why = text(r, "why", false, 300);
            rd.unit = readEnum(r, "unit", false, kUnits);
            if (!e.contains("quantity") && !e.contains("overrides"))
                problem(where,
                        RW_MSG("Claims", "needs a \"quantity\", \"overrides\" or both: a reading is another figure, or the claim's own under other inputs"));
            if (e.contains("unit") && !e.contains("quantity"))
                problem(r, "unit",
                        RW_MSG("Claims", "a reading of the claim's own quantity takes the claim's unit; give a \"quantity\" to show a figure in its own unit"));
            if (!rd.id.empty() && cat.findReading(rd.id))
                problem(where, RW_MSG("Claims", "the id is used twice"));
            cat.readings.push_back(std::move(rd));
        }
    }

    void claims(const Json& list, ClaimCatalogue& cat)
    {
        if (list.empty() && m_version < 3) // a claims@3 file may have none yet (a draft of a text without numbers)
            problem("claims", RW_MSG("Claims", "the catalogue has no claims"));
        for (std::size_t i = 0; i < list.size(); ++i) {
            const Json& e = list[i];
            const std::string where = entryWhere("claims", "claim", e, i);
            if (!isObject(e, where))
                continue;
            Claim c;
            claim(e, where, cat, c);
            if (!c.id.empty() && cat.findClaim(c.id))
                problem(where, RW_MSG("Claims", "the id is used twice"));
            cat.claims.push_back(std::move(c));
        }
        std::set<std::string> groups;
        for (const auto& c : cat.claims)
            if (!c.group.empty())
                groups.insert(c.group);
        for (const auto& g : groups) {
            const auto n = std::count_if(cat.claims.begin(), cat.claims.end(), [&](const Claim& c) { return c.group == g; });
            if (n < 2)
                problem("group \"" + abbreviate(g) + "\"", RW_MSG("Claims", "has only one claim; a group holds the readings of one statement (two or more)"));
        }
    }

    void notes(const Json& list, ClaimCatalogue& cat)
    {
        for (std::size_t i = 0; i < list.size(); ++i) {
            const Json& e = list[i];
            const std::string where = "notes[" + std::to_string(i) + "]";
            if (!isObject(e, where))
                continue;
            FieldReader r(e, where, m_problems);
            r.refuseUnknown({"sources", "text"});
            ClaimNote n;
            sourceIds(r, cat, n.sources);
            n.text = text(r, "text", true, 1000);
            cat.notes.push_back(std::move(n));
        }
    }

    void figures(const Json& list, ClaimCatalogue& cat)
    {
        for (std::size_t i = 0; i < list.size(); ++i) {
            const Json& e = list[i];
            const std::string where = "public_figures[" + std::to_string(i) + "]";
            if (!isObject(e, where))
                continue;
            FieldReader r(e, where, m_problems);
            r.refuseUnknown({"label", "value", "range", "unit", "source", "comment"});
            PublicFigure f;
            f.label = text(r, "label", true, 200);
            f.value = r.number("value", false); // a margin can be negative
            if (const Json* range = r.get("range", false)) {
                if (range->is_array() && range->size() == 2 && (*range)[0].is_number() && (*range)[1].is_number() &&
                    (*range)[0].get<double>() <= (*range)[1].get<double>())
                    f.range = std::pair((*range)[0].get<double>(), (*range)[1].get<double>());
                else
                    problem(r, "range", RW_MSG("Claims", "expected [low, high] with low ≤ high"));
            }
            if (e.contains("value") == e.contains("range"))
                problem(where, RW_MSG("Claims", "give exactly one of \"value\" and \"range\""));
            f.unit = r.text("unit", true, 60).value_or("");
            if (m_texts == CatalogueTexts::Builtin && !f.unit.empty()) {
                // The unit with its number: "%1 tokens a day", or a currency code before it ("RMB %1").
                const bool code = f.unit.size() == 3 && std::all_of(f.unit.begin(), f.unit.end(), [](char ch) { return ch >= 'A' && ch <= 'Z'; });
                f.unitPattern = builtinTextKey(code ? f.unit + " %1" : "%1 " + f.unit);
                if (!f.unitPattern)
                    problem(r, "unit", RW_MSG("Claims", "the text has no translation key in core/claims/builtintexts.cpp"));
            }
            f.source = text(r, "source", true, 400);
            f.comment = text(r, "comment", false, 500);
            cat.publicFigures.push_back(std::move(f));
        }
    }

    // The numbers of the text that are not claims (a draft's "context").
    void contextNumbers(const Json& list, ClaimCatalogue& cat)
    {
        for (std::size_t i = 0; i < list.size(); ++i) {
            const Json& e = list[i];
            const std::string where = "context[" + std::to_string(i) + "]";
            if (!isObject(e, where))
                continue;
            FieldReader r(e, where, m_problems);
            r.refuseUnknown({"text", "reason", "quote"});
            ContextNumber n;
            n.text = r.text("text", true, 200).value_or("");
            n.reason = readEnum(r, "reason", true, kContextReasons).value_or(extract::ContextReason::Year);
            n.quote = r.text("quote", false, kMaxQuoteChars * 4).value_or("");
            cat.contextNumbers.push_back(std::move(n));
        }
    }

    const Json* requireArray(const Json& doc, std::string_view key, bool required = true)
    {
        auto it = doc.find(key);
        if (it == doc.end() && !required)
            return nullptr;
        if (it == doc.end()) {
            problem("", msg(RW_MSG("Claims", "the catalogue is missing \"%1\""), std::string(key)));
            return nullptr;
        }
        if (!it->is_array()) {
            problem(std::string(key), msg(RW_MSG("Claims", "expected an array, got %1"), typeOf(*it)));
            return nullptr;
        }
        return &*it;
    }

private:
    CatalogueTexts m_texts;
    Problems& m_problems;
    int m_version = 3;
};

} // namespace

Checked<ClaimCatalogue> catalogueFromJson(const Json& doc, CatalogueTexts texts)
{
    Checked<ClaimCatalogue> result;
    Problems& problems = result.problems;
    Reader reader(texts, problems);
    if (!doc.is_object()) {
        reader.problem("", msg(RW_MSG("Claims", "a claims catalogue must be a JSON object {…}, not %1"), typeOf(doc)));
        return result;
    }
    FieldReader top(doc, "catalogue", problems);
    const bool v2 = doc.contains("schema") && doc["schema"].is_string() && doc["schema"].get_ref<const std::string&>() == kClaimsSchemaV2;
    if (v2)
        top.refuseUnknown({"schema", "sources", "readings", "claims", "notes", "public_figures"});
    else
        top.refuseUnknown({"schema", "sources", "readings", "claims", "notes", "public_figures", "context"});
    if (auto it = doc.find("schema"); it == doc.end())
        reader.problem("schema", msg(RW_MSG("Claims", "expected \"%1\", got nothing"), std::string(kClaimsSchema)));
    else if (it->is_string() && it->get_ref<const std::string&>() == kClaimsSchemaV2)
        reader.setVersion(2);
    else if (!it->is_string() || it->get_ref<const std::string&>() != kClaimsSchema)
        reader.problem("schema",
                       msg(RW_MSG("Claims", "expected \"%1\" (or \"%2\"), got %3"), std::string(kClaimsSchema), std::string(kClaimsSchemaV2), typeOf(*it)));
    ClaimCatalogue cat;
    if (const Json* list = reader.requireArray(doc, "sources"))
        reader.sources(*list, cat);
    // claims@3 needs only sources and claims (a draft has no readings, notes or public figures).
    if (const Json* list = reader.requireArray(doc, "readings", v2))
        reader.readings(*list, cat);
    if (const Json* list = reader.requireArray(doc, "claims"))
        reader.claims(*list, cat);
    if (const Json* list = reader.requireArray(doc, "notes", v2))
        reader.notes(*list, cat);
    if (const Json* list = reader.requireArray(doc, "public_figures", v2))
        reader.figures(*list, cat);
    if (const Json* list = reader.requireArray(doc, "context", false); list && !v2)
        reader.contextNumbers(*list, cat);
    if (problems.empty())
        result.value = std::move(cat);
    return result;
}

Checked<ClaimCatalogue> readCatalogueFile(const std::string& path)
{
    auto text = readDocumentFile(path, kMaxClaimsFileBytes);
    if (!text.ok())
        return {std::nullopt, std::move(text.problems)};
    auto result = parseCatalogue(*text.value, CatalogueTexts::User);
    prefixProblems(result.problems, path);
    return result;
}

std::string_view kindName(ClaimKind k)
{
    for (const auto& [n, e] : kKinds)
        if (e == k)
            return n;
    return {};
}

std::string_view unitName(ClaimUnit u)
{
    for (const auto& [n, e] : kUnits)
        if (e == u)
            return n;
    return {};
}

std::string_view statusName(ClaimStatus st)
{
    for (const auto& [n, e] : kStatuses)
        if (e == st)
            return n;
    return {};
}

std::string_view basisName(ClaimBasis b)
{
    for (const auto& [n, e] : kBases)
        if (e == b)
            return n;
    return {};
}

} // namespace runway
