#pragma once
// Shared by the claims tests: MODEL.md's defaults by hand (the figures CLAIMS.md quotes come
// from them), lookups in an audit, the built-in catalogue as JSON and one-claim catalogues.

#include <cmath>

#include <QtTest>

#include "core/claims/claimaudit.h"
#include "core/claims/claimsfile.h"
#include "core/data/embedded.h"
#include "core/scenario/jsondocument.h"
#include "testhelpers.h"

namespace runway::test {

// MODEL.md §3, §3b and §4 with the model-2 defaults, by hand (reference mix: IP = IC = 1;
// price = reference price: e = 1).
inline const double kChipDay = 16500.0 / (4 * 365) + 0.4 * 24 * 1.3 * 0.08; // $12.30 per chip per day
inline const double kSC = kChipDay / (4e8 * 1.0) * 1e6;                     // ≈ 0.0307494
inline const double kDemand = 23.2e12 / 6;                                  // ≈ 3.8667e12
inline const double kFree = 0.97 * kDemand;                                 // the quota (1e14) does not bind
inline const double kPaid = 0.03 * kDemand;
inline const double kCashStart = 2.552e9 / 7.17 + 5.58e8 - 30.8e6 * 247 / 30; // 2025-06-30 → 2026-03-04 is 247 days
inline const double kOwned = std::ceil(kDemand / 4e8 - 1e-9);                 // 9,667: the fleet that served the run
inline const double kPower = kOwned * 0.4 * 24 * 1.3 * 0.08;                  // the fleet's electricity a day

// MODEL.md §4 day by day for the defaults' shape (the fleet covers the demand, so nothing is
// bought; no cap; e = 1): net burn = power + opex(d) − revenue, opex growing monthly; revenue is
// the paid share (the conversion) of the demand at $0.10 per million plus the other revenue.
inline int handRunwayDays(double cash, double opexPerMonth = 35.3e6, double growthPct = 2, double conversionPct = 3)
{
    const double revenue = conversionPct / 100 * kDemand * 0.10 / 1e6 + 4.4e6 / 30;
    for (int d = 0; d < 36 * 30; ++d) {
        cash -= kPower + opexPerMonth / 30 * std::pow(1 + growthPct / 100, d / 30.0) - revenue;
        if (cash < 0)
            return d;
    }
    return -1;
}

// The scenario CLAIMS.md's v3 verdicts are the contract on: model 2.1's defaults. Today that is
// Scenario{}; once model 3 (MODEL3.md) lands on main it is the `model-2` preset. The one place to
// switch.
inline Scenario model21Defaults()
{
    return Scenario{};
}

inline const ClaimResult& resultFor(const std::vector<ClaimResult>& results, const QString& id)
{
    for (const auto& r : results)
        if (r.claim->id == id.toStdString())
            return r;
    qFatal("no claim %s", qPrintable(id));
}

inline std::size_t indexOf(const std::vector<ClaimResult>& results, const char* id)
{
    for (std::size_t i = 0; i < results.size(); ++i)
        if (results[i].claim->id == id)
            return i;
    qFatal("no claim %s", id);
}

inline const ReadingResult* readingFor(const ClaimResult& r, const char* id)
{
    for (const auto& rr : r.readings)
        if (rr.reading->id == id)
            return &rr;
    for (const auto& rr : r.context)
        if (rr.reading->id == id)
            return &rr;
    return nullptr;
}

inline Json builtinJson()
{
    const embedded::File* f = embedded::find("claims.json");
    if (!f)
        qFatal("claims.json is not embedded");
    return *parseJsonDocument(f->data).value;
}

inline bool contains(const std::string& text, const std::string& part)
{
    return text.find(part) != std::string::npos;
}

// A one-claim catalogue for the cases the built-in one does not reach.
inline ClaimCatalogue oneClaim(const std::string& claimJson)
{
    Json doc = builtinJson();
    doc["claims"] = Json::array({*parseJsonDocument(claimJson).value});
    auto cat = catalogueFromJson(doc);
    if (!cat.ok())
        qFatal("test catalogue invalid: %s", qPrintable(allProblems(cat.problems)));
    return *cat.value;
}

} // namespace runway::test
