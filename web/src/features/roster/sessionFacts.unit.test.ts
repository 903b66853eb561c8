import { describe, expect, it } from "vitest";
import { moduleNames, orNotAvailable, participantDates, registrationDates, sessionLocation } from "./sessionFacts";

describe("how a session reads on the registration and participant pages", () => {
  const dates = [
    { sessionDate: "2026-07-22", startTime: null, endTime: null },
    { sessionDate: "2026-07-15", startTime: "10:00", endTime: "12:00" },
  ];

  it("dates are DD/MM in date order, with times when known", () => {
    expect(registrationDates(dates)).toEqual(["15/07 (10:00 - 12:00)", "22/07"]);
    expect(participantDates(dates)).toEqual(["15/07 10:00 to 12:00", "22/07"]);
    expect(participantDates([])).toEqual(["N/A"]);
  });

  it("modules are joined by ' & '; location is Online or the address lines; 'N/A' when missing", () => {
    expect(moduleNames(["2", "3"])).toBe("Module 2 & Module 3");
    expect(moduleNames([])).toBe("N/A");
    expect(sessionLocation(true, null)).toBe("Online");
    expect(sessionLocation(false, { addressLine1: "1 High St", addressLine2: null, town: "Newport", postcode: "NP20 1AA" })).toBe("1 High St, Newport, NP20 1AA");
    expect(sessionLocation(false, null)).toBe("N/A");
    expect(orNotAvailable("")).toBe("N/A");
  });
});
