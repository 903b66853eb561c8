import { ROUTES, type RouteKey } from "@wellbeing/domain";
import { describe, expect, it } from "vitest";
import { appRoutes } from "./routeTable";

describe("the route table", () => {
  it("gives every route of §2.1 exactly one screen", () => {
    const listed = appRoutes.map(({ route }) => route);
    expect([...listed].sort()).toEqual((Object.keys(ROUTES) as RouteKey[]).sort());
  });
});
