// The courseSchedule slice's English texts, a group per screen or concept (ICU MessageFormat). catalogue.cy.ts
// holds the same keys in Welsh: a text added here does not compile until it is in Welsh too.

/** The public course schedule (§2.8) and the admin's choice of the local leads it shows. */
const courseSchedule = {
  allSessions: "All sessions",
  inPerson: "In person",
  book: "Book",
  aboutFunding: "About funding",
  aboutFundingLabel: "About funding: {notice}",
  publicLeadsTitle: "Local leads shown publicly",
  publicLeadsIntro: "Sessions of these local leads and of the trainers in their groups appear on this schedule.",
  localLeads: "Local leads",
  erasedAccount: "Erased account",
  noPublicLeads: "No local leads: nothing is shown publicly",
  save: "Save",
  undoChanges: "Undo changes",
  publicLeadsSaved: "The public schedule now shows the chosen local leads' sessions",
} as const;

export const en = { courseSchedule } as const;
