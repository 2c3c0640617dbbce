# syntax=docker/dockerfile:1
# One image for every Barrio process: the gateway (default command), the message worker and
# the migration. Built from the repository root:
#   docker build -t barrio .
#   docker run barrio                                  # gateway on :8080, metrics on :9464
#   docker run barrio node gateway/dist/worker.mjs     # message worker
#   docker run barrio node gateway/dist/seed.mjs --migrate-only
# The built shell and remotes are inside (/app/.web); to serve them from a CDN instead, upload
# that folder and point the CDN at it (docs/operations.md).
ARG NODE_IMAGE=node:20.20-bookworm-slim

# Every workspace's manifest first, so that the dependency layers are rebuilt only when a
# manifest or the lockfile changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc .nvmrc ./
COPY shared/package.json shared/
COPY gateway/package.json gateway/
COPY shell/package.json shell/
COPY mf-catalog/package.json mf-catalog/
COPY mf-cart-checkout/package.json mf-cart-checkout/
COPY mf-orders/package.json mf-orders/
COPY mf-wallet/package.json mf-wallet/
COPY mf-geo-pickup/package.json mf-geo-pickup/
COPY e2e/package.json e2e/

# Builds the gateway bundle and the web apps with every development dependency.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx lerna run build --concurrency 2 --loglevel warn \
  && node scripts/publish-web.mjs --web-dir /app/.web

# The gateway's runtime dependencies only.
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --workspace gateway --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    HOST=0.0.0.0 \
    METRICS_PORT=9464 \
    WEB_DIR=/app/.web \
    DATA_DIR=/tmp/barrio
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/gateway/package.json ./gateway/
COPY --from=build /app/gateway/dist ./gateway/dist
COPY --from=build /app/.web ./.web
# The image's files belong to root and are read-only to the process, which runs as `node`.
USER node
EXPOSE 8080 9464
HEALTHCHECK --interval=10s --timeout=3s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/islive').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "gateway/dist/server.mjs"]
