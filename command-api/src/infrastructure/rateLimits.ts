import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Knex } from "knex";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Message } from "@wellbeing/domain";
import { HttpProblem, RATE_LIMIT_COUNTERS_TABLE } from "@wellbeing/platform";

interface RateLimit {
  readonly max: number;
  readonly timeWindowMs: number;
}

/** Every limited command, by what it protects. Each command counts on its own (one counter per route, rule and key). */
export interface RateLimits {
  /** Password guesses: log in (per client and e-mail address), reset password (per client), change password (per person). */
  readonly login: RateLimit;
  /** Wrong passwords at log in from one client, whatever the address (password spraying); right ones are not counted. */
  readonly loginFailuresPerClient: RateLimit;
  /** Participant sign-ups, per client address. */
  readonly signUp: RateLimit;
  /** E-mails someone asks for about an account: forgotten password (per client and e-mail address); the verification e-mail resend belongs here too. */
  readonly accountEmails: RateLimit;
  /** Session e-mails sent now, evaluation links e-mailed, e-mails scheduled: per person. */
  readonly sessionEmails: RateLimit;
  /** Invitations to staff: adding a user, adding a trainer to one's group: per person. */
  readonly staffInvitations: RateLimit;
  /** Error reports (anyone may send one, and each is an event): per person, or per client address when nobody is logged in. */
  readonly errorReports: RateLimit;
  /** Evaluations sent by visitors (nobody logged in: the pre-course one), per client address. */
  readonly anonymousSubmissions: RateLimit;
  /** Evaluations sent by visitors, per session, whichever clients send them. */
  readonly anonymousSubmissionsPerSession: RateLimit;
}

const MINUTE = 60_000;

/**
 * Loose enough for real work (a room of participants signing up behind one address, a trainer
 * inviting and reminding through a busy day), tight enough that nobody scripts floods of e-mail,
 * guesses or evaluations.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, timeWindowMs: MINUTE },
  loginFailuresPerClient: { max: 20, timeWindowMs: 15 * MINUTE },
  signUp: { max: 30, timeWindowMs: 15 * MINUTE },
  accountEmails: { max: 5, timeWindowMs: 15 * MINUTE },
  sessionEmails: { max: 60, timeWindowMs: 60 * MINUTE },
  staffInvitations: { max: 60, timeWindowMs: 60 * MINUTE },
  errorReports: { max: 30, timeWindowMs: 15 * MINUTE },
  anonymousSubmissions: { max: 30, timeWindowMs: 15 * MINUTE },
  anonymousSubmissionsPerSession: { max: 100, timeWindowMs: 60 * MINUTE },
};

export const rateLimitsWith = (overrides: Partial<RateLimits> = {}): RateLimits => ({ ...DEFAULT_RATE_LIMITS, ...overrides });

/** A text field of an undecoded body or query, or "" (a key must never throw, whatever was sent). */
export const textFieldOf = (source: unknown, name: string): string => {
  if (typeof source !== "object" || source === null) return "";
  const value: unknown = (source as Record<string, unknown>)[name];
  return typeof value === "string" ? value.trim().toLowerCase() : "";
};

/** The logged-in person, or else the client address. */
export const personOrClient = (request: FastifyRequest): string => (request.caller ? `person:${request.caller.userId}` : `client:${request.ip}`);

/** One limit of a route: at most `limit.max` requests per key in its window, then 429 with `message`. */
interface RateRule {
  readonly limit: RateLimit;
  readonly key: (request: FastifyRequest) => string;
  readonly message: Message;
  /** Only these requests are limited (all of the route's when absent). */
  readonly appliesTo?: (request: FastifyRequest) => boolean;
  /** Only answers of this status count (wrong passwords: 401); a key over the limit is refused whatever it sends. */
  readonly countsOnly?: number;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route's limits, each checked before its handler runs (see installRateLimits). */
    rateLimits?: ReadonlyArray<RateRule>;
  }
}

