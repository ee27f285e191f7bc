// Fuzz target: the SQLite store (core/store) opening arbitrary bytes as a library file, read-only
// and then writable, and reading everything it lists (scenarios and articles). Nothing may crash, throw or hang: a file
// that is not a Token Runway library is refused with a problem that names it.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "core/store/scenariostore.h"
#include "fuzzcheck.h"

using namespace runway;
using runway::fuzz::require;

namespace {

const std::string& scratchFile()
{
    static const std::string path = [] {
        const auto dir = std::filesystem::temp_directory_path() / ("runway-fuzz-store-" + std::to_string(::getpid()));
        std::filesystem::create_directories(dir);
        return (dir / "library.sqlite").string();
    }();
    return path;
}

void exercise(ScenarioStore& store)
{
    auto list = store.list();
    if (!list.ok())
        return;
    for (const auto& summary : *list.value) {
        (void)store.load(summary.name);
        if (auto history = store.history(summary.name); history.ok())
            for (const auto& v : *history.value)
                (void)store.loadVersion(summary.name, v.version);
    }
    (void)store.drafts();
    if (auto articles = store.listArticles(); articles.ok())
        for (const auto& summary : *articles.value) {
            (void)store.loadArticle(summary.name);
            if (auto history = store.articleHistory(summary.name); history.ok())
                for (const auto& v : *history.value)
                    (void)store.loadArticle(summary.name, v.version);
        }
    (void)store.integrityCheck();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string& path = scratchFile();
    for (const char* suffix : {"", "-journal", "-wal", "-shm"})
        std::filesystem::remove(path + suffix);
    {
        std::ofstream out(path, std::ios::binary);
        out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    }
    for (bool readOnly : {true, false}) {
        StoreOptions options;
        options.readOnly = readOnly;
        options.seedPresets = false;
        auto store = ScenarioStore::open(path, options);
        require(store.ok() == store.problems.empty(), "a result has exactly one of value and problems");
        if (!store.ok()) {
            for (const auto& p : store.problems)
                require(!p.messageText().empty(), "a problem without a message");
            continue;
        }
        exercise(*store.value);
        if (!readOnly && !store.value->readOnly()) {
            (void)store.value->save(Scenario{}, "fuzz");
            StoredArticle a;
            a.name = "fuzz";
            ClaimSource source;
            source.id = "F";
            source.title = Message::verbatim("Fuzz");
            a.claims.sources.push_back(source);
            (void)store.value->saveArticle(a, "fuzz");
            (void)store.value->removeArticle("fuzz");
        }
    }
    return 0;
}
