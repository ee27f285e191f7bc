#!/usr/bin/env bash
# One entry point for developers and CI on Debian 12:
#   packaging/dev.sh run      install what is missing, build, open the dashboard
#   packaging/dev.sh test     install what is missing, build, run the whole suite headless
#   packaging/dev.sh build    install what is missing and build only
#   packaging/dev.sh shot [PNG] [WxH]  build, open the window under Xvfb with a window manager
#                             (openbox) at WxH (default 1366x768) and save PNG (default build/shot.png);
#                             SHOT_KEYS="F11" presses keys first, SHOT_ARGS passes options, SHOT_LANG=zh_CN
#                             the language, SHOT_DELAY the seconds to wait (default 5)
#   packaging/dev.sh asan     build with AddressSanitizer + UBSan (preset asan) and run the suite under it
#   packaging/dev.sh fuzz     build the libFuzzer targets (preset fuzz, clang) and run each for
#                             FUZZ_SECONDS (default 60) from its seed corpus in tests/fuzz/corpus/
#   packaging/dev.sh static   clang-tidy (.clang-tidy) and cppcheck on the project's own sources
#   packaging/dev.sh package  a fresh Release build in build/package, cpack -G DEB, the package
#                             checks (tests/packaging/test_package.sh); prints the .deb's path last
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
preset=${RUNWAY_PRESET:-dev}
[[ ${CI:-} == true && -z ${RUNWAY_PRESET:-} ]] && preset=ci

# ccache: a fresh clone in another folder reuses what any earlier build compiled.
export CCACHE_BASEDIR=$root CCACHE_NOHASHDIR=true

say() { printf '\033[1m[dev.sh]\033[0m %s\n' "$*" >&2; }

