import { describe, expect, it } from "vitest";
import { NO_AUDIT_FILTERS, asOfIn, eventsSearch, filtersIn, instantOfField, sessionIdOfStream, utcFieldValue, withAsOf, withFilters, withPage } from "./search";

const session = "0190a000-0000-7000-8000-00000000a001";

describe("the event history's address", () => {
  it("asks the API for the filters set and where the page starts, nothing else", () => {
    const search = new URLSearchParams(`type=SessionEdited&stream=&before=MTIz&session=${session}&at=2026-11-25T10:00:00Z`);
    expect(eventsSearch(search)).toBe("type=SessionEdited&before=MTIz");
    expect(eventsSearch(new URLSearchParams())).toBe("");
  });

  it("goes to the page beside this one by where it starts, one way at a time", () => {
    const older = withPage(new URLSearchParams("type=SessionEdited&after=MTIz"), { before: "NDU2" });
    expect(older.toString()).toBe("type=SessionEdited&before=NDU2");
    expect(withPage(older, { after: "Nzg5" }).toString()).toBe("type=SessionEdited&after=Nzg5");
  });

  it("applies filters from the newest page, trimmed, keeping the as-of view", () => {
    const search = new URLSearchParams(`before=MTIz&session=${session}&at=2026-11-25T10:00:00Z&actor=x`);
    const next = withFilters(search, { ...NO_AUDIT_FILTERS, subject: ` ${session} `, type: "SessionEdited" });
    expect(filtersIn(next)).toEqual({ ...NO_AUDIT_FILTERS, subject: session, type: "SessionEdited" });
    expect(next.get("before")).toBeNull();
    expect(asOfIn(next)).toEqual({ sessionId: session, at: "2026-11-25T10:00:00Z" });
  });

  it("opens the as-of view of session streams only", () => {
    expect(sessionIdOfStream(`session-${session}`)).toBe(session);
    expect(sessionIdOfStream(`roster-${session}`)).toBeNull();
    expect(asOfIn(withAsOf(new URLSearchParams(), session, "2026-11-25T10:00:00.123Z"))).toEqual({ sessionId: session, at: "2026-11-25T10:00:00.123Z" });
  });

  it("reads the moment field as UTC, to the second", () => {
    expect(utcFieldValue("2026-11-25T10:00:07.123Z")).toBe("2026-11-25T10:00:07");
    expect(instantOfField("2026-11-25T10:00:07")).toBe("2026-11-25T10:00:07Z");
    expect(instantOfField("2026-11-25T10:00")).toBe("2026-11-25T10:00:00Z");
    expect(utcFieldValue("nonsense")).toBe("");
  });
});
