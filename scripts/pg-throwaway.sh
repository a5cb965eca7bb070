#!/usr/bin/env bash
# Runs a command with a throwaway PostgreSQL cluster: `scripts/pg-throwaway.sh CMD...`.
# The cluster lives in a temp folder owned by `postgres`, listens on 127.0.0.1 at a free port,
# and is stopped and removed when the command ends, whether it passed or not.
# TEST_DATABASE_URL (and BENCH_DATABASE_URL) point at it while the command runs.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ]; then
  echo "PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin" >&2
  exit 1
fi
if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
  useradd --system --no-create-home --shell /usr/sbin/nologin postgres
fi
port=$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
dir=$(mktemp -d /tmp/pg-throwaway.XXXXXX)
chown postgres:postgres "$dir"
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

stop() {
  as_postgres "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

as_postgres "$bin/initdb" -D "$dir/data" -U postgres --auth=trust >/dev/null
as_postgres "$bin/pg_ctl" -D "$dir/data" -w -l "$dir/server.log" \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
echo "Throwaway PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
export BENCH_DATABASE_URL="$TEST_DATABASE_URL"
"$@"
