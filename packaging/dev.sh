#!/usr/bin/env bash
# One entry point for developers and CI on Debian 12:
#   packaging/dev.sh run      install what is missing, build, open the dashboard
#   packaging/dev.sh test     install what is missing, build, run the whole suite headless
#   packaging/dev.sh build    install what is missing and build only
#   packaging/dev.sh shot     build, open the window under Xvfb and save build/shot.png
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/.." && pwd)
preset=${RUNWAY_PRESET:-dev}
[[ ${CI:-} == true && -z ${RUNWAY_PRESET:-} ]] && preset=ci

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
    xvfb-run -a -s "-screen 0 1600x1000x24" sh -c "'$(binary)' & pid=\$!; sleep ${SHOT_DELAY:-3}; import -window root '$out'; kill \$pid"
    say "screenshot: $out"
    ;;
*)
    echo "usage: packaging/dev.sh run | test | build | shot [PNG]" >&2
    exit 2
    ;;
esac
