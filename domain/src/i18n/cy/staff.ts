import type { Messages } from "../en";

export const staff: Messages["staff"] = {
  correspondenceLanguage: "Ym mha iaith y dylem ysgrifennu atynt?",
  invitationSubject: "Gwahoddiad i Hyfforddiant llesiant",
  invitationHeading: "Croeso, {name}",
  invitationIntro:
    "Mae cyfrif wedi'i greu i chi ar Hyfforddiant llesiant fel {role, select, trainer {hyfforddwr} localLead {arweinydd lleol} auditor {archwilydd} other {aelod o staff}}.",
  invitationPassword:
    "Dewiswch eich cyfrinair i ddechrau. Mae'r ddolen yn gweithio am {days, plural, zero {# diwrnod} one {# diwrnod} two {# ddiwrnod} few {# diwrnod} many {# diwrnod} other {# diwrnod}}; ar ôl hynny, defnyddiwch 'Wedi anghofio'r cyfrinair?' ar y dudalen mewngofnodi.",
  invitationAction: "Gosod fy nghyfrinair",
  groupMembership: "Rydych yng ngrŵp hyfforddwyr {lead}: gallant weld eich sesiynau a'u canlyniadau.",
  groupLeave: "Os nad yw hyn yn gywir, gallwch adael y grŵp drwy'r ddolen hon: {url}",
  addedSubject: "Rydych wedi cael eich ychwanegu at grŵp {lead}",
  addedHeading: "Helo {name}",
  addedIntro: "Mae {lead} wedi eich ychwanegu at eu grŵp o hyfforddwyr ar Hyfforddiant llesiant.",
};
