import { createHash, randomBytes } from "node:crypto";

/** A fresh token for an e-mailed link (set-password, e-mail verification): 32 random bytes, base64url. Only its hash is ever stored. */
export const newLinkToken = (): string => randomBytes(32).toString("base64url");

export const hashLinkToken = (token: string): string => createHash("sha256").update(token, "utf8").digest("hex");
