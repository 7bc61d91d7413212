#!/usr/bin/env bash
# `npm run test:changed [-- REF]`: fast feedback before pushing. Type-check and lint everything,
# then only the tests a change touches since REF (default: origin/main when it exists, else the
# last commit, so uncommitted work): Vitest's unit and integration tests that import a changed
# file, the end-to-end specs changed (or whose helpers changed), and the end-to-end smoke set
# (tests tagged @smoke: the home page, a form, a post, partner sign-in, the dashboard, triage).
# What CI runs is `npm test`; see the README for how long each part takes.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

base="${1:-}"
if [ -z "$base" ]; then
  if git rev-parse -q --verify origin/main >/dev/null; then base=origin/main; else base=HEAD; fi
fi
echo "== changes since $base"
git diff --stat "$base" | tail -n 1

echo "== type-check"
npm run --silent typecheck
echo "== lint"
npm run --silent lint
echo "== unit and integration tests that import a changed file"
vitest run --project unit --project integration --changed "$base" --passWithNoTests
echo "== end-to-end specs changed since $base"
playwright test --only-changed="$base" --pass-with-no-tests
echo "== end-to-end smoke set"
playwright test --grep @smoke
