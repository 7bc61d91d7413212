#!/usr/bin/env bash
# `npm test`: type-check, lint, unit, integration and end-to-end tests (in Debian's Chromium).
# Each level's wall time goes to .tmp/level-times.tsv; the closing summary prints them, the tests
# that passed only on their retry (flaky) and the slowest end-to-end files.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
mkdir -p .tmp
rm -f .tmp/results-*.json
: > .tmp/level-times.tsv

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

# The nginx recipe's integration test runs Debian's nginx.
if [ ! -x /usr/sbin/nginx ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    echo "Installing Debian's nginx for the nginx recipe's test…"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
  else
    echo "The integration tests need nginx: install Debian's 'nginx' package." >&2
    exit 1
  fi
fi

# level NAME COMMAND…: runs one level, echoing its name and recording its wall time.
level() {
  local name="$1" start=$SECONDS
  shift
  echo "== $name"
  local status=0
  "$@" || status=$?
  printf '%s\t%s\n' "$name" "$((SECONDS - start))" >> .tmp/level-times.tsv
  if [ "$status" -ne 0 ]; then
    tsx scripts/test-summary.ts .tmp/level-times.tsv .tmp/results-*.json || true
    exit "$status"
  fi
}

level type-check npm run --silent typecheck
level lint npm run --silent lint
level unit vitest run --project unit --passWithNoTests --reporter=default --reporter=json --outputFile=.tmp/results-unit.json
level integration vitest run --project integration --reporter=default --reporter=json --outputFile=.tmp/results-integration.json
export PLAYWRIGHT_JSON_OUTPUT_NAME=.tmp/results-e2e.json
level end-to-end playwright test --reporter=list,json "$@"
tsx scripts/test-summary.ts .tmp/level-times.tsv .tmp/results-unit.json .tmp/results-integration.json .tmp/results-e2e.json
