import type { Messages } from "../en";

export const organisations: Messages["organisations"] = {
  housing: "Tai",
  statutory: "Statudol",
  localAuthority: "Awdurdod lleol",
  health: "Iechyd",
  socialCare: "Gofal cymdeithasol",
  college: "Coleg",
  sportAndLeisure: "Chwaraeon a hamdden",
  drugAndAlcohol: "Cyffuriau ac alcohol",
  thirdSector: "Trydydd sector",
  communityGroup: "Grŵp cymunedol",
  governmentBody: "Corff llywodraeth",
  privateSector: "Sector preifat",
  none: "Dim",
  other: "Arall, nodwch",
};
