import Fastify, { type FastifyRequest } from "fastify";
import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { PRODUCT_TEXTS, VALIDATION, defineContract, idParams, idsParams, requestPart, requiredField } from "@wellbeing/domain";
import { installErrorHandler } from "./errorHandler";
import { installContractRegistry, routeContract } from "./contractRoute";

const renameThing = defineContract({
  method: "PATCH",
  path: "/api/things/:id",
  summary: "Renames a thing",
  audience: "anonymous",
  params: idParams("session"),
  body: requestPart(Schema.Struct({ name: requiredField(Schema.String) })),
  answer: Schema.Struct({ id: Schema.String, name: Schema.String, renamedAt: Schema.Date }),
});

const appAnswering = async (answer: (id: string, name: string) => unknown) => {
  const app = Fastify();
  installErrorHandler(app);
  installContractRegistry(app);
  await app.register(async (routes) => routeContract(routes, renameThing, { handle: async ({ params, body }) => answer(params.id, body.name) as never }));
  return app;
};

const thingId = "0190F0D4-6C2B-7A3E-9C1D-2B3C4D5E6F70";

describe("a route registered from its contract", () => {
  it("answers only the fields its answer schema names, encoded", async () => {
    const app = await appAnswering((id, name) => ({ id, name, renamedAt: new Date(0), secret: "never sent", nested: { also: "not" } }));
    const answer = await app.inject({ method: "PATCH", url: `/api/things/${thingId}`, payload: { name: "Ada", extra: 1 } });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ id: thingId.toLowerCase(), name: "Ada", renamedAt: "1970-01-01T00:00:00.000Z" });
  });

  it("refuses a body its schema refuses with 400 and each field's message", async () => {
    const app = await appAnswering((id, name) => ({ id, name, renamedAt: new Date(0) }));
    const answer = await app.inject({ method: "PATCH", url: `/api/things/${thingId}`, payload: { name: 7 } });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: PRODUCT_TEXTS.invalidInput, fields: { name: expect.any(String) } });
    const missing = await app.inject({ method: "PATCH", url: `/api/things/${thingId}`, payload: {} });
    expect(missing.json()).toEqual({ error: PRODUCT_TEXTS.invalidInput, fields: { name: VALIDATION.required } });
  });

  it("answers a malformed path id as nothing found", async () => {
    const app = await appAnswering((id, name) => ({ id, name, renamedAt: new Date(0) }));
    const answer = await app.inject({ method: "PATCH", url: "/api/things/not-an-id", payload: { name: "Ada" } });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: "No session found" });
  });

  it("treats an answer that breaks its own contract as a bug", async () => {
    const app = await appAnswering((id) => ({ id, name: null, renamedAt: new Date(0) }));
    const answer = await app.inject({ method: "PATCH", url: `/api/things/${thingId}`, payload: { name: "Ada" } });
    expect(answer.statusCode).toBe(500);
  });

  it("is listed in the app's registry", async () => {
    const app = await appAnswering((id, name) => ({ id, name, renamedAt: new Date(0) }));
    expect(app.contracts.all()).toEqual([renameThing]);
  });

  it("is listed among the app's routes, as is a route without a contract", async () => {
    const app = await appAnswering((id, name) => ({ id, name, renamedAt: new Date(0) }));
    app.get("/api/plain", async () => "plain");
    app.post("/api/limited", { config: { rateLimits: [] } }, async () => "limited");
    expect(app.contracts.routes()).toEqual([
      { method: "PATCH", url: "/api/things/:id", limited: false },
      { method: "GET", url: "/api/plain", limited: false },
      { method: "POST", url: "/api/limited", limited: true },
    ]);
  });
});

describe("a read's route", () => {
  it("carries the read models its contract names in its config, beside the config its handler gives", async () => {
    const app = Fastify();
    const listThings = defineContract({
      method: "GET",
      path: "/api/things",
      readModels: ["sessions", "roster"],
      summary: "Lists things",
      audience: "anonymous",
      answer: Schema.String,
    });
    const configOf = (request: FastifyRequest) =>
      JSON.stringify({ readModels: request.routeOptions.config.readModels, rateLimits: (request.routeOptions.config as { rateLimits?: unknown }).rateLimits });
    routeContract(app, listThings, { config: { rateLimits: [] }, withTrailingSlash: true, handle: async ({ request }) => configOf(request) });
    routeContract(app, renameThing, { handle: async ({ params, request }) => ({ id: params.id, name: configOf(request), renamedAt: new Date(0) }) });
    for (const url of ["/api/things", "/api/things/"]) {
      expect((await app.inject({ method: "GET", url })).json()).toEqual({ readModels: ["sessions", "roster"], rateLimits: [] });
    }
    // A command's contract names none: its route says none either.
    const renamed = await app.inject({ method: "PATCH", url: `/api/things/${thingId}`, payload: { name: "Ada" } });
    expect(JSON.parse(renamed.json().name)).toEqual({});
  });
});

describe("a path naming several things", () => {
  it("answers a malformed id as the thing it names not found, judged in the path's order", async () => {
    const app = Fastify();
    installErrorHandler(app);
    const cancelReminder = defineContract({
      method: "DELETE",
      path: "/api/things/:thingId/reminders/:reminderId",
      summary: "Cancels a reminder",
      audience: "anonymous",
      params: idsParams({ thingId: "session", reminderId: "scheduled email" }),
      answer: Schema.Struct({ cancelled: Schema.String }),
    });
    routeContract(app, cancelReminder, { handle: async ({ params }) => ({ cancelled: params.reminderId }) });
    const at = async (url: string) => (await app.inject({ method: "DELETE", url })).json();
    expect(await at(`/api/things/${thingId}/reminders/${thingId}`)).toEqual({ cancelled: thingId.toLowerCase() });
    expect(await at(`/api/things/${thingId}/reminders/nope`)).toEqual({ error: "No scheduled email found" });
    expect(await at(`/api/things/nope/reminders/nope`)).toEqual({ error: "No session found" });
  });
});
