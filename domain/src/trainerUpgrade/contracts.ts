import { Schema } from "effect";
import { defineContract, formPart, idParams, requestPart } from "../http/contract";
import { SignedInUserAnswer } from "../auth/user";
import { IsoInstant } from "../shared/answers";
import { oneOf, requiredField } from "../shared/fields";
import { Organisation } from "../users/events";
import { LOCAL_LEAD_DECISIONS } from "./commands";
import { TttUpgradeWire, decodeTttUpgrade } from "./form";

// The HTTP contracts of the train-the-trainer route (§7), and of the requests for a local lead account it may end in.

export const upgradeToTttContract = defineContract({
  method: "PATCH",
  path: "/api/upgrade-to-ttt",
  summary:
    "Move on along the train-the-trainer route: the trainer sign-up (as the participant whose pending step it is, with a proven address, having attended Train the Trainer; the answer acts as the new trainer account, and the manager box asks an admin for a local lead account), then Next on 'How this tool works', then finishing Trainer Advice (as that account)",
  audience: "account",
  body: formPart(TttUpgradeWire, decodeTttUpgrade),
  answer: SignedInUserAnswer,
});

/** A new trainer waiting for an admin's decision on a local lead account, as the admin's list shows them. */
export const LocalLeadRequestAnswer = Schema.Struct({
  _id: Schema.String,
  name: Schema.NullOr(Schema.String),
  email: Schema.NullOr(Schema.String),
  organisation: Schema.NullOr(Organisation),
  localAuthorities: Schema.Array(Schema.String),
  requestedAt: IsoInstant,
}).annotations({ identifier: "LocalLeadRequest" });
export type LocalLeadRequestAnswer = typeof LocalLeadRequestAnswer.Type;

export const localLeadRequestsContract = defineContract({
  method: "GET",
  path: "/api/local-lead-requests",
  readModels: ["users"],
  summary: "The requests for a local lead account waiting for an admin's decision, oldest first",
  audience: "staff",
  answer: Schema.Struct({ requests: Schema.Array(LocalLeadRequestAnswer) }).annotations({ identifier: "LocalLeadRequests" }),
});

/** POST /api/users/:id/local-lead-request: approve or decline. */
const LocalLeadDecisionForm = Schema.Struct({ decision: requiredField(oneOf(LOCAL_LEAD_DECISIONS)) }).annotations({ identifier: "LocalLeadDecision" });

export const decideLocalLeadRequestContract = defineContract({
  method: "POST",
  path: "/api/users/:id/local-lead-request",
  summary:
    "An admin approves (the person's trainer account becomes a local lead account) or declines a request for a local lead account; the person is e-mailed",
  audience: "staff",
  params: idParams("user"),
  body: requestPart(LocalLeadDecisionForm),
  answer: Schema.Struct({ emailSent: Schema.Boolean }).annotations({ identifier: "LocalLeadRequestDecided" }),
});

export const TRAINER_UPGRADE_CONTRACTS = [upgradeToTttContract, localLeadRequestsContract, decideLocalLeadRequestContract] as const;
