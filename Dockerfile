# syntax=docker/dockerfile:1.20
# Race Rewards images, from one multi-stage build:
#
#   docker build -t race-rewards/app .                      # BFF (with the shell) + services (the default target)
#   docker build --target remote --build-arg REMOTE=mf-rider --build-arg PORT=4202 --build-arg MF_BUILD_VERSION=1.4.0+$GIT_SHA \
#     -t race-rewards/mf-rider:1.4.0 .                       # one role app, built, versioned and released alone
#
# Each role app has its own image name (race-rewards/mf-public, mf-rider, mf-dealer, mf-promoter, mf-admin), built by
# its team's pipeline after `node scripts/release-remote.mjs <remote>` (docs/operations.md "Releasing one remote").
#
# The app image runs one Node app per container, compiled to JavaScript at build time
# (scripts/build-servers.mjs) and run by plain node: chosen by the command (k8s passes the BFF's
# `node --enable-source-maps bff/dist/server.js`, a service's dist/web.js or, for its worker Deployment, dist/worker.js,
# and dist/migrate.js for the migration Jobs) or, when none is given, by the APP build arg (dist/server.js: a service
# then runs API and worker in one process):
#   docker build --build-arg APP=services/identity -t race-rewards/identity .
# A remote's image serves its static build with scripts/serve-static.mjs.
# All run as uid 1000 (the image's `node` user) under tini, on Node 22 LTS (the same code is tested on
# Node 20 in CI; package.json `engines` says >=20.19), and work with a read-only root filesystem.

ARG NODE_BUILD_IMAGE=node:22-bookworm
ARG NODE_RUNTIME_IMAGE=node:22-bookworm-slim

# ---- dependencies: only the manifests, so this layer is reused until they change ----------------
FROM ${NODE_BUILD_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY --parents libs/*/package.json services/*/package.json bff/package.json integration/package.json shell/package.json mf-*/package.json e2e/package.json bench/package.json ./
# Native modules (sqlite3, argon2) compile here when no prebuilt binary fits; the full node image
# has python3, make and g++.
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# ---- build: the shell (rspack), the BFF and the services (esbuild) ----------------------------------
# The role apps are not in this image: each is its own (the `remote` target below), and the BFF points the shell at
# their origins (MF_REMOTE_*, the remotes ConfigMap).
FROM deps AS build
COPY . .
ENV NODE_ENV=production
RUN npm run build --silent -w shell && node scripts/build-servers.mjs

# ---- runtime tree: the compiled apps and built frontends, without devDependencies or sources -----
# The apps' bundles hold the workspace libraries (@rr/*), so no TypeScript source is needed at run time;
# node_modules keeps the third-party packages (argon2, sqlite3, mysql2, …) they import.
FROM build AS prune
RUN npm prune --omit=dev --no-audit --no-fund \
  && rm -rf e2e bench .ci k8s docs security scripts/*.ts \
  && rm -rf bff/src bff/test services/*/src services/*/test libs/*/src libs/*/test shell/src mf-*/src

# ---- remote: one role app alone, with its own version (docs/operations.md "Releasing one remote") ---------------
# Its build under /app/<remote>/dist and the dependency-free static server; the Deployment's args name both.
FROM deps AS remote-build
ARG REMOTE=mf-rider
ARG MF_BUILD_VERSION=
COPY . .
ENV NODE_ENV=production
RUN MF_BUILD_VERSION="$MF_BUILD_VERSION" npm run build --silent -w "$REMOTE"

FROM ${NODE_RUNTIME_IMAGE} AS remote
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ARG REMOTE=mf-rider
ARG PORT=4202
COPY --from=remote-build /app/scripts/serve-static.mjs scripts/serve-static.mjs
COPY --from=remote-build /app/${REMOTE}/dist ${REMOTE}/dist
ENV NODE_ENV=production REMOTE=${REMOTE} PORT=${PORT}
USER 1000:1000
EXPOSE ${PORT}
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["sh", "-c", "exec node scripts/serve-static.mjs \"$REMOTE/dist\" \"$PORT\""]

# ---- app: BFF (with the shell's build) and the three services ------------------------------------
FROM ${NODE_RUNTIME_IMAGE} AS app
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=prune /app /app
ARG APP=bff
ENV NODE_ENV=production APP=${APP}
USER 1000:1000
EXPOSE 8080 4101 4102 4103
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["sh", "-c", "exec node --enable-source-maps \"$APP/dist/server.js\""]
