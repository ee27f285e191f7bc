#!/usr/bin/env bash
# Checks the Debian package: its control fields and file list, then extracts it into a scratch
# root (dpkg-deb -x, no root needed) and runs and validates what it installs.
#   tests/packaging/test_package.sh PATH.deb
#   tests/packaging/test_package.sh --build BUILD_DIR   (runs cpack -G DEB there first; the ctest form)
# Needs dpkg-dev, desktop-file-utils, appstream and man-db (packaging/debian-packages.txt);
# xvfb-run (xvfb) for the window check, which is skipped without it.
set -uo pipefail

id=io.github.tokenrunway.TokenRunway
sizes=(16 32 48 64 128 256)
failures=0
pass() { printf 'ok   %s\n' "$*"; }
fail() { printf 'FAIL %s\n' "$*"; failures=$((failures + 1)); }
check() { # check DESCRIPTION COMMAND...: passes when the command succeeds
    local what=$1; shift
    if "$@"; then pass "$what"; else fail "$what"; fi
}

case ${1:-} in
--build)
    [[ -d ${2:-} ]] || { echo "usage: $0 PATH.deb | --build BUILD_DIR" >&2; exit 2; }
    (cd "$2" && cpack -G DEB >cpack.log 2>&1) || { cat "$2/cpack.log" >&2; echo "cpack failed" >&2; exit 1; }
    deb=$(find "$2" -maxdepth 1 -name 'token-runway_*.deb' -printf '%T@ %p\n' | sort -rn | head -1 | cut -d' ' -f2-)
    ;;
*.deb) deb=$1 ;;
*) echo "usage: $0 PATH.deb | --build BUILD_DIR" >&2; exit 2 ;;
esac
[[ -f $deb ]] || { echo "no package at $deb" >&2; exit 1; }
deb=$(cd "$(dirname "$deb")" && pwd)/$(basename "$deb")
echo "checking $deb"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
root=$scratch/root
export HOME=$scratch/home XDG_CONFIG_HOME=$scratch/home/.config XDG_DATA_HOME=$scratch/home/.local/share
export XDG_RUNTIME_DIR=$scratch/runtime TOKEN_RUNWAY_DB=$scratch/library.sqlite LC_ALL=C.UTF-8
mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"

# --- control fields ---------------------------------------------------------------------------
field() { dpkg-deb -f "$deb" "$1"; }
version=$(field Version)
arch=$(field Architecture)
depends=$(field Depends)
check "package name is token-runway" test "$(field Package)" = token-runway
check "file name is token-runway_${version}_${arch}.deb" test "$(basename "$deb")" = "token-runway_${version}_${arch}.deb"
check "architecture is the machine's ($arch)" test "$arch" = "$(dpkg --print-architecture)"
for f in Maintainer Section Homepage Description; do
    check "control field $f is set" test -n "$(field "$f")"
done
depends_on() { # depends_on PACKAGE: the Depends field names PACKAGE (alone or as an alternative)
    local entry alt
    IFS=',' read -ra entries <<<"$depends"
    for entry in "${entries[@]}"; do
        IFS='|' read -ra alts <<<"$entry"
        for alt in "${alts[@]}"; do
            read -r alt _ <<<"$alt"
            [[ $alt == "$1" ]] && return 0
        done
    done
    return 1
}
for lib in libc6 libstdc++6 libqt6core6 libqt6gui6 libqt6widgets6 libqt6svg6 libqcustomplot2.1-qt6 libsqlite3-0; do
    check "Depends (shlibdeps) names $lib" depends_on "$lib"
done

# --- file list ----------------------------------------------------------------------------------
listing=$(dpkg-deb -c "$deb")
paths=$(awk '{print $NF}' <<<"$listing" | sed 's|^\./|/|')
expected=(/usr/bin/token-runway
          "/usr/share/applications/$id.desktop"
          "/usr/share/metainfo/$id.metainfo.xml"
          "/usr/share/icons/hicolor/scalable/apps/$id.svg"
          /usr/share/man/man1/token-runway.1.gz
          /usr/share/doc/token-runway/copyright)
