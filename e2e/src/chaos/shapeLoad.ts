import { questionnaireOf, visibleGroups } from "@wellbeing/domain";
import { completeForm } from "@wellbeing/domain/evaluations/testFixtures";
import { STRONG_PASSWORD } from "@wellbeing/testkit/accountHelpers";
import { ApiClient, type ApiResponse } from "@wellbeing/testkit/apiClient";

// The load of the chaos test: participants who sign up, register for a session, check who they are
// and answer its pre-course evaluation, each from an address of their own, as people would, trying
// again (a little later) when the system answers with a server error or not at all. What was
// acknowledged (a 2xx) is kept, to be found exactly once afterwards.

/** Answered, or not answered at all (the gateway's upstream gone mid-request, a body that is no JSON). */
type Outcome = { readonly answered: true; readonly response: ApiResponse } | { readonly answered: false; readonly error: string };

export interface AcknowledgedSignUp {
  readonly email: string;
  readonly userId: string;
}

export interface AcknowledgedRegistration {
  readonly sessionId: string;
  readonly userId: string;
}

export interface AcknowledgedSubmission {
  readonly sessionId: string;
  readonly responseId: string;
}

/** What the load did: every request, what failed and why, and the writes acknowledged. */
export class LoadRecord {
  readonly signUps: AcknowledgedSignUp[] = [];
  readonly registrations: AcknowledgedRegistration[] = [];
  readonly submissions: AcknowledgedSubmission[] = [];
  /** Requests sent, by kind. */
  readonly sent = new Map<string, number>();
  /** Requests that got no 2xx or expected refusal (a server error or no answer), by kind. */
  readonly failed = new Map<string, number>();
  /** Writes that landed while their answer was lost: found on a retry (an address already taken, already registered, already answered). */
  landedUnacknowledged = 0;
  /** Registrations refused because the session was full. */
  full = 0;

  count(map: Map<string, number>, kind: string): void {
    map.set(kind, (map.get(kind) ?? 0) + 1);
  }

  get acknowledged(): number {
    return this.signUps.length + this.registrations.length + this.submissions.length;
  }

  total(map: Map<string, number>): number {
    return [...map.values()].reduce((sum, value) => sum + value, 0);
  }
}

const RETRY_MS = 200;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const send = async (record: LoadRecord, kind: string, request: () => Promise<ApiResponse>): Promise<Outcome> => {
  record.count(record.sent, kind);
  try {
    return { answered: true, response: await request() };
  } catch (error) {
    return { answered: false, error: error instanceof Error ? error.message : String(error) };
  }
};

/**
 * Sends until the answer is not a server error: the first answer that is a 2xx or a 4xx, and
 * whether an earlier try went unanswered (its write may have landed). A person tries again after an
 * error page; the load gives up only when told to stop.
 */
const untilAnswered = async (
  record: LoadRecord,
  kind: string,
  request: () => Promise<ApiResponse>,
  stopping: () => boolean,
): Promise<{ readonly response: ApiResponse; readonly retried: boolean } | null> => {
  for (let retried = false; ; retried = true) {
    const outcome = await send(record, kind, request);
    if (outcome.answered && outcome.response.status < 500) return { response: outcome.response, retried };
    record.count(record.failed, kind);
    if (stopping()) return null;
    await pause(RETRY_MS);
  }
};

const unexpected = (kind: string, response: ApiResponse): Error => new Error(`${kind}: unexpected ${response.status} ${JSON.stringify(response.body)}`);

