import { describe, expect, it } from "vitest";
import type { Course, Module, SurveyType } from "../constants";
import { findMaterialDocument } from "./documents";
import { canDownloadMaterial, materialCards, materialLockOf, type CourseSession } from "./gating";

// Given the participant's sessions of a course (with the evaluations they completed), when the materials
// are asked for, then each document is open or locked as §6 says.

const session = (shortId: string, modules: Module[], evaluations: SurveyType[] = [], day = "2026-12-10"): CourseSession => ({
  shortId,
  modules,
  evaluations,
  dates: [{ sessionDate: day, startTime: "10:00", endTime: "12:00" }],
});

const given = (...sessions: CourseSession[]) => ({
  lockOf: (id: string, course: Course = "C5") => materialLockOf(findMaterialDocument(course, id)!, sessions),
  cards: (today = "2026-12-01", course: Course = "C5") => materialCards(course, sessions, today),
  mayDownload: (id: string, course: Course = "C5") => canDownloadMaterial(findMaterialDocument(course, id)!, sessions),
});

describe("pre-session materials", () => {
  it("are locked until the pre-course evaluation of the course is done", () => {
    expect(given(session("a", ["1", "2"])).lockOf("module-1-participant-guide")).toBe("pre-course-evaluation");
    expect(given(session("a", ["1", "2"])).lockOf("module-2-participant-guide")).toBe("pre-course-evaluation");
    expect(given(session("a", ["1", "2"], ["pre-course"])).lockOf("module-2-participant-guide")).toBeNull();
  });

  it("open with a pre-course evaluation done on any of the participant's sessions of the course", () => {
    expect(given(session("a", ["1"], ["pre-course"]), session("b", ["3"])).lockOf("module-3-participant-guide")).toBeNull();
  });

  it("of Train the Trainer and Trainer Upskill need no pre-course evaluation", () => {
    expect(given(session("a", ["train-the-trainer"])).lockOf("train-the-trainer-trainer-guide")).toBeNull();
    expect(given(session("a", ["trainer-upskill"])).lockOf("trainer-upskill-trainer-guide", "YOUNG_PEOPLE")).toBeNull();
  });
});

describe("post-session materials of module N", () => {
  it("are locked until a response other than the pre-course one covers module N or a later one", () => {
    expect(given(session("a", ["1"], ["pre-course"])).lockOf("module-1-workbook")).toBe("post-session-evaluation");
    expect(given(session("a", ["1"], ["pre-course", "post"])).lockOf("module-1-workbook")).toBeNull();
    expect(given(session("a", ["1"], ["pre-course"]), session("b", ["3"], ["post"])).lockOf("module-1-workbook")).toBeNull();
    expect(given(session("a", ["1"], ["pre-course"]), session("b", ["3"], ["post"])).lockOf("module-2-workbook")).toBeNull();
  });

  it("stay locked when the responses cover only earlier modules", () => {
    expect(given(session("a", ["1", "2"], ["pre-course", "post"]), session("b", ["3"])).lockOf("module-3-workbook")).toBe("post-session-evaluation");
  });

  it("count a follow-up response as one other than the pre-course evaluation", () => {
    expect(given(session("a", ["2"], ["3-months-follow-up"])).lockOf("module-2-workbook")).toBeNull();
  });

  it("of a special module need a response on a session of that module", () => {
    expect(given(session("a", ["3"], ["post"]), session("b", ["train-the-trainer"])).lockOf("train-the-trainer-trainer-workbook")).toBe(
      "post-session-evaluation",
    );
    expect(given(session("b", ["train-the-trainer"], ["post-train-the-trainer"])).lockOf("train-the-trainer-trainer-workbook")).toBeNull();
    expect(given(session("b", ["train-the-trainer"], ["post-train-the-trainer"])).lockOf("module-3-workbook")).toBe("post-session-evaluation");
  });
});

describe("the materials page's cards", () => {
  it("show no card when the participant has no session of the course", () => {
    expect(given().cards()).toEqual([]);
  });

  it("show one card per module of the participant's sessions, in module order, each with its pre- and post-session document", () => {
    const cards = given(session("b", ["3"]), session("a", ["1", "2"])).cards();
    expect(cards.map((card) => card.module)).toEqual(["1", "2", "3"]);
    expect(cards[0]!.documents.map(({ document }) => [document.id, document.timing])).toEqual([
      ["module-1-participant-guide", "pre-session"],
      ["module-1-workbook", "post-session"],
    ]);
  });

  it("leave out a module the course has no documents for", () => {
    expect(
      given(session("a", ["1", "trainer-upskill"]))
        .cards("2026-12-01", "C5")
        .map((card) => card.module),
    ).toEqual(["1"]);
  });

  it("offer the pre-course evaluation of the session that starts the course while it is missing", () => {
    const [card] = given(session("b", ["2"], [], "2026-11-01"), session("a", ["1"], [], "2026-12-10")).cards();
    expect(card!.preCourseEvaluation).toEqual({ shortId: "a", surveyType: "pre-course" });
    expect(given(session("a", ["1"], ["pre-course"])).cards()[0]!.preCourseEvaluation).toBeNull();
  });

  it("offer the earliest session's pre-course evaluation when none starts the course", () => {
    const cards = given(session("late", ["3"], [], "2026-12-20"), session("early", ["2"], [], "2026-12-01")).cards();
    expect(cards.map((card) => card.preCourseEvaluation?.shortId)).toEqual(["early", "early"]);
  });

  it("offer the post-session evaluation once the module's session has happened, until a response opens its documents", () => {
    const before = given(session("a", ["2"], [], "2026-12-10")).cards("2026-12-09");
    expect(before[0]!.postSessionEvaluation).toBeNull();
    const after = given(session("a", ["2"], [], "2026-12-10")).cards("2026-12-10");
    expect(after[0]!.postSessionEvaluation).toEqual({ shortId: "a", surveyType: "post" });
    const ttt = given(session("t", ["train-the-trainer"], [], "2026-12-10")).cards("2026-12-11");
    expect(ttt[0]!.postSessionEvaluation).toEqual({ shortId: "t", surveyType: "post-train-the-trainer" });
    expect(given(session("a", ["2"], ["post"], "2026-12-10")).cards("2026-12-11")[0]!.postSessionEvaluation).toBeNull();
  });
});

describe("downloading a document", () => {
  it("is allowed only for an open document of one of the participant's modules", () => {
    const participant = given(session("a", ["1"], ["pre-course"]));
    expect(participant.mayDownload("module-1-participant-guide")).toBe(true);
    expect(participant.mayDownload("module-1-workbook")).toBe(false);
    expect(participant.mayDownload("module-2-participant-guide")).toBe(false);
    expect(given().mayDownload("train-the-trainer-trainer-guide")).toBe(false);
  });
});
