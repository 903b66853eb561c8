import { Either } from "effect";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, vi } from "vitest";
import type { DomainError, DomainEvent, Role } from "@wellbeing/domain";
import {
  AUTH_COOKIE,
  CallerStanding,
  TokenService,
  createServiceApp,
  createSmtpMailer,
  isAfter,
  openServiceResources,
  problemIn,
  problemOf,
  startMailSink,
  type EventStore,
  type MailSink,
  type Position,
  type ServiceResources,
} from "@wellbeing/platform";
import { createTestDatabase, type TestDatabase } from "@wellbeing/platform/testing";
import { commandApi } from "../app";
import { createCommandApiDeps, type CommandApiDeps } from "../deps";
import { newId, toNewEvents } from "../infrastructure/commandContext";
import { loadAccount } from "../users/accounts";

// Slice tests of commands, read as a story: given these streams (appended through the event store
// port), when this request arrives at the running command API, then this answer and these new
// events on these streams (read back through the port). After Emmett's ApiSpecification.
//
//   await spec
//     .given(...admin.streams, session.stream)
//     .when({ method: "PATCH", url, body, as: admin.as })
//     .then(answer(200, {...}), appended(rosterStream(sessionId), ...events));
//   ... .then(refused(409, ROSTER_TEXTS.sessionFull), nothingAppended());

/** Events a stream already holds before the request. */
export interface GivenStream {
  readonly streamId: string;
  readonly events: ReadonlyArray<DomainEvent>;
}

export const existingStream = (streamId: string, ...events: DomainEvent[]): GivenStream => ({ streamId, events });

/** Who sends a request: their session cookie, acting as this role. */
export interface Sender {
  readonly userId: string;
  readonly role: Role;
}

/** A request to the command API; without `as`, nobody is logged in. */
export interface CommandRequest {
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  readonly url: string;
  readonly body?: unknown;
  /** Headers beside the session cookie (a raw text body's content type). */
  readonly headers?: Readonly<Record<string, string>>;
  readonly as?: Sender;
}

/** A command another slice calls in-process (no route of its own): its refusal is answered as the HTTP boundary would. */
type CommandCall = (deps: CommandApiDeps) => Promise<Either.Either<unknown, DomainError>>;

/** What came of the request: the answer, and where the store's head stood before it. */
export interface Outcome {
  readonly status: number;
  readonly body: unknown;
  readonly store: EventStore;
  readonly headBefore: Position | null;
  /** How many events the store held before the request (null where it cannot tell cheaply). */
  readonly countBefore: number | null;
}

export type Expectation = (outcome: Outcome) => Promise<void> | void;

/** The body, to show beside a wrong status (a call's value may hold a position's bigints). */
const shown = (body: unknown): string => JSON.stringify(body, (_key, value: unknown) => (typeof value === "bigint" ? String(value) : value));

/** The answer: its status and (when given) its whole body; asymmetric matchers welcome. */
export const answer =
  (status: number, body?: unknown): Expectation =>
  (outcome) => {
    expect(outcome.status, shown(outcome.body)).toBe(status);
    if (body !== undefined) expect(outcome.body).toEqual(body);
  };

/** A refusal with the specification's message (and, when given, the messages of the fields). */
export const refused =
  (status: number, error: string, fields?: Record<string, string>): Expectation =>
  (outcome) => {
    expect(outcome.status, shown(outcome.body)).toBe(status);
    expect(outcome.body).toEqual(fields ? { error, fields } : { error });
  };

/** Exactly these events (type and data) were appended to the stream by the request, in order. */
export const appended =
  (streamId: string, ...events: ReadonlyArray<{ readonly type: string; readonly data: unknown }>): Expectation =>
  async ({ store, headBefore }) => {
    const recorded = await store.readStream(streamId);
    const fresh = recorded.filter((event) => headBefore === null || isAfter(event.position, headBefore));
    expect(fresh.map(({ type, data }) => ({ type, data }))).toEqual(events);
  };

/** For work the command does after it answers (e-mail off the request path): waits until the expectation holds. */
export const eventually =
  (expectation: Expectation, timeoutMs = 10_000): Expectation =>
  (outcome) =>
    vi.waitFor(() => expectation(outcome), { timeout: timeoutMs, interval: 50 });

/** An expectation that needs the answer first (a new session's id names its stream). */
export const fromAnswer =
  <Body>(expectationOf: (body: Body) => Expectation): Expectation =>
  (outcome) =>
    expectationOf(outcome.body as Body)(outcome);

/** Nothing at all was appended, to any stream. */
export const nothingAppended =
  (): Expectation =>
  async ({ store, headBefore, countBefore }) => {
    // The count sees every commit; the head a reader sees may trail one while another transaction is open.
    if (countBefore !== null) expect(await store.countEvents()).toBe(countBefore);
    else expect(await store.headPosition()).toEqual(headBefore);
  };

