#include "core/scenario/scenariochange.h"

#include <algorithm>
#include <cmath>

namespace runway {
namespace {

template <class T> void diff(std::optional<std::pair<T, T>>& field, const T& before, const T& after)
{
    if (!(before == after))
        field.emplace(before, after);
}

/// `later` after `first`: the first state before, the last after; nothing when they are equal.
template <class T> void merge(std::optional<std::pair<T, T>>& first, const std::optional<std::pair<T, T>>& later)
{
    if (!later)
        return;
    const T before = first ? first->first : later->first;
    first.reset();
    diff(first, before, later->second);
}

template <class T> void set(const std::optional<std::pair<T, T>>& field, T& target, bool after)
{
    if (field)
        target = after ? field->second : field->first;
}

} // namespace

ScenarioChange ScenarioChange::between(const Scenario& from, const Scenario& to)
{
    ScenarioChange c;
    for (std::size_t i = 0; i < kNumericParamCount; ++i) {
        const auto id = static_cast<ParamId>(i);
        // Bit for bit: a remembered value under a null flag is kept too, and −0 is not +0.
        const bool same = from.values[i] == to.values[i] && std::signbit(from.values[i]) == std::signbit(to.values[i]);
        if (!same || from.isNull(id) != to.isNull(id))
            c.m_numbers.push_back({id, from.values[i], to.values[i], from.isNull(id), to.isNull(id)});
    }
    diff(c.m_name, from.name, to.name);
    diff(c.m_notes, from.notes, to.notes);
    diff(c.m_startDate, from.startDate, to.startDate);
    diff(c.m_filingDate, from.filingDate, to.filingDate);
    diff(c.m_capacityMode, from.capacityMode, to.capacityMode);
    diff(c.m_funding, from.funding, to.funding);
    diff(c.m_uncertainty, from.uncertainty, to.uncertainty);
    diff(c.m_model, from.model, to.model);
    return c;
}

void ScenarioChange::redo(Scenario& s) const
{
    for (const Number& n : m_numbers) {
        s.values[index(n.id)] = n.after;
        s.setNull(n.id, n.nullAfter);
    }
    set(m_name, s.name, true);
    set(m_notes, s.notes, true);
    set(m_startDate, s.startDate, true);
    set(m_filingDate, s.filingDate, true);
    set(m_capacityMode, s.capacityMode, true);
    set(m_funding, s.funding, true);
    set(m_uncertainty, s.uncertainty, true);
    set(m_model, s.model, true);
}

void ScenarioChange::undo(Scenario& s) const
{
    for (const Number& n : m_numbers) {
        s.values[index(n.id)] = n.before;
        s.setNull(n.id, n.nullBefore);
    }
    set(m_name, s.name, false);
    set(m_notes, s.notes, false);
    set(m_startDate, s.startDate, false);
    set(m_filingDate, s.filingDate, false);
    set(m_capacityMode, s.capacityMode, false);
    set(m_funding, s.funding, false);
    set(m_uncertainty, s.uncertainty, false);
    set(m_model, s.model, false);
}

void ScenarioChange::append(const ScenarioChange& later)
{
    for (const Number& n : later.m_numbers) {
        auto it = std::find_if(m_numbers.begin(), m_numbers.end(), [&](const Number& m) { return m.id == n.id; });
        if (it == m_numbers.end()) {
            m_numbers.push_back(n);
            continue;
        }
        it->after = n.after;
        it->nullAfter = n.nullAfter;
        if (it->before == it->after && std::signbit(it->before) == std::signbit(it->after) && it->nullBefore == it->nullAfter)
            m_numbers.erase(it);
    }
    merge(m_name, later.m_name);
    merge(m_notes, later.m_notes);
    merge(m_startDate, later.m_startDate);
    merge(m_filingDate, later.m_filingDate);
    merge(m_capacityMode, later.m_capacityMode);
    merge(m_funding, later.m_funding);
    merge(m_uncertainty, later.m_uncertainty);
    merge(m_model, later.m_model);
}

bool ScenarioChange::empty() const
{
    return m_numbers.empty() && !m_name && !m_notes && !m_startDate && !m_filingDate && !m_capacityMode && !m_funding && !m_uncertainty && !m_model;
}

} // namespace runway
