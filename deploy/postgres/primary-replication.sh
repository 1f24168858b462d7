#!/bin/bash
# docker-entrypoint-initdb.d script of the `scale` profile's primary (runs once, on an empty
# volume): a role the streaming replica connects as, and the pg_hba line that lets it in.
set -euo pipefail
psql -v ON_ERROR_STOP=1 -v password="$REPLICATION_PASSWORD" --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<'SQL'
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD :'password';
SQL
echo "host replication replicator all scram-sha-256" >>"$PGDATA/pg_hba.conf"
