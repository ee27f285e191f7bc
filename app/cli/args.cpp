#include "app/cli/args.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <vector>

#include "core/scenario/numberformat.h"
#include "core/scenario/parameters.h"
#include "core/scenario/scenariojson.h"
#include "core/util/text.h"

namespace runway::cli {

std::optional<std::string> Args::value(std::string_view name) const
{
    auto it = options.find(name);
    if (it == options.end() || it->second.empty())
        return std::nullopt;
    return it->second.back();
}

std::vector<std::string> Args::values(std::string_view name) const
{
    auto it = options.find(name);
    return it == options.end() ? std::vector<std::string>{} : it->second;
}

Args parseArgs(std::span<const std::string> args, std::span<const OptionSpec> specs)
{
    Args out;
    bool optionsEnded = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string& a = args[i];
        if (optionsEnded || a.size() < 2 || a[0] != '-' || a == "-") {
            out.positional.push_back(a);
            continue;
        }
        if (a == "--") {
            optionsEnded = true;
            continue;
        }
        if (a == "--help" || a == "-h") {
            out.help = true;
            continue;
        }
        std::string name = a;
        std::optional<std::string> inlineValue;
        if (auto eq = a.find('='); eq != std::string::npos && a.starts_with("--")) {
            name = a.substr(0, eq);
            inlineValue = a.substr(eq + 1);
        }
        const OptionSpec* spec = nullptr;
        for (const auto& s : specs)
            if (s.name == name)
                spec = &s;
        if (!spec) {
            std::string best;
            std::size_t bestDistance = 3;
            for (const auto& s : specs)
                if (auto d = editDistance(name, s.name); d < bestDistance)
                    bestDistance = d, best = s.name;
            out.problems.push_back(cliProblem(abbreviate(name), "unknown option" + (best.empty() ? std::string() : "; did you mean " + best + "?")));
            continue;
        }
        if (!spec->takesValue) {
            if (inlineValue)
                out.problems.push_back(cliProblem(name, "takes no value"));
            out.options[name];
            continue;
        }
        if (!inlineValue) {
            if (i + 1 >= args.size()) {
                out.problems.push_back(cliProblem(name, "needs a value"));
                continue;
            }
            inlineValue = args[++i];
        }
        auto& slot = out.options[name];
        if (!slot.empty() && !spec->repeatable)
            out.problems.push_back(cliProblem(name, "given more than once"));
        slot.push_back(*inlineValue);
    }
    return out;
}

Format formatOption(Args& args, bool csv)
{
    return csv ? formatOption(args, {Format::Csv}) : formatOption(args, {});
}

Format formatOption(Args& args, std::initializer_list<Format> extra)
{
    static constexpr std::pair<Format, std::string_view> kNames[] = {{Format::Csv, "csv"}, {Format::ClaimReview, "claimreview"}};
    const auto f = args.value("--format");
    if (!f || *f == "text")
        return Format::Text;
    if (*f == "json")
        return Format::Json;
    std::string names = "text";
    std::vector<std::string_view> allowed{"json"};
    for (const auto& [format, name] : kNames)
        if (std::find(extra.begin(), extra.end(), format) != extra.end()) {
            if (*f == name)
                return format;
            allowed.push_back(name);
        }
    for (std::size_t i = 0; i < allowed.size(); ++i)
        names += std::string(i + 1 == allowed.size() ? " or " : ", ") + std::string(allowed[i]);
    args.problems.push_back(cliProblem("--format", "\"" + abbreviate(*f) + "\" is not a format; use " + names));
    return Format::Text;
}

std::optional<long long> integerOption(Args& args, std::string_view name, long long min, long long max)
{
    const auto v = args.value(name);
    if (!v)
        return std::nullopt;
    long long n = 0;
    auto [ptr, ec] = std::from_chars(v->data(), v->data() + v->size(), n);
    if (ec == std::errc::result_out_of_range && ptr == v->data() + v->size()) { // all digits, just too many
        args.problems.push_back(cliProblem(std::string(name), "\"" + abbreviate(*v) + "\" is too " + (v->starts_with('-') ? "small" : "large") +
                                                                  "; the limits are " + std::to_string(min) + " … " + std::to_string(max)));
        return std::nullopt;
    }
    if (ec != std::errc() || ptr != v->data() + v->size()) {
        args.problems.push_back(cliProblem(std::string(name), "\"" + abbreviate(*v) + "\" is not a whole number"));
        return std::nullopt;
    }
    if (n < min || n > max) {
        args.problems.push_back(cliProblem(std::string(name), std::to_string(n) + " is outside " + std::to_string(min) + " … " + std::to_string(max)));
        return std::nullopt;
    }
    return n;
}

std::optional<double> realOption(Args& args, std::string_view name, double min, double max)
{
    const auto v = args.value(name);
    if (!v)
        return std::nullopt;
    double d = 0;
    auto [ptr, ec] = std::from_chars(v->data(), v->data() + v->size(), d);
    if (ec != std::errc() || ptr != v->data() + v->size() || !std::isfinite(d)) {
        args.problems.push_back(cliProblem(std::string(name), "\"" + abbreviate(*v) + "\" is not a finite number"));
        return std::nullopt;
    }
    if (d < min || d > max) {
        args.problems.push_back(cliProblem(std::string(name), formatPlain(d) + " is outside " + formatPlain(min) + " … " + formatPlain(max)));
        return std::nullopt;
    }
    return d;
}

} // namespace runway::cli
