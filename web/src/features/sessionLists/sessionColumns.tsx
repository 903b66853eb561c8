import { Icon, Tooltip } from "@blueprintjs/core";
import {
  COURSE_LABELS,
  MODULE_LABELS,
  SESSION_LIST_TEXTS,
  deliveryMethod,
  listDates,
  listTimes,
  trainerNames,
  type ListedSessionAnswer,
} from "@wellbeing/domain";
import type { ReactNode } from "react";

// The columns of the session tables (§2.7), worded by the domain's display helpers.

export interface SessionColumn {
  readonly header: ReactNode;
  /** The header as plain text: it labels each cell where narrow screens stack a row's cells. */
  readonly label: string;
  readonly key: string;
  readonly cell: (session: ListedSessionAnswer) => ReactNode;
  readonly className?: string;
}

const modules = (session: ListedSessionAnswer) => session.modules.map((module) => MODULE_LABELS[module]).join(", ");

export const warningColumn: SessionColumn = {
  key: "warning",
  header: <span className="sr-only">Warnings</span>,
  label: "",
  className: "session-warning-cell",
  cell: (session) =>
    session.missedEarlierModules ? (
      <Tooltip content={SESSION_LIST_TEXTS.missedEarlierModules}>
        {/* The svg alone (no wrapper hiding it): an img named by its title, reachable by keyboard for the tooltip. */}
        <Icon icon="warning-sign" intent="warning" tagName={null} title={SESSION_LIST_TEXTS.missedEarlierModules} tabIndex={0} />
      </Tooltip>
    ) : null,
};

export const datesColumn: SessionColumn = { key: "dates", header: "Date(s)", label: "Date(s)", cell: (session) => listDates(session.dates), className: "session-dates-cell" };
export const timesColumn: SessionColumn = { key: "times", header: "Time(s)", label: "Time(s)", cell: (session) => listTimes(session.dates) };
export const moduleColumn: SessionColumn = { key: "modules", header: "Module(s)", label: "Module(s)", cell: modules };
export const modulesColumn: SessionColumn = { key: "modules", header: "Modules", label: "Modules", cell: modules };
export const courseColumn: SessionColumn = { key: "course", header: "Course", label: "Course", cell: (session) => COURSE_LABELS[session.course] };
export const deliveryColumn: SessionColumn = {
  key: "delivery",
  header: "Delivery Method",
  label: "Delivery Method",
  cell: (session) => deliveryMethod(session.remote, session.address),
};
export const trainerColumn: SessionColumn = {
  key: "trainer",
  header: "Trainer",
  label: "Trainer",
  cell: (session) => trainerNames(session.trainers.map((trainer) => trainer.name)),
};
export const spacesColumn: SessionColumn = { key: "spaces", header: "Spaces Remaining", label: "Spaces Remaining", cell: (session) => session.spacesRemaining };

/** The link column: Details / View for staff, View & register or Book for invitees and visitors. */
export const linkColumn = (header: ReactNode, link: (session: ListedSessionAnswer) => ReactNode): SessionColumn => ({
  key: "link",
  header,
  label: "",
  cell: link,
  className: "session-link-cell",
});
