import type { MessageKey, Translate } from "@wellbeing/domain";
import { Fragment, type ReactNode } from "react";

const MARK = "\u0000";

/**
 * A catalogue sentence with some of its `{placeholders}` given as elements (links): the sentence is worded whole,
 * in its language's order, and then cut where each placeholder fell.
 */
export const sentenceWithLinks = (t: Translate, key: MessageKey, links: Readonly<Record<string, ReactNode>>): ReactNode[] =>
  t(key, Object.fromEntries(Object.keys(links).map((name) => [name, `${MARK}${name}${MARK}`])))
    .split(MARK)
    .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{links[part]}</Fragment> : part));
