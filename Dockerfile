# The shop as one image: README.md#running-in-production says how to run it and what to set.
# Build: docker build -t fengshui-shop .   Run: docker compose up (compose.yaml), or the image alone
# with at least DATABASE_URL and PUBLIC_URL.

# ---- build: every dependency, the web app built, then the devDependencies dropped ----
FROM node:24-bookworm-slim AS build
WORKDIR /app

# The manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund

COPY . .
# The browser bundle and the server-side renderer into apps/web/dist (a production build whatever
# NODE_ENV says; see scripts/build-if-needed.mjs).
RUN NODE_ENV=production npm run build \
  && test -f apps/web/dist/index.html \
  && test -f apps/web/dist/server/entry-server.js \
  && npm prune --omit=dev --no-audit --no-fund \
  && npm cache clean --force

# ---- runtime: the pruned install, the sources the server runs from (through tsx), the build ----
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app

COPY --from=build --chown=root:root /app/package.json /app/package-lock.json /app/tsconfig.base.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/packages/shared ./packages/shared
COPY --from=build --chown=root:root /app/apps/server ./apps/server
COPY --from=build --chown=root:root /app/apps/web/package.json ./apps/web/package.json
COPY --from=build --chown=root:root /app/apps/web/dist ./apps/web/dist
# `npm run admin:create` in the container needs the Node check and the .env loader.
COPY --from=build --chown=root:root /app/scripts ./scripts

# The code belongs to root and is read-only to the app; the app's user owns only its data folder
# (uploaded pictures under media/, and the embedded database when DATABASE_URL is unset).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000

# /api/health answers 503 while the database is unreachable. The first start migrates and may seed
# the demo shop (about a minute), hence the long start period.
HEALTHCHECK --interval=15s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# Node itself as PID 1 (not npm), so SIGTERM reaches the server's graceful shutdown. Migrations run
# at start under an advisory lock, so several instances may start together.
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
