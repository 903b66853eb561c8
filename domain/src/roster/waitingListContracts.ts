import { Schema } from "effect";
import { defineContract, idParams, idsParams, requestPart } from "../http/contract";
import { PublicSessionAnswer } from "../sessions/answers";
import { sessionIdParams } from "../sessions/contracts";
import { IsoInstant } from "../shared/answers";
import { FreeText, requiredField } from "../shared/fields";
import { saying } from "../shared/fieldMessage";
import { LIMITS } from "../constants";
import { ConfirmedRegistrationAnswer } from "./answers";

// The HTTP contracts of a session's waiting list (issue 29): a participant joins, leaves, accepts or declines
// the space offered; staff list it, offer a space by hand, take someone off.

/** An offer's id as the roster numbers it: `<session id>.<n>`. */
const OfferId = Schema.String.annotations(saying("waitingList.offerClosed")).pipe(
  Schema.pattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.\d{1,9}$/i, saying("waitingList.offerClosed")),
);

/** POST …/waiting-list/offer/accept: the offer taken, and the registration form's optional message (§2.12). */
export const AcceptOfferInput = Schema.Struct({
  offerId: requiredField(OfferId),
  message: Schema.optionalWith(Schema.NullOr(FreeText(LIMITS.extraInfoMaxLength)), { default: () => null }),
});
export type AcceptOfferInput = typeof AcceptOfferInput.Type;

/** POST …/waiting-list/offer/decline */
export const DeclineOfferInput = Schema.Struct({ offerId: requiredField(OfferId) });
export type DeclineOfferInput = typeof DeclineOfferInput.Type;

/** Where the caller stands on a session's waiting list. */
export const WaitingStatusAnswer = Schema.Literal("none", "waiting", "offered", "registered");

/** GET /api/participant/waiting-list/:id: the session, and the calling participant's place on its waiting list. */
export const WaitingPlaceAnswer = Schema.Struct({
  session: PublicSessionAnswer,
  status: WaitingStatusAnswer,
  /** Their place in line, from 1, while waiting. */
  position: Schema.NullOr(Schema.Number),
  /** The space held for them, while an offer is open. */
  offer: Schema.NullOr(Schema.Struct({ offerId: Schema.String, expiresAt: IsoInstant })),
  /** No space is free for a newcomer: taken, held for someone, or someone waits for it. */
  full: Schema.Boolean,
  ended: Schema.Boolean,
}).annotations({ identifier: "WaitingPlace" });
export type WaitingPlaceAnswer = typeof WaitingPlaceAnswer.Type;

/** GET /api/participant/waiting-lists: the calling participant's places on waiting lists of sessions not yet over (the home). */
export const MyWaitingListsAnswer = Schema.Struct({
  places: Schema.Array(
    Schema.Struct({
      session: PublicSessionAnswer,
      position: Schema.NullOr(Schema.Number),
      offer: Schema.NullOr(Schema.Struct({ offerId: Schema.String, expiresAt: IsoInstant })),
    }),
  ),
}).annotations({ identifier: "MyWaitingLists" });
export type MyWaitingListsAnswer = typeof MyWaitingListsAnswer.Type;

/** GET /api/sessions/:id/waiting-list: the waiting list as Manage Session shows it (staff). */
export const WaitingListAnswer = Schema.Struct({
  sessionId: Schema.String,
  capacity: Schema.Number,
  registered: Schema.Number,
  /** Free spaces neither taken nor held by an open offer. */
  unheldSpaces: Schema.Number,
  people: Schema.Array(
    Schema.Struct({
      participantId: Schema.String,
      name: Schema.NullOr(Schema.String),
      /** Null once the person is erased. */
      email: Schema.NullOr(Schema.String),
      /** Place in line while waiting; null while a space is offered to them. */
      position: Schema.NullOr(Schema.Number),
      joinedAt: IsoInstant,
      offer: Schema.NullOr(Schema.Struct({ offerId: Schema.String, expiresAt: IsoInstant, offeredByHand: Schema.Boolean })),
    }),
  ),
}).annotations({ identifier: "WaitingList" });
export type WaitingListAnswer = typeof WaitingListAnswer.Type;

const Done = <const Key extends string>(key: Key, identifier: string) =>
  Schema.Struct({ [key]: Schema.Literal(true) } as { [K in Key]: Schema.Literal<[true]> }).annotations({ identifier });

export const waitingListContract = defineContract({
  method: "GET",
  path: "/api/sessions/:id/waiting-list",
  readModels: ["sessions", "users", "waitingList"],
  summary: "A session's waiting list: who waits, in order, and the spaces offered",
  audience: "staff",
  params: idParams("session"),
  answer: WaitingListAnswer,
});

export const waitingPlaceContract = defineContract({
  method: "GET",
  path: "/api/participant/waiting-list/:id",
  readModels: ["sessions", "roster", "waitingList"],
  summary: "A session and the calling participant's place on its waiting list",
  audience: "participant",
  params: idParams("session"),
  answer: WaitingPlaceAnswer,
});

export const myWaitingListsContract = defineContract({
  method: "GET",
  path: "/api/participant/waiting-lists",
  readModels: ["sessions", "waitingList"],
  summary: "The calling participant's places on waiting lists, and the spaces offered to them",
  audience: "participant",
  answer: MyWaitingListsAnswer,
});

export const joinWaitingListContract = defineContract({
  method: "POST",
  path: "/api/sessions/:sessionId/waiting-list",
  summary: "Join a full session's waiting list",
  audience: "participant",
  params: sessionIdParams,
  answer: Done("joined", "JoinedWaitingList"),
});

export const leaveWaitingListContract = defineContract({
  method: "DELETE",
  path: "/api/sessions/:sessionId/waiting-list",
  summary: "Leave a session's waiting list (declining a space offered)",
  audience: "participant",
  params: sessionIdParams,
  answer: Done("left", "LeftWaitingList"),
});

export const acceptOfferContract = defineContract({
  method: "POST",
  path: "/api/sessions/:sessionId/waiting-list/offer/accept",
  summary: "Take the space offered: register for the session",
  audience: "participant",
  params: sessionIdParams,
  body: requestPart(AcceptOfferInput),
  answer: ConfirmedRegistrationAnswer,
});

export const declineOfferContract = defineContract({
  method: "POST",
  path: "/api/sessions/:sessionId/waiting-list/offer/decline",
  summary: "Turn the space offered down: it passes to the next in line",
  audience: "participant",
  params: sessionIdParams,
  body: requestPart(DeclineOfferInput),
  answer: Done("declined", "DeclinedOffer"),
});

const personOnListParams = idsParams({ sessionId: "session", participantId: "user" });

export const offerSpaceContract = defineContract({
  method: "POST",
  path: "/api/sessions/:sessionId/waiting-list/:participantId/offer",
  summary: "Offer a free space by hand to a person on the waiting list",
  audience: "staff",
  params: personOnListParams,
  answer: Done("offered", "SpaceOffered"),
});

export const removeFromWaitingListContract = defineContract({
  method: "DELETE",
  path: "/api/sessions/:sessionId/waiting-list/:participantId",
  summary: "Take a person off the waiting list",
  audience: "staff",
  params: personOnListParams,
  answer: Done("removed", "RemovedFromWaitingList"),
});

export const WAITING_LIST_CONTRACTS = [
  waitingListContract,
  waitingPlaceContract,
  myWaitingListsContract,
  joinWaitingListContract,
  leaveWaitingListContract,
  acceptOfferContract,
  declineOfferContract,
  offerSpaceContract,
  removeFromWaitingListContract,
] as const;
