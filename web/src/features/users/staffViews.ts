import type { IconName } from "@blueprintjs/icons";
import { pathTo, type MessageKey, type ResultTarget, type StaffListItem, type TrainersAndLeads, type Translate } from "@wellbeing/domain";
import { chooseCoursePathOf, resultsSearch } from "../results/request";

// What the trainers page (§2.17) shows for each list: pure, so it is tested without a browser.

export type StaffView = "trainers" | "localLeads" | "auditors" | "archived";

export const STAFF_VIEWS: ReadonlyArray<{ readonly view: StaffView; readonly label: MessageKey }> = [
  { view: "trainers", label: "sessionFacts.trainersHeading" },
  { view: "localLeads", label: "staffScreens.localLeads" },
  { view: "auditors", label: "staffScreens.auditors" },
  { view: "archived", label: "staffScreens.archived" },
];

/** The admin's page is titled by the list it shows (§2.17: 'Trainers', else the list's own name). */
export const viewTitle = (view: StaffView): MessageKey => STAFF_VIEWS.find((each) => each.view === view)?.label ?? "sessionFacts.trainersHeading";

export const EMPTY_TEXT: Record<StaffView, MessageKey> = {
  trainers: "product.noTrainers",
  localLeads: "product.noLocalLeads",
  auditors: "product.noAuditors",
  archived: "product.noArchived",
};

export const listOf = (directory: TrainersAndLeads, view: StaffView): ReadonlyArray<StaffListItem> => {
  switch (view) {
    case "trainers":
      return directory.trainerList;
    case "localLeads":
      return directory.localLeadList;
    case "auditors":
      return directory.auditorList;
    case "archived":
      return directory.archivedList;
  }
};

/** Rows sorted by name (people without one last), whatever order they came in. */
export const byName = (items: ReadonlyArray<StaffListItem>): StaffListItem[] =>
  [...items].sort((a, b) => (a.name ?? "\uffff").localeCompare(b.name ?? "\uffff", "en", { sensitivity: "base" }));

/** A value, or the word for one a person does not have (§2.17 'N/A'), in the language on screen. */
export const orNotApplicableIn = (t: Translate, text: string | null | undefined): string => text || t("product.notApplicable");

/** A person's name in a list, '(Me)' marking the viewer. */
export const displayName = (t: Translate, item: StaffListItem, viewerId: string): string => {
  const name = item.name || orNotApplicableIn(t, item.email);
  return item._id === viewerId ? t("ui.me", { name }) : name;
};

export const organisationText = (t: Translate, item: Pick<StaffListItem, "organisation">): string => orNotApplicableIn(t, item.organisation?.value);

/** The details the View modal lists, in order; rows that do not apply are left out. */
export const detailRows = (t: Translate, item: StaffListItem): ReadonlyArray<{ readonly label: string; readonly value: string }> => [
  { label: t("ui.name"), value: orNotApplicableIn(t, item.name) },
  { label: t("ui.email"), value: orNotApplicableIn(t, item.email) },
  { label: t("ui.role"), value: t(`roles.${item.role}`) },
  { label: t("staffScreens.organisation"), value: organisationText(t, item) },
  { label: t("ui.localAuthorities"), value: orNotApplicableIn(t, item.localAuthorities.join(", ")) },
  ...(item.role === "trainer" ? [{ label: t("staffScreens.localLead"), value: orNotApplicableIn(t, item.localLeadName) }] : []),
  ...(item.role === "localLead" ? [{ label: t("staffScreens.trainersInGroup"), value: String(item.trainerCount) }] : []),
  ...(item.archived ? [{ label: t("ui.status"), value: t("staffScreens.archived") }] : []),
];

/** A link from a person's View modal to a page about them. */
interface PersonLink {
  readonly text: MessageKey;
  readonly icon: IconName;
  readonly to: string;
}

/** A results page about someone (§2.16): their name in the title; the course picked first. */
const resultsAbout = (target: ResultTarget, item: StaffListItem, viewerId: string): string =>
  chooseCoursePathOf(resultsSearch({ target, userId: item._id, trainerName: item.name }, viewerId));

/**
 * Where the View modal leads (§2.16, §2.17): a trainer's results and sessions; for a local lead also
 * their group's. Nothing for the viewer themself (the menu has their own) nor for an auditor.
 */
export const personLinks = (item: StaffListItem, viewerId: string): ReadonlyArray<PersonLink> => {
  if (item._id === viewerId || item.role === "auditor") return [];
  const asTrainer: PersonLink[] = [
    { text: "ui.results", icon: "chart", to: resultsAbout("trainer", item, viewerId) },
    { text: "shell.sessions", icon: "calendar", to: pathTo("trainerSessions", { trainerId: item._id }) },
  ];
  if (item.role !== "localLead") return asTrainer;
  return [
    ...asTrainer,
    { text: "staffScreens.groupResults", icon: "people", to: resultsAbout("localLeadGroup", item, viewerId) },
    { text: "staffScreens.groupSessions", icon: "timeline-events", to: pathTo("groupSessions", { localLeadId: item._id }) },
  ];
};
