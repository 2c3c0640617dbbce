#!/usr/bin/env bash
# Browser tests use Debian's Chromium: nothing may download a browser of its own here.
set -euo pipefail
if command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "[chromium] not found: installing Debian's chromium package"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
[chromium] Debian's Chromium is required for the browser tests and is not installed.
Install it as root with:
    sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at an existing Chromium binary.
MSG
exit 1
