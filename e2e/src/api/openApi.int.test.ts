import SwaggerParser from "@apidevtools/swagger-parser";
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020 } from "ajv/dist/2020.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_CONTRACTS, API_SLICES, successStatusOf } from "@wellbeing/domain";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem({ seedDemo: false });
});

afterAll(async () => {
  await system.stop();
});

const get = async (path: string) => {
  const response = await fetch(`${system.url}${path}`);
  return { status: response.status, headers: response.headers, text: await response.text() };
};

const routeOf = (contract: { method: string; path: string }) => `${contract.method} ${contract.path}`;

/** The routes under /api that have no JSON contract, each for its reason. */
const WITHOUT_CONTRACT: ReadonlyArray<{ readonly method: string; readonly url: RegExp; readonly reason: string }> = [
  { method: "GET", url: /^\/api\/live$/, reason: "the websocket: it pushes what changed, it takes no request and answers no JSON" },
  { method: "GET", url: /^\/api\/docs(\/.*)?$/, reason: "the API reference page and its scripts, styles and copy of the document (Swagger UI's)" },
  { method: "GET", url: /^\/api\/openapi\.json$/, reason: "the OpenAPI document itself: the contracts' own description" },
];

const exempt = (route: { method: string; url: string }) => WITHOUT_CONTRACT.some((allowed) => allowed.method === route.method && allowed.url.test(route.url));

/** A contract's route, or its trailing-slash twin (`withTrailingSlash`). */
const answersRoute = (contract: { method: string; path: string }, route: { method: string; url: string }) =>
  contract.method === route.method && (route.url === contract.path || route.url === `${contract.path}/`);