/** One participant's visit: sign up, register for `sessionId`, read who they are, answer the pre-course evaluation. */
export const participantVisit = async (
  gateway: string,
  record: LoadRecord,
  visitor: { readonly index: number; readonly sessionId: string },
  stopping: () => boolean,
): Promise<void> => {
  const client = new ApiClient(gateway);
  const email = `chaos.${visitor.index}@shape.test`;
  // Each person from an address of their own (the gateway passes it on): the per-address limits are not what is tested here.
  const from = { "x-forwarded-for": `10.${(visitor.index >> 16) & 255}.${(visitor.index >> 8) & 255}.${visitor.index & 255}` };

  const signedUp = await untilAnswered(
    record,
    "sign-up",
    () => client.request("POST", "/api/participant", { name: `Chaos Participant ${visitor.index}`, email, password: STRONG_PASSWORD }, from),
    stopping,
  );
  if (!signedUp) return;
  if (signedUp.response.status === 201) {
    record.signUps.push({ email, userId: signedUp.response.body.userId as string });
  } else if (signedUp.response.status === 409 && signedUp.retried) {
    // An earlier try landed, its answer lost: the address is theirs, so they log in.
    record.landedUnacknowledged += 1;
    const loggedIn = await untilAnswered(record, "log in", () => client.request("POST", "/api/login", { email, password: STRONG_PASSWORD }, from), stopping);
    if (!loggedIn) return;
    if (loggedIn.response.status !== 200) throw unexpected("log in", loggedIn.response);
  } else {
    throw unexpected("sign-up", signedUp.response);
  }

  const registered = await untilAnswered(
    record,
    "registration",
    () => client.request("PATCH", `/api/sessions/${visitor.sessionId}/confirm-email`, { email, status: "confirmed" }, from),
    stopping,
  );
  if (!registered) return;
  if (registered.response.status === 409) {
    record.full += 1;
    return;
  }
  if (registered.response.status !== 200) throw unexpected("registration", registered.response);
  const whoAmI = await untilAnswered(record, "who am I", () => client.request("GET", "/api/users/auth", undefined, from), stopping);
  if (!whoAmI) return;
  if (whoAmI.response.status !== 200 || typeof whoAmI.response.body.userId !== "string") throw unexpected("who am I", whoAmI.response);
  if (!registered.response.body.alreadyRegistered) record.registrations.push({ sessionId: visitor.sessionId, userId: whoAmI.response.body.userId });
  else if (registered.retried) record.landedUnacknowledged += 1;
  else throw unexpected("registration", registered.response);

  const formState = completeForm(visibleGroups(questionnaireOf("v1"), "pre-course", { demographicsKnown: false }));
  const submitted = await untilAnswered(
    record,
    "submission",
    () =>
      client.request(
        "POST",
        "/api/survey/submit/",
        { sessionId: visitor.sessionId, surveyType: "pre-course", formState, disagreedToResearch: false, questionIDList: [] },
        from,
      ),
    stopping,
  );
  if (!submitted) return;
  if (submitted.response.status === 201) record.submissions.push({ sessionId: visitor.sessionId, responseId: submitted.response.body.responseId as string });
  else if (submitted.retried && submitted.response.status < 500) record.landedUnacknowledged += 1;
  else throw unexpected("submission", submitted.response);
};

/**
 * Visits, `concurrency` at a time, until `stopping()`: each visitor registers for the session of
 * their turn. Resolves once the visits under way have finished; a visit that broke a rule rejects.
 */
export const runVisits = async (
  gateway: string,
  record: LoadRecord,
  options: { readonly concurrency: number; readonly sessionFor: (index: number) => string; readonly stopping: () => boolean },
): Promise<number> => {
  let next = 0;
  const visitor = async () => {
    while (!options.stopping()) {
      const index = next;
      next += 1;
      await participantVisit(gateway, record, { index, sessionId: options.sessionFor(index) }, options.stopping);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, visitor));
  return next;
};

/** Wrong passwords for one account from one address, `parallel` at a time: how each was answered. */
export const guessPasswords = async (gateway: string, email: string, guesses: number, parallel: number): Promise<number[]> => {
  const statuses: number[] = [];
  const from = { "x-forwarded-for": "10.250.0.1" };
  for (let sent = 0; sent < guesses; sent += parallel) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(parallel, guesses - sent) }, async (_, offset) => {
        const response = await fetch(`${gateway}/api/login`, {
          method: "POST",
          headers: { "content-type": "application/json", ...from },
          body: JSON.stringify({ email, password: `Wrong-guess-${sent + offset}!` }),
        }).catch(() => null);
        return response?.status ?? 0;
      }),
    );
    statuses.push(...batch);
  }
  return statuses;
};
