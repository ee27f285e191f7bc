#include "core/util/fileio.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>

#include <fcntl.h>
#include <unistd.h>

namespace runway {

std::optional<Problem> writeFileAtomically(const std::string& path, std::string_view content)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    if (fs::is_directory(path, ec))
        return Problem{path, "is a folder; give a file name"};
    const fs::path target(path);
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    if (!fs::is_directory(dir, ec))
        return Problem{path, "the folder " + dir.string() + " does not exist"};
    std::random_device rd;
    const fs::path temp = dir / ("." + target.filename().string() + ".tmp-" + std::to_string(rd()));
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0)
        return Problem{path, std::string("cannot be written: ") + std::strerror(errno)};
    std::size_t written = 0;
    while (written < content.size()) {
        const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            const std::string why = std::strerror(errno);
            ::close(fd);
            ::unlink(temp.c_str());
            return Problem{path, "writing failed: " + why};
        }
        written += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        const std::string why = std::strerror(errno);
        ::unlink(temp.c_str());
        return Problem{path, "writing failed: " + why};
    }
    if (std::rename(temp.c_str(), path.c_str()) != 0) {
        const std::string why = std::strerror(errno);
        ::unlink(temp.c_str());
        return Problem{path, "cannot be replaced: " + why};
    }
    return std::nullopt;
}

} // namespace runway
