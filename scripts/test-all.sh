#!/usr/bin/env bash
# Every suite: unit, integration on PGlite, integration on PostgreSQL, browser tests on the
# production build. Ends with `tests: N passed, M failed`.
set -uo pipefail
cd "$(dirname "$0")/.."
REPORTS=reports
rm -rf "$REPORTS" && mkdir -p "$REPORTS"
export NEXT_TELEMETRY_DISABLED=1
suites=()

run() { echo; echo "=== $1"; }

run "static checks: lint (public-ground imports included), types, unused files and exports (knip)"
suites+=(static)
static_passed=0; static_failed=0
for check in lint typecheck knip; do
  if npm run --silent "$check"; then static_passed=$((static_passed + 1)); else static_failed=$((static_failed + 1)); echo "npm run $check failed"; fi
done
echo "{\"numPassedTests\": $static_passed, \"numFailedTests\": $static_failed, \"success\": $([ "$static_failed" -eq 0 ] && echo true || echo false)}" > "$REPORTS/static.json"

run "unit tests"
suites+=(unit)
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json="$REPORTS/unit.json"

run "integration tests on the embedded database (PGlite)"
suites+=(integration-pglite)
env -u DATABASE_URL -u REDIS_URL npx vitest run --project integration --reporter=default --reporter=json --outputFile.json="$REPORTS/integration-pglite.json"

# with REDIS_URL set, vitest.config.mts takes the *.redis.test.ts files in as well
run "integration tests on PostgreSQL and Redis"
suites+=(integration-postgres)
DB_NAME="zw_test_$(date +%s)_$$"
if PG_URL=$(node scripts/pg-testdb.mjs create "$DB_NAME"); then
  REDIS_ARGS=()
  if node -e "require('net').connect(6379,'127.0.0.1').on('connect',()=>process.exit(0)).on('error',()=>process.exit(1))"; then
    REDIS_ARGS=(REDIS_URL=redis://127.0.0.1:6379/0)
  else
    # the rest of the suite runs with rate limits in memory; the Redis tests count as one failure
    echo "Redis is not reachable at 127.0.0.1:6379: rate limits run in memory and the Redis tests (tests/integration/*.redis.test.ts) fail (start it, see README)"
    suites+=(redis)
  fi
  env DATABASE_URL="$PG_URL" "${REDIS_ARGS[@]}" npx vitest run --project integration --reporter=default --reporter=json --outputFile.json="$REPORTS/integration-postgres.json"
  node scripts/pg-testdb.mjs drop "$DB_NAME" || true
else
  echo "PostgreSQL is not reachable at 127.0.0.1:5432: the PostgreSQL suite fails (start it, see README)"
fi

run "browser tests (next build && node server/index.mjs)"
suites+=(e2e)
export E2E_PORT="${E2E_PORT:-3210}"
if SITE_URL="http://localhost:$E2E_PORT" NEXT_PUBLIC_GTM_ID="${NEXT_PUBLIC_GTM_ID:-GTM-ZWTEST1}" npx next build --webpack > "$REPORTS/build.log" 2>&1; then
  tail -n 30 "$REPORTS/build.log"
  E2E_JSON_REPORT="$REPORTS/e2e.json" npx playwright test
else
  cat "$REPORTS/build.log"
  echo "next build failed: the browser suite did not run"
fi

echo
node scripts/sum-reports.mjs "$REPORTS" "$(IFS=,; echo "${suites[*]}")"
