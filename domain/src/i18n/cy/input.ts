import type { Messages } from "../en";

export const input: Messages["input"] = {
  unsupportedCharacters: "Tynnwch y nodau arbennig neu anweledig o'r maes hwn",
  tooLong: "Rhy hir - dylai fod yn {max} {max, plural, zero {nod} one {nod} two {nod} few {nod} many {nod} other {nod}} ar y mwyaf",
  tooManyItems: "Gormod - {max} ar y mwyaf",
  capacityTooLarge: "Dylai fod yn {max} neu lai",
  nestedTooDeeply: "Mae corff y cais wedi'i nythu'n rhy ddwfn",
  notUnderstood: "Nid ydym yn deall y gwerth hwn",
  chooseOneOf: "Dewiswch un o {values}",
  dateFormat: "Rhowch ddyddiad ar ffurf BBBB-MM-DD",
  timeFormat: "Rhowch amser ar ffurf AA:mm (24 awr)",
  optional: "(dewisol)",
};
