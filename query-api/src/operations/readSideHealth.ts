import { eventStoreCheck, postgresCheck, type ReadyCheck } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";
import { projectorLag, type ProjectionLag } from "./projectorLag";
import { projectorCheck } from "./projectorReadiness";

/** Each projection's lag now, as this query API sees it. */
export const lagsOf = (deps: Pick<QueryApiDeps, "db" | "schema" | "store" | "clock">) => (): Promise<ReadonlyArray<ProjectionLag>> =>
  projectorLag({ db: deps.db, schema: deps.schema, store: deps.store, now: deps.clock() });

/** What the query API needs to serve: PostgreSQL, the event store (whose head it compares with), and read models that keep up. */
export const readSideChecks = (deps: QueryApiDeps): Record<string, ReadyCheck> => ({
  postgres: postgresCheck(deps.db),
  eventStore: eventStoreCheck(deps.store),
  projector: projectorCheck(lagsOf(deps)),
});
