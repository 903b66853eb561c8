import type { ConfirmedPlace, SessionInCourse } from "./missedModules";

// One story of sessions and registered lists the missed-module rule is told with: the domain's
// tests read it, and the integration test writes it into the read model so that the SQL and the
// domain function are checked on the same data.

const uuid = (index: number) => `00000000-0000-7000-8000-${index.toString(16).padStart(12, "0")}`;

export const STORY_SESSIONS = {
  module1Early: { id: uuid(1), course: "C5", modules: ["1"], firstDate: "2026-03-02", lastDate: "2026-03-02" },
  module1SameDay: { id: uuid(2), course: "C5", modules: ["1"], firstDate: "2026-03-10", lastDate: "2026-03-10" },
  module2: { id: uuid(3), course: "C5", modules: ["2"], firstDate: "2026-03-10", lastDate: "2026-03-17" },
  module1Later: { id: uuid(4), course: "C5", modules: ["1"], firstDate: "2026-03-03", lastDate: "2026-03-12" },
  youngPeopleModule1: { id: uuid(5), course: "YOUNG_PEOPLE", modules: ["1"], firstDate: "2026-03-01", lastDate: "2026-03-01" },
  module3: { id: uuid(6), course: "C5", modules: ["3"], firstDate: "2026-04-01", lastDate: "2026-04-01" },
  modules2And3: { id: uuid(7), course: "C5", modules: ["2", "3"], firstDate: "2026-05-01", lastDate: "2026-05-08" },
  trainTheTrainer: { id: uuid(8), course: "C5", modules: ["train-the-trainer"], firstDate: "2026-05-02", lastDate: "2026-05-02" },
  modules1And2: { id: uuid(9), course: "C5", modules: ["1", "2"], firstDate: "2026-02-01", lastDate: "2026-02-01" },
} as const satisfies Record<string, SessionInCourse>;

export type StorySession = keyof typeof STORY_SESSIONS;

interface StoryEntry extends ConfirmedPlace {
  readonly status: "new" | "sent" | "confirmed";
}

const entries = (session: StorySession, status: StoryEntry["status"], emails: ReadonlyArray<string>): StoryEntry[] =>
  emails.map((email) => ({ sessionId: STORY_SESSIONS[session].id, email, status }));

/** Every entry of every list: confirmed places, and invitees who never registered. */
export const STORY_ENTRIES: ReadonlyArray<StoryEntry> = [
  ...entries("module1Early", "confirmed", ["ana@example.org", "hal@example.org"]),
  ...entries("module1Early", "sent", ["fay@example.org"]),
  ...entries("module1SameDay", "confirmed", ["ben@example.org"]),
  ...entries("module1Later", "confirmed", ["cat@example.org"]),
  ...entries("youngPeopleModule1", "confirmed", ["dan@example.org"]),
  ...entries("modules1And2", "confirmed", ["gus@example.org"]),
  ...entries("module2", "confirmed", ["ana@example.org", "ben@example.org", "cat@example.org", "dan@example.org", "fay@example.org", "gus@example.org"]),
  ...entries("module2", "new", ["joe@example.org"]),
  ...entries("module3", "confirmed", ["ana@example.org", "hal@example.org", "gus@example.org"]),
  ...entries("modules2And3", "confirmed", ["cat@example.org", "ivy@example.org"]),
  ...entries("trainTheTrainer", "confirmed", ["ivy@example.org"]),
];

/** Who missed the previous module, session by session, as the story tells it. */
export const STORY_MISSED: Record<StorySession, ReadonlyArray<string>> = {
  module1Early: [],
  module1SameDay: [],
  // ben's Module 1 was on Module 2's first day; cat's ended after Module 2 began, dan's was the
  // other course, fay was only invited.
  module2: ["cat@example.org", "dan@example.org", "fay@example.org"],
  module1Later: [],
  youngPeopleModule1: [],
  // hal took Module 1 only; gus took Module 2 within the Modules 1 and 2 session.
  module3: ["hal@example.org"],
  modules2And3: ["ivy@example.org"],
  trainTheTrainer: [],
  modules1And2: [],
};

export const confirmedPlaces = (all: ReadonlyArray<StoryEntry>): ConfirmedPlace[] =>
  all.filter((entry) => entry.status === "confirmed").map(({ sessionId, email }) => ({ sessionId, email }));
