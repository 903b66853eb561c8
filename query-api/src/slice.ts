import type { FastifyInstance } from "fastify";
import type { QueryApiDeps } from "./deps";

/** Registers a group of routes (a Fastify plugin: registered on its own, with the API's dependencies). */
type QueryRoutes = (app: FastifyInstance, deps: QueryApiDeps) => Promise<void>;

/** A capability's part of the query API: its read endpoints. */
export interface QuerySlice {
  readonly routes: ReadonlyArray<QueryRoutes>;
}
