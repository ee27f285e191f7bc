// Benchmarks of the scenario library. The saves are real commits (WAL, synchronous=NORMAL):
// durable against a killed process, which is the crash model here; fsync happens at checkpoints.
#include "app/cli/storebench.h"

#include <string>

#include <QTemporaryDir>

#include "app/cli/bench.h"
#include "core/store/scenariostore.h"

namespace runway::cli {

double storeSaveMs()
{
    QTemporaryDir dir; // removed with everything in it on return
    auto store = ScenarioStore::open(dir.filePath(QStringLiteral("bench.sqlite")).toStdString(), {.seedPresets = false});
    if (!dir.isValid() || !store.ok())
        return -1;
    Scenario s;
    s.name = "Bench";
    int n = 0;
    bool failed = false;
    const double us = medianMicros(
        [&] {
            s[ParamId::Price] = 0.05 + 1e-5 * ++n;
            failed |= !store.value->save(s).ok();
        },
        201);
    return failed ? -1 : us / 1000;
}

double storeList10kMs()
{
    QTemporaryDir dir;
    auto store = ScenarioStore::open(dir.filePath(QStringLiteral("bench10k.sqlite")).toStdString());
    if (!dir.isValid() || !store.ok())
        return -1;
    Scenario s;
    for (int i = static_cast<int>(store.value->list().value->size()); i < 10000; ++i) {
        s.name = "Scenario " + std::to_string(i);
        if (!store.value->save(s).ok())
            return -1;
    }
    std::size_t rows = 0;
    const double us = medianMicros([&] { rows = store.value->list().value->size(); }, 11, 2);
    return rows == 10000 ? us / 1000 : -1;
}

} // namespace runway::cli
