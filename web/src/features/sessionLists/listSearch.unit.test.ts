import { Either } from "effect";
import { NO_FILTERS, decodeSessionListQuery } from "@wellbeing/domain";
import { describe, expect, it } from "vitest";
import { filtersIn, listSearch, withFilters } from "./listSearch";

const asQuery = (search: string) => {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const before = query[name];
    query[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
  }
  return query;
};

describe("a list request's query string", () => {
  it("reads back on the server as the same request: upcoming soonest first, all newest first", () => {
    const filters = {
      localLeads: ["0190aaaa-0000-7000-8000-0000000000b1"],
      trainers: [],
      localAuthorities: ["Newport", "Torfaen"],
      delivery: "online" as const,
    };
    const search = listSearch({ page: 3, type: "all", filters, hideTrainerUpskill: true });
    expect(Either.getOrThrow(decodeSessionListQuery(asQuery(search)))).toEqual({
      page: 3,
      pageSize: 10,
      type: "all",
      sortAscending: false,
      hideTrainerUpskill: true,
      filters,
    });
    expect(listSearch({ page: 1, type: "upcoming", filters: NO_FILTERS, hideTrainerUpskill: false })).toBe("page=1&type=upcoming&sortAscending=true");
  });

  it("keeps the filters in the page's address, so a reload keeps them; unreadable ones are dropped", () => {
    const filters = {
      localLeads: ["0190aaaa-0000-7000-8000-0000000000b1"],
      trainers: ["0190aaaa-0000-7000-8000-0000000000c2"],
      localAuthorities: ["Newport"],
      delivery: "faceToFace" as const,
    };
    const address = withFilters(new URLSearchParams("type=all&page=2&trainers=old"), filters);
    expect(address.get("type")).toBe("all");
    expect(filtersIn(address)).toEqual(filters);
    expect(filtersIn(withFilters(address, NO_FILTERS))).toEqual(NO_FILTERS);
    expect(filtersIn(new URLSearchParams("delivery=bicycle"))).toEqual(NO_FILTERS);
  });
});
