#!/usr/bin/env bash
# `npm run start:cluster` (and its test) put HAProxy from Debian's packages in front of the
# gateways. Installed here when missing and running as root; otherwise says how.
set -euo pipefail
if [ -n "${HAPROXY_BIN:-}" ] && [ -x "${HAPROXY_BIN}" ]; then
  exit 0
fi
if command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "[haproxy] not found: installing Debian's haproxy package"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # Only the binary is wanted: the package's own service is not started here.
  apt-get install -y -qq --no-install-recommends haproxy >/dev/null
  exit 0
fi
cat >&2 <<'MSG'
[haproxy] HAProxy is required by `npm run start:cluster` and is not installed.
Install it as root with:
    sudo apt-get update && sudo apt-get install -y haproxy
or point HAPROXY_BIN at an existing haproxy binary.
MSG
exit 1
