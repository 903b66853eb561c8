import { Either } from "effect";
import { message } from "../i18n/translate";
import type { Decider } from "../shared/decider";
import { Conflict, NotAllowed, NotFound, ValidationFailed, type DomainError } from "../shared/domainError";
import { userDecider, type UserState, type UserStreamEvent } from "../users/decider";
import type { TrainerUpgradeCommand, TakeTttUpgradeStep, UpgradeToTrainer, OfferTrainerSignUp } from "./commands";
import type { TrainerUpgradeEvent } from "./events";
import { NEXT_TTT_STEP } from "./steps";

type Decision = Either.Either<ReadonlyArray<TrainerUpgradeEvent>, DomainError>;
type ActiveState = Extract<UserState, { status: "active" }>;

const nothing: Decision = Either.right([]);
const stepNotPending = () => Either.left(new Conflict({ reason: message("trainerUpgrade.stepNotPending") }));
const notAllowed = () => Either.left(new NotAllowed({ reason: message("product.notAllowed") }));

const holdsOnlyParticipant = (state: ActiveState): boolean => state.roles.every((role) => role === "participant");

/** §4: only a person holding nothing but a participant account is asked to sign up as a trainer; asked again, nothing changes. */
const offer = (command: OfferTrainerSignUp, state: ActiveState): Decision => {
  if (!holdsOnlyParticipant(state)) return nothing;
  const pending = state.nextUpgradeToTttStep;
  if (pending?.step === "signupAsTtt" && pending.course === command.course) return nothing;
  return Either.right([{ type: "TrainerSignUpOffered", data: { userId: state.userId, course: command.course, offeredAt: command.now } }]);
};

/** The trainer sign-up: acting as the participant whose pending step it is, with consent; a repeat of a sign-up just made records nothing. */
const upgrade = (command: UpgradeToTrainer, state: ActiveState): Decision => {
  if (command.actingAs !== "participant") return notAllowed();
  if (!command.acceptLocalLeadAccess) return Either.left(new ValidationFailed({ fields: { acceptLocalLeadAccess: message("trainerUpgrade.consentRequired") } }));
  const pending = state.nextUpgradeToTttStep;
  if (pending?.step === NEXT_TTT_STEP.signupAsTtt && state.roles.includes(command.role)) return nothing;
  if (pending?.step !== "signupAsTtt" || !holdsOnlyParticipant(state)) return stepNotPending();
  return Either.right([
    {
      type: "UpgradedToTrainer",
      data: {
        userId: state.userId,
        role: command.role,
        localAuthorities: [...new Set(command.localAuthorities)],
        acceptedLocalLeadAccess: true,
        course: pending.course,
        upgradedAt: command.now,
      },
    },
  ]);
};

/** A later step, taken as the trainer or local lead account: only the one that follows the pending step (already taken: nothing). */
const takeStep = (command: TakeTttUpgradeStep, state: ActiveState): Decision => {
  if (command.actingAs !== "trainer" && command.actingAs !== "localLead") return notAllowed();
  const pending = state.nextUpgradeToTttStep;
  if ((pending?.step ?? null) === command.nextStep) return nothing;
  if (pending === null || pending.step === "signupAsTtt" || NEXT_TTT_STEP[pending.step] !== command.nextStep) return stepNotPending();
  return Either.right([{ type: "TttUpgradeStepTaken", data: { userId: state.userId, course: pending.course, nextStep: command.nextStep, takenAt: command.now } }]);
};

/**
 * The train-the-trainer route (§4) on the person's user stream, folded as the user decider folds it:
 * the offer after the post-train-the-trainer evaluation, the trainer sign-up, and the steps after it.
 */
export const trainerUpgradeDecider: Decider<TrainerUpgradeCommand, UserStreamEvent, UserState, DomainError> = {
  initialState: userDecider.initialState,
  evolve: userDecider.evolve,
  decide: (command, state): Decision => {
    if (state.status !== "active") return command.type === "OfferTrainerSignUp" ? nothing : Either.left(new NotFound({ what: "user" }));
    switch (command.type) {
      case "OfferTrainerSignUp":
        return offer(command, state);
      case "UpgradeToTrainer":
        return upgrade(command, state);
      case "TakeTttUpgradeStep":
        return takeStep(command, state);
    }
  },
};
