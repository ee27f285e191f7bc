#include "app/qtoptions.h"

#include "app/cli/cliproblem.h"

#include <array>
#include <string_view>

namespace runway {
namespace {

struct QtOption {
    std::string_view name; ///< without its leading dash: "style"
    bool takesValue;
    bool equalsForm; ///< also written "-name=value" (Qt accepts that for a few)
};

// QGuiApplication, QApplication and the xcb platform plugin, as their documentation lists them.
constexpr std::array kQtOptions{
    QtOption{"platform", true, false},
    QtOption{"platformpluginpath", true, false},
    QtOption{"platformtheme", true, false},
    QtOption{"plugin", true, false},
    QtOption{"qwindowgeometry", true, false},
    QtOption{"qwindowicon", true, false},
    QtOption{"qwindowtitle", true, false},
    QtOption{"session", true, false},
    QtOption{"display", true, false},
    QtOption{"geometry", true, false},
    QtOption{"name", true, false},
    QtOption{"title", true, false},
    QtOption{"style", true, true},
    QtOption{"stylesheet", true, true},
    QtOption{"qmljsdebugger", true, true},
    QtOption{"fontengine", true, true},
    QtOption{"dialogs", true, true},
    QtOption{"reverse", false, false},
    QtOption{"widgetcount", false, false},
    QtOption{"testability", false, false},
    QtOption{"sync", false, false},
    QtOption{"nograb", false, false},
    QtOption{"dograb", false, false},
};

/// The option `arg` names, and whether its value is inline ("-style=Fusion"); null when it is none of Qt's.
const QtOption* qtOption(std::string_view arg, bool& inlineValue)
{
    inlineValue = false;
    if (arg.size() < 2 || arg[0] != '-')
        return nullptr;
    arg.remove_prefix(arg.starts_with("--") ? 2 : 1); // Qt reads "--platform" as "-platform"
    const auto eq = arg.find('=');
    const std::string_view name = arg.substr(0, eq);
    for (const auto& o : kQtOptions) {
        if (o.name != name)
            continue;
        if (eq != std::string_view::npos && !o.equalsForm)
            return nullptr;
        inlineValue = eq != std::string_view::npos;
        return &o;
    }
    return nullptr;
}

} // namespace

LeadingQtOptions leadingQtOptions(std::span<const std::string> args)
{
    LeadingQtOptions out;
    std::size_t& i = out.count;
    while (i < args.size()) {
        bool inlineValue = false;
        const QtOption* o = qtOption(args[i], inlineValue);
        if (!o)
            break;
        out.choosesPlatform = out.choosesPlatform || o->name == "platform";
        if (o->takesValue && !inlineValue) {
            if (i + 1 >= args.size()) {
                out.problems.push_back(cli::cliProblem(args[i], "needs a value (a Qt option of the window)"));
                break;
            }
            ++i;
        }
        ++i;
    }
    return out;
}

} // namespace runway
