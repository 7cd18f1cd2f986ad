# syntax=docker/dockerfile:1
# Forja in one image: the compiled server (apps/api/dist/server.js) serving the built web app (apps/web/dist).
# Build: docker build -t forja .   Run: see compose.yaml and docs/operations.md.

# ---- build: every dependency, then `npm run build` (web app + compiled server) ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/support/package.json apps/support/
COPY apps/web/package.json apps/web/
RUN npm ci
COPY . .
RUN npm run build

# ---- runtime: production dependencies only, the build outputs, a non-root user ----
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST=/app/apps/web/dist
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/support/package.json apps/support/
COPY apps/web/package.json apps/web/
# The compiled server bundles Forja's own workspaces (@forja/*) and imports every other package from
# node_modules (scripts/build-server.mjs), so only the production dependencies are installed.
RUN npm ci --omit=dev --ignore-scripts && npm cache clean --force
# The server, with the files it reads beside it (legal documents, the sample postal-code catalogue), the
# migrations it applies at start (found from dist/ as apps/api/drizzle), and the web app it serves.
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR: the embedded database and local uploads of a single-process deployment (empty when DATABASE_URL
# and an s3:// STORAGE_URL are set).
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# Liveness only (the process answers): readiness (/api/health/ready) is for the load balancer.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) drains: requests in flight and the job under way finish within SHUTDOWN_GRACE_MS.
STOPSIGNAL SIGTERM
CMD ["node", "apps/api/dist/server.js"]