for s in "${sizes[@]}"; do expected+=("/usr/share/icons/hicolor/${s}x${s}/apps/$id.png"); done
for p in "${expected[@]}"; do check "package holds $p" grep -qxF "$p" <<<"$paths"; done
check "every file is under /usr" test -z "$(grep -v '^/usr\(/\|$\)' <<<"$paths" | grep -vx '/')"
check "every entry is owned by root:root" test -z "$(awk '$2 != "root/root"' <<<"$listing")"
check "the binary is mode 755" grep -qE '^-rwxr-xr-x .* \./usr/bin/token-runway$' <<<"$listing"
check "the data files are mode 644" test -z "$(grep -E '^-' <<<"$listing" | grep -v '/usr/bin/' | grep -v '^-rw-r--r-- ')"

# --- the installed binary -----------------------------------------------------------------------
dpkg-deb -x "$deb" "$root"
bin=$root/usr/bin/token-runway
check "the binary is stripped" sh -c "file -b '$bin' | grep -q ', stripped'"
check "the binary has no RPATH/RUNPATH (it uses the system's libraries)" test -z "$(readelf -d "$bin" | grep -E 'RPATH|RUNPATH')"
check "every shared library resolves" test -z "$(ldd "$bin" | grep 'not found')"
out=$("$bin" --version 2>&1); rc=$?
check "token-runway --version exits 0 and prints $version" test "$rc" = 0 -a -n "$(grep -F "$version" <<<"$out")"
out=$("$bin" run --format json 2>"$scratch/run.err"); rc=$?
check "token-runway run --format json exits 0 with an empty stderr" test "$rc" = 0 -a ! -s "$scratch/run.err"
json_shape() { [[ $out == "{"* && $out == *'"scenario"'* && $out == *'"metrics"'* && $out == *'"runway_months"'* ]]; }
check "run --format json prints one object with scenario, metrics and runway_months" json_shape
if command -v python3 >/dev/null; then
    check "run --format json parses as JSON" python3 -c 'import json,sys; d=json.loads(sys.argv[1]); assert "scenario" in d and "metrics" in d' "$out"
fi
"$bin" frobnicate >/dev/null 2>&1; rc=$?
check "an unknown verb exits 2" test "$rc" = 2

