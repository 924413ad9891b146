# syntax=docker/dockerfile:1
# Node 24 LTS, the supported runtime (CI runs the server and client suites on it; see README).
# Build stage: install everything, generate the Prisma client, build common, server and client.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY server/package.json server/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
# The browser's Firebase settings are baked into the client at build time (compose passes them from .env).
ARG VITE_FIREBASE_API_KEY= VITE_FIREBASE_AUTH_DOMAIN= VITE_FIREBASE_PROJECT_ID= VITE_FIREBASE_APP_ID=
ARG VITE_FIREBASE_USE_EMULATOR=false
ENV VITE_FIREBASE_API_KEY=$VITE_FIREBASE_API_KEY VITE_FIREBASE_AUTH_DOMAIN=$VITE_FIREBASE_AUTH_DOMAIN \
    VITE_FIREBASE_PROJECT_ID=$VITE_FIREBASE_PROJECT_ID VITE_FIREBASE_APP_ID=$VITE_FIREBASE_APP_ID \
    VITE_FIREBASE_USE_EMULATOR=$VITE_FIREBASE_USE_EMULATOR
# `prisma generate` needs DATABASE_URL set (any value) or it tries to download an engine; the root script sets one.
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# Runtime stage: production dependencies and build output only.
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/common/package.json ./common/package.json
COPY --from=build /app/common/dist ./common/dist
COPY --from=build /app/server/package.json ./server/package.json
COPY --from=build /app/server/dist ./server/dist
COPY --from=build /app/server/public ./server/public
COPY --from=build /app/client/dist ./client/dist
# The server applies these at start (server/src/db/migrate.ts).
COPY --from=build /app/prisma ./prisma
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# A heap ceiling: under a flood of distinct requests V8 otherwise grows its heap for garbage far past the live data
# (about 70-90 MB under load), and resident memory with it (docs/decisions/023, docs/performance.md "Flood"); 256 MB
# holds a 100,000-row catalog import, which runs out of heap at 160 (389 MB resident at its peak; docs/decisions/108).
ENV NODE_OPTIONS=--max-old-space-size=256
CMD ["node", "server/dist/index.js"]
