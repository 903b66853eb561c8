import { OFFER_HOLD_HOURS } from "../constants";
import { formatDateTime } from "../i18n/dates";
import type { Language } from "../i18n/language";
import { isUpcoming } from "../sessions/format";
import type { SessionSpaces } from "./commands";
import type { RosterEvent } from "./events";

// A session's waiting list (issue 29), folded from the roster's stream: who waits, in the order they
// joined, and the spaces held for people by open offers. Every decision that may free a space ends by
// offering the free unheld ones to the first in line, so a space never stays empty while someone waits.

/** A space held for one person until `expiresAt`. */
export interface OpenOffer {
  readonly offerId: string;
  readonly participantId: string;
  readonly expiresAt: string;
}

export interface WaitingListState {
  /** Participant accounts waiting, first in line first. */
  readonly waiting: ReadonlyArray<string>;
  readonly offers: ReadonlyArray<OpenOffer>;
  /** Offers ever made on this roster: the next offer's number. */
  readonly offersMade: number;
}

export const emptyWaitingList: WaitingListState = { waiting: [], offers: [], offersMade: 0 };

const without = (state: WaitingListState, participantId: string): WaitingListState => ({
  ...state,
  waiting: state.waiting.filter((waiting) => waiting !== participantId),
  offers: state.offers.filter((offer) => offer.participantId !== participantId),
});

const closing = (state: WaitingListState, offerId: string): WaitingListState => ({
  ...state,
  offers: state.offers.filter((offer) => offer.offerId !== offerId),
});

export const evolveWaitingList = (state: WaitingListState, event: RosterEvent): WaitingListState => {
  switch (event.type) {
    case "JoinedWaitingList":
      return state.waiting.includes(event.data.participantId) ? state : { ...state, waiting: [...state.waiting, event.data.participantId] };
    case "SpaceOffered": {
      const { offerId, participantId, expiresAt } = event.data;
      const waiting = state.waiting.filter((waiting) => waiting !== participantId);
      return { waiting, offers: [...state.offers, { offerId, participantId, expiresAt }], offersMade: state.offersMade + 1 };
    }
    case "OfferAccepted":
    case "OfferDeclined":
    case "OfferExpired":
      return closing(state, event.data.offerId);
    case "LeftWaitingList":
      return without(state, event.data.participantId);
    // Registered, however it came about (staff listed them too): no longer waiting, their offer no longer held.
    case "AttendeeRegistered":
      return event.data.participantId ? without(state, event.data.participantId) : state;
    default:
      return state;
  }
};

/** The person's open offer, if they have one. */
export const openOfferOf = (state: WaitingListState, participantId: string): OpenOffer | undefined =>
  state.offers.find((offer) => offer.participantId === participantId);

/** The person's place in line, from 1; null when they are not waiting. */
export const positionOf = (state: WaitingListState, participantId: string): number | null => {
  const index = state.waiting.indexOf(participantId);
  return index === -1 ? null : index + 1;
};

export const isOnWaitingList = (state: WaitingListState, participantId: string): boolean =>
  state.waiting.includes(participantId) || openOfferOf(state, participantId) !== undefined;

/** Spaces neither taken by a registered attendee nor held by an open offer (negative when staff overfilled it). */
export const unheldSpaces = (state: WaitingListState, capacity: number, confirmed: number): number => capacity - confirmed - state.offers.length;

/** The offer's expiry: the hold time after it is made. */
export const offerExpiry = (now: string): string => new Date(new Date(now).getTime() + OFFER_HOLD_HOURS * 3_600_000).toISOString();

/** An offer's deadline as the person reads it: 'Tuesday 3 March, 10:00' in their language, UK time. */
export const offerDeadlineIn = (language: Language, expiresAt: string): string => {
  const instant = new Date(expiresAt);
  // Day and time apart: Intl joins them with an English 'at', whatever the language.
  const day = formatDateTime(language, instant, { weekday: "long", day: "numeric", month: "long" });
  return `${day}, ${formatDateTime(language, instant, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" })}`;
};

/** Whether the offer's time ran out by `now`. */
export const hasExpired = (offer: OpenOffer, now: string): boolean => new Date(now).getTime() >= new Date(offer.expiresAt).getTime();

/** The roster's n-th offer: numbered per session, so every decision names it without a random id. */
const offerIdOf = (sessionId: string, number: number): string => `${sessionId}.${number}`;

/** A space offered to the person, held until the hold time after `now`. */
export const spaceOffered = (state: WaitingListState, sessionId: string, participantId: string, offeredBy: string | null, now: string): RosterEvent => ({
  type: "SpaceOffered",
  data: { sessionId, participantId, offerId: offerIdOf(sessionId, state.offersMade + 1), offeredBy, offeredAt: now, expiresAt: offerExpiry(now) },
});

/**
 * The offers a roster now owes: each free unheld space to the next in line, first come first served,
 * while the session has not ended. Decided on the roster as it stands after the decision's other events.
 */
export const offersOwed = (state: WaitingListState, sessionId: string, confirmed: number, session: SessionSpaces, now: string): RosterEvent[] => {
  if (!isUpcoming(session.dates, session.today)) return [];
  const events: RosterEvent[] = [];
  let list = state;
  for (let free = unheldSpaces(state, session.capacity, confirmed); free > 0 && list.waiting.length > 0; free -= 1) {
    const offered = spaceOffered(list, sessionId, list.waiting[0]!, null, now);
    events.push(offered);
    list = evolveWaitingList(list, offered);
  }
  return events;
};
