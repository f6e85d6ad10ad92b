#!/bin/sh
# `cinesync …` inside the container (`docker compose exec cinesync cinesync scan --json`): the CLI,
# run through the entrypoint so that `docker exec`, root by default, still writes as PUID:PGID.
exec cinesync-entrypoint node /app/server/dist/cli.js "$@"
