#pragma once
// The JSON value type, declared only: headers that pass JSON values around include this, and
// only the .cpp files (and core's JSON readers) that look inside a value include jsondocument.h.

#include <nlohmann/json_fwd.hpp>

namespace runway {
using Json = nlohmann::ordered_json;
} // namespace runway