# --- desktop entry, metainfo, icons -------------------------------------------------------------
desktop=$root/usr/share/applications/$id.desktop
metainfo=$root/usr/share/metainfo/$id.metainfo.xml
check "desktop-file-validate passes" desktop-file-validate "$desktop"
check "appstreamcli validate --no-net passes" sh -c "appstreamcli validate --no-net '$metainfo' >'$scratch/as.log' 2>&1 || { cat '$scratch/as.log'; false; }"
check "the desktop entry runs the installed binary on the file it is given" grep -qx 'Exec=token-runway %f' "$desktop"
check "the desktop entry's Icon is the installed icon" grep -qx "Icon=$id" "$desktop"
check "the metainfo launches the desktop entry" grep -qF "<launchable type=\"desktop-id\">$id.desktop</launchable>" "$metainfo"
check "the metainfo provides the binary" grep -qF '<binary>token-runway</binary>' "$metainfo"
check "the metainfo's newest release is $version" \
    test "$(grep -o '<release version="[^"]*"' "$metainfo" | head -1)" = "<release version=\"$version\""
check "the metainfo has a screenshot" grep -q '<screenshot type="default">' "$metainfo"
check "the metainfo has a content rating" grep -q '<content_rating type="oars-1.1"' "$metainfo"
png_size() { od -An -tu1 -j16 -N8 "$1" | awk '{printf "%dx%d", $3*256+$4, $7*256+$8}'; }
for s in "${sizes[@]}"; do
    png=$root/usr/share/icons/hicolor/${s}x${s}/apps/$id.png
    check "the ${s}x${s} icon is a ${s}x${s} PNG" test "$(head -c8 "$png" | od -An -tx1 | tr -d ' ')-$(png_size "$png")" = "89504e470d0a1a0a-${s}x${s}"
done
check "the scalable icon is an SVG" grep -q '<svg ' "$root/usr/share/icons/hicolor/scalable/apps/$id.svg"

# --- man page and copyright ---------------------------------------------------------------------
man=$root/usr/share/man/man1/token-runway.1.gz
MANWIDTH=80 man -l "$man" >"$scratch/man.txt" 2>"$scratch/man.err"; rc=$?
check "man -l renders the page (exit 0)" test "$rc" = 0
check "man -l prints no warnings" sh -c "test ! -s '$scratch/man.err' || { cat '$scratch/man.err'; false; }"
for section in NAME SYNOPSIS DESCRIPTION COMMANDS "EXIT STATUS" ENVIRONMENT FILES EXAMPLES; do
    check "the man page has $section" grep -qx "$section" "$scratch/man.txt"
done
for var in TOKEN_RUNWAY_DB QT_QPA_PLATFORM; do check "the man page explains $var" grep -q "^       $var" "$scratch/man.txt"; done
# Every verb that --help lists is documented, so the page cannot fall behind the binary.
verbs=$("$bin" --help | sed -n 's/^  token-runway \([a-z][a-z-]*\).*/\1/p' | sort -u)
check "--help lists verbs" test -n "$verbs"
for v in $verbs; do check "the man page documents '$v'" zgrep -q "^\.B $v\( \|$\)" "$man"; done
copyright=$root/usr/share/doc/token-runway/copyright
check "copyright is machine-readable (DEP-5)" grep -qx 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' "$copyright"
check "copyright states GPL-3.0-or-later for the program" \
    sh -c "grep -A2 -x 'Files: \*' '$copyright' | grep -qx 'License: GPL-3.0-or-later'"
check "copyright says QCustomPlot is GPL-3.0" sh -c "tr '\n' ' ' <'$copyright' | grep -q 'QCustomPlot .*GPL-3.0'"

# --- the window opens from the installed files ---------------------------------------------------
# A real X server (Xvfb): the xcb platform plugin must load from the system's Qt packages.
if command -v xvfb-run >/dev/null; then
    QT_DEBUG_PLUGINS=1 QT_QPA_PLATFORM=xcb timeout 60 xvfb-run -a -s "-screen 0 1600x1000x24" \
        sh -c "'$bin' & pid=\$!; sleep 4; kill -0 \$pid && kill \$pid" >"$scratch/window.log" 2>&1
    rc=$?
    check "the installed binary opens its window under Xvfb (xcb) and keeps running" test "$rc" = 0
    check "no Qt platform plugin error" sh -c "! grep -q 'Could not load the Qt platform plugin' '$scratch/window.log'"
    # shlibdeps cannot see plugins: the platform plugin the window needs must come from a package
    # that the Depends name. Other plugins load only because they are installed here (optional).
    plugins=$(sed -n 's/^qt\.core\.library: "\(\/[^"]*\)" loaded library$/\1/p' "$scratch/window.log" | sort -u)
    owner_of() { dpkg -S "$(readlink -f "$1")" 2>/dev/null | head -1 | cut -d: -f1; }
    xcb=$(grep '/platforms/libqxcb\.so$' <<<"$plugins")
    check "the window loaded the xcb platform plugin" test -n "$xcb"
    if [[ -n $xcb ]]; then
        owner=$(owner_of "$xcb")
        check "the xcb platform plugin comes from ${owner:-?}, which the Depends name" depends_on "${owner:-none}"
    fi
    for p in $plugins; do
        owner=$(owner_of "$p")
        if depends_on "${owner:-none}"; then where="a Depends"; else where="installed here, optional"; fi
        echo "note plugin $(basename "$p") from ${owner:-?} ($where)"
    done
else
    echo "skip the window check: xvfb-run is not installed (apt-get install xvfb xauth)"
fi

if ((failures)); then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all package checks passed"
