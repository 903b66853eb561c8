import type { LiveTopic } from "@wellbeing/domain";
import type { Caller } from "@wellbeing/platform";
import type { EncodedFigure, LiveFigureSource } from "./liveFigures";

/**
 * The figures of one commit: each source's answer computed once per scope (a thousand admins share one),
 * and each distinct set of figures written as JSON once. A figure that cannot be read is left out: its
 * screen then refetches, as before pushes carried figures.
 */
export class CommitFigures {
  private readonly answers = new Map<string, Promise<EncodedFigure | null>>();
  private readonly texts = new Map<string, Promise<string>>();

  constructor(private readonly sources: ReadonlyArray<LiveFigureSource>) {}

  /** The figures `caller` gets for these changed topics: which (a key shared by the callers who get the same), and their JSON array. */
  forCaller(caller: Caller, topics: ReadonlyArray<LiveTopic>): { readonly key: string; readonly text: Promise<string> } {
    const keys: string[] = [];
    const figures: Array<Promise<EncodedFigure | null>> = [];
    this.sources.forEach((source, index) => {
      if (!topics.includes(source.topic)) return;
      const scope = source.scopeOf(caller);
      if (scope === null) return;
      const key = `${index} ${scope}`;
      let figure = this.answers.get(key);
      if (!figure) {
        figure = source.figure(caller).catch(() => null);
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
