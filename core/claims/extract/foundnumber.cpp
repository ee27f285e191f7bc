#include "core/claims/extract/foundnumber.h"

namespace runway::extract {

std::string_view unitName(Unit u)
{
    switch (u) {
    case Unit::Count: return "count";
    case Unit::Tokens: return "tokens";
    case Unit::Money: return "money";
    case Unit::Accelerators: return "accelerators";
    case Unit::People: return "people";
    case Unit::Percent: return "percent";
    case Unit::Months: return "months";
    case Unit::Days: return "days";
    case Unit::Multiple: return "multiple";
    }
    return "count";
}

std::string_view currencyName(Currency c)
{
    switch (c) {
    case Currency::None: return "";
    case Currency::Usd: return "USD";
    case Currency::Cny: return "CNY";
    case Currency::Hkd: return "HKD";
    }
    return "";
}

std::string_view periodName(Period p)
{
    switch (p) {
    case Period::None: return "none";
    case Period::Day: return "day";
    case Period::Month: return "month";
    case Period::Year: return "year";
    case Period::PerMillionTokens: return "per_1m_tokens";
    case Period::PerChipPerDay: return "per_chip_per_day";
    case Period::PerChip: return "per_chip";
    }
    return "none";
}

std::string_view kindName(Kind k)
{
    switch (k) {
    case Kind::Equals: return "equals";
    case Kind::AtLeast: return "at_least";
    case Kind::AtMost: return "at_most";
    case Kind::Between: return "between";
    }
    return "equals";
}

std::string_view contextName(ContextReason r)
{
    switch (r) {
    case ContextReason::None: return "";
    case ContextReason::Year: return "year";
    case ContextReason::Date: return "date";
    case ContextReason::Ordinal: return "ordinal";
    case ContextReason::Version: return "version";
    case ContextReason::Block: return "block";
    }
    return "";
}

} // namespace runway::extract