/** A route's `config`: the limit, keyed per request by `key`. */
export const limitedBy = (
  limit: RateLimit,
  key: (request: FastifyRequest) => string,
  message: Message,
  options: Pick<RateRule, "appliesTo" | "countsOnly"> = {},
): { rateLimits: ReadonlyArray<RateRule> } => ({ rateLimits: [{ limit, key, message, ...options }] });

/** A route's `config` holding several limits: each one counts, and the first one over refuses. */
export const limitedByEach = (...configs: ReadonlyArray<{ rateLimits: ReadonlyArray<RateRule> }>): { rateLimits: ReadonlyArray<RateRule> } => ({
  rateLimits: configs.flatMap((config) => config.rateLimits),
});

/**
 * The counts of every limit, kept in PostgreSQL by rate-limiter-flexible (one atomic upsert per
 * request), so every instance shares them and a restart keeps them. Keys are stored as hashes:
 * they hold client addresses and e-mail addresses. Should the database fail, each process counts
 * in memory meanwhile (the library's insurance limiter) rather than failing the request.
 */
export class RateCounters {
  private readonly limiters = new Map<string, RateLimiterPostgres>();

  constructor(private readonly db: Knex) {}

  private limiterOf(limit: RateLimit): RateLimiterPostgres {
    const name = `${limit.max}/${limit.timeWindowMs}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const points = limit.max;
      const duration = Math.max(1, Math.ceil(limit.timeWindowMs / 1000));
      limiter = new RateLimiterPostgres({
        storeClient: this.db,
        storeType: "knex",
        tableName: RATE_LIMIT_COUNTERS_TABLE,
        tableCreated: true,
        keyPrefix: "rl",
        points,
        duration,
        insuranceLimiter: new RateLimiterMemory({ points, duration }),
      });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  /** Counts one request: null when it is within the limit, else the milliseconds until the key may try again. */
  async take(limit: RateLimit, key: string): Promise<number | null> {
    try {
      await this.limiterOf(limit).consume(hashed(key));
      return null;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return refusal.msBeforeNext;
      throw refusal;
    }
  }

  /** Without counting: null while the key is under the limit, else the milliseconds until it may try again. */
  async waitFor(limit: RateLimit, key: string): Promise<number | null> {
    const counted = await this.limiterOf(limit).get(hashed(key));
    return counted !== null && counted.consumedPoints >= limit.max ? counted.msBeforeNext : null;
  }

  /** Counts one request that was let through (an answer that counts against its key). */
  async add(limit: RateLimit, key: string): Promise<void> {
    await this.limiterOf(limit).penalty(hashed(key), 1);
  }
}

const hashed = (key: string): string => createHash("sha256").update(key).digest("base64url");

const rulesOf = (request: FastifyRequest): ReadonlyArray<RateRule> =>
  (request.routeOptions.config?.rateLimits ?? []).filter((rule) => rule.appliesTo?.(request) ?? true);

/** Each rule of each route counts apart: the route and the rule's place name its counter. */
const counterKey = (request: FastifyRequest, rule: RateRule): string =>
  `${request.routeOptions.method} ${request.routeOptions.url} #${request.routeOptions.config.rateLimits!.indexOf(rule)} ${rule.key(request)}`;

/**
 * Checks the limits a route's config names, before its handler (after the body is parsed: some
 * keys read it): past one, 429 with its message and a Retry-After, and nothing runs. A rule that
 * counts only some answers is counted when such an answer is sent.
 */
export const installRateLimits = (app: FastifyInstance, counters: RateCounters): void => {
  app.addHook("preHandler", async (request, reply) => {
    for (const rule of rulesOf(request)) {
      const key = counterKey(request, rule);
      const wait = rule.countsOnly === undefined ? await counters.take(rule.limit, key) : await counters.waitFor(rule.limit, key);
      if (wait === null) continue;
      void reply.header("retry-after", String(Math.max(1, Math.ceil(wait / 1000))));
      throw new HttpProblem(429, { error: rule.message });
    }
  });
  app.addHook("onSend", async (request, reply, payload) => {
    for (const rule of rulesOf(request)) if (rule.countsOnly === reply.statusCode) await counters.add(rule.limit, counterKey(request, rule));
    return payload;
  });
};