install_packages() {
    local wanted=() missing=()
    mapfile -t wanted < <(sed -e 's/#.*//' -e 's/[[:space:]]//g' "$here/debian-packages.txt" | grep -v '^$')
    for p in "${wanted[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    ((${#missing[@]} == 0)) && return 0
    say "installing ${#missing[@]} Debian packages: ${missing[*]}"
    local sudo=()
    if [[ $(id -u) -ne 0 ]]; then
        command -v sudo >/dev/null || { say "need root (or sudo) to install: ${missing[*]}"; exit 1; }
        sudo=(sudo)
    fi
    export DEBIAN_FRONTEND=noninteractive
    "${sudo[@]}" apt-get update -qq
    "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

build() {
    install_packages
    cd "$root"
    cmake --preset "$preset" >/dev/null
    cmake --build --preset "$preset" --parallel "$(nproc)"
}

binary() { echo "$root/build/$preset/app/token-runway"; }

# Sanitizer settings for `asan`: stop at the first error of any kind, report leaks except the
# library noise listed (and explained) in packaging/lsan.supp.
sanitizer_env() {
    export ASAN_OPTIONS=halt_on_error=1:abort_on_error=0:detect_leaks=1:detect_stack_use_after_return=1:check_initialization_order=1:strict_init_order=1
    export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
    export LSAN_OPTIONS=suppressions=$root/packaging/lsan.supp:print_suppressions=0
}

headless_env() {
    export QT_QPA_PLATFORM=offscreen
    export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
    chmod 700 "$XDG_RUNTIME_DIR"
}

# Runs every fuzz target (nproc at a time) for FUZZ_SECONDS from a scratch copy of its corpus,
# so the committed corpus never changes; a crash, leak, hang or broken invariant fails the run
# and its input is kept in build/fuzz/artifacts/. FUZZ_SEED fixes libFuzzer's seed (CI sets it,
# so a run there can be repeated here); unset, every run explores from a new seed.
run_fuzzers() {
    local seconds=${FUZZ_SECONDS:-60} scratch failed=0 t running=0
    local -a seed=()
    [[ -n ${FUZZ_SEED:-} ]] && seed=(-seed="$FUZZ_SEED")
    scratch=$(mktemp -d)
    local -a targets=()
    for dir in "$root"/tests/fuzz/corpus/*/; do targets+=("$(basename "$dir")"); done
    say "fuzzing ${#targets[@]} targets for ${seconds}s each${FUZZ_SEED:+ from seed $FUZZ_SEED}: ${targets[*]}"
    for t in "${targets[@]}"; do
        mkdir -p "$scratch/$t/corpus" "$scratch/$t/artifacts"
        cp "$root/tests/fuzz/corpus/$t"/* "$scratch/$t/corpus/"
        cp "$root/tests/data/fuzz/$t"/* "$scratch/$t/corpus/" 2>/dev/null || true # regressions, where there are any
        ( "$root/build/fuzz/tests/fuzz/$t" -max_total_time="$seconds" "${seed[@]}" -timeout=10 -rss_limit_mb=2048 \
              -print_final_stats=1 -artifact_prefix="$scratch/$t/artifacts/" "$scratch/$t/corpus" \
              >"$scratch/$t.log" 2>&1 && echo ok >"$scratch/$t.status" || echo failed >"$scratch/$t.status" ) &
        running=$((running + 1))
        if ((running >= $(nproc))); then wait -n; running=$((running - 1)); fi
    done
    wait
    for t in "${targets[@]}"; do
        local runs
        runs=$(grep -ao 'stat::number_of_executed_units: *[0-9]*' "$scratch/$t.log" | grep -o '[0-9]*$' || echo "?")
        if [[ $(cat "$scratch/$t.status") == ok ]]; then
            say "$t: clean, $runs inputs in ${seconds}s"
        else
            failed=1
            mkdir -p "$root/build/fuzz/artifacts/$t"
            cp "$scratch/$t/artifacts"/* "$root/build/fuzz/artifacts/$t/" 2>/dev/null || true
            cp "$scratch/$t.log" "$root/build/fuzz/artifacts/$t.log"
            say "$t: FAILED ($(grep -ao -m1 'Seed: [0-9]*' "$scratch/$t.log" || echo 'seed unknown')); input(s) in build/fuzz/artifacts/$t/, log in build/fuzz/artifacts/$t.log:"
            grep -a -m1 -A25 -E 'ERROR|invariant|runtime error|terminate|timeout' "$scratch/$t.log" >&2 || tail -30 "$scratch/$t.log" >&2
        fi
    done
    rm -rf "$scratch"
    return $failed
}

# The Debian package, from a fresh configure (the cache is dropped, objects are reused) in
# build/package or $RUNWAY_PACKAGE_DIR; nothing after the path of the .deb is printed.
package() {
    install_packages
    local dir=${RUNWAY_PACKAGE_DIR:-$root/build/package} deb
    local -a launcher=()
    command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
    say "validating the desktop entry and the AppStream metainfo"
    desktop-file-validate "$here/io.github.tokenrunway.TokenRunway.desktop"
    appstreamcli validate --no-net "$here/io.github.tokenrunway.TokenRunway.metainfo.xml" >&2
    if [[ -n ${RUNWAY_PACKAGE_FROM:-} ]]; then
        # CI packages the build it has just tested (optimised, with debug info that cpack strips),
        # rather than compiling the same sources a fourth time.
        dir=$(cd "$RUNWAY_PACKAGE_FROM" && pwd)
        say "packaging the existing build in $dir"
    else
        say "configuring a Release build in $dir"
        cmake --fresh -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=Release -DRUNWAY_BUILD_TESTS=OFF "${launcher[@]}" >/dev/null
    fi
    cmake --build "$dir" --parallel "$(nproc)"
    rm -f "$dir"/token-runway_*.deb
    (cd "$dir" && cpack -G DEB)
    deb=$(find "$dir" -maxdepth 1 -name 'token-runway_*.deb' | head -1)
    [[ -n $deb ]] || { say "cpack made no token-runway_*.deb in $dir"; exit 1; }
    say "checking the package"
    "$root/tests/packaging/test_package.sh" "$deb" >&2
    echo "$(cd "$(dirname "$deb")" && pwd)/$(basename "$deb")"
}

case ${1:-} in
run)
    build
    if [[ -z ${DISPLAY:-} && -z ${WAYLAND_DISPLAY:-} ]]; then
        say "no display (DISPLAY and WAYLAND_DISPLAY are unset): the window cannot open here."
        say "headless: $(binary) run --format json | $(binary) --help | packaging/dev.sh test | packaging/dev.sh shot"
        exit 2
    fi
    exec "$(binary)"
    ;;
test)
    build
    cd "$root"
    export QT_QPA_PLATFORM=offscreen
    export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
    chmod 700 "$XDG_RUNTIME_DIR"
    ctest --preset "$preset" --parallel "$(nproc)"
    ;;
build)
    build
    ;;
shot)
    build
    out=${2:-$root/build/shot.png}
    size=${3:-1366x768}
    shot_home=$(mktemp -d) # fresh settings: the first start, as a new user meets it
    export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-$(mktemp -d)}
    chmod 700 "$XDG_RUNTIME_DIR"
    keys=""
    [[ -n ${SHOT_KEYS:-} ]] && keys="w=\$(xdotool search --onlyvisible --name 'Token Runway' | head -n1); xdotool key --window \$w ${SHOT_KEYS}; sleep 2;"
    HOME=$shot_home LANGUAGE=${SHOT_LANG:-} LANG=${SHOT_LANG:+$SHOT_LANG.UTF-8} \
        xvfb-run -a -s "-screen 0 ${size}x24" sh -c "openbox >/dev/null 2>&1 & sleep 1; '$(binary)' ${SHOT_ARGS:-} & pid=\$!; sleep ${SHOT_DELAY:-5}; $keys import -window root '$out'; kill \$pid"
    rm -rf "$shot_home"
    say "screenshot ($size): $out"
    ;;
asan)
    install_packages
    cd "$root"
    cmake --preset asan >/dev/null
    cmake --build --preset asan --parallel "$(nproc)"
    headless_env
    sanitizer_env
    ctest --test-dir "$root/build/asan" --output-on-failure --parallel "$(nproc)"
    ;;
fuzz)
    install_packages
    cd "$root"
    cmake --preset fuzz >/dev/null
    cmake --build --preset fuzz --parallel "$(nproc)"
    ctest --test-dir "$root/build/fuzz" --output-on-failure # replay the seeds and regressions first
    run_fuzzers
    ;;
static)
    build # the compile database and the generated sources (moc, embedded files) it refers to
    "$here/static-checks.sh" "$root/build/$preset"
    ;;
package)
    package
    ;;
*)
    echo "usage: packaging/dev.sh run | test | build | shot [PNG] [WxH] | asan | fuzz | static | package" >&2
    exit 2
    ;;
esac
