import type { Messages } from "../en";

export const welcome: Messages["welcome"] = {
  title: "Croeso",
  intro:
    "Cadwch le ar sesiynau hyfforddi rhaglen y cwrs llesiant a'u cynnal, cwblhewch eich gwerthusiadau a dewch o hyd i ddeunyddiau eich cwrs.",
  trainer: "Hyfforddwr ydw i",
  participant: "Cyfranogwr ar y cwrs ydw i",
  courseSchedule: "Gweld y sesiynau y gallwch eu harchebu",
  findOutMore: "Rwyf am gael gwybod mwy",
};
