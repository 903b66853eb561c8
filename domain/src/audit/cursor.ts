// Where a page of the event history starts (issue 24 §4): a row's place in the history's order, handed
// to the reader as a token to send back. An evaluation response's place is its day's (see
// fileAnonymously): a cursor never tells where a response sits among the other events.

/** A row's place: the position it is filed under, whether it is a response's (after that position), and its order among those. */
export interface AuditCursor {
  readonly commit: string;
  readonly prepare: string;
  readonly rank: 0 | 1;
  readonly tiebreak: string;
}

const DIGITS = /^\d{1,20}$/;
const HEX = /^[0-9a-f]{0,64}$/;

export const encodeAuditCursor = (cursor: AuditCursor): string => [cursor.commit, cursor.prepare, cursor.rank, cursor.tiebreak].join("_");

/** The place a cursor names, or null when it is not one this history handed out. */
export const decodeAuditCursor = (token: string): AuditCursor | null => {
  const parts = token.split("_");
  if (parts.length !== 4) return null;
  const [commit, prepare, rank, tiebreak] = parts as [string, string, string, string];
  if (!DIGITS.test(commit) || !DIGITS.test(prepare) || (rank !== "0" && rank !== "1") || !HEX.test(tiebreak)) return null;
  return { commit, prepare, rank: rank === "1" ? 1 : 0, tiebreak };
};
