#!/usr/bin/env bash
# A streaming read replica of the local PostgreSQL (port 5432) on port 5433, for DATABASE_READ_URL and its tests
# (docs/operations.md, "Read replica"). Idempotent: with the replica already answering as a standby it does nothing.
#
#   scripts/pg-replica.sh            # as root (the server runs as the postgres user) or as the clusters' owner
#
# Environment: PRIMARY_PORT (5432), REPLICA_PORT (5433), PG_VERSION (the newest in /etc/postgresql),
# REPLICA_DIR (/var/lib/postgresql/<version>/replica-<port>).
# It adds `host replication all 127.0.0.1/32 trust` to the primary's pg_hba.conf when no replication line is there
# (then reloads it), copies the primary with `pg_basebackup -R` (which writes standby.signal and primary_conninfo),
# gives the copy a configuration of its own (port, socket, hot_standby) and starts it.
set -euo pipefail

primary_port="${PRIMARY_PORT:-5432}"
replica_port="${REPLICA_PORT:-5433}"
version="${PG_VERSION:-$(ls /etc/postgresql | sort -V | tail -n 1)}"
bin="/usr/lib/postgresql/$version/bin"
dir="${REPLICA_DIR:-/var/lib/postgresql/$version/replica-$replica_port}"
log="$dir.log"

# Runs a command as the postgres user when we are root (PostgreSQL refuses to run as root), as ourselves otherwise.
as_postgres() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

primary_sql() { psql -h 127.0.0.1 -p "$primary_port" -U postgres -d postgres -Atqc "$1"; }
replica_sql() { psql -h 127.0.0.1 -p "$replica_port" -U postgres -d postgres -Atqc "$1" 2>/dev/null; }

# Whether the standby receives WAL now: one stopped for a while can have lost the segments it needs (the primary
# keeps no slot for it, so they are recycled) and then answers forever from an old snapshot without new databases.
streaming_within() {
  for _ in $(seq 1 "$1"); do
    [ "$(replica_sql 'select status from pg_stat_wal_receiver' || true)" = streaming ] && return 0
    sleep 1
  done
  return 1
}

if [ "$(replica_sql 'select pg_is_in_recovery()' || true)" = t ]; then
  if streaming_within 15; then
    echo "pg-replica: a standby already answers on port $replica_port and streams"
    exit 0
  fi
  echo "pg-replica: the standby on port $replica_port does not stream (see $log); copying the primary again"
  as_postgres "$bin/pg_ctl" -D "$dir" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
fi
if pg_isready -h 127.0.0.1 -p "$replica_port" -q; then
  echo "pg-replica: port $replica_port answers but is not a standby of port $primary_port; not touching it" >&2
  exit 1
fi
pg_isready -h 127.0.0.1 -p "$primary_port" -q || {
  echo "pg-replica: no PostgreSQL answers on port $primary_port" >&2
  exit 1
}

# The primary must accept replication connections from this machine.
hba="$(primary_sql 'show hba_file')"
if ! grep -Eq '^[[:space:]]*host[[:space:]]+replication[[:space:]]' "$hba"; then
  echo "pg-replica: allowing replication from 127.0.0.1 in $hba"
  printf '\n# Added by scripts/pg-replica.sh: the local read replica streams from here.\nhost replication all 127.0.0.1/32 trust\n' >>"$hba"
  primary_sql 'select pg_reload_conf()' >/dev/null
fi
if [ "$(primary_sql 'show wal_level')" = minimal ]; then
  echo "pg-replica: the primary has wal_level=minimal; set it to replica and restart it" >&2
  exit 1
fi

start_replica() {
  as_postgres "$bin/pg_ctl" -D "$dir" -l "$log" -w -t 60 start >/dev/null
}

# A copy left by an earlier run that is merely stopped is started again; one that does not come up is made anew.
if [ -f "$dir/standby.signal" ]; then
  echo "pg-replica: starting the existing standby in $dir"
  if ! start_replica || ! streaming_within 15; then
    echo "pg-replica: it did not start or does not stream (see $log); copying the primary again"
    as_postgres "$bin/pg_ctl" -D "$dir" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$dir"
  fi
fi

if [ ! -f "$dir/standby.signal" ]; then
  rm -rf "$dir"
  mkdir -p "$(dirname "$dir")"
  if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$(dirname "$dir")"; fi
  echo "pg-replica: copying the primary (port $primary_port) into $dir"
  as_postgres "$bin/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$dir" -R -X stream \
    --checkpoint=fast
  # Debian keeps the primary's configuration in /etc, outside the copy: the standby gets its own, minimal one.
  as_postgres tee "$dir/postgresql.conf" >/dev/null <<EOF
# Written by scripts/pg-replica.sh: the local read replica.
port = $replica_port
listen_addresses = '127.0.0.1'
unix_socket_directories = '/var/run/postgresql'
hot_standby = on
hot_standby_feedback = on
max_connections = $(primary_sql 'show max_connections')
max_worker_processes = $(primary_sql 'show max_worker_processes')
max_locks_per_transaction = $(primary_sql 'show max_locks_per_transaction')
max_prepared_transactions = $(primary_sql 'show max_prepared_transactions')
EOF
  as_postgres tee "$dir/pg_hba.conf" >/dev/null <<EOF
local all all trust
host all all 127.0.0.1/32 trust
EOF
  as_postgres touch "$dir/pg_ident.conf"
  start_replica
fi

for _ in $(seq 1 60); do
  [ "$(replica_sql 'select pg_is_in_recovery()' || true)" = t ] && break
  sleep 1
done
if [ "$(replica_sql 'select pg_is_in_recovery()' || true)" != t ]; then
  echo "pg-replica: the standby on port $replica_port does not answer (see $log)" >&2
  exit 1
fi
if ! streaming_within 30; then
  echo "pg-replica: the standby on port $replica_port answers but does not stream from port $primary_port (see $log)" >&2
  exit 1
fi
echo "pg-replica: standby of port $primary_port answering on port $replica_port and streaming"
