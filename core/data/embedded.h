#pragma once
// Data files built into the binary (presets, the claims catalogue): see cmake/RunwayEmbed.cmake.

#include <span>
#include <string_view>

namespace runway::embedded {

struct File {
    std::string_view name; ///< path below resources/, e.g. "presets/bull.json"
    std::string_view data;
};

/// Every embedded file, in the order the build lists them.
std::span<const File> files();

/// The file with that name, or nullptr.
inline const File* find(std::string_view name)
{
    for (const auto& f : files())
        if (f.name == name)
            return &f;
    return nullptr;
}

} // namespace runway::embedded
