#include "ui/format/problemtext.h"

#include <QCoreApplication>

#include <algorithm>

#include "core/scenario/parameters.h"
#include "ui/format/displayformat.h"
#include "ui/format/messagetext.h"

namespace runway {

QString problemText(const Problem& pr)
{
    QString text = display::text(pr.message);
    const ParamSpec* p = pr.code == ProblemCode::Other ? nullptr : findParam(pr.args.key);
    if (!p)
        return text;
    const auto& args = pr.message.args();
    const bool named = std::any_of(args.begin(), args.end(), [p](const MessageArg& a) {
        const auto* param = std::get_if<ParamArg>(&a);
        return param && param->id == p->id;
    });
    if (named)
        return text;
    return QCoreApplication::translate("Problems", "%1: %2").arg(display::paramText(p->label), text);
}

} // namespace runway
