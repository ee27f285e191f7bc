#include "core/util/fileio.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <random>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace runway {

namespace {

namespace fs = std::filesystem;

std::mutex& protectedMutex()
{
    static std::mutex m;
    return m;
}

std::vector<std::string>& protectedPaths()
{
    static std::vector<std::string> paths;
    return paths;
}

fs::path resolvedName(const fs::path& p)
{
    std::error_code ec;
    fs::path r = fs::weakly_canonical(fs::absolute(p, ec), ec);
    return ec ? p : r;
}

/// The protected file `target` would replace, or "".
std::string protectedMatch(const fs::path& target)
{
    struct stat t { };
    const bool exists = ::stat(target.c_str(), &t) == 0;
    const fs::path name = resolvedName(target);
    const std::lock_guard lock(protectedMutex());
    for (const auto& base : protectedPaths())
        for (const char* suffix : {"", "-wal", "-shm", "-journal"}) {
            std::string candidate = base + suffix;
            struct stat c { };
            if (exists && ::stat(candidate.c_str(), &c) == 0 && c.st_dev == t.st_dev && c.st_ino == t.st_ino)
                return candidate;
            if (resolvedName(candidate) == name)
                return candidate;
        }
    return {};
}

/// A failed system call while writing `path`: a full disk says "disk full", and a full disk or
/// an I/O error is the machine's problem (exit 1), not the input's.
/// `what` holds one placeholder, the system's own words.
Problem systemFailure(const std::string& path, MessageKey what, int err)
{
    const bool full = err == ENOSPC || err == EDQUOT;
    const ProblemKind kind = full || err == EIO || err == ENOMEM ? ProblemKind::Environment : ProblemKind::Input;
    const Message system = Message::verbatim(std::strerror(err));
    return Problem{path, Message(what).arg(full ? Message(RW_MSG("Files", "disk full (%1)")).arg(system) : system), kind};
}

std::optional<Problem> writeAll(int fd, std::string_view content, const std::string& path)
{
    std::size_t written = 0;
    while (written < content.size()) {
        const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return systemFailure(path, RW_MSG("Files", "writing failed: %1"), errno);
        }
        written += static_cast<std::size_t>(n);
    }
    return std::nullopt;
}

/// A fresh name for a temporary file in `dir` beside `name`: "." + name + ".tmp-" + a random
/// number, with `name` cut short (at a UTF-8 character's start) so the whole fits the folder's
/// limit on a name (pathconf, 255 bytes on most file systems): a name as long as the folder
/// allows must still get its temporary.
fs::path temporaryBeside(const fs::path& dir, const std::string& name)
{
    const long limit = ::pathconf(dir.c_str(), _PC_NAME_MAX);
    const std::size_t maxBytes = limit > 0 ? static_cast<std::size_t>(limit) : 255;
    const std::string tag = ".tmp-" + std::to_string(std::random_device{}());
    std::size_t keep = std::min(name.size(), maxBytes > tag.size() + 1 ? maxBytes - tag.size() - 1 : 0);
    while (keep > 0 && keep < name.size() && (static_cast<unsigned char>(name[keep]) & 0xC0) == 0x80)
        --keep; // never half a character
    return dir / ("." + name.substr(0, keep) + tag);
}

/// Straight into a device, a pipe or a multiply linked file: no temporary file, no rename.
std::optional<Problem> writeInPlace(const fs::path& target, std::string_view content, const std::string& path, bool truncate)
{
    const int fd = ::open(target.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY | (truncate ? O_TRUNC : 0));
    if (fd < 0)
        return systemFailure(path, RW_MSG("Files", "cannot be written: %1"), errno);
    auto problem = writeAll(fd, content, path);
    // A pipe or a terminal cannot be synced (EINVAL); a file can and must be.
    if (!problem && truncate && ::fsync(fd) != 0)
        problem = systemFailure(path, RW_MSG("Files", "writing failed: %1"), errno);
    if (::close(fd) != 0 && !problem)
        problem = systemFailure(path, RW_MSG("Files", "writing failed: %1"), errno);
    return problem;
}

} // namespace

void protectOutputPath(const std::string& path)
{
    if (path.empty())
        return;
    const std::lock_guard lock(protectedMutex());
    protectedPaths().push_back(resolvedName(path).string());
}

std::optional<Problem> writeFileAtomically(const std::string& path, std::string_view content)
{
    std::error_code ec;
    if (path.empty())
        return Problem{"output", RW_MSG("Files", "the file name is empty")};
    fs::path target(path);
    struct stat link { };
    bool magicLink = false; // /dev/stdout → /proc/self/fd/1 → "pipe:[…]": only the kernel can follow it
    if (::lstat(target.c_str(), &link) == 0 && S_ISLNK(link.st_mode)) {
        // Follow the link (and any chain of links) to the file it names; the link itself stays.
        fs::path resolved = fs::canonical(target, ec);
        struct stat followed { };
        if (!ec)
            target = resolved;
        else if (::stat(target.c_str(), &followed) == 0)
            magicLink = true;
        else
            return Problem{path, Message(RW_MSG("Files", "is a symbolic link to a file that does not exist (%1); nothing was written")).arg(ec.message())};
    }
    if (auto file = protectedMatch(target); !file.empty())
        return Problem{path, Message(RW_MSG("Files", "is the open library (%1); an output never replaces it: give another file name")).arg(file)};
    struct stat st { };
    const bool exists = ::stat(target.c_str(), &st) == 0;
    if (exists) {
        if (S_ISDIR(st.st_mode))
            return Problem{path, RW_MSG("Files", "is a folder; give a file name")};
        if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode))
            return writeInPlace(target, content, path, false);
        if (!S_ISREG(st.st_mode))
            return Problem{path, S_ISBLK(st.st_mode) ? RW_MSG("Files", "is a block device; give a file name")
                                                     : RW_MSG("Files", "is not a regular file; give a file name")};
        if (::access(target.c_str(), W_OK) != 0)
            return Problem{path, Message(RW_MSG("Files", "is not writable (%1); it was left unchanged")).arg(std::string(std::strerror(errno)))};
        if (st.st_nlink > 1 || magicLink) // a rename would cut this name from the file its other links share
            return writeInPlace(target, content, path, true);
    }
    const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
    if (!fs::is_directory(dir, ec))
        return Problem{path, Message(RW_MSG("Files", "the folder %1 does not exist")).arg(dir.string())};
    const fs::path temp = temporaryBeside(dir, target.filename().string());
    const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666); // as any new file: the umask decides
    if (fd < 0)
        return systemFailure(path, RW_MSG("Files", "cannot be written: %1"), errno);
    auto problem = writeAll(fd, content, path);
    if (!problem && exists && ::fchmod(fd, st.st_mode & 07777) != 0) // keep the file's mode (umask does not apply)
        problem = systemFailure(path, RW_MSG("Files", "cannot keep the file's permissions: %1"), errno);
    if (!problem && ::fsync(fd) != 0)
        problem = systemFailure(path, RW_MSG("Files", "writing failed: %1"), errno);
    if (::close(fd) != 0 && !problem)
        problem = systemFailure(path, RW_MSG("Files", "writing failed: %1"), errno);
    if (!problem && std::rename(temp.c_str(), target.c_str()) != 0)
        problem = systemFailure(path, RW_MSG("Files", "cannot be replaced: %1"), errno);
    if (problem) {
        ::unlink(temp.c_str());
        return problem;
    }
    if (const int dfd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC); dfd >= 0) {
        ::fsync(dfd); // the new name itself survives a power cut
        ::close(dfd);
    }
    return std::nullopt;
}

} // namespace runway
