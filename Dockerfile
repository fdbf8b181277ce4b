# syntax=docker/dockerfile:1
# Fidelidade: the API serving the built web app and operator console, at scale. Multi-stage on
# node:24-slim: the web app, the console and the API (bundled to plain JavaScript by esbuild,
# apps/api/dist) are built with the dev dependencies; the image keeps the bundle and the API's
# production dependencies, and runs as `node`.
# Build: docker build -t fidelidade .   Run: see compose.yaml and the README ("Rodando em escala").

ARG NODE_IMAGE=node:24-slim

# Every workspace's manifest, so `npm ci` is cached until a dependency changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/test-kit/package.json packages/test-kit/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/painel/package.json apps/painel/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/domain packages/domain
COPY apps/web apps/web
COPY apps/painel apps/painel
COPY apps/api apps/api
# The native app's API base is baked in at build time; the web app served here uses /api.
RUN npm run build -w @fidelidade/web && npm run build -w @fidelidade/painel \
  && npm run build -w @fidelidade/api

FROM manifests AS runtime-deps
# Only what the API needs at run time (the domain package is inside the bundle).
RUN npm ci --omit=dev --no-audit --no-fund -w @fidelidade/api \
  && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    WEB_DIST=/app/apps/web/dist \
    PAINEL_DIST=/app/apps/painel/dist \
    DOCUMENTS_DIR=/app/content/documentos
WORKDIR /app
COPY --from=runtime-deps /app ./
COPY --from=build /app/apps/api/dist apps/api/dist
COPY content content
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/painel/dist apps/painel/dist
USER node
EXPOSE 8080
# The health route answers without payload encryption (load balancers, DESIGN decision 9).
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/api/saude').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1's child-free process and gets SIGTERM directly: server.ts closes gracefully.
CMD ["node", "--max-old-space-size=96", "--min-semi-space-size=8", "--max-semi-space-size=8", "apps/api/dist/server.js"]
