import { describe, expect, it } from "vitest";
import { inTurn } from "./upstreams";

describe("inTurn", () => {
  it("given two instances, then requests go to each in turn", () => {
    const next = inTurn("http://command-api-1:3000, http://command-api-2:3000/");
    expect([next(), next(), next()]).toEqual(["http://command-api-1:3000", "http://command-api-2:3000", "http://command-api-1:3000"]);
  });

  it("given one instance, then it serves every request; given none, then the gateway refuses to start", () => {
    const only = inTurn("http://query-api:3000");
    expect([only(), only()]).toEqual(["http://query-api:3000", "http://query-api:3000"]);
    expect(() => inTurn(" , ")).toThrow('no service address in " , "');
  });
});
