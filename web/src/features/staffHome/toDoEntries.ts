import type { IconName, Intent } from "@blueprintjs/core";
import { courseLabelIn, listDates, moduleLabelIn, pathTo, type ToDoItem, type ToDoKind, type Translate } from "@wellbeing/domain";

/** One 'what needs doing' line as the staff home shows it, in the language of `t`. */
interface ToDoEntry {
  readonly key: string;
  readonly icon: IconName;
  readonly intent: Intent;
  /** What to do. */
  readonly title: string;
  /** Why. */
  readonly detail: string;
  /** Which session: its dates, modules and course. */
  readonly session: string;
  /** The screen that resolves it: the session's Manage Session. */
  readonly to: string;
}

const LOOKS: Record<ToDoKind, { readonly icon: IconName; readonly intent: Intent }> = {
  offerFreeSpaces: { icon: "people", intent: "primary" },
  inviteParticipants: { icon: "envelope", intent: "primary" },
  takeRegister: { icon: "tick-circle", intent: "primary" },
  sendEvaluation: { icon: "form", intent: "primary" },
  lowResponseRate: { icon: "chart", intent: "warning" },
  missedModules: { icon: "warning-sign", intent: "warning" },
  removalRequests: { icon: "log-out", intent: "warning" },
};

const detailOf = (item: ToDoItem, t: Translate): string => {
  switch (item.kind) {
    case "offerFreeSpaces":
      return t("staffHome.offerFreeSpacesDetail", { waiting: item.waiting, spaces: item.freeSpaces });
    case "inviteParticipants":
      return t("staffHome.inviteParticipantsDetail", { spaces: item.spacesRemaining });
    case "takeRegister":
      return t("staffHome.takeRegisterDetail", { count: item.dates });
    case "sendEvaluation":
      return t("staffHome.sendEvaluationDetail", { attendees: item.attendees });
    case "lowResponseRate":
      return t("staffHome.lowResponseRateDetail", { rate: item.responseRate, responses: item.responses, attendees: item.attendees });
    case "missedModules":
      return t("staffHome.missedModulesDetail", { count: item.attendees });
    case "removalRequests":
      return t("staffHome.removalRequestsDetail", { count: item.requests });
  }
};

export const toDoEntry = (item: ToDoItem, t: Translate): ToDoEntry => ({
  key: `${item.kind}/${item.session.id}`,
  ...LOOKS[item.kind],
  title: t(`staffHome.${item.kind}`),
  detail: detailOf(item, t),
  session: t("staffHome.sessionLine", {
    dates: listDates(item.session.dates, t),
    modules: item.session.modules.map((module) => moduleLabelIn(t, module)).join(", "),
    course: courseLabelIn(t, item.session.course),
  }),
  to: pathTo("sessionDetails", { id: item.session.id }),
});
