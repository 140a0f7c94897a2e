#!/usr/bin/env bash
# The whole test suite: typecheck and lint, unit and integration tests on PGlite, the same again on
# PostgreSQL when TEST_DATABASE_URL is set, and the browser tests in Chromium.
#   REQUIRE_POSTGRES=1  fail instead of skipping when TEST_DATABASE_URL is missing
#   REQUIRE_E2E=1       fail instead of skipping when no Chromium is found
# Independent stages run side by side on two cores: the builds and browser tests (on a database of
# their own) from the start, beside typecheck and lint, then the PGlite run, then the PostgreSQL
# run; each stage's output is kept in a log and printed whole when it ends, so the output reads
# stage by stage.
set -euo pipefail
cd "$(dirname "$0")/.."

logs="$(mktemp -d)"
# Each stage runs in a process group of its own (set -m), so ending the run ends every stage
# still going (a failed typecheck stops the browser stage and its server).
set -m
declare -A pids=()
stop_all() { for pid in "${pids[@]}"; do kill -- -"$pid" 2>/dev/null || true; done; }
trap 'stop_all; rm -rf "$logs"' EXIT
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

# Runs a stage in the background, its output in "$logs/<name>.log"; `finish <name>` waits for it.
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

# The browser stage (builds, bundle budget, Chromium) is the longest and mostly waits on pages and
# table clocks, so it starts first and runs beside everything else.
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then
  start "browser tests (Chromium)" npm run --silent test:e2e
elif [ "${REQUIRE_E2E:-0}" = "1" ]; then
  echo "REQUIRE_E2E=1 but no Chromium at $chromium (set CHROMIUM_PATH)" >&2
  exit 1
else
  echo "(no Chromium at $chromium: browser tests skipped)"
fi
if [ -z "${TEST_DATABASE_URL:-}" ] && [ "${REQUIRE_POSTGRES:-0}" = "1" ]; then
  echo "REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set" >&2
  exit 1
fi
# Where PostgreSQL is required (CI) the UOF feed's RabbitMQ is too: its tests fail rather than skip without it.
if [ "${REQUIRE_POSTGRES:-0}" = "1" ]; then
  export TEST_AMQP_URL="${TEST_AMQP_URL:-amqp://guest:guest@127.0.0.1:5672}"
  export REQUIRE_AMQP="${REQUIRE_AMQP:-1}"
fi

# The browser tests play against table clocks and betting windows in real time; the other stages
# only need CPU, so they run at a lower priority: a busy machine slows them, not the players' clicks.
start typecheck nice -n 10 npm run --silent typecheck
start lint nice -n 10 npm run --silent lint
finish typecheck
finish lint
[ ${#failed[@]} = 0 ] || { echo "failed: ${failed[*]}" >&2; exit 1; }

start "unit and integration tests (PGlite)" nice -n 10 npx vitest run
finish "unit and integration tests (PGlite)"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  start "integration tests (PostgreSQL)" nice -n 10 env ORCA_TEST_DB=postgres npx vitest run apps/api
  finish "integration tests (PostgreSQL)"
else
  echo "(TEST_DATABASE_URL not set: PostgreSQL run skipped)"
fi

[ -n "${pids["browser tests (Chromium)"]:-}" ] && finish "browser tests (Chromium)"
[ ${#failed[@]} = 0 ] || { echo "failed: ${failed[*]}" >&2; exit 1; }
echo "all stages passed"
