import { describe, expect, it } from "vitest";
import {
  deliveryMethod,
  detailDates,
  detailModules,
  firstDateOf,
  isUpcoming,
  lastDateOf,
  listDates,
  listTimes,
  locationText,
  spacesRemaining,
  trainerNames,
} from "./format";
import { inEnglishWords } from "@wellbeing/i18n";

const day = (sessionDate: string, startTime: string | null = "10:00", endTime: string | null = "12:00") => ({
  sessionDate,
  startTime,
  endTime,
});

describe("how sessions read on screen", () => {
  it("lists dates as DD/MM with the last one DD/MM/YYYY, in date order", () => {
    expect(listDates([day("2026-12-08"), day("2026-12-01")], inEnglishWords)).toBe("01/12, 08/12/2026");
    expect(listDates([], inEnglishWords)).toBe("N/A");
  });

  it("shows one time range, 'Times vary' or 'N/A'", () => {
    expect(listTimes([day("2026-12-01"), day("2026-12-08")], inEnglishWords)).toBe("10:00 - 12:00");
    expect(listTimes([day("2026-12-01"), day("2026-12-08", "13:00", "15:00")], inEnglishWords)).toBe("Times vary");
    expect(listTimes([day("2026-12-01", null, null)], inEnglishWords)).toBe("N/A");
  });

  it("shows event-detail dates with their times", () => {
    expect(detailDates([day("2026-12-01"), day("2026-12-02", null, null)], inEnglishWords)).toEqual(["01/12 10:00 to 12:00", "02/12"]);
  });

  it("names the delivery method and the location", () => {
    const address = { addressLine1: "1 High St", addressLine2: null, town: "Newport", postcode: "NP20 1AA" };
    expect(deliveryMethod(true, null, inEnglishWords)).toBe("Online");
    expect(deliveryMethod(false, address, inEnglishWords)).toBe("Newport");
    expect(deliveryMethod(false, { ...address, town: "" }, inEnglishWords)).toBe("NP20 1AA");
    expect(deliveryMethod(false, null, inEnglishWords)).toBe("N/A");
    expect(locationText(false, address, inEnglishWords)).toBe("1 High St, Newport, NP20 1AA");
    expect(locationText(true, address, inEnglishWords)).toBe("Online");
    expect(locationText(false, null, inEnglishWords)).toBe("TBC");
  });

  it("sorts modules, drops the word module and shows Train the Trainer as Trainer", () => {
    expect(detailModules(["train-the-trainer", "2", "1"], inEnglishWords)).toBe("1, 2, Trainer");
    expect(detailModules(["trainer-upskill"], inEnglishWords)).toBe("Trainer Upskill");
  });

  it("joins up to two trainers with &", () => {
    expect(trainerNames(["Ana", "Ben"], inEnglishWords)).toBe("Ana & Ben");
    expect(trainerNames([null], inEnglishWords)).toBe("N/A");
  });

  it("counts spaces and tells upcoming from completed by the last date", () => {
    expect(spacesRemaining(10, 3, 0)).toBe(7);
    expect(spacesRemaining(2, 5, 0)).toBe(0);
    // Issue 29: a space an open offer holds is not free.
    expect(spacesRemaining(10, 8, 2)).toBe(0);
    expect(spacesRemaining(10, 7, 1)).toBe(2);
    expect(isUpcoming([day("2026-11-01"), day("2026-11-21")], "2026-11-21")).toBe(true);
    expect(isUpcoming([day("2026-11-20")], "2026-11-21")).toBe(false);
    expect(isUpcoming([], "2026-11-21")).toBe(false);
  });

  it("finds a session's first and last dates whatever order they are given in, none without dates", () => {
    const dates = [day("2026-11-21"), day("2026-11-01"), day("2026-11-14")];
    expect([firstDateOf(dates), lastDateOf(dates)]).toEqual(["2026-11-01", "2026-11-21"]);
    expect([firstDateOf([]), lastDateOf([])]).toEqual([null, null]);
  });
});
