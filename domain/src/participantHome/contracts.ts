import { defineContract } from "../http/contract";
import { NextModulesAnswer, ParticipantProgressAnswer, ParticipantResponsesAnswer } from "./answers";

// The HTTP contracts of the participant's home and journey (§2.6, §7).

export const participantProgressContract = defineContract({
  method: "GET",
  path: "/api/participant/progress",
  readModels: ["sessions", "roster"],
  summary: "The calling participant's sessions, upcoming and completed",
  audience: "participant",
  answer: ParticipantProgressAnswer,
});

export const participantResponsesContract = defineContract({
  method: "GET",
  path: "/api/participant/responses",
  readModels: ["sessions", "roster"],
  summary: "Which evaluations the calling participant has given, per session and survey type (never the answers)",
  audience: "participant",
  answer: ParticipantResponsesAnswer,
});

export const nextModulesContract = defineContract({
  method: "GET",
  path: "/api/participant/next-modules",
  readModels: ["sessions", "users", "roster", "courseSchedule"],
  summary: "After the calling participant finishes a module: per course, the next module and its public sessions near them, with a free place",
  audience: "participant",
  answer: NextModulesAnswer,
});

export const PARTICIPANT_HOME_CONTRACTS = [participantProgressContract, participantResponsesContract, nextModulesContract] as const;
