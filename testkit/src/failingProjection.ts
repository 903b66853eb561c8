import { READ_MODEL_SCHEMA } from "@wellbeing/platform";
import { ProjectionRunner, allProjections } from "@wellbeing/projector";
import type { TestSystem } from "./testSystem";

/**
 * A stand-in for the system's projector (pause the live one first) whose sessions projection throws
 * on a new session: every other projection goes on; the stuck one is tried again only after a minute.
 */
export const runnerWithFailingSessions = (system: TestSystem): ProjectionRunner =>
  new ProjectionRunner({
    store: system.store,
    db: system.db,
    schema: READ_MODEL_SCHEMA,
    announce: true,
    retry: { firstMs: 60_000, maxMs: 60_000 },
    projections: allProjections.map((projection) =>
      projection.name !== "sessions"
        ? projection
        : {
            ...projection,
            apply: async (batch, context) => {
              if (batch.some(({ event }) => event.type === "SessionScheduled")) throw new Error("injected: sessions cannot take this");
              await projection.apply(batch, context);
            },
          },
    ),
  });