describe("the OpenAPI document (GET /api/openapi.json)", () => {
  it("lists every route registered from a contract, and only those, with its request and answer schemas", async () => {
    const registered = system.app.contracts.all();
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.map(routeOf).sort()).toEqual(API_CONTRACTS.map(routeOf).sort());

    const answer = await get("/api/openapi.json");
    expect(answer.status).toBe(200);
    const document = JSON.parse(answer.text);
    expect(document.openapi).toBe("3.1.0");
    for (const contract of registered) {
      const operation = document.paths[contract.path.replace(/:(\w+)/g, "{$1}")]?.[contract.method.toLowerCase()];
      expect(operation, routeOf(contract)).toBeDefined();
      expect(operation.summary).toBe(contract.summary);
      if (successStatusOf(contract) === 204) expect(operation.responses["204"].content, routeOf(contract)).toBeUndefined();
      else
        expect(
          operation.responses[String(successStatusOf(contract))].content[contract.file?.mediaType ?? "application/json"].schema,
          routeOf(contract),
        ).toBeTypeOf("object");
      if (contract.body) expect(operation.requestBody.content["application/json"].schema, routeOf(contract)).toBeTypeOf("object");
      const pathNames = [...contract.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(operation.parameters.filter((parameter: { in: string }) => parameter.in === "path").map((parameter: { name: string }) => parameter.name)).toEqual(
        pathNames,
      );
    }
  });

  it("has a contract for every route under /api but the few listed without one, each for its reason", () => {
    const routes = system.app.contracts.routes().filter((route) => route.url.startsWith("/api"));
    expect(routes.length).toBeGreaterThan(API_CONTRACTS.length);
    const registered = system.app.contracts.all();
    const uncovered = routes.filter((route) => !exempt(route) && !registered.some((contract) => answersRoute(contract, route)));
    expect(uncovered).toEqual([]);
    for (const allowed of WITHOUT_CONTRACT)
      expect(
        routes.some((route) => route.method === allowed.method && allowed.url.test(route.url)),
        allowed.reason,
      ).toBe(true);
  });

  it("gives every operation in the document its request parts and its answer's schema", async () => {
    const document = JSON.parse((await get("/api/openapi.json")).text);
    const operations = Object.entries<Record<string, any>>(document.paths).flatMap(([path, byMethod]) =>
      Object.entries<any>(byMethod).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })),
    );
    expect(operations.map(({ route }) => route).sort()).toEqual(
      API_CONTRACTS.map((contract) => `${contract.method} ${contract.path.replace(/:(\w+)/g, "{$1}")}`).sort(),
    );
    for (const contract of API_CONTRACTS) {
      const route = routeOf(contract);
      const operation = document.paths[contract.path.replace(/:(\w+)/g, "{$1}")][contract.method.toLowerCase()];
      const status = String(successStatusOf(contract));
      expect(
        Object.keys(operation.responses).filter((code) => code.startsWith("2")),
        route,
      ).toEqual([status]);
      if (status === "204") expect(operation.responses[status].content, route).toBeUndefined();
      else expect(Object.keys(operation.responses[status].content[contract.file?.mediaType ?? "application/json"].schema).length, route).toBeGreaterThan(0);
      const parametersIn = (place: string) => operation.parameters.filter((parameter: { in: string }) => parameter.in === place);
      expect(parametersIn("path").length, route).toBe([...contract.path.matchAll(/:(\w+)/g)].length);
      if (contract.query) expect(parametersIn("query").length, route).toBeGreaterThan(0);
      else expect(parametersIn("query"), route).toEqual([]);
      if (contract.body) expect(Object.keys(operation.requestBody.content["application/json"].schema).length, route).toBeGreaterThan(0);
      else expect(operation.requestBody, route).toBeUndefined();
    }
  });

  it("describes the file downloads by their media type", async () => {
    const document = JSON.parse((await get("/api/openapi.json")).text);
    const fileOf = (path: string) => Object.keys(document.paths[path].get.responses["200"].content);
    expect(fileOf("/api/export-csv/sessions")).toEqual(["text/csv"]);
    expect(fileOf("/api/participant/materials/{course}/documents/{document}")).toEqual(["application/pdf"]);
  });

  it("groups every operation under the slice it belongs to", async () => {
    const document = JSON.parse((await get("/api/openapi.json")).text);
    expect(document.tags.map((tag: { name: string }) => tag.name)).toEqual(Object.keys(API_SLICES));
    for (const [slice, contracts] of Object.entries(API_SLICES)) {
      for (const contract of contracts) {
        expect(document.paths[contract.path.replace(/:(\w+)/g, "{$1}")][contract.method.toLowerCase()].tags, routeOf(contract)).toEqual([slice]);
      }
    }
  });

  it("is valid under three validators written by others: @seriousme/openapi-schema-validator, swagger-parser and Ajv (JSON Schema 2020-12)", async () => {
    const document = JSON.parse((await get("/api/openapi.json")).text);
    const checked = await new Validator().validate(structuredClone(document));
    expect(checked.errors, JSON.stringify(checked.errors)).toBeUndefined();
    expect(checked.valid).toBe(true);
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toBeTypeOf("object");
    // Every schema compiles in one strict Ajv, as the $defs of one schema (what #/components/schemas/ names in the document).
    const ajv = new Ajv2020({ strict: true, strictTypes: false, strictTuples: false });
    const $defs = JSON.parse(JSON.stringify(document.components.schemas).replaceAll("#/components/schemas/", "https://wellbeing.test/schemas#/$defs/"));
    ajv.addSchema({ $id: "https://wellbeing.test/schemas", $defs });
    for (const name of Object.keys($defs)) expect(() => ajv.compile({ $ref: `https://wellbeing.test/schemas#/$defs/${name}` }), name).not.toThrow();
    const schemas = JSON.stringify(document).match(/"\$id":"[^"]+"/g) ?? [];
    expect(schemas.length).toBe(new Set(schemas).size);
  });

  it("says extra fields are allowed (requests ignore them), and names 409 for commands, 429 for the limited ones, 503 for the health answer", async () => {
    const document = JSON.parse((await get("/api/openapi.json")).text);
    expect(JSON.stringify(document)).not.toContain('"additionalProperties":false');
    const operation = (contract: { method: string; path: string }) => document.paths[contract.path.replace(/:(\w+)/g, "{$1}")][contract.method.toLowerCase()];
    const limited = system.app.contracts.routes().filter((route) => route.limited);
    expect(limited.length).toBeGreaterThan(10);
    for (const contract of API_CONTRACTS) {
      const codes = Object.keys(operation(contract).responses);
      expect(codes.includes("409"), routeOf(contract)).toBe(contract.method !== "GET");
      const isLimited = limited.some((route) => answersRoute(contract, route));
      expect(codes.includes("429"), routeOf(contract)).toBe(isLimited);
    }
    expect(operation({ method: "GET", path: "/api/health" }).responses["503"].content["application/json"].schema).toEqual({
      $ref: "#/components/schemas/Health",
    });
  });

  it("resolves every schema it refers to", async () => {
    const document = JSON.parse((await get("/api/openapi.json")).text);
    const references = [...JSON.stringify(document).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
    expect(references.length).toBeGreaterThan(0);
    for (const name of new Set(references)) expect(document.components.schemas[name], name).toBeDefined();
  });
});

describe("the API reference (GET /api/docs)", () => {
  it("answers a page whose scripts and styles come from this origin, under the app's content security policy", async () => {
    const page = await get("/api/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(page.text).not.toMatch(/<script>|<script [^>]*>[^<\s]/);
    const assets = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset, asset).toMatch(/^\/api\/docs\//);
      expect((await get(asset)).status, asset).toBe(200);
    }
    expect(JSON.parse((await get("/api/docs/json")).text)).toEqual(JSON.parse((await get("/api/openapi.json")).text));
  });
});
