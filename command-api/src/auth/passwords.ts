import argon2 from "argon2";

/** Passwords are hashed with argon2id (memory-hard, slow on purpose). */
export const hashPassword = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id });

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a hash. Without a hash (no such account) it still spends the same
 * time on a decoy, so a response's timing does not tell whether an address has an account.
 */
export const verifyPassword = async (hash: string | null, password: string): Promise<boolean> => {
  if (!hash) {
    decoyHash ??= hashPassword("decoy password that never matches");
    await argon2.verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return argon2.verify(hash, password).catch(() => false);
};
