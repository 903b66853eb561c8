import type {} from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import { decodePosition, encodePosition, maxPosition, type Position } from "../eventStore/position";

/** Commands answer with it; queries sent with it wait until the read models have passed it. */
export const CONSISTENCY_HEADER = "x-consistency-token";

/** A read may ask to wait less than the query side's bound for its read models (never more): milliseconds. */
export const CONSISTENCY_WAIT_HEADER = "x-consistency-wait-ms";

/** A read's answer says so when its read models had not passed the caller's write in time. */
export const CONSISTENCY_STALE_HEADER = "x-consistency-stale";

/**
 * The cookie that remembers where this browser's latest write landed. The query side waits for it
 * on every read, so a person sees what they just did on any screen and tab, with no token to pass.
 */
const LAST_WRITE_COOKIE = "wb_last_write";

/** The position of the browser's latest write, from its cookie (null when none or unreadable). */
export const lastWriteOf = (request: FastifyRequest): Position | null => {
  const value = request.cookies[LAST_WRITE_COOKIE];
  return typeof value === "string" ? decodePosition(value) : null;
};

/** Forgets the browser's latest write (it named a position this store never reached: another database). */
export const forgetLastWrite = (reply: FastifyReply): void => {
  void reply.clearCookie(LAST_WRITE_COOKIE, { path: "/" });
};

/** Marks a command's answer with where its last event landed: the header for API clients, the cookie for browsers. */
export const markWrite = (reply: FastifyReply, position: Position): FastifyReply => {
  const previous = lastWriteOf(reply.request);
  const latest = previous ? maxPosition(previous, position) : position;
  void reply.setCookie(LAST_WRITE_COOKIE, encodePosition(latest), { httpOnly: true, sameSite: "lax", path: "/", secure: reply.request.protocol === "https" });
  return reply.header(CONSISTENCY_HEADER, encodePosition(position));
};
