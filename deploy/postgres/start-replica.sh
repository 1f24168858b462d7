#!/bin/bash
# The `scale` profile's read replica: on an empty volume, a base backup of the primary with -R
# (standby.signal + primary_conninfo), then a hot standby that streams the primary's changes.
set -euo pipefail
export PGDATA=/var/lib/postgresql/data/replica
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -q -h db-primary -p 5432; do sleep 1; done
  rm -rf "$PGDATA"
  PGPASSWORD="$REPLICATION_PASSWORD" pg_basebackup -h db-primary -p 5432 -U replicator -D "$PGDATA" -R -X stream -c fast
  chmod 700 "$PGDATA"
fi
exec postgres -D "$PGDATA" -c hot_standby=on -c listen_addresses='*'
