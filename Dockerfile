# One image for every service; docker-compose.yml picks the command.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
# A container is reached through its published port: listen on every interface.
ENV HOST=0.0.0.0
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY i18n/package.json i18n/
COPY platform/package.json platform/
COPY command-api/package.json command-api/
COPY projector/package.json projector/
COPY query-api/package.json query-api/
COPY web/package.json web/
COPY testkit/package.json testkit/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY scripts/package.json scripts/
RUN npm ci --include=dev --ignore-scripts=false
COPY . .
RUN npx vite build web
USER node
EXPOSE 3000
CMD ["npx", "tsx", "scripts/src/gateway.ts"]
