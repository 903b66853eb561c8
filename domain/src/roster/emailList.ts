import { LIMITS } from "../constants";
import { isEmail, normaliseEmail } from "../shared/fields";

// Attendee and invitee lists (§5): lowercased, trimmed, de-duplicated, each address validated.

/** Splits pasted or typed text into addresses: separated by spaces, commas, semicolons or quotes. */
export const splitEmails = (text: string): string[] => text.split(/[\s,;"']+/).filter((part) => part !== "");

export const isListableEmail = (email: string): boolean => email.length <= LIMITS.emailMaxLength && isEmail(email);

/** The addresses normalised and de-duplicated in their first order, and the ones that are not valid. */
export const cleanEmailList = (emails: Iterable<string>): { readonly valid: string[]; readonly invalid: string[] } => {
  const valid = new Set<string>();
  const invalid = new Set<string>();
  for (const raw of emails) {
    const email = normaliseEmail(raw);
    if (email === "") continue;
    (isListableEmail(email) ? valid : invalid).add(email);
  }
  return { valid: [...valid], invalid: [...invalid] };
};

/** What copying a list gives: the addresses joined by semicolons. */
export const joinEmails = (emails: ReadonlyArray<string>): string => emails.join(";");
