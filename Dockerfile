# CineSync as a container image: `docker compose up -d` with the docker-compose.yml beside this file,
# or `docker build -t cinesync .`. Behind a TLS-intercepting proxy, hand the proxy's CA to the build
# as a secret (it is mounted for `npm ci` only and never stored in a layer):
#   docker build --secret id=ca-certs,src="$NODE_EXTRA_CA_CERTS" -t cinesync .
# Secret mounts need BuildKit, the default builder since Docker Engine 23. No `# syntax=` line: the
# builder's own Dockerfile frontend understands everything used here, and offline builds can't pull
# another frontend image.

# Both stages use the same base, so the native modules compiled in the first (better-sqlite3,
# @node-rs/argon2's prebuilt binary) match the C library and Node of the second. A test builds
# against a local base image made from the machine's own Node when the registry is out of reach.
ARG NODE_IMAGE=node:20-bookworm-slim

# ── build: install everything, compile common/server, bundle the web app, keep what runs ─────────
FROM ${NODE_IMAGE} AS build

# better-sqlite3 compiles itself when its prebuilt binary can't be downloaded; libpq (the
# PostgreSQL store's client) compiles against libpq-dev.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ libpq-dev \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /app

# The manifests alone first, so changing a source file does not repeat the install.
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY server/package.json server/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# The CA secret, when given, is trusted by npm and by the install scripts that download (Node reads
# NODE_EXTRA_CA_CERTS). Compiling against the base's own headers avoids downloading them.
RUN --mount=type=secret,id=ca-certs,target=/run/secrets/ca-certs \
    if [ -s /run/secrets/ca-certs ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca-certs; fi \
 && if [ -f /usr/local/include/node/node.h ]; then export npm_config_nodedir=/usr/local; fi \
 && npm ci --no-audit --no-fund

COPY tsconfig.base.json ./
COPY scripts scripts
COPY common common
COPY server server
COPY web web
RUN npm run build

# Production dependencies, pruned in place so the native modules stay the ones built above. The web
# app is a static bundle by now: its workspace (React, MUI) and the test and bench workspaces leave
# the tree, which takes it from about 500 MB to about 60. Without the root's devDependencies (build
# tools) npm can prune from the lock file alone, offline.
RUN npm pkg set --json workspaces='["common","server"]' \
 && npm pkg delete devDependencies \
 && npm prune --omit=dev --offline --no-audit --no-fund \
 && (cd node_modules/better-sqlite3 \
     && rm -rf deps src build/Release/obj build/Release/obj.target build/Release/.deps build/Release/test_extension.node \
        build/Release/sqlite3.a) \
 && node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get(); require('@node-rs/argon2')"

# What `node server/dist/cli.js serve` reads, gathered in one folder for the runtime stage.
RUN mkdir -p /out/common /out/server /out/web \
 && cp -a node_modules /out/ \
 && cp -a common/package.json common/dist /out/common/ \
 && cp -a server/package.json server/dist /out/server/ \
 && if [ -d server/node_modules ]; then cp -a server/node_modules /out/server/; fi \
 && cp -a web/dist /out/web/

# ── runtime ─────────────────────────────────────────────────────────────────────────────────────
FROM ${NODE_IMAGE}

# tzdata so TZ names a zone (job schedules and log times); libpq5 for a PostgreSQL store;
# EXTRA_PACKAGES for what you want beside them, e.g. `--build-arg EXTRA_PACKAGES=ffmpeg` for
# MEDIAINFO_PARSER's ffprobe.
ARG EXTRA_PACKAGES=""
RUN apt-get update \
 && apt-get install -y --no-install-recommends tzdata libpq5 ${EXTRA_PACKAGES} \
 && rm -rf /var/lib/apt/lists/*

# The user the server runs as; the entrypoint gives it the uid PUID and gid PGID at each start. The
# base's `node` user goes, so that 1000:1000 (the default) has one name.
RUN if id node >/dev/null 2>&1; then userdel node && rm -rf /home/node; fi \
 && if getent group node >/dev/null; then groupdel node; fi \
 && groupadd --gid 1000 cinesync \
 && useradd --uid 1000 --gid 1000 --home-dir /config --no-create-home --shell /usr/sbin/nologin cinesync \
 && mkdir -p /config \
 && chown cinesync:cinesync /config

# Owned by root and read-only to the server: it can't change its own code.
COPY --from=build /out /app
COPY --chmod=0755 docker/entrypoint.sh /usr/local/bin/cinesync-entrypoint
COPY --chmod=0755 docker/cinesync.sh /usr/local/bin/cinesync
COPY --chmod=0644 docker/healthcheck.mjs /app/healthcheck.mjs

# Listening address and port are the container's business (publish a different host port instead),
# so they are set here, where Settings shows them locked.
ENV NODE_ENV=production \
    CINESYNC_DATA_DIR=/config \
    CINESYNC_IP=0.0.0.0 \
    CINESYNC_API_PORT=8082

WORKDIR /app
VOLUME ["/config"]
EXPOSE 8082

HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 \
  CMD ["node", "/app/healthcheck.mjs"]

# Starts as root only to apply PUID/PGID to /config; the server itself runs as that user.
ENTRYPOINT ["cinesync-entrypoint"]
CMD ["node", "/app/server/dist/cli.js", "serve"]
