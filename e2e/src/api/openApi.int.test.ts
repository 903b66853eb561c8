import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_CONTRACTS } from "@wellbeing/domain";
import { startTestSystem, type TestSystem } from "../support/testSystem";

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
      expect(operation.responses[String(contract.status ?? 200)].content["application/json"].schema, routeOf(contract)).toBeTypeOf("object");
      if (contract.body) expect(operation.requestBody.content["application/json"].schema, routeOf(contract)).toBeTypeOf("object");
      const pathNames = [...contract.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      expect(operation.parameters.filter((parameter: { in: string }) => parameter.in === "path").map((parameter: { name: string }) => parameter.name)).toEqual(pathNames);
    }
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
