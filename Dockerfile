# syntax=docker/dockerfile:1
# Attune's image (issue #41, decision 077): the standalone server (`npm run build` assembles .next/standalone; the same
# server `npm run start` and the test suites run) as the default target, and the delivery worker as `--target worker`.
# Not built or run on the machine that tests Attune (it cannot pull base images): each stage only runs commands the
# test suites run there. compose.yaml builds both and adds PostgreSQL.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM deps AS build
COPY . .
# The prerendered public pages keep this address in their canonical and share links, and a server on a public APP_URL
# refuses a build made for another one (decision 044): build with the address the app will be served at.
ARG APP_URL
RUN test -n "$APP_URL" || (echo "Build with --build-arg APP_URL=https://your.address" && exit 1)
ENV APP_URL=$APP_URL NEXT_TELEMETRY_DISABLED=1
RUN npm run build

# The delivery worker (`npm run worker`): tsx runs it from the sources, so it keeps the whole tree of the build stage.
# It never serves requests and does not migrate (the app does at start).
FROM build AS worker
ENV NODE_ENV=production
USER node
CMD ["node_modules/.bin/tsx", "scripts/worker.ts"]

# The web app: only .next/standalone (server.js, the node_modules files it traced, public/, .next/static and the
# migrations it applies at start). Listed last so that a plain `docker build` makes this one.
FROM node:20-bookworm-slim AS app
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 DATA_DIR=/data
COPY --from=build --chown=node:node /app/.next/standalone ./
# DATA_DIR: the embedded database's files when DATABASE_URL is unset (mount a volume there), else nothing is written.
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Liveness only: /api/health (readiness) answers 503 while the database is away, and that is no reason to restart.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "server.js"]
