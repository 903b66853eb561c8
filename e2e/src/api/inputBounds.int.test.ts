import { JSONSchema } from "effect";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_CONTRACTS, LIMITS, type Contract } from "@wellbeing/domain";
import { COMMAND_ENDPOINTS, type Caller, type CommandEndpoint, type FuzzWorld } from "@wellbeing/testkit/commandEndpoints";
import { enterFuzzWorld } from "@wellbeing/testkit/fuzzWorld";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// Every list and every text of every command has a maximum, checked by the decoder before any
// work: each command's valid body with one list at its maximum plus one (the maximum its contract
// states), or one text far past any field's length, is refused with 400 and appends nothing.

// Far past the longest field (free text, 2,000 characters), yet under the 16 KB the small forms read
// (log in, sign-up, reset): their decoder judges it, not the body limit's 413 (badInput.int.test.ts).
const FAR_TOO_LONG = 5 * LIMITS.extraInfoMaxLength;

let system: TestSystem;
let world: FuzzWorld;
const cookies = {} as Record<Caller, string | null>;

beforeAll(async () => {
  system = await startTestSystem();
  const entered = await enterFuzzWorld(system.url, "bounds.changer@example.org");
  world = entered.world;
  for (const [caller, client] of Object.entries(entered.clients)) cookies[caller as Caller] = caller === "anonymous" ? null : client.sessionCookie;
});

afterAll(async () => {
  await system?.stop();
});

type Json = unknown;
type JsonSchema = Record<string, any>;
type Path = ReadonlyArray<string | number>;

/** The contract an endpoint answers (its path pattern matches the endpoint's path). */
const contractOf = (endpoint: CommandEndpoint): Contract => {
  const path = endpoint.path(world).split("?")[0]!;
  const contract = API_CONTRACTS.find(
    (candidate) => candidate.method === endpoint.method && new RegExp(`^${candidate.path.replace(/:\w+/g, "[^/]+")}/?$`).test(path),
  );
  if (!contract?.body) throw new Error(`no contract with a body for ${endpoint.name}`);
  return contract;
};

/** The schema a value at `path` of the body is judged by: through references and unions, the first that names it. */
const schemaAt = (schema: JsonSchema | undefined, path: Path, root: JsonSchema): JsonSchema | undefined => {
  if (!schema) return undefined;
  if (schema.$ref) return schemaAt(root.$defs?.[String(schema.$ref).split("/").pop()!], path, root);
  for (const branches of [schema.anyOf, schema.oneOf, schema.allOf]) {
    if (!branches) continue;
    for (const branch of branches) {
      const found = schemaAt(branch, path, root);
      if (found && (path.length > 0 || found.type === "array" || found.type === "string")) return found;
    }
  }
  if (path.length === 0) return schema;
  const [head, ...rest] = path;
  if (typeof head === "number") return schemaAt(schema.items, rest, root);
  return schemaAt(schema.properties?.[head!] ?? (typeof schema.additionalProperties === "object" ? schema.additionalProperties : undefined), rest, root);
};

/** Every array and every text in a body, by path. */
const leavesOf = (value: Json, path: Path = []): Array<{ path: Path; value: Json }> => {
  if (Array.isArray(value)) return [{ path, value }, ...value.flatMap((item, index) => leavesOf(item, [...path, index]))];
  if (typeof value === "string") return [{ path, value }];
  if (typeof value === "object" && value !== null) return Object.entries(value).flatMap(([key, member]) => leavesOf(member, [...path, key]));
  return [];
};

const withValueAt = (body: Json, path: Path, replacement: Json): Json => {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy: any = Array.isArray(body) ? [...body] : { ...(body as object) };
  copy[head!] = withValueAt(copy[head!], rest, replacement);
  return copy;
};

const storedEvents = async () => (await system.store.countEvents()) ?? 0;

const send = async (endpoint: CommandEndpoint, body: Json) => {
  const cookie = cookies[endpoint.caller];
  const before = await storedEvents();
  const response = await system.app.inject({
    method: endpoint.method,
    url: endpoint.path(world),
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(body),
  });
  return { status: response.statusCode, appended: (await storedEvents()) - before, body: response.body.slice(0, 300) };
};

const WITH_BODIES = COMMAND_ENDPOINTS.filter((endpoint) => endpoint.valid !== null);

describe.each(WITH_BODIES.map((endpoint) => [endpoint.name, endpoint] as const))("%s", (_name, endpoint) => {
  it("refuses each list at its stated maximum plus one, and each text far past any field's length, with 400 and nothing appended", async () => {
    const [valid] = fc.sample(endpoint.valid!(world), { numRuns: 1, seed: 42 });
    const root = JSONSchema.make(contractOf(endpoint).body!.schema) as JsonSchema;
    const unbounded: string[] = [];
    for (const leaf of leavesOf(valid)) {
      const where = leaf.path.join(".") || "(body)";
      if (Array.isArray(leaf.value)) {
        const max: unknown = schemaAt(root, leaf.path, root)?.maxItems;
        if (typeof max !== "number") {
          unbounded.push(`${where}: a list with no stated maximum`);
          continue;
        }
        const items: ReadonlyArray<Json> = leaf.value;
        if (items.length === 0) continue;
        const tooMany = Array.from({ length: max + 1 }, (_, index) => items[index % items.length]);
        const answer = await send(endpoint, withValueAt(valid, leaf.path, tooMany));
        if (answer.status !== 400 || answer.appended !== 0)
          unbounded.push(`${where}: ${max + 1} items answered ${answer.status}, ${answer.appended} events ${answer.body}`);
      } else {
        const answer = await send(endpoint, withValueAt(valid, leaf.path, `${leaf.value}${"a".repeat(FAR_TOO_LONG)}`));
        if (answer.status !== 400 || answer.appended !== 0)
          unbounded.push(`${where}: ${FAR_TOO_LONG} more characters answered ${answer.status}, ${answer.appended} events ${answer.body}`);
      }
    }
    expect(unbounded).toEqual([]);
  });
});
