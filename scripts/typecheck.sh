#!/usr/bin/env bash
# `npm run typecheck`: every workspace with a typecheck script, two at a time (each tsc uses one core,
# and one after another they took about a minute of the test run).
set -euo pipefail
cd "$(dirname "$0")/.."

# Heaviest first (CPU of one tsc on 2026-11-28: api 22 s, web 22 s, bench 19 s, contracts 8 s, phi 4 s):
# in package.json order the last of the two queues started bench at 26 s and ended at 45 s; this
# order ends both queues by about 41 s.
workspaces=$(node -e '
  const fs = require("fs");
  const heavy = ["apps/api", "apps/web", "bench"];
  const rank = (w) => (heavy.includes(w) ? heavy.indexOf(w) : heavy.length);
  const all = require("./package.json").workspaces;
  for (const w of [...all].sort((a, b) => rank(a) - rank(b))) {
    const scripts = JSON.parse(fs.readFileSync(`${w}/package.json`, "utf8")).scripts ?? {};
    if (scripts.typecheck) console.log(w);
  }')
printf '%s\n' $workspaces | xargs -P 2 -I{} bash -c '
  if ! out=$(cd "{}" && npm run --silent typecheck 2>&1); then
    printf "typecheck failed in %s:\n%s\n" "{}" "$out" >&2
    exit 1
  fi'
