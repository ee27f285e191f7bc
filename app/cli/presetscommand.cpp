// token-runway presets: MODEL.md §9's built-in scenarios.
#include <algorithm>
#include <array>
#include <cmath>
#include <ostream>
#include <string_view>
#include <utility>

#include "app/cli/args.h"
#include "app/cli/cli.h"
#include "app/cli/textlayout.h"
#include "core/scenario/jsondocument.h"
#include "core/scenario/numberformat.h"
#include "core/scenario/presets.h"
#include "core/scenario/quantity.h"

namespace runway::cli {
namespace {

/// A number as --set reads it back exactly, with a magnitude suffix when one fits: 4e7 → "40M",
/// 1e14 → "100T", 0.1 → "0.1" (the shortest exact text otherwise).
std::string setValueText(double v)
{
    static constexpr std::array<std::pair<double, const char*>, 4> kScales{{{1e12, "T"}, {1e9, "B"}, {1e6, "M"}, {1e3, "K"}}};
    for (const auto& [scale, suffix] : kScales) {
        if (std::fabs(v) < scale)
            continue;
        std::string text = formatPlain(v / scale) + suffix; // not const: returned by move
        if (text.find('e') == std::string::npos && text.size() <= 6)
            if (const auto back = parseQuantity(text); back.ok() && *back.value == v)
                return text;
        break;
    }
    return formatPlain(v);
}

/// `option` as a shell reads it back as one word: as it is when it holds only characters no shell
/// treats specially, else in single quotes (a JSON list or a label with a space: a preset's funding).
std::string shellWord(const std::string& option)
{
    const bool plain = std::all_of(option.begin(), option.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || std::string_view("_=.,:+-/@%").find(c) != std::string_view::npos;
    });
    if (plain)
        return option;
    std::string quoted = "'";
    for (const char c : option)
        quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

/// A preset's overrides as the --set options that make it from the defaults, wrapped between
/// options at `width` columns, the lines after the first indented by `indent`.
std::string overridesText(const Json& overrides, std::size_t width, std::size_t indent)
{
    if (overrides.empty())
        return "the defaults, no overrides";
    std::string text;
    std::size_t column = 0;
    for (const auto& [key, value] : overrides.items()) {
        const std::string v = value.is_string() ? value.get<std::string>() : value.is_number() ? setValueText(value.get<double>()) : value.dump();
        std::string assignment = key;
        assignment += '=';
        assignment += v;
        const std::string option = "--set " + shellWord(assignment);
        if (column > 0 && column + 1 + displayWidth(option) > width) {
            text += "\n" + std::string(indent, ' ');
            column = 0;
        } else if (column > 0) {
            text += ' ';
            ++column;
        }
        text += option;
        column += displayWidth(option);
    }
    return text;
}

/// One entry per preset: the id and name aligned in two columns, the description and the
/// overrides below the name, wrapped under it.
std::string presetsText(const std::vector<Preset>& list)
{
    std::size_t idWidth = 0;
    for (const auto& p : list)
        idWidth = std::max(idWidth, displayWidth(p.id));
    const std::size_t column = idWidth + 2;
    const std::size_t width = LabelledRows::kWidth - column;
    const std::string indent(column, ' ');
    std::string out;
    for (const auto& p : list) {
        out += p.id + std::string(column - displayWidth(p.id), ' ') + p.name + '\n';
        out += indent + wrapText(p.description, width, column) + '\n';
        out += indent + overridesText(presetOverrides(p), width, column) + '\n';
    }
    return out;
}

} // namespace

int presetsCommand(std::span<const std::string> args, Io& io)
{
    static const OptionSpec specs[] = {{"--format"}};
    Args a = parseArgs(args, specs);
    if (a.help)
        return printUsage(io);
    const Format format = formatOption(a);
    if (!a.positional.empty())
        a.problems.push_back(cliProblem(a.positional[0], "unexpected argument"));
    if (!a.problems.empty())
        return reportProblems(io, a.problems);
    auto loaded = loadPresets();
    if (!loaded.ok()) {
        for (const auto& p : loaded.problems)
            io.err << "token-runway: built-in preset broken: " << p.text() << '\n';
        return kExitFailure;
    }
    if (format == Format::Json) {
        Json list = Json::array();
        for (const auto& p : *loaded.value)
            list.push_back(Json{{"id", p.id}, {"name", p.name}, {"description", p.description}, {"overrides", presetOverrides(p)}});
        io.out << jsonOutputText(Json{{"presets", list}}) << '\n';
    } else {
        io.out << presetsText(*loaded.value);
    }
    return kExitOk;
}

} // namespace runway::cli
