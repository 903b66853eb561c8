import type { Messages } from "../en";

export const dashboard: Messages["dashboard"] = {
  welcomeBack: "Croeso'n ôl {name}",
  role: "Rôl",
  totalReach: "Cyfanswm eich cyrhaeddiad",
  figuresNotLoaded: "Nid oedd modd llwytho eich ffigurau ar hyn o bryd.",
  sessions: "Sesiynau",
  participants: "Cyfranogwyr",
  responses: "Ymatebion",
  responseRate: "Cyfradd ymateb",
  trainers: "Hyfforddwyr",
};
