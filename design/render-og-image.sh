#!/usr/bin/env sh
# Renders design/og-image.svg to public/og-image.png (1200×630) with Debian's Chromium, whose
# SVG renderer draws the gradients and fonts faithfully (ImageMagick's built-in one does not),
# then lets ImageMagick shrink the file losslessly.
set -eu
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
  --window-size=1200,630 --screenshot="$tmp/og.png" "file://$PWD/design/og-image.svg" 2>/dev/null
convert "$tmp/og.png" -strip -define png:compression-level=9 -define png:compression-filter=5 public/og-image.png
rm -rf "$tmp"
identify public/og-image.png
