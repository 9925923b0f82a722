#!/usr/bin/env bash
# Runs the official PACT conformance suite (wbcsd/pact-conformance-service, CLI mode) against a local instance served
# over HTTPS with a self-signed certificate, and prints its STATISTICS block (issue 15 section 3).
#
#   PACT_CONFORMANCE_DIR=/tmp/pact-conformance scripts/pact-conformance.sh
#
# PACT_CONFORMANCE_DIR: a checkout of the suite (tag v2.0.0) with `npm ci` done, outside this repository.
# PACT_PORT (8443): the HTTPS port of the instance; SEED_PORT (3309): the port of the first, seeding start.
# The suite's exit code is always 1 (a known bug): read the STATISTICS block (39 mandatory, 0 failed, 2 pending:
# tests 13 and 14.B need the suite's server mode, which receives the callbacks).
# PACT_SERVER_MODE=1 also runs the suite's server mode (tests 13 and 14.B included): it starts a PostgreSQL cluster
# of its own on PG_PORT (5433, as user postgres; initdb and pg_ctl on the PATH) for the suite and the suite's server
# on port 8004, posts a test run and prints its result once the callbacks have arrived.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SUITE="${PACT_CONFORMANCE_DIR:-/tmp/pact-conformance}"
PACT_PORT="${PACT_PORT:-8443}"
SEED_PORT="${SEED_PORT:-3309}"
WORK="$(mktemp -d /tmp/pact-run.XXXXXX)"
export JWT_SECRET="pact-conformance-secret-0123456789abcdef"
PG_PORT="${PG_PORT:-5433}"
SERVER_PID=""
SUITE_PID=""
PG_STARTED=""

cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill "$SERVER_PID" && wait "$SERVER_PID" 2>/dev/null || true
  fi
  if [ -n "$SUITE_PID" ] && kill -0 "$SUITE_PID" 2>/dev/null; then
    kill "$SUITE_PID" && wait "$SUITE_PID" 2>/dev/null || true
  fi
  if [ -n "$PG_STARTED" ]; then
    su postgres -s /bin/sh -c "pg_ctl -D '$WORK/pg/data' -m fast stop" >/dev/null 2>&1 || true
  fi
}
trap cleanup EXIT

wait_for() { # url [curl options]
  for _ in $(seq 1 1800); do
    if curl -fsS "${@:2}" "$1" >/dev/null 2>&1; then return 0; fi
    sleep 0.5
  done
  echo "no answer from $1; server log:" >&2
  tail -30 "$WORK/server.log" >&2
  return 1
}

# 1. A self-signed certificate for localhost (the suite's fetch checks the SAN).
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=localhost" \
  -addext "subjectAltName=DNS:localhost,IP:127.0.0.1" \
  -keyout "$WORK/key.pem" -out "$WORK/cert.pem" 2>/dev/null

# 2. A first start over HTTP seeds the embedded database (demo account, factor library, demo products), then stops.
cd "$ROOT/apps/api"
DATA_DIR="$WORK/data" PORT="$SEED_PORT" HOST=127.0.0.1 LOG_LEVEL=info node --import tsx src/main.ts >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
wait_for "http://127.0.0.1:$SEED_PORT/api/v1/health"
cleanup
SERVER_PID=""

# 3. A partner for the suite, and the demo products shared with it, through the app's API.
node --import tsx "$ROOT/bench/pact-conformance-seed.ts" "$WORK/data" "$WORK/credentials" http://localhost:8004
# shellcheck disable=SC1091
. "$WORK/credentials"

# 4. The instance under test: HTTPS only on PACT_PORT.
DATA_DIR="$WORK/data" PORT="$PACT_PORT" HOST=127.0.0.1 LOG_LEVEL=warn \
  TLS_CERT_FILE="$WORK/cert.pem" TLS_KEY_FILE="$WORK/key.pem" PUBLIC_BASE_URL="https://localhost:$PACT_PORT" \
  node --import tsx src/main.ts >>"$WORK/server.log" 2>&1 &
