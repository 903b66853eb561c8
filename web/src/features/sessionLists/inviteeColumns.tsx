import { SESSION_LIST_TEXTS, listDates, pathTo, type ListedSessionAnswer } from "@wellbeing/domain";
import type { ReactNode } from "react";
import { LinkButton } from "../../ui/LinkButton";
import { courseColumn, datesColumn, deliveryColumn, linkColumn, modulesColumn, spacesColumn, timesColumn, trainerColumn, type SessionColumn } from "./sessionColumns";

/** The link to a session's registration page (/register/<shortId>). */
export const registerLink = (text: string) => (session: ListedSessionAnswer) => (
  <LinkButton
    to={pathTo("register", { id: session.shortId })}
    text={text}
    size="small"
    intent="primary"
    aria-label={`${text}: session of ${listDates(session.dates)}`}
  />
);

/** The second column variant of §2.7 for invitees and visitors: times, places, trainer and spaces, and a link to register (the course too, on request). */
export const inviteeColumns = (
  link: (session: ListedSessionAnswer) => ReactNode = registerLink(SESSION_LIST_TEXTS.viewAndRegister),
  { withCourse = false }: { readonly withCourse?: boolean } = {},
): ReadonlyArray<SessionColumn> => [
  datesColumn,
  timesColumn,
  modulesColumn,
  ...(withCourse ? [courseColumn] : []),
  deliveryColumn,
  trainerColumn,
  spacesColumn,
  linkColumn(<span className="sr-only">Link</span>, link),
];
