/** A trainer's consent to their local lead and admins seeing their evaluation results (§2.5 My Account, §6, §8). */
export const resultsAccess = {
  refused: "Error!, This trainer didn't give an access permission to their data",
  title: "Access to my evaluation results",
  consent: "My local lead and the programme's admins may see the evaluation results of my sessions",
  help: "You always see your own results. Without your permission, your local lead and admins are told you have not given access to your data.",
  saved: "Your choice about access to your results is saved",
  loadFailed: "Something went wrong. Please try again later",
} as const;
