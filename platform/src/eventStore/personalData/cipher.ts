import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

const ALGORITHM = "aes-256-gcm";
const PREFIX = "pii1:";

/** Encrypts one JSON value with a person's 32-byte key (AES-256-GCM, random IV). */
export const sealValue = (value: unknown, key: Buffer): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
};

export const isSealed = (value: unknown): value is string => typeof value === "string" && value.startsWith(PREFIX);

/** Decrypts a sealed value; null when the key is gone (the person was erased) or does not fit. */
export const openValue = (sealed: string, key: Buffer | undefined): unknown => {
  if (!key) return null;
  const raw = Buffer.from(sealed.slice(PREFIX.length), "base64");
  try {
    const decipher = createDecipheriv(ALGORITHM, key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8"));
  } catch {
    return null;
  }
};

/**
 * A key's erasure tag: a name for the key that only the key itself can produce (an HMAC under it). A
 * deletion names a key it must not name openly (a response's, which would link the person to their
 * answers) by this tag: copies made while the key lived carry the tag and are found by it; once the key
 * is destroyed nobody can produce the tag again, so it links nothing to anything. Hex: no id pattern.
 */
export const keyTag = (key: Buffer): string => createHmac("sha256", key).update("wellbeing/personal-data/erasure-tag/v1").digest("hex");
