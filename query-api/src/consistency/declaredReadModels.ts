import type { FastifyInstance, RouteOptions } from "fastify";
import type { ReadModelName } from "@wellbeing/platform";

// Every read says which read models it answers from, in its route config: a route registered from a
// contract takes its contract's `readModels` (routeContract copies them), and a route with no
// contract (the live socket, the API docs) says them itself. The consistency wait reads that list.

/**
 * Says `names` for every route registered in `scope` from now on (and in the plugins registered in
 * it): for routes with no contract whose registration is not ours to write, like the API docs' plugin.
 */
export const declareReadModels = (scope: FastifyInstance, names: ReadonlyArray<ReadModelName>): void => {
  scope.addHook("onRoute", (route) => {
    route.config = { ...route.config, readModels: names };
  });
};

const describeRoute = (route: RouteOptions): string => `${[route.method].flat().join(",")} ${route.url}`;

/**
 * Registers routes with `register` and refuses (throws) when one of them names no read models, so a
 * new read that doesn't say what it reads never starts. Checked once they are all registered: a
 * plugin's own declaration (declareReadModels) runs after this app's hooks.
 */
export const registerNamingReadModels = async (app: FastifyInstance, register: () => Promise<void>): Promise<void> => {
  const routes: Array<RouteOptions> = [];
  app.addHook("onRoute", (route) => {
    routes.push(route);
  });
  await register();
  const unnamed = routes.filter((route) => !route.config?.readModels).map(describeRoute);
  if (unnamed.length > 0) {
    throw new Error(`${unnamed.join("; ")}: say which read models it reads (its contract's readModels, or readModels in its route config)`);
  }
};
