#!/usr/bin/env bash
# `npm test`: type-check, lint, unit, integration and end-to-end tests (in Debian's Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
mkdir -p .tmp

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's chromium for the end-to-end tests…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The end-to-end tests need Chromium: install Debian's 'chromium' package (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
fi

echo "== type-check"
npm run --silent typecheck
echo "== lint"
npm run --silent lint
echo "== unit"
vitest run --project unit --passWithNoTests --reporter=default --reporter=json --outputFile=.tmp/results-unit.json
echo "== integration"
vitest run --project integration --reporter=default --reporter=json --outputFile=.tmp/results-integration.json
echo "== end-to-end"
PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/results-e2e.json playwright test --reporter=list,json
tsx scripts/test-summary.ts .tmp/results-unit.json .tmp/results-integration.json .tmp/results-e2e.json
