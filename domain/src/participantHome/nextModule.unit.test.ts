import { describe, expect, it } from "vitest";
import type { Course, Module } from "../constants";
import { isNear, nearbySessionsFor, nextModulesToBook, startsWithModule } from "./nextModule";

const today = "2026-06-01";
const session = (id: string, modules: Module[], day: string, course: Course = "C5") => ({
  id,
  shortId: `S-${id}`,
  course,
  modules,
  dates: [{ sessionDate: day, startTime: "10:00", endTime: "12:00" }],
});
const next = (sessions: ReturnType<typeof session>[]) => nextModulesToBook(sessions, today).map(({ course, module, after }) => [course, module, after.id]);

describe("the next module to book (after a person completes a module)", () => {
  it("given nothing finished yet, then nothing is offered: Module 1 comes from the schedule itself", () => {
    expect(next([])).toEqual([]);
    expect(next([session("m1", ["1"], "2026-06-10")])).toEqual([]);
  });

  it("given Module 1 over and nothing booked, then Module 2 is next, measured from that session", () => {
    expect(next([session("m1", ["1"], "2026-05-20")])).toEqual([["C5", "2", "m1"]]);
  });

  it("given a session of the next module held already, booked or taken, then nothing is offered", () => {
    expect(next([session("m1", ["1"], "2026-05-20"), session("m2", ["2"], "2026-06-15")])).toEqual([]);
    expect(next([session("m1", ["1"], "2026-05-20"), session("m23", ["2", "3"], "2026-06-15")])).toEqual([]);
  });

  it("given Modules 1 and 2 over, then Module 3 is next, from the latest of them; given Module 3 over, the course is done", () => {
    expect(next([session("m1", ["1"], "2026-04-01"), session("m2", ["2"], "2026-05-01")])).toEqual([["C5", "3", "m2"]]);
    expect(next([session("m12", ["1", "2"], "2026-04-01")])).toEqual([["C5", "3", "m12"]]);
    expect(next([session("m1", ["1"], "2026-04-01"), session("m3", ["3"], "2026-05-01")])).toEqual([]);
  });

  it("given only Train the Trainer over, then nothing: it has no next module", () => {
    expect(next([session("ttt", ["train-the-trainer"], "2026-05-01")])).toEqual([]);
  });

  it("given both courses under way, then each offers its own next module, the latest finished first", () => {
    expect(next([session("m1", ["1"], "2026-04-01"), session("y1", ["1"], "2026-05-01", "YOUNG_PEOPLE")])).toEqual([
      ["YOUNG_PEOPLE", "2", "y1"],
      ["C5", "2", "m1"],
    ]);
  });
});

describe("which sessions are near (online, the same town, or a local authority the last session served)", () => {
  const pontypool = {
    remote: false,
    address: { addressLine1: "Civic Centre", addressLine2: null, town: "Pontypool", postcode: "NP4 6YB" },
    localAuthorities: ["Torfaen"],
  };
  const at = (town: string, localAuthorities: string[] = []) => ({
    remote: false,
    address: { addressLine1: "Hall", addressLine2: null, town, postcode: "NP1 1AA" },
    localAuthorities,
  });
  const online = { remote: true, address: null, localAuthorities: ["Newport"] };

  it("an online session is near anyone", () => {
    expect(isNear(online, pontypool)).toBe(true);
  });

  it("a face-to-face session in the same town (any case, any spaces) is near; in another town of another authority it is not", () => {
    expect(isNear(at(" pontypool "), pontypool)).toBe(true);
    expect(isNear(at("Cardiff", ["Cardiff"]), pontypool)).toBe(false);
  });

  it("a face-to-face session in another town of a local authority the last session served is near", () => {
    expect(isNear(at("Cwmbran", ["Torfaen"]), pontypool)).toBe(true);
  });

  it("after an online session, face-to-face sessions near it are those of its trainers' local authorities", () => {
    expect(isNear(at("Newport", ["Newport"]), online)).toBe(true);
    expect(isNear(at("Pontypool", ["Torfaen"]), online)).toBe(false);
  });

  it("offers sessions that start with the module, near, soonest first as given, at most the limit", () => {
    const candidates = [
      { id: "far", modules: ["2"] as Module[], ...at("Cardiff", ["Cardiff"]) },
      { id: "repeat", modules: ["1", "2"] as Module[], ...at("Pontypool") },
      { id: "near", modules: ["2"] as Module[], ...at("Pontypool") },
      { id: "online", modules: ["2", "3"] as Module[], ...online },
      { id: "later", modules: ["2"] as Module[], ...at("Cwmbran", ["Torfaen"]) },
    ];
    expect(nearbySessionsFor(candidates, "2", pontypool, 2).map((candidate) => candidate.id)).toEqual(["near", "online"]);
    expect(startsWithModule(["2", "3"], "2")).toBe(true);
    expect(startsWithModule(["1", "2"], "2")).toBe(false);
  });
});
