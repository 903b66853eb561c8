import { createHmac, timingSafeEqual } from "node:crypto";

const MAC_LENGTH = 32;
const INDEX_NAME = /^[A-Za-z0-9_.:-]{1,120}$/;

/**
 * Issue 25: the personal token of a survey link e-mailed to an address about a session. It names the
 * address by its e-mail index stream (a keyed hash: the link never carries the address) and is signed
 * with the deployment's secret for that session, so the submission that carries it counts for the
 * account holding that address, logged in or not, and a token cannot be made up or moved to another session.
 */
export class SurveyLinkTokens {
  constructor(private readonly secret: string) {}

  private mac(sessionId: string, indexStream: string): string {
    return createHmac("sha256", this.secret).update(`survey-link\n${sessionId}\n${indexStream}`).digest("base64url").slice(0, MAC_LENGTH);
  }

  /** The token for the link to a session's survey sent to the address whose index stream this is. */
  tokenFor(sessionId: string, indexStream: string): string {
    return `${Buffer.from(indexStream).toString("base64url")}.${this.mac(sessionId, indexStream)}`;
  }

  /** The address index stream a token names, when this deployment signed it for this session; else null. */
  addressOf(token: string, sessionId: string): string | null {
    const [subject, mac, ...rest] = token.split(".");
    if (!subject || !mac || rest.length > 0) return null;
    const indexStream = Buffer.from(subject, "base64url").toString("utf8");
    if (!INDEX_NAME.test(indexStream)) return null;
    const expected = Buffer.from(this.mac(sessionId, indexStream));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? indexStream : null;
  }
}
