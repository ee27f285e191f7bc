#pragma once
// Writing the small input files the suites feed to the program.

#include <QByteArray>
#include <QFile>
#include <QString>

namespace runway::test {

/// Writes `bytes` to `path` (replacing it); false when the file cannot be written.
inline bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(bytes) == bytes.size();
}

} // namespace runway::test
