import { Either, Schema } from "effect";
import { LocalAuthorities } from "../users/organisation";
import type { FieldMessages } from "../shared/domainError";
import { decodeFields } from "../shared/fieldErrors";
import { says, saying } from "../shared/fieldMessage";
import { oneOf, requiredField } from "../shared/fields";
import { UPGRADE_ROLES, type UpgradeRole } from "./events";
import { roleOfTrainerSignUp } from "./steps";

// PATCH /api/upgrade-to-ttt (§3 Trainer sign-up state, §5, §7: role, localAuthorities, step): `step` is
// the step the person moves on to. howItWorks completes the trainer sign-up (with its fields);
// watchTttVideo is Next on 'How this tool works'; null finishes Trainer Advice.

const NEXT_STEPS = ["howItWorks", "watchTttVideo"] as const;

const consentRequired = () => says("trainerUpgrade.consentRequired");
const ticked = Schema.Boolean.annotations({ message: consentRequired }).pipe(Schema.filter((accepted) => accepted || consentRequired()));

/** The trainer sign-up's fields (§2.18): the role the manager box gave, at least one delivery local authority, and the consent. */
const TrainerSignUpFields = Schema.Struct({
  role: requiredField(oneOf(UPGRADE_ROLES)),
  localAuthorities: Schema.propertySignature(LocalAuthorities).annotations({ missingMessage: () => says("validation.selectAtLeastOne") }),
  acceptLocalLeadAccess: Schema.propertySignature(ticked).annotations({ missingMessage: consentRequired }),
});

type NextStep = (typeof NEXT_STEPS)[number] | null;
const isNextStep = (value: unknown): value is NextStep => value === null || NEXT_STEPS.some((step) => step === value);

// One check with one message (a union of literals would report each member's own English words).
const StepField = Schema.Struct({
  step: requiredField(Schema.declare(isNextStep, saying("validation.required"))),
});

/** The body as it travels (the OpenAPI document shows it; decodeTttUpgrade judges it). */
export const TttUpgradeWire = Schema.Struct({
  step: Schema.NullOr(Schema.Literal(...NEXT_STEPS)),
  role: Schema.optional(Schema.Literal(...UPGRADE_ROLES)),
  localAuthorities: Schema.optional(Schema.Array(Schema.String)),
  acceptLocalLeadAccess: Schema.optional(Schema.Boolean),
}).annotations({
  identifier: "TttUpgrade",
  description:
    "The train-the-trainer step the caller moves on to: howItWorks with role (trainer, or localLead for 'I'm managing groups of trainers'), localAuthorities and acceptLocalLeadAccess true completes the trainer sign-up; watchTttVideo is Next on 'How this tool works'; null finishes Trainer Advice.",
});

export type TttUpgradeRequest =
  | { readonly kind: "signUp"; readonly role: UpgradeRole; readonly localAuthorities: ReadonlyArray<string>; readonly acceptLocalLeadAccess: boolean }
  | { readonly kind: "step"; readonly nextStep: "watchTttVideo" | null };

/** Judges the body: the step first, then the sign-up's own fields when it is the sign-up (each field's message at once). */
export const decodeTttUpgrade = (input: unknown): Either.Either<TttUpgradeRequest, FieldMessages> =>
  Either.flatMap(decodeFields(StepField)(input), ({ step }): Either.Either<TttUpgradeRequest, FieldMessages> => {
    if (step !== "howItWorks") return Either.right({ kind: "step", nextStep: step });
    return Either.map(decodeFields(TrainerSignUpFields)(input), (form) => ({ kind: "signUp", ...form }));
  });

/** §3 Trainer sign-up state, as the /ttt-signup screen holds it. */
export interface TrainerSignUpState {
  readonly localAuthorities: ReadonlyArray<string>;
  readonly isManager: boolean;
  readonly acceptLocalLeadAccess: boolean;
}

/** The sign-up screen judges what the server will: the manager box gives the role (§4). */
export const decodeTrainerSignUpScreen = (state: TrainerSignUpState) =>
  decodeFields(TrainerSignUpFields)({
    role: roleOfTrainerSignUp(state.isManager),
    localAuthorities: state.localAuthorities,
    acceptLocalLeadAccess: state.acceptLocalLeadAccess,
  });
