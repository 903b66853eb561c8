import { PRODUCT_TEXTS, ROLE_LABELS, orNotApplicable, type StaffListItem, type TrainersAndLeads } from "@wellbeing/domain";

// What the trainers page (§2.17) shows for each list: pure, so it is tested without a browser.

export type StaffView = "trainers" | "localLeads" | "archived";

export const STAFF_VIEWS: ReadonlyArray<{ readonly view: StaffView; readonly label: string }> = [
  { view: "trainers", label: "Trainers" },
  { view: "localLeads", label: "Local Leads" },
  { view: "archived", label: "Archived" },
];

/** The admin's page is titled by the list it shows (§2.17: 'Trainers', else the list's own name). */
export const viewTitle = (view: StaffView): string => STAFF_VIEWS.find((each) => each.view === view)?.label ?? "Trainers";

export const EMPTY_TEXT: Record<StaffView, string> = {
  trainers: PRODUCT_TEXTS.noTrainers,
  localLeads: PRODUCT_TEXTS.noLocalLeads,
  archived: PRODUCT_TEXTS.noArchived,
};

export const listOf = (directory: TrainersAndLeads, view: StaffView): ReadonlyArray<StaffListItem> => {
  switch (view) {
    case "trainers":
      return directory.trainerList;
    case "localLeads":
      return directory.localLeadList;
    case "archived":
      return directory.archivedList;
  }
};

/** Rows sorted by name (people without one last), whatever order they came in. */
export const byName = (items: ReadonlyArray<StaffListItem>): StaffListItem[] =>
  [...items].sort((a, b) => (a.name ?? "\uffff").localeCompare(b.name ?? "\uffff", "en", { sensitivity: "base" }));

/** A person's name in a list, '(Me)' marking the viewer. */
export const displayName = (item: StaffListItem, viewerId: string): string => `${item.name || orNotApplicable(item.email)}${item._id === viewerId ? " (Me)" : ""}`;

export const organisationText = (item: Pick<StaffListItem, "organisation">): string => orNotApplicable(item.organisation?.value);

/** The details the View modal lists, in order; rows that do not apply are left out. */
export const detailRows = (item: StaffListItem): ReadonlyArray<{ readonly label: string; readonly value: string }> => [
  { label: "Name", value: orNotApplicable(item.name) },
  { label: "Email", value: orNotApplicable(item.email) },
  { label: "Role", value: ROLE_LABELS[item.role] },
  { label: "Organisation", value: organisationText(item) },
  { label: "Local authorities", value: orNotApplicable(item.localAuthorities.join(", ")) },
  ...(item.role === "trainer" ? [{ label: "Local lead", value: orNotApplicable(item.localLeadName) }] : []),
  ...(item.role === "localLead" ? [{ label: "Trainers in their group", value: String(item.trainerCount) }] : []),
  ...(item.archived ? [{ label: "Status", value: "Archived" }] : []),
];
