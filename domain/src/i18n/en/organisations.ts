/** The organisation groups of §9 as the screens name them; the stored and sent value stays the English name. */
export const organisations = {
  housing: "Housing",
  statutory: "Statutory",
  localAuthority: "Local authority",
  health: "Health",
  socialCare: "Social care",
  college: "College",
  sportAndLeisure: "Sport and leisure",
  drugAndAlcohol: "Drug and alcohol",
  thirdSector: "Third sector",
  communityGroup: "Community group",
  governmentBody: "Government body",
  privateSector: "Private sector",
  none: "None",
  other: "Other, please specify",
} as const;
