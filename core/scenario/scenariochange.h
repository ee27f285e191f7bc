#pragma once
// What an edit changed, field by field, for undo (the window's document): each changed field with
// its state before and after, not a copy of the whole scenario. redo() gives the edited scenario
// and undo() the one before, bit for bit; an undo moves nothing by any rule (MODEL.md 2.1 §6).

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "core/scenario/scenario.h"

namespace runway {

class ScenarioChange {
public:
    /// Every field in which `to` differs from `from` (a numeric value with its null flag, the name,
    /// the notes, each date, the capacity mode, the funding list, the uncertainty list, the model).
    static ScenarioChange between(const Scenario& from, const Scenario& to);

    /// Sets every changed field of `s` to its state after the edit.
    void redo(Scenario& s) const;
    /// Sets every changed field of `s` to its state before the edit.
    void undo(Scenario& s) const;
    /// This change followed by `later` as one change (a drag merged into one step): each field
    /// keeps its first state before and takes its last state after; fields back where they
    /// started drop out.
    void append(const ScenarioChange& later);
    bool empty() const;

private:
    struct Number {
        ParamId id;
        double before, after;
        bool nullBefore, nullAfter;
    };
    template <class T> using Field = std::optional<std::pair<T, T>>; ///< before, after

    std::vector<Number> m_numbers;
    Field<std::string> m_name, m_notes;
    Field<Date> m_startDate, m_filingDate;
    Field<CapacityMode> m_capacityMode;
    Field<std::vector<FundingEvent>> m_funding;
    Field<std::vector<Distribution>> m_uncertainty;
    Field<int> m_model;
};

} // namespace runway
