import { Icon, Tooltip } from "@blueprintjs/core";
import {
  courseLabelIn,
  deliveryMethod,
  moduleLabelIn,
  listDates,
  listTimes,
  trainerNames,
  type ListedSessionAnswer,
  type MessageKey,
  type Translate,
} from "@wellbeing/domain";
import type { ReactNode } from "react";
import { T } from "../../i18n/T";
import { useT } from "../../i18n/useT";

// The columns of the session tables (§2.7), worded by the domain's display helpers.

export interface SessionColumn<Row = ListedSessionAnswer> {
  readonly header: ReactNode;
  /** The header's catalogue text: it labels each cell where narrow screens stack a row's cells. */
  readonly label: MessageKey | null;
  readonly key: string;
  readonly cell: (session: Row) => ReactNode;
  readonly className?: string;
}

/** A display helper's words ('Times vary', 'Online', 'N/A' or the data itself) in the language on screen. */
const Worded = ({ words }: { readonly words: (t: Translate) => string }) => <>{words(useT())}</>;

const modules = (session: ListedSessionAnswer) => <Worded words={(t) => session.modules.map((module) => moduleLabelIn(t, module)).join(", ")} />;

/** A column whose header is its label, in the language on screen. */
const labelled = (key: string, label: MessageKey, cell: SessionColumn["cell"], className?: string): SessionColumn => ({
  key,
  header: <T k={label} />,
  label,
  cell,
  ...(className ? { className } : {}),
});

const MissedModulesWarning = () => {
  const t = useT();
  return (
    <Tooltip content={t("sessionList.missedEarlierModules")}>
      {/* The svg alone (no wrapper hiding it): an img named by its title, reachable by keyboard for the tooltip. */}
      <Icon icon="warning-sign" intent="warning" tagName={null} title={t("sessionList.missedEarlierModules")} tabIndex={0} />
    </Tooltip>
  );
};

export const warningColumn: SessionColumn = {
  key: "warning",
  header: (
    <span className="sr-only">
      <T k="sessionList.columnWarnings" />
    </span>
  ),
  label: null,
  className: "session-warning-cell",
  cell: (session) => (session.missedEarlierModules ? <MissedModulesWarning /> : null),
};

export const datesColumn = labelled("dates", "sessionFacts.dates", (session) => <Worded words={(t) => listDates(session.dates, t)} />, "session-dates-cell");
export const timesColumn = labelled("times", "sessionList.columnTimes", (session) => <Worded words={(t) => listTimes(session.dates, t)} />);
export const moduleColumn = labelled("modules", "sessionFacts.modules", modules);
export const modulesColumn = labelled("modules", "sessionFacts.modulesHeading", modules);
export const courseColumn = labelled("course", "sessionFacts.course", (session) => <Worded words={(t) => courseLabelIn(t, session.course)} />);
export const deliveryColumn = labelled("delivery", "sessionList.columnDelivery", (session) => (
  <Worded words={(t) => deliveryMethod(session.remote, session.address, t)} />
));
export const trainerColumn = labelled("trainer", "sessionList.columnTrainer", (session) => (
  <Worded
    words={(t) =>
      trainerNames(
        session.trainers.map((trainer) => trainer.name),
        t,
      )
    }
  />
));
export const spacesColumn = labelled("spaces", "sessionList.columnSpaces", (session) => session.spacesRemaining);

/** The link column: Details / View for staff, View & register or Book for invitees and visitors. */
export const linkColumn = (header: ReactNode, link: (session: ListedSessionAnswer) => ReactNode): SessionColumn => ({
  key: "link",
  header,
  label: null,
  cell: link,
  className: "session-link-cell",
});

/** The link column's hidden header, for screen readers. */
export const hiddenLinkHeader = (
  <span className="sr-only">
    <T k="sessionList.columnLink" />
  </span>
);
