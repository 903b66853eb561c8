// The resultsAccess slice's English texts, a group per screen or concept (ICU MessageFormat). catalogue.cy.ts
// holds the same keys in Welsh: a text added here does not compile until it is in Welsh too.

/** A trainer's consent to their local lead and admins seeing their evaluation results (§2.5 My Account, §6, §8). */
const resultsAccess = {
  refused: "Error!, This trainer didn't give an access permission to their data",
  title: "Access to my evaluation results",
  consent: "My local lead and the programme's admins may see the evaluation results of my sessions",
  help: "You always see your own results. Without your permission, your local lead and admins are told you have not given access to your data.",
  saved: "Your choice about access to your results is saved",
  loadFailed: "Something went wrong. Please try again later",
} as const;

export const en = { resultsAccess } as const;
