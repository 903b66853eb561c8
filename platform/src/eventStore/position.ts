/**
 * A place in the global order of all events. The Postgres store uses (transaction id, global
 * sequence), EventStoreDB its (commit, prepare) positions; both compare the same way.
 */
export interface Position {
  readonly commit: bigint;
  readonly prepare: bigint;
}

export const START: Position = { commit: -1n, prepare: -1n };

export const comparePositions = (a: Position, b: Position): number => {
  if (a.commit !== b.commit) return a.commit < b.commit ? -1 : 1;
  if (a.prepare !== b.prepare) return a.prepare < b.prepare ? -1 : 1;
  return 0;
};

export const isAfter = (a: Position, b: Position): boolean => comparePositions(a, b) > 0;

export const maxPosition = (a: Position, b: Position): Position => (isAfter(a, b) ? a : b);

/** The consistency token a command answers with: `commit.prepare` in decimal. */
export const encodePosition = (position: Position): string => `${position.commit}.${position.prepare}`;

export const decodePosition = (token: string): Position | null => {
  const match = /^(-?\d{1,20})\.(-?\d{1,20})$/.exec(token.trim());
  if (!match) return null;
  return { commit: BigInt(match[1]!), prepare: BigInt(match[2]!) };
};
