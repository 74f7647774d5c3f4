#!/usr/bin/env bash
# `npm run typecheck`: every workspace with a typecheck script, two at a time (each tsc uses one core,
# and one after another they took about a minute of the test run).
set -euo pipefail
cd "$(dirname "$0")/.."

workspaces=$(node -e '
  const fs = require("fs");
  for (const w of require("./package.json").workspaces) {
    const scripts = JSON.parse(fs.readFileSync(`${w}/package.json`, "utf8")).scripts ?? {};
    if (scripts.typecheck) console.log(w);
  }')
printf '%s\n' $workspaces | xargs -P 2 -I{} bash -c '
  if ! out=$(cd "{}" && npm run --silent typecheck 2>&1); then
    printf "typecheck failed in %s:\n%s\n" "{}" "$out" >&2
    exit 1
  fi'
