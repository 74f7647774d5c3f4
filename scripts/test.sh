#!/usr/bin/env bash
# `npm test`: type-check, lint, then every test (units, API on PGlite and, with TEST_DATABASE_URL, on
# PostgreSQL, and the browser end-to-end tests against the built product). The API document is linted
# with Redocly and type-checked through openapi-typescript (scripts/check-openapi.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

# The browser tests run Debian's old headless shell (chromium-headless-shell, from the same Chromium
# source: e2e/support/browser.ts says why); bench:web runs the full chromium.
if [ -z "${CHROMIUM_PATH:-}" ] && { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; }; then
  echo "Installing Debian's Chromium for the end-to-end tests..."
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium chromium-headless-shell >/dev/null
fi

# promtool checks docs/ops/alerts.yml (apps/api/src/plugins/ops-docs.test.ts). The package is a
# Prometheus server too: its service must not start here (it would take port 9090), so a policy-rc.d
# refusing every start is in place during the install (Docker images have one already), and no
# recommends (node-exporter would be a second service).
if [ ! -x /usr/bin/promtool ]; then
  echo "Installing Debian's prometheus package for promtool..."
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  own_policy=""
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' | $SUDO tee /usr/sbin/policy-rc.d >/dev/null
    $SUDO chmod +x /usr/sbin/policy-rc.d
    own_policy=1
  fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends prometheus >/dev/null
  [ -z "$own_policy" ] || $SUDO rm -f /usr/sbin/policy-rc.d
  # On a machine with systemd the unit was enabled for the next boot: not on a test machine.
  if command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
    $SUDO systemctl disable --now prometheus >/dev/null 2>&1 || true
  fi
fi

node scripts/check-engines.mjs

# The checks and the web build need nothing from each other: side by side, each one's start-up and
# waits fill the other's gaps on two cores. Each step's output is printed when it ends, in one piece.
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
step() {
  local name="$1"
  shift
  if "$@" >"$logs/$name" 2>&1; then
    cat "$logs/$name"
  else
    cat "$logs/$name"
    echo "npm test: $name failed" >&2
    return 1
  fi
}
pids=()
step typecheck npm run --silent typecheck & pids+=($!)
step biome npx biome check . & pids+=($!)
step check-openapi bash scripts/check-openapi.sh & pids+=($!)
# The browser tests check the analytics events (e2e/identity.test.ts), so this build records them.
step build env VITE_ANALYTICS="${VITE_ANALYTICS:-datalayer}" npm run --silent build & pids+=($!)
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
[ "$failed" = 0 ] || exit 1

# Files or options given (`npm test -- <file>`): one run of exactly those.
if [ "$#" -gt 0 ]; then
  exec npx vitest run "$@"
fi

# The whole suite is CPU-bound on two cores, so it runs as two Vitest processes side by side: the
# browser files (two at a time; they spend much of their time waiting on Chromium, their products and
# the app's timers) and every other file (two at a time). One after the other, the cores sat 25-60%
# idle through the browser files (measured 2026-11-29: 697 s of tests sequential, 557 s side by side).
# The browser run's output is kept and printed in one piece when it ends. Then the timed file, alone.
# Which project is in which part: TEST_PART in vitest.config.ts.
# Both parts share the cores with each other and Chromium, all at normal priority: the apps and products
# they start run their background threads (text checks, OCR, faces) at the event loop's priority, or an
# image's check starves past its minute (apps/api/src/lib/background-priority.ts). The timed file runs
# alone afterwards with the production priorities, which its measure of the server under attack needs.
export BACKGROUND_PRIORITY=same
TEST_PART=browser npx vitest run >"$logs/e2e" 2>&1 &
e2e=$!
status=0
TEST_PART=others npx vitest run || status=1
e2e_status=0
wait "$e2e" || e2e_status=1
cat "$logs/e2e"
[ "$e2e_status" = 0 ] || { status=1; echo "npm test: the browser files failed" >&2; }
BACKGROUND_PRIORITY=lower TEST_PART=timed npx vitest run || status=1
exit "$status"
