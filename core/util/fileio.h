#pragma once
// Writing output files (exports, CSV, reports) without ever leaving a partial one behind, and
// without replacing what is at the path when it is not a plain file.

#include <optional>
#include <string>
#include <string_view>

#include "core/util/problem.h"

namespace runway {

/// Writes `content` to `path`, the one way every output file is written:
/// - a new path or a regular file: a temporary file beside it, flushed, renamed over it, with
///   the file's mode kept (a 0600 file stays 0600); a file without write permission is refused;
///   a file with more than one hard link is rewritten in place, so every link sees the output;
/// - a symbolic link: its target is written as above, the link stays;
/// - a character device or FIFO (/dev/null, /dev/stdout, a named pipe): written straight into;
/// - a folder, a block device or a socket, and any file protectOutputPath() named: refused.
/// On any failure the problem names the path and a regular file is untouched.
std::optional<Problem> writeFileAtomically(const std::string& path, std::string_view content);

/// Marks a file that no output may ever replace: the open library. Its `-wal`, `-shm` and
/// `-journal` side files are covered too. Files are compared by device and inode (and by
/// resolved name while they do not exist), so another name for the same file is caught.
void protectOutputPath(const std::string& path);

} // namespace runway
