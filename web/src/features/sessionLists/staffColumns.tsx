import { listDates, pathTo, type ListedSessionAnswer, type MessageKey } from "@wellbeing/domain";
import { T } from "../../i18n/T";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import {
  courseColumn,
  datesColumn,
  deliveryColumn,
  hiddenLinkHeader,
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

const DetailsLink = ({ text, session }: { readonly text: MessageKey; readonly session: ListedSessionAnswer }) => {
  const t = useT();
  return (
    <LinkButton
      to={pathTo("sessionDetails", { id: session.id })}
      text={t(text)}
      size="small"
      variant="outlined"
      aria-label={`${t(text)} ${t("sessionList.sessionOf", { dates: listDates(session.dates, t) })}`}
    />
  );
};

const detailsLink = (text: MessageKey) => (session: ListedSessionAnswer) => <DetailsLink text={text} session={session} />;

/** The staff lists' columns; the Trainer column of the second variant only where several trainers appear. */
export const staffColumns = (variant: ColumnVariant, severalTrainers: boolean): ReadonlyArray<SessionColumn> =>
  variant === "summary"
    ? [warningColumn, datesColumn, moduleColumn, courseColumn, trainerColumn, linkColumn(<T k="ui.details" />, detailsLink("ui.details"))]
    : [
        warningColumn,
        datesColumn,
        timesColumn,
        modulesColumn,
        deliveryColumn,
        ...(severalTrainers ? [trainerColumn] : []),
        spacesColumn,
        linkColumn(hiddenLinkHeader, detailsLink("ui.view")),
      ];
