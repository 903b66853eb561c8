import type { Messages } from "../en";

export const roles: Messages["roles"] = {
  admin: "Gweinyddwr",
  localLead: "Arweinydd lleol",
  trainer: "Hyfforddwr",
  participant: "Cyfranogwr",
  superAdmin: "Uwch-weinyddwr",
  auditor: "Archwilydd",
};
