#pragma once
// Small helpers shared by the test suites.

#include <cmath>
#include <initializer_list>
#include <string>

#include <QtTest>

#include "core/scenario/jsondocument.h"
#include "core/scenario/scenariojson.h"

namespace runway::test {

/// |a − b| ≤ rel × max(|a|, |b|) (+ abs for values near zero).
inline bool near(double a, double b, double rel = 1e-9, double abs = 0)
{
    return std::fabs(a - b) <= std::max(rel * std::max(std::fabs(a), std::fabs(b)), abs);
}

/// Every problem's text, one per line (for QVERIFY2 messages and contains() checks).
inline QString allProblems(const Problems& problems)
{
    QStringList lines;
    for (const auto& p : problems)
        lines << QString::fromStdString(p.text());
    return lines.join(QLatin1Char('\n'));
}

/// A scenario from JSON text that must be valid.
inline Scenario scenario(const std::string& json)
{
    auto r = parseScenario(json);
    if (!r.ok())
        qFatal("test scenario invalid: %s", qPrintable(allProblems(r.problems)));
    return *r.value;
}

/// A model-2 scenario (MODEL.md) from JSON text that must be valid: a document without a schema line
/// is read as `@2`. For the suites about model 2's behaviour, written before model 3 became the
/// default (MODEL3.md §0), whose documents mean model 2; a document's own schema line is kept.
inline Scenario scenario2(const std::string& json)
{
    auto doc = parseJsonDocument(json);
    if (!doc.ok())
        qFatal("test scenario invalid: %s", qPrintable(allProblems(doc.problems)));
    if (doc.value->is_object() && !doc.value->contains("schema"))
        (*doc.value)["schema"] = kScenarioSchema;
    auto r = scenarioFromJson(*doc.value);
    if (!r.ok())
        qFatal("test scenario invalid: %s", qPrintable(allProblems(r.problems)));
    return *r.value;
}

/// What the CLI does with `--set` on a document: every assignment read as one patch, then the
/// document read with the patch on top. The problems of the assignments themselves come first
/// (the document is not read then).
inline PatchResult setOnDocument(const Json& doc, std::initializer_list<std::string> assignments)
{
    ScenarioPatch patch;
    PatchResult out;
    for (const auto& a : assignments) {
        auto edit = ScenarioPatch::fromAssignment(a);
        if (edit.ok())
            patch.append(*edit.value);
        out.problems.insert(out.problems.end(), edit.problems.begin(), edit.problems.end());
    }
    if (!out.problems.empty())
        return out;
    return scenarioFromJson(doc, patch);
}

} // namespace runway::test

#define RUNWAY_COMPARE_NEAR(actual, expected, rel)                                                                                                             \
    do {                                                                                                                                                       \
        const double a_ = (actual), e_ = (expected);                                                                                                           \
        if (!runway::test::near(a_, e_, rel))                                                                                                                  \
            QFAIL(qPrintable(QStringLiteral("%1 = %2, expected %3 (rel %4)").arg(QStringLiteral(#actual)).arg(a_, 0, 'g', 17).arg(e_, 0, 'g', 17).arg(rel)));  \
    } while (false)
