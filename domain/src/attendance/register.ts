import type { AttendanceEvent, AttendanceMark } from "./events";

// A session's register as its stream says: the mark of each person on each date.

/** The key of one person's mark on one date. */
export const markKey = (sessionDate: string, personKey: string): string => `${sessionDate}/${personKey}`;

export interface RegisterState {
  /** markKey → the mark standing (absent: not recorded). */
  readonly marks: Readonly<Record<string, AttendanceMark>>;
  /** Every command id the register has recorded → the mark (markKey) it recorded, so the same command sent again records nothing. */
  readonly commandIds: ReadonlyMap<string, string>;
}

export const emptyRegister: RegisterState = { marks: {}, commandIds: new Map() };

/** The register after one more event. */
export const evolveRegister = (state: RegisterState, event: AttendanceEvent): RegisterState => {
  const key = markKey(event.data.sessionDate, event.data.personKey);
  const commandIds = new Map(state.commandIds).set(event.data.commandId, key);
  const { [key]: _previous, ...others } = state.marks;
  switch (event.type) {
    case "AttendanceRecorded":
      return { marks: { ...others, [key]: "attended" }, commandIds };
    case "NoShowRecorded":
      return { marks: { ...others, [key]: "noShow" }, commandIds };
    case "AttendanceCorrected":
      return { marks: event.data.to === "notRecorded" ? others : { ...others, [key]: event.data.to }, commandIds };
  }
};

/** The command was recorded before, for this same person and date: sent again, it is the same command. */
export const isResent = (state: RegisterState, commandId: string, sessionDate: string, personKey: string): boolean =>
  state.commandIds.get(commandId) === markKey(sessionDate, personKey);

/** The persons (roster keys) marked as having come on `sessionDate`. */
export const attendedOn = (state: RegisterState, sessionDate: string): ReadonlyArray<string> =>
  Object.entries(state.marks)
    .filter(([key, mark]) => mark === "attended" && key.startsWith(`${sessionDate}/`))
    .map(([key]) => key.slice(sessionDate.length + 1));
