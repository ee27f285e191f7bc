#include "ui/format/messagetext.h"

#include <QCoreApplication>

#include "core/model/metricnames.h"
#include "ui/format/displayformat.h"

namespace runway::display {

QString metricName(std::string_view key)
{
    if (const MetricName* m = findMetricName(key))
        return QCoreApplication::translate(m->name.context, m->name.source);
    return fromUtf8(key);
}

QString argText(const MessageArg& a)
{
    struct Visitor {
        QString operator()(const Quantity& q) const { return number(q); }
        QString operator()(const ParamArg& p) const { return paramText(spec(p.id).label); }
        QString operator()(const MetricArg& m) const { return metricName(m.key); }
        QString operator()(const Date& d) const { return date(d); }
        QString operator()(const Verbatim& v) const { return fromUtf8(v.text); }
        QString operator()(const Nested& n) const
        {
            QString t = n.message ? text(*n.message) : QString();
            if (n.capitalized && !t.isEmpty() && t[0].isLower())
                t[0] = t[0].toUpper();
            return t;
        }
    };
    return std::visit(Visitor{}, a);
}

QString text(const Message& m)
{
    if (m.empty())
        return {};
    const QString pattern = QCoreApplication::translate(m.key().context, m.key().source);
    // Fill %1 … %9 in one pass, as core's english() does (QString::arg would re-read an argument's
    // own "%2").
    QString out;
    out.reserve(pattern.size() + 32 * static_cast<qsizetype>(m.args().size()));
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar ch = pattern[i];
        if (ch == QLatin1Char('%') && i + 1 < pattern.size() && pattern[i + 1] >= QLatin1Char('1') && pattern[i + 1] <= QLatin1Char('9')) {
            const auto n = static_cast<std::size_t>(pattern[i + 1].unicode() - '1');
            if (n < m.args().size()) {
                out += argText(m.args()[n]);
                ++i;
                continue;
            }
        }
        out += ch;
    }
    return out;
}

} // namespace runway::display
