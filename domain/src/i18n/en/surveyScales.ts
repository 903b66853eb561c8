/** Answer options several evaluation questions share (ours). */
export const surveyScales = {
  stronglyDisagree: "Strongly disagree",
  disagree: "Disagree",
  agree: "Agree",
  stronglyAgree: "Strongly agree",
  yes: "Yes",
  notSure: "Not sure",
  no: "No",
  preferNotToSay: "Prefer not to say",
  otherPleaseSpecify: "Other, please specify",
  zeroToTenHelp: "0 means not at all likely, 10 means certain.",
  countHelp: "Enter 0 if there were none.",
} as const;
