import { listDates, pathTo, type ListedSessionAnswer } from "@wellbeing/domain";
import type { ReactNode } from "react";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import {
  courseColumn,
  datesColumn,
  deliveryColumn,
  hiddenLinkHeader,
  linkColumn,
  modulesColumn,
  spacesColumn,
  timesColumn,
  trainerColumn,
  type SessionColumn,
} from "./sessionColumns";

const RegisterLink = ({ text, session }: { readonly text: string | undefined; readonly session: ListedSessionAnswer }) => {
  const t = useT();
  const label = text ?? t("sessionList.viewAndRegister");
  return (
    <LinkButton
      to={pathTo("register", { id: session.shortId })}
      text={label}
      size="small"
      intent="primary"
      aria-label={`${label}: ${t("sessionList.sessionOf", { dates: listDates(session.dates, t) })}`}
    />
  );
};

/** The link to a session's registration page (/register/<shortId>), worded `text` or, without it, View & register. */
export const registerLink = (text?: string) => (session: ListedSessionAnswer) => <RegisterLink text={text} session={session} />;

/** The second column variant of §2.7 for invitees and visitors: times, places, trainer and spaces, and a link to register (the course too, on request). */
export const inviteeColumns = (
  link: (session: ListedSessionAnswer) => ReactNode = registerLink(),
  { withCourse = false }: { readonly withCourse?: boolean } = {},
): ReadonlyArray<SessionColumn> => [
  datesColumn,
  timesColumn,
  modulesColumn,
  ...(withCourse ? [courseColumn] : []),
  deliveryColumn,
  trainerColumn,
  spacesColumn,
  linkColumn(hiddenLinkHeader, link),
];
