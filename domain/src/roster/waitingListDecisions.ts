import { Either } from "effect";
import { message } from "../i18n/translate";
import { isUpcoming } from "../sessions/format";
import { Conflict, NotAllowed, type DomainError } from "../shared/domainError";
import type { AcceptOffer, WaitingListCommand } from "./commands";
import type { RosterEvent } from "./events";
import { hasExpired, isOnWaitingList, openOfferOf, spaceOffered, unheldSpaces, type WaitingListState } from "./waitingList";

/** What the waiting list's decisions read of the roster. */
export interface WaitingListView {
  readonly waitingList: WaitingListState;
  /** Registered attendees now. */
  readonly confirmed: number;
  readonly isRegistered: (participantId: string) => boolean;
}

type Decided = Either.Either<ReadonlyArray<RosterEvent>, DomainError>;

const refuse = (key: Parameters<typeof message>[0]): Decided => Either.left(new Conflict({ reason: message(key) }));

/**
 * The waiting list's own commands (accepting an offer registers, so the roster decides it). The roster
 * then offers whatever space they freed to the next in line (offersOwed).
 */
export const decideWaitingList = (command: Exclude<WaitingListCommand, AcceptOffer>, view: WaitingListView): Decided => {
  const { sessionId, now } = command;
  const list = view.waitingList;
  switch (command.type) {
    case "JoinWaitingList": {
      const { participantId, session } = command;
      if (view.isRegistered(participantId)) return refuse("waitingList.alreadyRegistered");
      if (isOnWaitingList(list, participantId)) return Either.right([]);
      if (!isUpcoming(session.dates, session.today)) return refuse("roster.sessionEnded");
      // With a free space nobody waits for, the person registers instead.
      if (list.waiting.length === 0 && unheldSpaces(list, session.capacity, view.confirmed) > 0) return refuse("waitingList.notFull");
      return Either.right([{ type: "JoinedWaitingList", data: { sessionId, participantId, joinedAt: now } }]);
    }

    case "LeaveWaitingList": {
      const { participantId } = command;
      const offer = openOfferOf(list, participantId);
      if (offer) return Either.right([{ type: "OfferDeclined", data: { sessionId, participantId, offerId: offer.offerId, declinedAt: now } }]);
      if (!list.waiting.includes(participantId)) return Either.left(new NotAllowed({ reason: message("waitingList.notOnList") }));
      return Either.right([{ type: "LeftWaitingList", data: { sessionId, participantId, removedBy: null, leftAt: now } }]);
    }

    case "RemoveFromWaitingList": {
      const { participantId, actorId } = command;
      if (!isOnWaitingList(list, participantId)) return refuse("waitingList.personNotOnList");
      return Either.right([{ type: "LeftWaitingList", data: { sessionId, participantId, removedBy: actorId, leftAt: now } }]);
    }

    case "OfferSpace": {
      const { participantId, actorId, session } = command;
      if (openOfferOf(list, participantId)) return refuse("waitingList.alreadyOffered");
      if (!list.waiting.includes(participantId)) return refuse("waitingList.personNotOnList");
      if (!isUpcoming(session.dates, session.today)) return refuse("roster.sessionEnded");
      if (unheldSpaces(list, session.capacity, view.confirmed) <= 0) return refuse("waitingList.noFreeSpace");
      return Either.right([spaceOffered(list, sessionId, participantId, actorId, now)]);
    }

    case "DeclineOffer": {
      const { participantId, offerId } = command;
      const offer = openOfferOf(list, participantId);
      if (offer?.offerId !== offerId) return refuse("waitingList.offerClosed");
      return Either.right([{ type: "OfferDeclined", data: { sessionId, participantId, offerId, declinedAt: now } }]);
    }

    case "ExpireOffer": {
      // Idempotent: an offer already answered, expired, or not yet due records nothing.
      const offer = list.offers.find((open) => open.offerId === command.offerId);
      if (!offer || !hasExpired(offer, now)) return Either.right([]);
      return Either.right([{ type: "OfferExpired", data: { sessionId, participantId: offer.participantId, offerId: offer.offerId, expiredAt: now } }]);
    }

    case "OfferFreeSpaces":
      return Either.right([]);
  }
};
