import { describe, expect, it } from "vitest";
import type { Course, Module } from "../constants";
import { modulesSkippedBy } from "./moduleOrder";

const session = (id: string, modules: Module[], ...days: string[]) => ({
  id,
  course: "C5" as Course,
  modules,
  dates: days.map((sessionDate) => ({ sessionDate, startTime: "10:00", endTime: "12:00" })),
});

describe("modules skipped by registering (§2.8: modules are attended in order, from Module 1)", () => {
  const modulesTwoAndThree = session("m23", ["2", "3"], "2026-05-10", "2026-05-17");

  it("given no place on any session, when registering for Modules 2 & 3, then Module 1 is skipped", () => {
    expect(modulesSkippedBy(modulesTwoAndThree, [])).toEqual(["1"]);
  });

  it("given no place on any session, when registering for Module 3, then Modules 1 and 2 are skipped", () => {
    expect(modulesSkippedBy(session("m3", ["3"], "2026-05-10"), [])).toEqual(["1", "2"]);
  });

  it("given a place on an earlier Module 1, or one the same day, then nothing is skipped", () => {
    expect(modulesSkippedBy(modulesTwoAndThree, [session("m1", ["1"], "2026-04-01")])).toEqual([]);
    expect(modulesSkippedBy(modulesTwoAndThree, [session("m1", ["1"], "2026-05-10")])).toEqual([]);
  });

  it("given a Module 1 booked for the week before, then nothing is skipped: booking ahead in order is fine", () => {
    expect(modulesSkippedBy(modulesTwoAndThree, [session("m1", ["1"], "2026-05-03")])).toEqual([]);
  });

  it("given Module 1 only after the session starts, or on another course, then it is skipped", () => {
    expect(modulesSkippedBy(modulesTwoAndThree, [session("m1", ["1"], "2026-05-11")])).toEqual(["1"]);
    expect(modulesSkippedBy(modulesTwoAndThree, [{ ...session("y1", ["1"], "2026-04-01"), course: "YOUNG_PEOPLE" as Course }])).toEqual(["1"]);
  });

  it("given Module 1 done, when registering for Module 3, then only Module 2 is skipped", () => {
    expect(modulesSkippedBy(session("m3", ["3"], "2026-06-01"), [session("m1", ["1"], "2026-04-01")])).toEqual(["2"]);
  });

  it("given a session with Module 1, or only Train the Trainer, then nothing is skipped", () => {
    expect(modulesSkippedBy(session("m12", ["1", "2"], "2026-05-10"), [])).toEqual([]);
    expect(modulesSkippedBy(session("ttt", ["train-the-trainer"], "2026-05-10"), [])).toEqual([]);
  });
});
