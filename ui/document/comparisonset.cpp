#include "ui/document/comparisonset.h"

#include <algorithm>

namespace runway {

ComparisonSet::ComparisonSet(QObject* parent)
    : QObject(parent)
{
    setObjectName(QStringLiteral("comparisonSet"));
}

void ComparisonSet::setScenarios(const std::vector<Entry>& entries)
{
    const auto same = [](const Entry& e, const ComparedScenario& c) { return e.name == c.name && e.color == c.color && e.scenario == c.scenario; };
    if (std::equal(entries.begin(), entries.end(), m_compared.begin(), m_compared.end(), same))
        return;
    std::vector<ComparedScenario> next;
    next.reserve(entries.size());
    for (const Entry& e : entries) {
        const auto known = std::find_if(m_compared.begin(), m_compared.end(), [&](const ComparedScenario& c) { return c.scenario == e.scenario; });
        next.push_back({e.name, e.color, e.scenario, known != m_compared.end() ? known->result : simulate(e.scenario)});
    }
    m_compared = std::move(next);
    emit changed(m_compared);
}

} // namespace runway
