#!/usr/bin/env bash
# The whole test suite: typecheck, lint, unit and integration tests on PGlite, the same again on
# PostgreSQL when TEST_DATABASE_URL is set, then the browser tests in Chromium.
#   REQUIRE_POSTGRES=1  fail instead of skipping when TEST_DATABASE_URL is missing
#   REQUIRE_E2E=1       fail instead of skipping when no Chromium is found
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "typecheck"
npm run --silent typecheck

step "lint"
npm run --silent lint

step "unit and integration tests (PGlite)"
npx vitest run

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration tests (PostgreSQL)"
  ORCA_TEST_DB=postgres npx vitest run apps/api
elif [ "${REQUIRE_POSTGRES:-0}" = "1" ]; then
  echo "REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set" >&2
  exit 1
else
  echo "(TEST_DATABASE_URL not set: PostgreSQL run skipped)"
fi

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  step "browser tests (Chromium)"
  npm run --silent test:e2e
elif [ "${REQUIRE_E2E:-0}" = "1" ]; then
  echo "REQUIRE_E2E=1 but no Chromium at $chromium (set CHROMIUM_PATH)" >&2
  exit 1
else
  echo "(no Chromium at $chromium: browser tests skipped)"
fi
