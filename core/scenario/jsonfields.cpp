#include "core/scenario/jsonfields.h"

#include <algorithm>
#include <cmath>

#include "core/scenario/numberformat.h"
#include "core/scenario/parameters.h"
#include "core/util/text.h"

namespace runway {

std::string jsonType(const Json& v)
{
    if (v.is_null())
        return "null";
    if (v.is_boolean())
        return v.get<bool>() ? "true" : "false";
    if (v.is_number())
        return "a number";
    if (v.is_string())
        return "a string (\"" + abbreviate(v.get_ref<const std::string&>(), 30) + "\")";
    if (v.is_array())
        return "a list";
    if (v.is_object())
        return "an object";
    return "a value of another kind";
}

FieldReader::FieldReader(const Json& obj, std::string where, Problems& problems)
    : m_obj(obj)
    , m_where(std::move(where))
    , m_problems(problems)
{
}

std::string FieldReader::at(std::string_view field) const
{
    return m_where + "." + std::string(field);
}

void FieldReader::problem(std::string_view field, const std::string& message)
{
    m_problems.push_back({at(field), message});
}

const Json* FieldReader::get(std::string_view field, bool required)
{
    auto it = m_obj.find(field);
    if (it == m_obj.end()) {
        if (required)
            m_problems.push_back({m_where, "is missing the field \"" + std::string(field) + "\""});
        return nullptr;
    }
    return &*it;
}

std::optional<std::string> FieldReader::text(std::string_view field, bool required, std::size_t maxChars)
{
    const Json* v = get(field, required);
    if (!v)
        return std::nullopt;
    if (!v->is_string() || v->get_ref<const std::string&>().empty()) {
        problem(field, "expected a non-empty text, got " + jsonType(*v));
        return std::nullopt;
    }
    const auto& s = v->get_ref<const std::string&>();
    if (s.size() > maxChars) {
        problem(field, "is longer than " + std::to_string(maxChars) + " characters");
        return std::nullopt;
    }
    return s;
}

std::optional<double> FieldReader::positive(std::string_view field, bool required)
{
    const Json* v = get(field, required);
    if (!v)
        return std::nullopt;
    if (!v->is_number() || !std::isfinite(v->get<double>()) || v->get<double>() <= 0) {
        problem(field, "expected a finite number above 0, got " + (v->is_number() ? formatPlain(v->get<double>()) : jsonType(*v)));
        return std::nullopt;
    }
    return v->get<double>();
}

std::optional<double> FieldReader::number(std::string_view field, bool required, std::string_view expected)
{
    const Json* v = get(field, required);
    if (!v)
        return std::nullopt;
    if (!v->is_number()) {
        Problem p{at(field), "expected " + std::string(expected) + ", got " + jsonType(*v)};
        p.code = ProblemCode::WrongType;
        p.args.key = std::string(field);
        p.args.other = std::string(expected);
        p.args.text = jsonType(*v);
        m_problems.push_back(std::move(p));
        return std::nullopt;
    }
    const double d = v->get<double>();
    return d == 0 ? 0.0 : d; // -0 reads as 0
}

std::optional<std::vector<std::string>> FieldReader::ids(std::string_view field, bool required)
{
    const Json* v = get(field, required);
    if (!v)
        return std::nullopt;
    if (!v->is_array() || v->empty()) {
        problem(field, "expected a non-empty array of ids, got " + jsonType(*v));
        return std::nullopt;
    }
    std::vector<std::string> out;
    for (const auto& item : *v) {
        if (!item.is_string()) {
            problem(field, "expected ids as texts, got " + jsonType(item));
            return std::nullopt;
        }
        const auto& s = item.get_ref<const std::string&>();
        if (std::find(out.begin(), out.end(), s) != out.end()) {
            problem(field, "lists \"" + abbreviate(s) + "\" twice");
            return std::nullopt;
        }
        out.push_back(s);
    }
    return out;
}

bool FieldReader::refuseUnknown(std::initializer_list<std::string_view> allowed, std::string_view what)
{
    bool clean = true;
    for (const auto& [key, value] : m_obj.items()) {
        if (std::find(allowed.begin(), allowed.end(), key) != allowed.end())
            continue;
        std::string hint;
        for (auto known : allowed)
            if (editDistance(key, known) <= 2 || (key.size() >= 3 && known.starts_with(key))) // "amount" → amount_usd
                hint = std::string(known);
        Problem p{m_where, "unknown " + std::string(what) + " \"" + abbreviate(key) + "\"" + (hint.empty() ? "" : "; did you mean \"" + hint + "\"?")};
        p.code = ProblemCode::UnknownKey;
        p.args.key = key;
        p.args.other = hint;
        m_problems.push_back(std::move(p));
        clean = false;
    }
    return clean;
}

} // namespace runway
