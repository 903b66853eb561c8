import { describe, expect, it } from "vitest";
import { NoContent, defineContract } from "./contract";

describe("a contract", () => {
  it("of a GET names the read models it answers from (the type says so)", () => {
    // @ts-expect-error a GET without readModels does not compile
    const unnamed = defineContract({ method: "GET", path: "/api/example", summary: "An example", audience: "anonymous", answer: NoContent });
    const named = defineContract({
      method: "GET",
      path: "/api/example",
      readModels: ["sessions"],
      summary: "An example",
      audience: "anonymous",
      answer: NoContent,
    });
    const command = defineContract({ method: "POST", path: "/api/example", summary: "An example", audience: "anonymous", answer: NoContent });
    expect([unnamed.readModels, named.readModels, command.readModels]).toEqual([undefined, ["sessions"], undefined]);
  });
});
