#!/bin/sh
# First start: initdb with POSTGRES_USER / POSTGRES_PASSWORD, create POSTGRES_DB, accept password logins from
# the network (like the official image); every start: run the server in the foreground.
set -eu
: "${POSTGRES_USER:=postgres}"
: "${POSTGRES_DB:=$POSTGRES_USER}"
: "${POSTGRES_PASSWORD:?POSTGRES_PASSWORD must be set}"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  pwfile=$(mktemp)
  printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb --username="$POSTGRES_USER" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 -D "$PGDATA" >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  echo "listen_addresses = '*'" >>"$PGDATA/postgresql.conf"
  if [ "$POSTGRES_DB" != postgres ]; then
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
    psql -v ON_ERROR_STOP=1 --username="$POSTGRES_USER" --dbname=postgres -c "create database \"$POSTGRES_DB\"" >/dev/null
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
  echo "[postgres] initialised $PGDATA (user $POSTGRES_USER, database $POSTGRES_DB)"
fi
if [ "${1:-}" = postgres ]; then shift; exec postgres -D "$PGDATA" "$@"; fi
exec "$@"
