import type { FastifyInstance } from "fastify";
import type { CommandApiDeps } from "./deps";

/** Registers a group of routes (a Fastify plugin: registered on its own, with the API's dependencies). */
type CommandRoutes = (app: FastifyInstance, deps: CommandApiDeps) => Promise<void>;

/** A capability's part of the command API: its state-changing endpoints. */
export interface CommandSlice {
  readonly routes: ReadonlyArray<CommandRoutes>;
}
