import Fastify, { type FastifyInstance } from "fastify";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { NoContent, defineContract } from "@wellbeing/domain";
import { routeContract } from "@wellbeing/platform";
import { apiDocsRoutes } from "../apiDocs/routes";
import { declareReadModels, registerNamingReadModels } from "./declaredReadModels";

const listThings = defineContract({
  method: "GET",
  path: "/api/things",
  readModels: ["sessions"],
  summary: "Lists things",
  audience: "anonymous",
  answer: Schema.String,
});
/** A read sent as POST that forgot to say what it reads (the type lets a POST leave it out). */
const countThings = defineContract({ method: "POST", path: "/api/things/count", summary: "Counts things", audience: "anonymous", answer: NoContent });

/** Registers `routes` as the query API registers its slices; answers the app once registered, or why not. */
const registering = async (routes: (app: FastifyInstance) => Promise<void>) => {
  const app = Fastify();
  await app.register(async (api) => registerNamingReadModels(api, async () => void (await api.register(routes))));
  return app;
};

describe("a read's route", () => {
  it("registers when it names its read models: from its contract, in its config, or for a plugin's routes", async () => {
    const app = await registering(async (api) => {
      routeContract(api, listThings, { handle: async () => "things" });
      api.get("/api/plain", { config: { readModels: [] } }, async () => "plain");
      await api.register(async (docs) => {
        declareReadModels(docs, ["users"]);
        docs.get("/api/plugin/page", async (request) => request.routeOptions.config.readModels);
      });
      // The API docs' plugins (Swagger UI and its static files) register routes we don't write.
      await api.register(apiDocsRoutes);
    });
    expect((await app.inject({ method: "GET", url: "/api/plugin/page" })).json()).toEqual(["users"]);
    for (const url of ["/api/openapi.json", "/api/docs/static/swagger-ui.css"]) expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(200);
  });

  it("cannot be registered when it names none, and says which route and how to name them", async () => {
    await expect(registering(async (api) => void api.get("/api/plain", async () => "plain"))).rejects.toThrow(
      "GET /api/plain; HEAD /api/plain: say which read models it reads (its contract's readModels, or readModels in its route config)",
    );
    await expect(registering(async (api) => routeContract(api, countThings, { handle: async () => undefined }))).rejects.toThrow(
      /^POST \/api\/things\/count: /,
    );
  });
});
