#include "core/scenario/jsonfields.h"

#include <algorithm>
#include <cmath>

#include "core/scenario/numberformat.h"
#include "core/scenario/parameters.h"
#include "core/scenario/validate.h"
#include "core/util/text.h"

namespace runway {
namespace {

/// What refuseUnknown() calls the entries it refuses ("field", "funding field").
Message whatText(std::string_view what)
{
    if (what == "field")
        return RW_MSG("Problems", "field");
    if (what == "funding field")
        return RW_MSG("Problems", "funding field");
    if (what == "distribution field")
        return RW_MSG("Problems", "distribution field");
    return Message::verbatim(std::string(what));
}

} // namespace

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

void FieldReader::problem(std::string_view field, Message message)
{
    m_problems.push_back({at(field), std::move(message)});
}

const Json* FieldReader::get(std::string_view field, bool required)
{
    auto it = m_obj.find(field);
    if (it == m_obj.end()) {
        if (required)
            m_problems.push_back({m_where, Message(RW_MSG("Problems", "is missing the field \"%1\"")).arg(std::string(field))});
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
        problem(field, Message(RW_MSG("Problems", "expected a non-empty text, got %1")).arg(jsonType(*v)));
        return std::nullopt;
    }
    const auto& s = v->get_ref<const std::string&>();
    if (s.size() > maxChars) {
        problem(field, Message(RW_MSG("Problems", "is longer than %1 characters")).arg(qty::whole(static_cast<long long>(maxChars))));
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
        problem(field,
                Message(RW_MSG("Problems", "expected a finite number above 0, got %1")).arg(v->is_number() ? formatPlain(v->get<double>()) : jsonType(*v)));
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
        ProblemArgs a{std::string(field), std::string(expected)};
        a.text = jsonType(*v);
        m_problems.push_back(ruleProblem(ProblemCode::WrongType, at(field), std::move(a)));
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
        problem(field, Message(RW_MSG("Problems", "expected a non-empty array of ids, got %1")).arg(jsonType(*v)));
        return std::nullopt;
    }
    std::vector<std::string> out;
    for (const auto& item : *v) {
        if (!item.is_string()) {
            problem(field, Message(RW_MSG("Problems", "expected ids as texts, got %1")).arg(jsonType(item)));
            return std::nullopt;
        }
        const auto& s = item.get_ref<const std::string&>();
        if (std::find(out.begin(), out.end(), s) != out.end()) {
            problem(field, Message(RW_MSG("Problems", "lists \"%1\" twice")).arg(abbreviate(s)));
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
        const Message message = hint.empty()
                                    ? Message(RW_MSG("Problems", "unknown %1 \"%2\"")).arg(whatText(what)).arg(abbreviate(key))
                                    : Message(RW_MSG("Problems", "unknown %1 \"%2\"; did you mean \"%3\"?")).arg(whatText(what)).arg(abbreviate(key)).arg(hint);
        Problem p{m_where, message};
        p.code = ProblemCode::UnknownKey;
        p.args.key = key;
        p.args.other = hint;
        m_problems.push_back(std::move(p));
        clean = false;
    }
    return clean;
}

} // namespace runway
