import { describe, expect, it } from "vitest";
import { attendeesWhoMissedPreviousModule, previousModuleOf, type ConfirmedPlace, type SessionInCourse } from "./missedModules";
import { STORY_ENTRIES, STORY_MISSED, STORY_SESSIONS, confirmedPlaces, type StorySession } from "./missedModulesFixtures";

/** Given these sessions and confirmed places, when asking about one session, then these addresses missed its previous module. */
const given = (sessions: ReadonlyArray<SessionInCourse>, places: ReadonlyArray<ConfirmedPlace>) => ({
  whenAskedAbout: (session: SessionInCourse) => ({
    then: (...missed: string[]) => expect(attendeesWhoMissedPreviousModule(session, sessions, places)).toEqual(missed),
  }),
});

const { module1Early, module1SameDay, module2, module1Later, youngPeopleModule1, module3, trainTheTrainer } = STORY_SESSIONS;
const place = (session: SessionInCourse, email: string): ConfirmedPlace => ({ sessionId: session.id, email });

describe("the module before a session's first module", () => {
  it("is the one before its lowest numbered module; none for Module 1 or a special module only", () => {
    expect(previousModuleOf(["2"])).toBe("1");
    expect(previousModuleOf(["3"])).toBe("2");
    expect(previousModuleOf(["3", "2"])).toBe("1");
    expect(previousModuleOf(["1", "2", "3"])).toBeNull();
    expect(previousModuleOf(["train-the-trainer"])).toBeNull();
    expect(previousModuleOf(["trainer-upskill"])).toBeNull();
    expect(previousModuleOf(["3", "trainer-upskill"])).toBe("2");
  });
});

describe("attendees who missed the previous module", () => {
  it("an attendee who took Module 1 before Module 2 has not missed it", () => {
    given([module1Early, module2], [place(module1Early, "ana@example.org"), place(module2, "ana@example.org")])
      .whenAskedAbout(module2)
      .then();
  });

  it("an attendee with no earlier Module 1 missed it", () => {
    given([module1Early, module2], [place(module2, "ana@example.org")])
      .whenAskedAbout(module2)
      .then("ana@example.org");
  });

  it("a place on Module 1 whose register says they did not come does not count; one whose register was never taken does (issue 29)", () => {
    given([module1Early, module2], [{ ...place(module1Early, "ana@example.org"), came: false }, place(module2, "ana@example.org")])
      .whenAskedAbout(module2)
      .then("ana@example.org");
    given([module1Early, module2], [{ ...place(module1Early, "ana@example.org"), came: true }, place(module2, "ana@example.org")])
      .whenAskedAbout(module2)
      .then();
  });

  it("a Module 1 on Module 2's first day counts as before it", () => {
    given([module1SameDay, module2], [place(module1SameDay, "ben@example.org"), place(module2, "ben@example.org")])
      .whenAskedAbout(module2)
      .then();
  });

  it("a Module 1 that ends after Module 2 begins does not count", () => {
    given([module1Later, module2], [place(module1Later, "cat@example.org"), place(module2, "cat@example.org")])
      .whenAskedAbout(module2)
      .then("cat@example.org");
  });

  it("a Module 1 of the other course does not count", () => {
    given([youngPeopleModule1, module2], [place(youngPeopleModule1, "dan@example.org"), place(module2, "dan@example.org")])
      .whenAskedAbout(module2)
      .then("dan@example.org");
  });

  it("Module 3 asks for Module 2, not Module 1", () => {
    given([module1Early, module3], [place(module1Early, "hal@example.org"), place(module3, "hal@example.org")])
      .whenAskedAbout(module3)
      .then("hal@example.org");
  });

  it("nobody misses anything before Module 1 or a special module", () => {
    given([module1Early, trainTheTrainer], [place(module1Early, "ivy@example.org"), place(trainTheTrainer, "ivy@example.org")])
      .whenAskedAbout(module1Early)
      .then();
    given([module1Early, trainTheTrainer], [place(module1Early, "ivy@example.org"), place(trainTheTrainer, "ivy@example.org")])
      .whenAskedAbout(trainTheTrainer)
      .then();
  });

  it("attendees are matched by address whatever its case, listed once each, in order", () => {
    given(
      [module1Early, module2],
      [
        place(module1Early, "Ana@Example.org"),
        place(module2, "ana@example.org"),
        place(module2, "Zed@example.org"),
        place(module2, "bob@example.org"),
        place(module2, "zed@example.org"),
      ],
    )
      .whenAskedAbout(module2)
      .then("bob@example.org", "zed@example.org");
  });

  it("the whole story: each session's answer (the SQL is checked against the same story)", () => {
    const sessions = Object.values(STORY_SESSIONS);
    for (const [name, session] of Object.entries(STORY_SESSIONS)) {
      expect(attendeesWhoMissedPreviousModule(session, sessions, confirmedPlaces(STORY_ENTRIES)), name).toEqual(STORY_MISSED[name as StorySession]);
    }
  });
});
