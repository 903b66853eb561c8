import type { FastifyInstance } from "fastify";
import type { QueryApiDeps } from "./deps";
import type { FigureReader, LiveFigureSource } from "./live/liveFigures";

/** Registers a group of routes (a Fastify plugin: registered on its own, with the API's dependencies). */
type QueryRoutes = (app: FastifyInstance, deps: QueryApiDeps) => Promise<void>;

/** A capability's part of the query API: its read endpoints, and the answers of them a live push carries. */
export interface QuerySlice {
  readonly routes: ReadonlyArray<QueryRoutes>;
  readonly liveFigures?: (reader: FigureReader) => ReadonlyArray<LiveFigureSource>;
}
