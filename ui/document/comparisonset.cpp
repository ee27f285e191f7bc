#include "ui/document/comparisonset.h"

#include <algorithm>
#include <iterator>
#include <thread>

#include <QStringList>

#include "core/analysis/comparison.h"
#include "ui/analysis/debouncedworker.h"

namespace runway {

ComparisonSet::ComparisonSet(QObject* parent)
    : QObject(parent)
{
    setObjectName(QStringLiteral("comparisonSet"));
}

ComparisonSet::~ComparisonSet()
{
    delete m_work; // its thread ends before the scenarios it reports on go
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
        if (known != m_compared.end())
            next.push_back({e.name, e.color, e.scenario, known->result, known->odds});
        else
            next.push_back({e.name, e.color, e.scenario, simulate(e.scenario), std::nullopt});
    }
    m_compared = std::move(next);
    requestOdds();
    emit changed(m_compared);
}

QColor ComparisonSet::color(int index)
{
    static const QColor colors[] = {QColor(0x8e, 0x44, 0xad), QColor(0xd3, 0x54, 0x00), QColor(0x16, 0xa0, 0x85), QColor(0x7f, 0x8c, 0x8d)};
    return colors[static_cast<std::size_t>(index) % std::size(colors)];
}

QStringList ComparisonSet::names() const
{
    QStringList out;
    for (const ComparedScenario& c : m_compared)
        out << c.name;
    return out;
}

void ComparisonSet::setOddsSamples(int samples)
{
    if (samples == m_samples)
        return;
    m_samples = samples;
    for (ComparedScenario& c : m_compared)
        c.odds.reset();
    requestOdds();
    emit oddsChanged();
}

bool ComparisonSet::oddsPending() const
{
    return m_samples > 0 && std::any_of(m_compared.begin(), m_compared.end(), [](const ComparedScenario& c) { return !c.odds; });
}

void ComparisonSet::requestOdds()
{
    if (!oddsPending())
        return;
    if (!m_work) {
        // The job copies the scenarios still without odds when it starts; a newer request cancels it
        // and what it posts back is dropped (the generation rule of DebouncedWorker).
        m_work = new DebouncedWorker(
            QStringLiteral("comparison odds"), 0,
            [this] {
                std::vector<Scenario> todo;
                for (const ComparedScenario& c : m_compared)
                    if (!c.odds)
                        todo.push_back(c.scenario);
                return [this, todo = std::move(todo), samples = m_samples](const std::atomic<bool>& cancel, const DebouncedWorker::Post& post) {
                    RunControl control;
                    control.cancel = &cancel;
                    // One core stays with the window, as for the window's own odds.
                    control.threads = std::max(1, static_cast<int>(std::thread::hardware_concurrency()) - 1);
                    for (const Scenario& s : todo) {
                        if (cancel.load())
                            return;
                        auto odds = comparisonOdds(s, samples, control);
                        if (!odds)
                            return;
                        post([this, s, odds = std::move(*odds)] {
                            for (ComparedScenario& c : m_compared)
                                if (c.scenario == s && !c.odds)
                                    c.odds = odds;
                            emit oddsChanged();
                        });
                    }
                };
            },
            this);
    }
    m_work->requestNow();
}

} // namespace runway
