// token-runway report: the one-page report (PDF, SVG or PNG by the extension of --out).
#include <ostream>

#include <QApplication>
#include <QPageSize>

#include "app/cli/cli.h"
#include "app/cli/guiapp.h"
#include "app/cli/library.h"
#include "app/cli/scenarioinput.h"
#include "core/util/text.h"
#include "ui/report/report.h"

namespace runway::cli {

int reportCommand(std::span<const std::string> args, Io& io)
{
    std::optional<std::string> out, page;
    return withScenario(
        args, {"--out", "--page"}, io,
        [&](Args& a) {
            out = a.value("--out");
            if (!out)
                a.problems.push_back(cliProblem("--out", "is required: the report's path, ending in .pdf, .svg or .png"));
            else if (!out->ends_with(".pdf") && !out->ends_with(".svg") && !out->ends_with(".png"))
                a.problems.push_back(cliProblem("--out", "\"" + abbreviate(*out) + "\" must end in .pdf, .svg or .png"));
            page = a.value("--page");
            if (page && *page != "a4" && *page != "letter")
                a.problems.push_back(cliProblem("--page", "\"" + abbreviate(*page) + "\" is not a page size; use a4 or letter"));
        },
        [&](ScenarioCommand& command) -> int {
            Args& a = command.args;
            const Scenario& scenario = command.scenario;

            auto app = makeOffscreenApplication();
            const QPageSize::PageSizeId pageId = !page ? defaultPageSize() : (*page == "letter" ? QPageSize::Letter : QPageSize::A4);
            libraryPath(a); // the library (--db, TOKEN_RUNWAY_DB or the default) is never an output
            ProblemKind kind = ProblemKind::Input;
            if (auto error = writeReport(scenario, QString::fromStdString(*out), pageId, &kind))
                return reportProblems(io, {cliProblem("", error->toStdString(), kind)});
            io.out << printable(*out) << '\n';
            return kExitOk;
        });
}

} // namespace runway::cli
