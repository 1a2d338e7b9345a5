#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the end-to-end tests. Never downloads a browser
# build of its own: the only source is the distribution's package.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM: installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq chromium >/dev/null
  [ -x "$CHROMIUM" ] && exit 0
fi
echo "End-to-end tests need Chromium at $CHROMIUM: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH) and try again." >&2
exit 1
