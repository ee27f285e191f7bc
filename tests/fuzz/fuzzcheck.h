#pragma once
// What every fuzz target shares: a check that stops the run with a message (libFuzzer then
// saves the input as crash-*), and the finiteness walk over a JSON result.

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <string>

#include <nlohmann/json.hpp>

#include "core/scenario/jsondocument.h"
#include "core/scenario/scenariojson.h"

namespace runway::fuzz {

/// Aborts with `what` when `ok` is false; libFuzzer records the input that got here.
inline void require(bool ok, const std::string& what)
{
    if (ok)
        return;
    std::fprintf(stderr, "fuzz invariant broken: %s\n", what.c_str());
    std::abort();
}

/// Whether every number anywhere inside `j` is finite (nlohmann would write NaN/inf as null).
inline bool allFinite(const Json& j)
{
    if (j.is_number_float())
        return std::isfinite(j.get<double>());
    if (j.is_structured())
        for (const auto& child : j)
            if (!allFinite(child))
                return false;
    return true;
}

/// The path of the first non-finite number inside `j`, for the message.
inline std::string firstNonFinite(const Json& j, const std::string& path = {})
{
    if (j.is_number_float() && !std::isfinite(j.get<double>()))
        return path.empty() ? "(root)" : path;
    if (j.is_object())
        for (const auto& [k, v] : j.items())
            if (auto p = firstNonFinite(v, std::string(path).append(".").append(k)); !p.empty())
                return p;
    if (j.is_array())
        for (std::size_t i = 0; i < j.size(); ++i)
            if (auto p = firstNonFinite(j[i], path + "[" + std::to_string(i) + "]"); !p.empty())
                return p;
    return {};
}

} // namespace runway::fuzz
