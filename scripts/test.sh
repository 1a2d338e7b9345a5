#!/usr/bin/env bash
# `npm test`: lint, typecheck, npm audit, unit tests, API tests on PGlite and on PostgreSQL, the production
# build, and the end-to-end tests in Debian's Chromium. Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

PG_HOST=${VAYU_TEST_PG_HOST:-127.0.0.1}
postgres_ready() { pg_isready -q -h "$PG_HOST" -p 5432 2>/dev/null; }

step "lint"
npm run --silent lint

step "typecheck"
npm run --silent typecheck

step "npm audit (production dependencies, high and critical)"
npm run --silent audit:prod

# PostgreSQL: required in CI (started when installed but stopped), optional elsewhere.
if ! postgres_ready && [ "${CI:-}" = "true" ] && command -v pg_ctlcluster >/dev/null 2>&1; then
  echo "PostgreSQL is not answering: starting the local cluster"
  pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start || true
  for _ in $(seq 1 20); do postgres_ready && break; sleep 0.5; done
fi
if postgres_ready; then
  export VAYU_TEST_PG=required
elif [ "${CI:-}" = "true" ]; then
  echo "CI needs PostgreSQL on $PG_HOST:5432 for the PostgreSQL pass, and none answers." >&2
  exit 1
else
  echo "NOTE: no PostgreSQL on $PG_HOST:5432 - the PostgreSQL passes are skipped on this machine."
fi

step "unit tests"
npx vitest run --project unit

step "API tests on PGlite (in memory)"
npx vitest run --project api

if [ "${VAYU_TEST_PG:-}" = "required" ]; then
  step "API tests on PostgreSQL"
  VAYU_TEST_DB=postgres npx vitest run --project api
fi

step "production build"
npm run --silent build

step "end-to-end tests (Chromium)"
bash scripts/ensure-chromium.sh
npx playwright test
