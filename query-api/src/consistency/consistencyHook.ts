import type { FastifyInstance } from "fastify";
import { CONSISTENCY_HEADER, decodePosition } from "@wellbeing/platform";
import type { ProjectionWatermark } from "./projectionWatermark";

/** Queries sent with a command's consistency token wait until the read models have passed it. */
export const installConsistencyWait = (app: FastifyInstance, watermark: ProjectionWatermark, timeoutMs: number): void => {
  app.addHook("preHandler", async (request, reply) => {
    const header = request.headers[CONSISTENCY_HEADER];
    const position = typeof header === "string" ? decodePosition(header) : null;
    if (!position) return;
    const reached = await watermark.waitFor(position, timeoutMs);
    // Answer anyway after the bounded wait, and say the data may be older than the caller's write.
    if (!reached) void reply.header("x-consistency-stale", "true");
  });
};
