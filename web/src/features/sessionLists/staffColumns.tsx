import { SESSION_LIST_TEXTS, listDates, pathTo, type ListedSessionAnswer } from "@wellbeing/domain";
import { LinkButton } from "../../ui/LinkButton";
import {
  courseColumn,
  datesColumn,
  deliveryColumn,
  linkColumn,
  moduleColumn,
  modulesColumn,
  spacesColumn,
  timesColumn,
  trainerColumn,
  warningColumn,
  type SessionColumn,
} from "./sessionColumns";

/** The two column variants of §2.7: a summary, and times, places and spaces. */
export type ColumnVariant = "summary" | "detailed";

const detailsLink = (text: string) => (session: ListedSessionAnswer) => (
  <LinkButton
    to={pathTo("sessionDetails", { id: session.id })}
    text={text}
    size="small"
    variant="outlined"
    aria-label={`${text} session of ${listDates(session.dates)}`}
  />
);

/** The staff lists' columns; the Trainer column of the second variant only where several trainers appear. */
export const staffColumns = (variant: ColumnVariant, severalTrainers: boolean): ReadonlyArray<SessionColumn> =>
  variant === "summary"
    ? [warningColumn, datesColumn, moduleColumn, courseColumn, trainerColumn, linkColumn("Details", detailsLink("Details"))]
    : [
        warningColumn,
        datesColumn,
        timesColumn,
        modulesColumn,
        deliveryColumn,
        ...(severalTrainers ? [trainerColumn] : []),
        spacesColumn,
        linkColumn(<span className="sr-only">Link</span>, detailsLink(SESSION_LIST_TEXTS.view)),
      ];
