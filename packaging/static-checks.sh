#!/usr/bin/env bash
# Static checks of the project's own C++ (packaging/dev.sh static runs this):
#   1. clang-tidy with the committed .clang-tidy on every .cpp of core/, ui/, app/ and tests/
#      listed in BUILD_DIR/compile_commands.json (generated moc/embedded files are excluded);
#   2. cppcheck (warning, performance, portability) on the same folders;
#   3. clang-format --dry-run with the committed .clang-format on every tracked .cpp and .h.
# System, Qt and nlohmann headers are never checked. Exit 0 only when both are clean.
# Usage: packaging/static-checks.sh BUILD_DIR
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
build=$(cd "${1:?usage: packaging/static-checks.sh BUILD_DIR}" && pwd)
jobs=${STATIC_JOBS:-$(nproc)}
say() { printf '\033[1m[static]\033[0m %s\n' "$*" >&2; }

db=$build/compile_commands.json
[[ -f $db ]] || { say "no $db: configure with CMAKE_EXPORT_COMPILE_COMMANDS=ON (the dev and ci presets do)"; exit 2; }
mapfile -t files < <(grep -o '"file": "[^"]*"' "$db" | sed 's/^"file": "//; s/"$//' |
                     grep -E "^$root/(core|ui|app|tests)/.*\.cpp$" | sort -u)
((${#files[@]} > 0)) || { say "no project sources in $db"; exit 2; }

status=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT

say "clang-tidy on ${#files[@]} files ($jobs at a time)"
# The database comes from gcc: clang does not know some of its warning flags (-Wno-restrict).
printf '%s\n' "${files[@]}" |
    xargs -P "$jobs" -n 1 clang-tidy -p "$build" --quiet --extra-arg=-Wno-unknown-warning-option >"$log" 2>&1 || true
if grep -qE '(warning|error):' "$log"; then
    grep -E -A3 '(warning|error):' "$log" >&2
    say "clang-tidy: $(grep -cE '(warning|error):' "$log") findings"
    status=1
else
    say "clang-tidy: clean"
fi

say "cppcheck"
includes=()
for d in "$root" "$root"/tests/support; do
    [[ -d $d ]] && includes+=(-I "$d")
done
if ! cppcheck --std=c++20 --language=c++ --library=qt --enable=warning,performance,portability \
        --inline-suppr --error-exitcode=1 --quiet -j "$jobs" --max-configs=1 \
        --suppress=missingIncludeSystem --suppress=missingInclude --suppress=unmatchedSuppression \
        --suppress=unknownMacro --suppress=toomanyconfigs --suppress='*:*/build/*' \
        "${includes[@]}" "$root/core" "$root/app" "$root/ui" "$root/tests" 2>"$log"; then
    cat "$log" >&2
    say "cppcheck: findings above"
    status=1
elif [[ -s $log ]]; then
    cat "$log" >&2
    say "cppcheck: findings above"
    status=1
else
    say "cppcheck: clean"
fi
say "clang-format"
mapfile -t sources < <(cd "$root" && git ls-files 'core/*.cpp' 'core/*.h' 'core/*.inc' 'ui/*.cpp' 'ui/*.h' 'app/*.cpp' 'app/*.h' 'tests/*.cpp' 'tests/*.h')
if (cd "$root" && clang-format --dry-run --Werror "${sources[@]}") 2>"$log"; then
    say "clang-format: clean"
else
    grep -E '^[^ ].*(warning|error):' "$log" | head -n 20 >&2
    say "clang-format: $(grep -cE '(warning|error):' "$log") lines differ from .clang-format (run: git ls-files '*.cpp' '*.h' | xargs clang-format -i)"
    status=1
fi
exit $status
