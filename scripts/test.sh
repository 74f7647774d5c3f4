#!/usr/bin/env bash
# `npm test`: type-check, lint, then every test (units, API on PGlite and, with TEST_DATABASE_URL, on
# PostgreSQL, and the browser end-to-end tests against the built product). The API document is linted
# with Redocly and type-checked through openapi-typescript (scripts/check-openapi.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Debian's Chromium for the end-to-end tests..."
  SUDO=""
  [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

node scripts/check-engines.mjs
npm run --silent typecheck
npx biome check .
bash scripts/check-openapi.sh
# The browser tests check the analytics events (e2e/identity.test.ts), so this build records them.
VITE_ANALYTICS="${VITE_ANALYTICS:-datalayer}" npm run --silent build
npx vitest run "$@"