interface CommandSpecification {
  /** The running command API's dependencies (its clock, its e-mail index for naming an address's stream). */
  readonly deps: CommandApiDeps;
  /** Every e-mail the command API sent arrives here (a real SMTP server). */
  readonly mail: MailSink;
  /** The instant the command API's clock shows. */
  readonly now: Date;
  given(...streams: ReadonlyArray<GivenStream>): {
    when(request: CommandRequest | CommandCall): { then(...expectations: ReadonlyArray<Expectation>): Promise<void> };
  };
  stop(): Promise<void>;
}

/**
 * The head once the given events are visible to readers. A reader's head trails a commit while any
 * transaction on the server is open (other test files' databases share it), so wait for it.
 */
const headIncluding = async (store: EventStore, position: Position | null): Promise<Position | null> =>
  vi.waitFor(
    async () => {
      const head = await store.headPosition();
      if (position !== null && (head === null || isAfter(position, head))) throw new Error("the given events are not visible yet");
      return head;
    },
    { timeout: 10_000, interval: 20 },
  );

const GENEROUS = { max: 100_000, timeWindowMs: 60_000 };

/** The command API on its own fresh database (the `int` project's PostgreSQL), with a clock stopped at `now`. */
const startCommandSpecification = async (options: { readonly now?: Date } = {}): Promise<CommandSpecification> => {
  const now = options.now ?? new Date();
  const database: TestDatabase = await createTestDatabase();
  const resources: ServiceResources = await openServiceResources({ databaseUrl: database.url, poolSize: 4 });
  const mail = await startMailSink();
  const tokens = new TokenService("command-specification-secret-long-enough-for-hs256");
  const mailer = createSmtpMailer(mail.url);
  const deps = await createCommandApiDeps({
    store: resources.store,
    keyring: resources.keyring,
    db: resources.db,
    tokens,
    publicUrl: "http://localhost:3000",
    mailer,
    rateLimits: { login: GENEROUS, signUp: GENEROUS, accountEmails: GENEROUS, sessionEmails: GENEROUS, staffInvitations: GENEROUS, errorReports: GENEROUS },
    clock: () => now,
  });
  const app: FastifyInstance = await createServiceApp({ tokens, standing: new CallerStanding(resources.store) });
  await app.register(commandApi, deps);
  await app.ready();

  const cookieOf = async (sender: Sender): Promise<string> => {
    const account = await loadAccount(deps.store, sender.userId);
    const token = tokens.issue({
      userId: sender.userId,
      role: sender.role,
      roles: account?.roles ?? [sender.role],
      generation: account?.credentialGeneration ?? 0,
    });
    return `${AUTH_COOKIE}=${token}`;
  };

  const send = async (request: CommandRequest | CommandCall): Promise<{ status: number; body: unknown }> => {
    if (typeof request === "function") {
      const result = await request(deps);
      if (Either.isRight(result)) return { status: 200, body: result.right };
      // Answered as the HTTP boundary answers a caller who asked for nothing else: in English.
      const problem = problemOf(result.left);
      return { status: problem.status, body: problemIn("en", problem.body) };
    }
    const response = await app.inject({
      method: request.method,
      url: request.url,
      ...(request.body === undefined ? {} : { payload: request.body as object }),
      headers: { ...request.headers, ...(request.as ? { cookie: await cookieOf(request.as) } : {}) },
    });
    return { status: response.statusCode, body: response.body === "" ? null : response.json() };
  };

  return {
    deps,
    mail,
    now,
    given: (...streams) => ({
      when: (request) => ({
        then: async (...expectations) => {
          const context = { actorId: null, correlationId: newId(), now };
          let lastGiven: Position | null = null;
          for (const { streamId, events } of streams) {
            lastGiven = (await deps.store.append(streamId, toNewEvents(events, context), { expectedRevision: "any" })).position;
          }
          const headBefore = await headIncluding(deps.store, lastGiven);
          const countBefore = await deps.store.countEvents();
          const { status, body } = await send(request);
          for (const expectation of expectations) await expectation({ status, body, store: deps.store, headBefore, countBefore });
        },
      }),
    }),
    stop: async () => {
      await app.close();
      await mailer.close();
      await mail.stop();
      await resources.close();
      await database.drop();
    },
  };
};

/**
 * A test file's specification: started before its tests and stopped after them. Its members are
 * read when a test runs, so a file declares it once, at the top: `const spec = useCommandSpecification();`.
 */
export const useCommandSpecification = (options: { readonly now?: Date } = {}): CommandSpecification => {
  let started: CommandSpecification | undefined;
  beforeAll(async () => {
    started = await startCommandSpecification(options);
  });
  afterAll(async () => {
    await started?.stop();
  });
  const current = (): CommandSpecification => {
    if (!started) throw new Error("The command specification starts before the tests: read it inside a test");
    return started;
  };
  return {
    get deps() {
      return current().deps;
    },
    get mail() {
      return current().mail;
    },
    get now() {
      return current().now;
    },
    given: (...streams) => current().given(...streams),
    stop: () => current().stop(),
  };
};
