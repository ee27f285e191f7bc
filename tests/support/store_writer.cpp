// A helper for the kill test: saves to a scenario library in a loop and prints "ACK <n>"
// after each save that the store has acknowledged (committed). Killed at random moments.
// Usage: store_writer LIBRARY TAG [articles]
// With "articles" it saves article versions (text and claims) instead of scenarios and drafts.
#include <cstdio>
#include <string>

#include "core/claims/claimsfile.h"
#include "core/scenario/jsondocument.h"
#include "core/store/scenariostore.h"

namespace {

int fail(const runway::Problems& problems, int code)
{
    std::printf("ERR %s\n", problems.empty() ? "?" : problems.front().text().c_str());
    return code;
}

/// Article n of the writer: its text and the tolerance of its claim both carry n.
runway::StoredArticle article(const std::string& name, int n)
{
    const std::string json = R"({"schema": "token-runway/claims@3", "sources": [{"id": "W", "title": "Writer"}], "claims": [{"id": "w", "sources": ["W"],
        "claim": "a writer's claim", "overrides": {}, "quantity": "chips_needed", "claimed": 9667, "unit": "chips", "kind": "equals", "tolerance_pct": )" +
                             std::to_string(1 + n % 40) + "}]}";
    runway::StoredArticle a;
    a.name = name;
    a.text = "Save number " + std::to_string(n) + ": about 9,667 chips.";
    a.claims = *runway::catalogueFromJson(*runway::parseJsonDocument(json).value).value;
    return a;
}

} // namespace

int main(int argc, char** argv)
{
    if (argc != 3 && !(argc == 4 && std::string(argv[3]) == "articles")) {
        std::fprintf(stderr, "usage: store_writer LIBRARY TAG [articles]\n");
        return 2;
    }
    auto opened = runway::ScenarioStore::open(argv[1]);
    if (!opened.ok())
        return fail(opened.problems, 3);
    runway::ScenarioStore& store = *opened.value;
    const std::string name = std::string("writer-") + argv[2];
    if (argc == 4) {
        for (int n = 1;; ++n) {
            auto saved = store.saveArticle(article(name, n), std::to_string(n));
            if (!saved.ok())
                return fail(saved.problems, 4);
            std::printf("ACK %d\n", n);
            std::fflush(stdout);
        }
    }
    runway::Scenario s;
    s.name = name;
    for (int n = 1;; ++n) {
        s[runway::ParamId::Price] = 0.01 + n * 1e-4;
        auto saved = store.save(s, std::to_string(n));
        if (!saved.ok())
            return fail(saved.problems, 4);
        std::printf("ACK %d\n", n);
        std::fflush(stdout);
        if (auto p = store.saveDraft(argv[2], s, s.name); !p.empty())
            return fail(p, 5);
    }
}
