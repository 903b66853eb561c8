import type { LiveTopic } from "@wellbeing/domain";
import type { Caller, Change } from "@wellbeing/platform";
import type { CommitReads, EncodedFigure, LiveFigureSource } from "./liveFigures";

/** How long a commit's pushes wait for a figure: the pushes after it queue behind it. */
const FIGURE_WAIT_MS = 5_000;

/** The figure, or null if it cannot be read in time. */
const withinTime = (figure: Promise<EncodedFigure | null>, waitMs: number): Promise<EncodedFigure | null> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  return Promise.race([figure.catch(() => null), late]).finally(() => clearTimeout(timer));
};

/**
 * The figures of one commit: each source's answer computed once per scope (a thousand admins share one),
 * and each distinct set of figures written as JSON once. A figure that cannot be read, or not in time, is
 * left out: its screen then refetches, as before pushes carried figures.
 */
export class CommitFigures {
  private readonly answers = new Map<string, Promise<EncodedFigure | null>>();
  private readonly texts = new Map<string, Promise<string>>();
  private readonly reads = new Map<string, Promise<unknown>>();

  private readonly sources: ReadonlyArray<LiveFigureSource>;

  constructor(
    sources: ReadonlyArray<LiveFigureSource>,
    private readonly changes: ReadonlyArray<Change> = [],
    private readonly waitMs: number = FIGURE_WAIT_MS,
  ) {
    this.sources = sources.filter((source) => source.carries?.(changes) ?? true);
  }

  /** A read shared by this commit's scopes, made once under its key. */
  private readonly shared: CommitReads = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    let made = this.reads.get(key) as Promise<T> | undefined;
    if (!made) {
      made = read();
      this.reads.set(key, made);
    }
    return made;
  };

  /** The figures `caller` gets for these changed topics: which (a key shared by the callers who get the same), and their JSON array. */
  forCaller(caller: Caller, topics: ReadonlyArray<LiveTopic>): { readonly key: string; readonly text: Promise<string> } {
    const keys: string[] = [];
    const figures: Array<Promise<EncodedFigure | null>> = [];
    this.sources.forEach((source, index) => {
      if (!topics.includes(source.topic)) return;
      const scope = source.scopeOf(caller, this.changes);
      if (scope === null) return;
      const key = `${index} ${scope}`;
      let figure = this.answers.get(key);
      if (!figure) {
        figure = withinTime(source.figure(caller, this.changes, this.shared), this.waitMs);
        this.answers.set(key, figure);
      }
      keys.push(key);
      figures.push(figure);
    });
    const textKey = keys.join("\n");
    let text = this.texts.get(textKey);
    if (!text) {
      text = Promise.all(figures).then((resolved) => JSON.stringify(resolved.filter((figure) => figure !== null)));
      this.texts.set(textKey, text);
    }
    return { key: textKey, text };
  }
}
