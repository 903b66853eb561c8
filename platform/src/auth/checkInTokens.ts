import { createHmac, timingSafeEqual } from "node:crypto";

const MAC_LENGTH = 32;
const SUBJECT = /^([0-9a-f-]{36})\/(\d{4}-\d{2}-\d{2})$/;

/** What a check-in code names: a session and one of its dates. */
export interface CheckInSubject {
  readonly sessionId: string;
  readonly sessionDate: string;
}

/**
 * Issue 29: the token of a session date's check-in code (the QR code's link), signed with the
 * deployment's secret as the survey links are. The query API issues it to the session's staff; the
 * command API checks it: nobody can make one up, nor move one to another session or date. When it
 * works (that date only, around its times) is the domain's rule (checkInWindow), judged at check-in.
 */
export class CheckInTokens {
  constructor(private readonly secret: string) {}

  private mac(subject: string): string {
    return createHmac("sha256", this.secret).update(`check-in\n${subject}`).digest("base64url").slice(0, MAC_LENGTH);
  }

  tokenFor({ sessionId, sessionDate }: CheckInSubject): string {
    const subject = `${sessionId}/${sessionDate}`;
    return `${Buffer.from(subject).toString("base64url")}.${this.mac(subject)}`;
  }

  /** The session date a token names, when this deployment signed it; else null. */
  subjectOf(token: string): CheckInSubject | null {
    const [encoded, mac, ...rest] = token.split(".");
    if (!encoded || !mac || rest.length > 0) return null;
    const subject = Buffer.from(encoded, "base64url").toString("utf8");
    const match = SUBJECT.exec(subject);
    if (!match?.[1] || !match[2]) return null;
    const expected = Buffer.from(this.mac(subject));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { sessionId: match[1], sessionDate: match[2] } : null;
  }
}

/** The name its secret is kept under (getOrCreateSecret): both services sign and check with the same one. */
export const CHECK_IN_SECRET = "check-in";
