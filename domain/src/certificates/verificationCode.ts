// A certificate's verification code (§2.18): printed on it with its QR code, typed or scanned at /verify/:code.

/** Letters and digits nobody misreads (no 0/O, 1/I/L): 31 symbols. */
export const VERIFICATION_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** Three groups of four: 31^12 ≈ 7.9 × 10^17 codes, so a guessed one names nobody. */
const VERIFICATION_CODE_PATTERN = /^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** A code as someone may type it: the same, in any case. */
export const TYPED_VERIFICATION_CODE_PATTERN = new RegExp(VERIFICATION_CODE_PATTERN.source, "i");

/** A code from twelve random numbers (the handler draws them: the domain has no randomness). */
export const verificationCodeOf = (randomNumbers: ReadonlyArray<number>): string => {
  const symbols = randomNumbers.slice(0, 12).map((value) => VERIFICATION_CODE_ALPHABET[value % VERIFICATION_CODE_ALPHABET.length]!);
  return [symbols.slice(0, 4), symbols.slice(4, 8), symbols.slice(8, 12)].map((group) => group.join("")).join("-");
};

/** A code as typed: trimmed and upper-cased, so 'abcd-…' finds 'ABCD-…'. */
export const normaliseVerificationCode = (code: string): string => code.trim().toUpperCase();

/**
 * A code as someone typed it on the verification page, as the certificate prints it: spaces dropped,
 * upper-cased, the dashes put back when left out; null when it cannot be one (no request is made).
 */
export const typedVerificationCode = (typed: string): string | null => {
  const compact = typed.replace(/[\s-]/g, "").toUpperCase();
  if (compact.length !== 12) return null;
  const code = `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8, 12)}`;
  return VERIFICATION_CODE_PATTERN.test(code) ? code : null;
};
