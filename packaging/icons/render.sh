#!/usr/bin/env bash
# Re-renders the committed PNG icons from the SVG (needs rsvg-convert: apt-get install librsvg2-bin).
# Run it after editing io.github.tokenrunway.TokenRunway.svg; the package installs the PNGs as committed.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
id=io.github.tokenrunway.TokenRunway
for size in 16 32 48 64 128 256; do
    rsvg-convert -w "$size" -h "$size" "$here/$id.svg" -o "$here/$id-$size.png"
done
