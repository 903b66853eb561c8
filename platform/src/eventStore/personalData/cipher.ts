import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

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
