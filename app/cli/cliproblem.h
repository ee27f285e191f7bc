#pragma once
// The command line's own problems: an option, an argument, the environment the CLI runs in. The
// CLI speaks English only and these sentences never reach the window, so they are written as
// they are (Verbatim); every problem core reports keeps its key (core/text/message.h).

#include <string>
#include <utility>

#include "core/util/problem.h"

namespace runway::cli {

inline Problem cliProblem(std::string where, std::string english, ProblemKind kind = ProblemKind::Input)
{
    return Problem(std::move(where), Message::verbatim(std::move(english)), kind);
}

} // namespace runway::cli
