import { ROSTER_TEXTS, VALIDATION, cleanEmailList, splitEmails } from "@wellbeing/domain";

// The attendee and invitee list editor's rules (§5), apart from the widget.

export interface AddResult {
  /** The list after adding. */
  readonly emails: ReadonlyArray<string>;
  /** 'Invalid!' and the message, when a single address was typed and it is not valid. */
  readonly error: string | null;
  /** Whether the typed text stays in the box (to be corrected). */
  readonly keepInput: boolean;
}

/**
 * Adds what was typed or pasted: split, trimmed, lowercased, de-duplicated. One invalid address
 * says so; among several, invalid ones are left out without a word (not while typing several).
 */
export const addEmails = (current: ReadonlyArray<string>, typed: ReadonlyArray<string>): AddResult => {
  const parts = typed.flatMap(splitEmails);
  const { valid, invalid } = cleanEmailList(parts);
  if (parts.length === 1 && invalid.length === 1) return { emails: current, error: `${ROSTER_TEXTS.invalid} ${VALIDATION.invalidEmail}`, keepInput: true };
  return { emails: [...new Set([...current, ...valid])], error: null, keepInput: false };
};

/** Clearing empties the list but for addresses that cannot be removed. */
export const clearEmails = (current: ReadonlyArray<string>, locked: ReadonlySet<string>): string[] => current.filter((email) => locked.has(email));
