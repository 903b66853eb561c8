import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  CONSISTENCY_HEADER,
  CONSISTENCY_STALE_HEADER,
  CONSISTENCY_WAIT_HEADER,
  decodePosition,
  forgetLastWrite,
  isAfter,
  lastWriteOf,
  maxPosition,
  type EventStore,
  type Position,
} from "@wellbeing/platform";
import type { ProjectionWatermark } from "./projectionWatermark";

/** The position a read must see: the caller's latest write (its cookie) or the token a client sent, whichever is later. */
const targetOf = (request: FastifyRequest): { position: Position; fromCookie: boolean } | null => {
  const header = request.headers[CONSISTENCY_HEADER];
  const sent = typeof header === "string" ? decodePosition(header) : null;
  const lastWrite = lastWriteOf(request);
  if (!sent && !lastWrite) return null;
  const position = sent && lastWrite ? maxPosition(sent, lastWrite) : (sent ?? lastWrite)!;
  return { position, fromCookie: lastWrite !== null && !isAfter(sent ?? lastWrite, lastWrite) };
};

/** How long this read waits: the bound, or less when the request asks for less. */
const waitOf = (request: FastifyRequest, bound: number): number => {
  const asked = Number(request.headers[CONSISTENCY_WAIT_HEADER]);
  return Number.isInteger(asked) && asked >= 0 ? Math.min(asked, bound) : bound;
};

/**
 * Every read waits until the read models it uses (its route config's `readModels`: its contract's)
 * have passed the caller's latest write, so a person always sees what they just did, on any screen
 * and in any tab: no caller passes a token around.
 * The wait is bounded; a failing read model answers at once; either way the answer says it may be stale.
 */
export const installConsistencyWait = (
  app: FastifyInstance,
  deps: { watermark: Pick<ProjectionWatermark, "waitFor" | "names">; store: Pick<EventStore, "headPosition">; consistencyWaitMs: number },
): void => {
  app.addHook("preHandler", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    const target = targetOf(request);
    if (!target) return;
    // The read models the route was registered with (its contract's, or its config's); every one when it names none.
    const names = request.routeOptions.config.readModels ?? deps.watermark.names;
    const outcome = await deps.watermark.waitFor(target.position, names, waitOf(request, deps.consistencyWaitMs));
    if (outcome === "reached") return;
    void reply.header(CONSISTENCY_STALE_HEADER, "true");
    // A position the store never reached names another database (a reset one): forget it, so later reads don't wait for it.
    // (Checked only after the wait: the head a reader sees may trail a commit while older transactions are open.)
    const head = await deps.store.headPosition();
    if (target.fromCookie && (!head || isAfter(target.position, head))) forgetLastWrite(reply);
  });
};
