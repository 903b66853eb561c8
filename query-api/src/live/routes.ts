import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import { refuseOtherOrigins, requireCaller } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";

const HEARTBEAT_MS = 30_000;

/** GET /api/live: a websocket authenticated by the session cookie, pushing what changed. */
export const liveRoutes = async (app: FastifyInstance, deps: QueryApiDeps): Promise<void> => {
  await app.register(websocket);
  app.get(
    "/api/live",
    {
      websocket: true,
      // A socket reads no read model: it is told what changed.
      config: { readModels: [] },
      preValidation: async (request) => {
        requireCaller(request);
        // Browsers send Origin on websocket upgrades: refuse pages of other origins, scheme and host (cross-site hijacking).
        refuseOtherOrigins(request);
      },
    },
    (socket, request) => {
      const disconnect = deps.live.connect({
        caller: requireCaller(request),
        send: (message) => socket.send(message, { binary: false }),
        close: (code) => socket.close(code),
      });
      const heartbeat = setInterval(() => socket.ping(), HEARTBEAT_MS);
      socket.on("close", () => {
        clearInterval(heartbeat);
        disconnect();
      });
      socket.on("message", () => undefined);
    },
  );
};
