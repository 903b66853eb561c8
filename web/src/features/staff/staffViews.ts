import type { MessageKey, StaffListItem, TrainersAndLeads, Translate } from "@wellbeing/domain";

// What the trainers page (§2.17) shows for each list: pure, so it is tested without a browser.

export type StaffView = "trainers" | "localLeads" | "auditors" | "archived";

export const STAFF_VIEWS: ReadonlyArray<{ readonly view: StaffView; readonly label: MessageKey }> = [
  { view: "trainers", label: "staffScreens.trainers" },
  { view: "localLeads", label: "staffScreens.localLeads" },
  { view: "auditors", label: "staffScreens.auditors" },
  { view: "archived", label: "staffScreens.archived" },
];

/** The admin's page is titled by the list it shows (§2.17: 'Trainers', else the list's own name). */
export const viewTitle = (view: StaffView): MessageKey => STAFF_VIEWS.find((each) => each.view === view)?.label ?? "staffScreens.trainers";

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
  return item._id === viewerId ? t("staffScreens.me", { name }) : name;
};

export const organisationText = (t: Translate, item: Pick<StaffListItem, "organisation">): string => orNotApplicableIn(t, item.organisation?.value);

/** The details the View modal lists, in order; rows that do not apply are left out. */
export const detailRows = (t: Translate, item: StaffListItem): ReadonlyArray<{ readonly label: string; readonly value: string }> => [
  { label: t("staffScreens.name"), value: orNotApplicableIn(t, item.name) },
  { label: t("staffScreens.email"), value: orNotApplicableIn(t, item.email) },
  { label: t("staffScreens.role"), value: t(`roles.${item.role}`) },
  { label: t("staffScreens.organisation"), value: organisationText(t, item) },
  { label: t("staffScreens.localAuthorities"), value: orNotApplicableIn(t, item.localAuthorities.join(", ")) },
  ...(item.role === "trainer" ? [{ label: t("staffScreens.localLead"), value: orNotApplicableIn(t, item.localLeadName) }] : []),
  ...(item.role === "localLead" ? [{ label: t("staffScreens.trainersInGroup"), value: String(item.trainerCount) }] : []),
  ...(item.archived ? [{ label: t("staffScreens.status"), value: t("staffScreens.archived") }] : []),
];
