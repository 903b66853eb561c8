import type { Catalogue } from "../slice";
import type { en } from "./catalogue.en";

// The courseSchedule slice's texts in Welsh: catalogue.en.ts's keys (informal-polite 'chi' forms, the glossary's terms).
type Welsh = Catalogue<typeof en>;

const courseSchedule: Welsh["courseSchedule"] = {
  allSessions: "Pob sesiwn",
  inPerson: "Wyneb yn wyneb",
  book: "Cadw lle",
  aboutFunding: "Am y cyllid",
  aboutFundingLabel: "Am y cyllid: {notice}",
  publicLeadsTitle: "Arweinwyr lleol a ddangosir yn gyhoeddus",
  publicLeadsIntro: "Mae sesiynau'r arweinwyr lleol hyn a'r hyfforddwyr yn eu grwpiau yn ymddangos ar yr amserlen hon.",
  localLeads: "Arweinwyr lleol",
  erasedAccount: "Cyfrif wedi'i ddileu",
  noPublicLeads: "Dim arweinwyr lleol: nid oes dim yn cael ei ddangos yn gyhoeddus",
  save: "Cadw",
  undoChanges: "Dadwneud y newidiadau",
  publicLeadsSaved: "Mae'r amserlen gyhoeddus bellach yn dangos sesiynau'r arweinwyr lleol a ddewiswyd",
};

export const cy: Welsh = { courseSchedule };
