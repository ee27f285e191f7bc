// A helper for the kill test: saves to a scenario library in a loop and prints "ACK <n>"
// after each save that the store has acknowledged (committed). Killed at random moments.
// Usage: store_writer LIBRARY TAG
#include <cstdio>
#include <string>

#include "core/store/scenariostore.h"

int main(int argc, char** argv)
{
    if (argc != 3) {
        std::fprintf(stderr, "usage: store_writer LIBRARY TAG\n");
        return 2;
    }
    auto opened = runway::ScenarioStore::open(argv[1]);
    if (!opened.ok()) {
        std::printf("ERR %s\n", opened.problems.front().text().c_str());
        return 3;
    }
    runway::ScenarioStore& store = *opened.value;
    runway::Scenario s;
    s.name = std::string("writer-") + argv[2];
    for (int n = 1;; ++n) {
        s[runway::ParamId::Price] = 0.01 + n * 1e-4;
        auto saved = store.save(s, std::to_string(n));
        if (!saved.ok()) {
            std::printf("ERR %s\n", saved.problems.front().text().c_str());
            return 4;
        }
        std::printf("ACK %d\n", n);
        std::fflush(stdout);
        if (auto p = store.saveDraft(argv[2], s, s.name); !p.empty()) {
            std::printf("ERR %s\n", p.front().text().c_str());
            return 5;
        }
    }
}
