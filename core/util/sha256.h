#pragma once
// SHA-256 (FIPS 180-4), for the `text_sha256` of a claims file's source: the digest of the
// exact bytes the claims were taken from. Small and dependency-free; tested against the FIPS
// examples ("abc", the empty message, the two-block message).

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace runway {

/// An incremental SHA-256: add() any number of times, then digest() once.
class Sha256 {
public:
    Sha256();
    void add(std::string_view bytes);
    /// The 32-byte digest of everything added. Call once; the object is spent afterwards.
    std::array<std::uint8_t, 32> digest();

private:
    void block(const std::uint8_t* p);
    std::array<std::uint32_t, 8> m_h;
    std::array<std::uint8_t, 64> m_buffer{};
    std::size_t m_buffered = 0;
    std::uint64_t m_length = 0; ///< bytes added
};

/// The SHA-256 of `bytes` as 64 lower-case hex digits.
std::string sha256Hex(std::string_view bytes);

} // namespace runway
