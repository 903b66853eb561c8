import type { Actor, TrainerFacts } from "../sessions/commands";

export interface ChoosePublicLeads {
  readonly type: "ChoosePublicLeads";
  readonly leadIds: ReadonlyArray<string>;
  readonly actor: Actor;
  /** What the write side knows of each chosen id that has an account; unknown ids are absent. */
  readonly leads: ReadonlyArray<TrainerFacts>;
  readonly now: string;
}

export type CourseScheduleCommand = ChoosePublicLeads;
