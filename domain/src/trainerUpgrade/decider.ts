import { Either } from "effect";
import { message } from "../i18n/translate";
import { isAdminLevel } from "../roles";
import type { Decider } from "../shared/decider";
import { Conflict, NotAllowed, NotFound, ValidationFailed, type DomainError } from "../shared/domainError";
import { userDecider, type UserState, type UserStreamEvent } from "../users/decider";
import { hasAttendedTrainTheTrainer } from "./attendance";
import type { DecideLocalLeadRequest, TrainerUpgradeCommand, TakeTttUpgradeStep, UpgradeToTrainer, OfferTrainerSignUp } from "./commands";
import type { TrainerUpgradeEvent } from "./events";
import { NEXT_TTT_STEP } from "./steps";

type Decision = Either.Either<ReadonlyArray<TrainerUpgradeEvent>, DomainError>;
type ActiveState = Extract<UserState, { status: "active" }>;

const nothing: Decision = Either.right([]);
const refusedFor = (key: Parameters<typeof message>[0]) => Either.left(new Conflict({ reason: message(key) }));
const stepNotPending = () => refusedFor("trainerUpgrade.stepNotPending");
const notAllowed = () => Either.left(new NotAllowed({ reason: message("product.notAllowed") }));

const holdsOnlyParticipant = (state: ActiveState): boolean => state.roles.every((role) => role === "participant");

/** §4: only a person holding nothing but a participant account is asked to sign up as a trainer; asked again, nothing changes. */
const offer = (command: OfferTrainerSignUp, state: ActiveState): Decision => {
  if (!holdsOnlyParticipant(state)) return nothing;
  const pending = state.nextUpgradeToTttStep;
  if (pending?.step === "signupAsTtt" && pending.course === command.course) return nothing;
  return Either.right([{ type: "TrainerSignUpOffered", data: { userId: state.userId, course: command.course, offeredAt: command.now } }]);
};

/** The sign-up was just made (a double click, another tab): the route moved on and the trainer account is there. */
const justSignedUp = (state: ActiveState): boolean =>
  state.nextUpgradeToTttStep?.step === NEXT_TTT_STEP.signupAsTtt && (state.roles.includes("trainer") || state.roles.includes("localLead"));

/**
 * The trainer sign-up, acting as the participant whose pending step it is, with consent, and only for
 * someone who proved their address and attended Train the Trainer (defence in depth: whatever made the
 * offer, the sign-up checks again). Ticking the manager box asks for a local lead account, which an
 * admin decides; the sign-up itself gives a trainer account. A repeat of a sign-up just made records nothing.
 */
const upgrade = (command: UpgradeToTrainer, state: ActiveState): Decision => {
  if (command.actingAs !== "participant") return notAllowed();
  if (!command.acceptLocalLeadAccess)
    return Either.left(new ValidationFailed({ fields: { acceptLocalLeadAccess: message("trainerUpgrade.consentRequired") } }));
  if (justSignedUp(state)) return nothing;
  const pending = state.nextUpgradeToTttStep;
  if (pending?.step !== "signupAsTtt" || !holdsOnlyParticipant(state)) return stepNotPending();
  if (!state.emailVerified) return refusedFor("trainerUpgrade.verifyEmailFirst");
  if (!hasAttendedTrainTheTrainer(command.attendedSessions, pending.course, command.now)) return refusedFor("trainerUpgrade.trainTheTrainerNotAttended");
  const upgraded: TrainerUpgradeEvent = {
    type: "UpgradedToTrainer",
    data: {
      userId: state.userId,
      role: "trainer",
      localAuthorities: [...new Set(command.localAuthorities)],
      acceptedLocalLeadAccess: true,
      course: pending.course,
      upgradedAt: command.now,
    },
  };
  if (command.role !== "localLead") return Either.right([upgraded]);
  return Either.right([upgraded, { type: "LocalLeadAccessRequested", data: { userId: state.userId, requestedAt: command.now } }]);
};

/** A later step, taken as the trainer or local lead account: only the one that follows the pending step (already taken: nothing). */
const takeStep = (command: TakeTttUpgradeStep, state: ActiveState): Decision => {
  if (command.actingAs !== "trainer" && command.actingAs !== "localLead") return notAllowed();
  const pending = state.nextUpgradeToTttStep;
  if ((pending?.step ?? null) === command.nextStep) return nothing;
  if (pending === null || pending.step === "signupAsTtt" || NEXT_TTT_STEP[pending.step] !== command.nextStep) return stepNotPending();
  return Either.right([
    { type: "TttUpgradeStepTaken", data: { userId: state.userId, course: pending.course, nextStep: command.nextStep, takenAt: command.now } },
  ]);
};

/** An admin decides a waiting local-lead request: approving makes the trainer account a local lead account; either way it is no longer waiting. */
const decideRequest = (command: DecideLocalLeadRequest, state: ActiveState): Decision => {
  if (!isAdminLevel(command.actor.role)) return notAllowed();
  if (command.actor.userId === state.userId) return notAllowed();
  if (state.localLeadRequestedAt === null) return refusedFor("trainerUpgrade.noRequestWaiting");
  const decided = { userId: state.userId, decidedBy: command.actor.userId, decidedAt: command.now };
  if (command.decision === "decline") return Either.right([{ type: "LocalLeadRequestDeclined", data: decided }]);
  if (command.archived) return Either.left(new Conflict({ reason: message("product.staffAccountArchived") }));
  return Either.right([{ type: "LocalLeadRequestApproved", data: decided }]);
};

/**
 * The train-the-trainer route (§4) on the person's user stream, folded as the user decider folds it:
 * the offer after the post-train-the-trainer evaluation, the trainer sign-up, the steps after it, and an
 * admin's decision on a request for a local lead account.
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
      case "DecideLocalLeadRequest":
        return decideRequest(command, state);
    }
  },
};
