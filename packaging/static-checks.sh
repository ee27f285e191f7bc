#!/usr/bin/env bash
# Static checks of the project's own C++ (packaging/dev.sh static runs this):
#   1. clang-tidy with the committed .clang-tidy on every .cpp of core/, ui/, app/ and tests/
#      listed in BUILD_DIR/compile_commands.json (generated moc/embedded files are excluded);
#   2. cppcheck (warning, performance, portability) on the same folders;
#   3. clang-format --dry-run with the committed .clang-format on every tracked .cpp and .h.
# System, Qt and nlohmann headers are never checked. Exit 0 only when all three are clean.
# Usage: packaging/static-checks.sh BUILD_DIR (STATIC_ONLY=REGEX: clang-tidy on the matching files only;
# RUNWAY_TIDY_CACHE: see below)
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
if [[ -n ${STATIC_ONLY:-} ]]; then # a developer's shortcut: only the files matching this regex
    mapfile -t files < <(printf '%s\n' "${files[@]}" | grep -E "$STATIC_ONLY" || true)
fi
((${#files[@]} > 0)) || { say "no project sources in $db${STATIC_ONLY:+ matching $STATIC_ONLY}"; exit 2; }

status=0
log=$(mktemp)
work=$(mktemp -d)
trap 'rm -f "$log"; rm -rf "$work"' EXIT

# clang-tidy's verdicts are kept as ccache keeps objects. A file's key is the hash of everything its
# verdict depends on: clang-tidy's version, every .clang-tidy, the file's compile command and the
# contents of the file and of every header ninja recorded for its object (paths under the clone are
# written relative to it, so another clone of the same commit finds the same keys). A file clean
# before under the same key is not checked again; a file with findings is checked every time.
# RUNWAY_TIDY_CACHE sets the folder (default ~/.cache/token-runway/clang-tidy); "off" checks all.
cache=${RUNWAY_TIDY_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/token-runway/clang-tidy}
printf '%s\n' "${files[@]}" >"$work/files"
[[ $cache != off ]] && ! mkdir -p "$cache" 2>/dev/null && { say "clang-tidy: cannot create $cache: every file is checked"; cache=off; }
if [[ $cache != off ]] && command -v ninja >/dev/null && [[ -f $build/build.ninja ]]; then
    {
        clang-tidy --version
        (cd "$root" && git ls-files -z '*.clang-tidy' | xargs -0 -r sha256sum)
        echo "--extra-arg=-Wno-unknown-warning-option"
    } >"$work/tool"
    # source → its object and command, from the compile database (one "command" line before each "file").
    awk '
        /^  "command": / { c = substr($0, 15); sub(/",?$/, "", c); o = c; sub(/.* -o /, "", o); sub(/ .*/, "", o) }
        /^  "file": / { f = substr($0, 12); sub(/",?$/, "", f); print f "\t" o "\t" c }
    ' "$db" >"$work/commands"
    # object → every input ninja recorded for it (absolute paths).
    ninja -C "$build" -t deps | awk -v build="$build" '
        /^[^ ]/ { o = $1; sub(/:$/, "", o); next }
        /^    / { p = substr($0, 5); if (p !~ /^\//) p = build "/" p; print o "\t" p }
    ' >"$work/deps"
    cut -f2 "$work/deps" | sort -u | tr '\n' '\0' | xargs -0 -r sha256sum 2>/dev/null >"$work/hashes" || true
    # One manifest per file (its command, then each input's hash; paths under the clone relative to
    # it, written "@"); the key is the manifest's hash.
    mkdir -p "$work/manifests"
    awk -F'\t' -v root="$root" -v out="$work/manifests" '
        function rel(s,   i, out) { out = ""; while ((i = index(s, root)) > 0) { out = out substr(s, 1, i - 1) "@"; s = substr(s, i + length(root)) } return out s }
        FILENAME == ARGV[1] { want[$1] = 1; next }
        FILENAME == ARGV[2] { if ($1 in want) { n++; obj[$2] = n; src[n] = $1; cmd[n] = rel($3) } ; next }
        FILENAME == ARGV[3] { h = substr($0, 1, 64); p = substr($0, 67); hash[p] = h; next }
        ($1 in obj) { i = obj[$1]; if (!($2 in hash)) { broken[i] = 1; next } line[i] = line[i] rel($2) " " hash[$2] "\n"; seen[i] = 1 }
        END {
            for (i = 1; i <= n; i++) {
                if (!seen[i] || broken[i]) continue
                print src[i] > (out "/" i ".src"); close(out "/" i ".src")
                printf "%s\n%s", cmd[i], line[i] > (out "/" i ".in"); close(out "/" i ".in")
            }
        }
    ' "$work/files" "$work/commands" "$work/hashes" "$work/deps"
    : >"$work/keys"
    for m in "$work"/manifests/*.in; do
        [[ -e $m ]] || break
        key=$(cat "$work/tool" "$m" | sha256sum | cut -c1-64)
        printf '%s\t%s\n' "$(cat "${m%.in}.src")" "$key" >>"$work/keys"
    done
    # Clean: every key of the file (a file in two targets has two) is in the cache.
    awk -F'\t' -v cache="$cache" '
        { k = cache "/" $2; if ((getline dummy < k) < 0) miss[$1] = 1; close(k); seen[$1] = 1 }
        END { for (s in seen) if (!(s in miss)) print s }
    ' "$work/keys" | sort >"$work/clean"
    grep -vxFf "$work/clean" "$work/files" >"$work/todo" || true
    say "clang-tidy: $(wc -l <"$work/clean") of ${#files[@]} files unchanged since a clean check (cache $cache)"
else
    : >"$work/keys"
    cp "$work/files" "$work/todo"
fi
mapfile -t todo <"$work/todo"
say "clang-tidy on ${#todo[@]} files ($jobs at a time)"
# The database comes from gcc: clang does not know some of its warning flags (-Wno-restrict).
# Each file's findings go to a log of its own, so a clean file's key can be kept.
mkdir -p "$work/logs"
if ((${#todo[@]} > 0)); then
    for i in "${!todo[@]}"; do printf '%s\0%s\0' "$i" "${todo[$i]}"; done |
        xargs -0 -P "$jobs" -n 2 sh -c 'clang-tidy -p "$0" --quiet --extra-arg=-Wno-unknown-warning-option "$3" >"$1/$2.log" 2>&1; echo $? >"$1/$2.rc"' \
            "$build" "$work/logs"
fi
: >"$log"
for i in "${!todo[@]}"; do
    f=$work/logs/$i.log
    if [[ ! -f $f || ! -f ${f%.log}.rc ]]; then
        echo "${todo[$i]}: error: clang-tidy did not run" >>"$log"
    elif grep -qE '(warning|error):' "$f"; then
        cat "$f" >>"$log"
    elif [[ $(cat "${f%.log}.rc") != 0 ]]; then
        echo "${todo[$i]}: error: clang-tidy exited with status $(cat "${f%.log}.rc"):" >>"$log"
        cat "$f" >>"$log"
    elif [[ $cache != off ]]; then
        awk -F'\t' -v s="${todo[$i]}" '$1 == s { print $2 }' "$work/keys" | while read -r key; do : >"$cache/$key"; done
    fi
done
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
