import { describe, expect, it } from "vitest";
import { isSomeoneElse, resultsRequestIn, resultsSearch } from "./request";

const ADMIN = { userId: "admin-id", role: "admin" } as const;
const LEAD = { userId: "lead-id", role: "localLead" } as const;
const TRAINER = { userId: "trainer-id", role: "trainer" } as const;

const read = (query: string, me: Parameters<typeof resultsRequestIn>[1]) => resultsRequestIn(new URLSearchParams(query), me);

describe("the results page's address (§2.16)", () => {
  it("reads the target, the course and whose results, the caller's own unless a trainer or group is named", () => {
    expect(read("target=me&course=C5", TRAINER)).toEqual({ target: "me", course: "C5", userId: "trainer-id", trainerName: null, view: "results" });
    expect(read("target=all&course=C5&userId=someone", ADMIN)).toMatchObject({ target: "all", userId: "admin-id" });
    expect(read("target=trainer&course=YOUNG_PEOPLE&userId=t2&trainerName=Ann&view=sessions", LEAD)).toEqual({
      target: "trainer",
      course: "YOUNG_PEOPLE",
      userId: "t2",
      trainerName: "Ann",
      view: "sessions",
    });
    expect(read("target=myGroup", LEAD)).toMatchObject({ target: "myGroup", course: null });
  });

  it("refuses a target that is none of the five, or not the role's (→ /unauthorized)", () => {
    expect(read("target=everyone&course=C5", ADMIN)).toBeNull();
    expect(read("target=all&course=C5", TRAINER)).toBeNull();
    expect(read("target=myGroup&course=C5", TRAINER)).toBeNull();
    expect(read("target=all&course=C5", LEAD)).toBeNull();
    expect(read("target=myGroup&course=C5", ADMIN)).toBeNull();
  });

  it("writes the address back, leaving out the caller's own id", () => {
    const request = read("target=trainer&course=C5&userId=t2&trainerName=Ann", LEAD)!;
    expect(resultsSearch(request, "lead-id").toString()).toBe("target=trainer&course=C5&userId=t2&trainerName=Ann");
    expect(isSomeoneElse(request, "lead-id")).toBe(true);
    expect(isSomeoneElse(read("target=me&course=C5", LEAD)!, "lead-id")).toBe(false);
  });
});
