import { createHmac } from "node:crypto";
import { emailIndexStream, normaliseEmail } from "@wellbeing/domain";

/**
 * Names the index stream of an e-mail address by a keyed hash (HMAC-SHA256 with the
 * deployment's secret), so a stream name reveals nothing about the address.
 */
export class EmailIndex {
  constructor(private readonly secret: string) {}

  streamOf(email: string): string {
    const digest = createHmac("sha256", this.secret).update(normaliseEmail(email)).digest("hex");
    return emailIndexStream(digest.slice(0, 40));
  }
}
