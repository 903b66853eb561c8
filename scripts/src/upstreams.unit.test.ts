import { describe, expect, it } from "vitest";
import { inTurn, instancesOf, namedInstances } from "./upstreams";

describe("the gateway's service instances", () => {
  it("given two instances, then requests go to each in turn", () => {
    const next = inTurn(instancesOf("http://command-api-1:3000, http://command-api-2:3000/"));
    expect([next(), next(), next()]).toEqual(["http://command-api-1:3000", "http://command-api-2:3000", "http://command-api-1:3000"]);
  });

  it("given one instance, then it serves every request; given none, then the gateway refuses to start", () => {
    const only = inTurn(instancesOf("http://query-api:3000"));
    expect([only(), only()]).toEqual(["http://query-api:3000", "http://query-api:3000"]);
    expect(() => instancesOf(" , ")).toThrow('no service address in " , "');
  });

  it("names each instance for the health answer, numbered only when there are several", () => {
    expect(namedInstances("queryApi", ["http://q:3000"])).toEqual([["queryApi", "http://q:3000"]]);
    expect(namedInstances("commandApi", ["http://a:3000", "http://b:3000"])).toEqual([
      ["commandApi-1", "http://a:3000"],
      ["commandApi-2", "http://b:3000"],
    ]);
  });
});
