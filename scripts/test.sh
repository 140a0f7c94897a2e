#!/usr/bin/env bash
# The whole test suite: typecheck and lint, unit and integration tests on PGlite, the same again on
# PostgreSQL when TEST_DATABASE_URL is set, and the browser tests in Chromium.
#   REQUIRE_POSTGRES=1  fail instead of skipping when TEST_DATABASE_URL is missing
#   REQUIRE_E2E=1       fail instead of skipping when no Chromium is found
# Independent stages run side by side on two cores (typecheck beside lint; the PostgreSQL run
# beside the builds and browser tests, which use a database of their own); each stage's output is
# kept in a log and printed whole when it ends, so the output reads stage by stage.
set -euo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# Runs a stage in the background, its output in "$logs/<name>.log"; `finish <name>` waits for it.
declare -A pids=()
start() {
  local name="$1"
  shift
  ("$@") >"$logs/$name.log" 2>&1 &
  pids[$name]=$!
}
failed=()
finish() {
  local name="$1" status=0
  wait "${pids[$name]}" || status=$?
  step "$name$([ "$status" = 0 ] || echo " (FAILED, exit $status)")"
  cat "$logs/$name.log"
  [ "$status" = 0 ] || failed+=("$name")
}

start typecheck npm run --silent typecheck
start lint npm run --silent lint
finish typecheck
finish lint
[ ${#failed[@]} = 0 ] || { echo "failed: ${failed[*]}" >&2; exit 1; }

step "unit and integration tests (PGlite)"
npx vitest run

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  start "integration tests (PostgreSQL)" env ORCA_TEST_DB=postgres npx vitest run apps/api
elif [ "${REQUIRE_POSTGRES:-0}" = "1" ]; then
  echo "REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set" >&2
  exit 1
else
  echo "(TEST_DATABASE_URL not set: PostgreSQL run skipped)"
fi

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  start "browser tests (Chromium)" npm run --silent test:e2e
elif [ "${REQUIRE_E2E:-0}" = "1" ]; then
  echo "REQUIRE_E2E=1 but no Chromium at $chromium (set CHROMIUM_PATH)" >&2
  exit 1
else
  echo "(no Chromium at $chromium: browser tests skipped)"
fi

for name in "integration tests (PostgreSQL)" "browser tests (Chromium)"; do
  [ -n "${pids[$name]:-}" ] && finish "$name"
done
[ ${#failed[@]} = 0 ] || { echo "failed: ${failed[*]}" >&2; exit 1; }
echo "all stages passed"
