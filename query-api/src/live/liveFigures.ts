import type { LiveFigure, LiveFigureContract, LiveTopic } from "@wellbeing/domain";
import { encodeAnswer, type Caller, type Change } from "@wellbeing/platform";
import type { QueryApiDeps } from "../deps";

/** What a figure's answer is read from. */
export type FigureReader = Pick<QueryApiDeps, "db" | "schema" | "clock">;

/** A figure as it travels: the read's answer encoded as its route would encode it. */
export type EncodedFigure = typeof LiveFigure.Encoded;

/**
 * The reads of one commit that several scopes share (a session's details, who has withdrawn a consent):
 * each is made once per commit under its key, whichever scope asks first.
 */
export type CommitReads = <T>(key: string, read: () => Promise<T>) => Promise<T>;

/**
 * A read whose answer a push carries to the connections of its topic: which callers share one answer,
 * and that answer. Computed once per commit and scope, never per connection.
 */
export interface LiveFigureSource {
  /** The topic whose change moves it: a connection told of this topic gets the figure. */
  readonly topic: LiveTopic;
  /** The callers who get the same answer (to a commit with these changes) share this text; null for a caller the read refuses. */
  scopeOf(caller: Caller, changes: ReadonlyArray<Change>): string | null;
  /**
   * The read's answer for `caller` now, encoded; `changes` are the commit's, as far as the caller may see them;
   * `shared` makes a read once per commit. Null when this commit's figure cannot be carried (its screens refetch).
   */
  figure(caller: Caller, changes: ReadonlyArray<Change>, shared: CommitReads): Promise<EncodedFigure | null>;
  /** Whether a commit with these changes moves this figure in a way it can carry; else it is left out, and its screens refetch. */
  carries?(changes: ReadonlyArray<Change>): boolean;
}

/** A source for `contract`'s read: `answer` is what its route answers `caller`, for callers `scopeOf` lets in. */
export const liveFigureSource = <C extends LiveFigureContract>(
  contract: C,
  topic: LiveTopic,
  scopeOf: (caller: Caller) => string | null,
  answer: (caller: Caller) => Promise<C["answer"]["Type"]>,
): LiveFigureSource => ({
  topic,
  scopeOf,
  figure: async (caller) => ({ read: contract.path, answer: encodeAnswer(contract.answer, await answer(caller)) }) as EncodedFigure,
});
