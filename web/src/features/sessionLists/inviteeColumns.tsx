import { SESSION_LIST_TEXTS, listDates, pathTo, type ListedSessionAnswer } from "@wellbeing/domain";
import { LinkButton } from "../../ui/LinkButton";
import { datesColumn, deliveryColumn, linkColumn, modulesColumn, spacesColumn, timesColumn, trainerColumn, type SessionColumn } from "./sessionColumns";

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

/** The second column variant of §2.7 for invitees and visitors: times, places, trainer and spaces, and a link to register. */
export const inviteeColumns = (linkText: string = SESSION_LIST_TEXTS.viewAndRegister): ReadonlyArray<SessionColumn> => [
  datesColumn,
  timesColumn,
  modulesColumn,
  deliveryColumn,
  trainerColumn,
  spacesColumn,
  linkColumn(<span className="sr-only">Link</span>, registerLink(linkText)),
];