SERVER_PID=$!
wait_for "https://localhost:$PACT_PORT/api/v1/health" --cacert "$WORK/cert.pem"

# 5. The suite, CLI mode.
cd "$SUITE"
cat >.env <<ENV
NODE_ENV=development
PORT=8004
DB_CONNECTION_STRING=postgres://unused@127.0.0.1:5433/unused
CONFORMANCE_API=http://localhost:8004
LOG_OUTPUT=console
TESTCASE_TIMEOUT=5000
ENV
set +e
NODE_EXTRA_CA_CERTS="$WORK/cert.pem" npx ts-node src/scripts/run-tests-cli.ts \
  --baseUrl "https://localhost:$PACT_PORT/pact" --clientId "$CLIENT_ID" --clientSecret "$CLIENT_SECRET" \
  --version V3.0 --organizationName "Carbon app (local)" >"$WORK/suite.log" 2>&1
set -e
sed 's/\x1b\[[0-9;]*m//g' "$WORK/suite.log" >"$WORK/suite.txt"
grep -E '^\s*(✓|✗|⧗)' "$WORK/suite.txt" || true
sed -n '/STATISTICS/,$p' "$WORK/suite.txt"
echo "Full log: $WORK/suite.txt; server log: $WORK/server.log"

# 6. Server mode (optional): the suite receives our callbacks, so tests 13 and 14.B get a result.
if [ "${PACT_SERVER_MODE:-0}" = "1" ]; then
  mkdir -p "$WORK/pg" && chown postgres "$WORK/pg" && chmod 755 "$WORK"
  su postgres -s /bin/sh -c "initdb -D '$WORK/pg/data' -U postgres --auth=trust >/dev/null && pg_ctl -D '$WORK/pg/data' -o '-p $PG_PORT -k $WORK/pg -c listen_addresses=127.0.0.1' -l '$WORK/pg/pg.log' start >/dev/null"
  PG_STARTED=1
  psql -h 127.0.0.1 -p "$PG_PORT" -U postgres -qc 'create database "pact-conformance-db"'
  export DB_CONNECTION_STRING="postgres://postgres@127.0.0.1:$PG_PORT/pact-conformance-db" JWT_SECRET=conformance-local \
    CONFORMANCE_API=http://localhost:8004 PORT=8004 NODE_EXTRA_CA_CERTS="$WORK/cert.pem"
  npm run db:migrate >"$WORK/suite-migrate.log" 2>&1
  npx ts-node src/server.ts >"$WORK/suite-server.log" 2>&1 &
  SUITE_PID=$!
  for _ in $(seq 1 120); do
    if curl -s -o /dev/null http://localhost:8004/; then break; fi
    sleep 1
  done
  RUN=$(curl -s -X POST http://localhost:8004/testruns/ -H 'Content-Type: application/json' \
    -d "{\"baseUrl\":\"https://localhost:$PACT_PORT/pact\",\"clientId\":\"$CLIENT_ID\",\"clientSecret\":\"$CLIENT_SECRET\",\"version\":\"V3.0\",\"organizationName\":\"Carbon app (local)\",\"adminEmail\":\"admin@example.com\",\"adminName\":\"Local\"}")
  RUN_ID=$(printf '%s' "$RUN" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const j=JSON.parse(s);console.log(j.testRunId??j.id??"")})')
  for _ in $(seq 1 60); do
    RESULT=$(curl -s "http://localhost:8004/testruns/$RUN_ID")
    STATUS=$(printf '%s' "$RESULT" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const j=JSON.parse(s);console.log(j.status??"")})')
    [ "$STATUS" != "PENDING" ] && break
    sleep 2
  done
  printf '%s' "$RESULT" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>{const j=JSON.parse(s);
    for (const r of j.results ?? []) console.log(`${r.status==="SUCCESS"?"✓":r.status==="PENDING"?"⧗":"✗"} ${r.testName ?? r.name} ${r.mandatory ? "" : "(optional)"}`);
    console.log(`SERVER MODE: status ${j.status}, passing percentage ${j.passingPercentage}`)})'
fi
