import type { RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyRequest } from "fastify";
import type { Message } from "@wellbeing/domain";
import { HttpProblem } from "@wellbeing/platform";

export interface RateLimit {
  readonly max: number;
  readonly timeWindowMs: number;
}

/** Every limited command, by what it protects. Each command counts on its own (one counter per route and key). */
export interface RateLimits {
  /** Password guesses: log in (per client and e-mail address), reset password (per client), change password (per person). */
  readonly login: RateLimit;
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
}

const MINUTE = 60_000;

/**
 * Loose enough for real work (a room of participants signing up behind one address, a trainer
 * inviting and reminding through a busy day), tight enough that nobody scripts floods of e-mail.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, timeWindowMs: MINUTE },
  signUp: { max: 30, timeWindowMs: 15 * MINUTE },
  accountEmails: { max: 5, timeWindowMs: 15 * MINUTE },
  sessionEmails: { max: 60, timeWindowMs: 60 * MINUTE },
  staffInvitations: { max: 60, timeWindowMs: 60 * MINUTE },
  errorReports: { max: 30, timeWindowMs: 15 * MINUTE },
};

export const rateLimitsWith = (overrides: Partial<RateLimits> = {}): RateLimits => ({ ...DEFAULT_RATE_LIMITS, ...overrides });

/** A text field of an undecoded body or query, or "" (a key generator must never throw, whatever was sent). */
export const textFieldOf = (source: unknown, name: string): string => {
  if (typeof source !== "object" || source === null) return "";
  const value: unknown = (source as Record<string, unknown>)[name];
  return typeof value === "string" ? value.trim().toLowerCase() : "";
};

/** The logged-in person, or else the client address. */
export const personOrClient = (request: FastifyRequest): string => (request.caller ? `person:${request.caller.userId}` : `client:${request.ip}`);

/** A route's `config`: at most `limit` requests per key in its window, then 429 with `message`. */
export const limitedBy = (limit: RateLimit, key: (request: FastifyRequest) => string, message: Message): { rateLimit: RateLimitOptions } => ({
  rateLimit: {
    max: limit.max,
    timeWindow: limit.timeWindowMs,
    keyGenerator: key,
    errorResponseBuilder: (_request, context) => new HttpProblem(context.statusCode, { error: message }),
  },
});
