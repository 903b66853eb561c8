import { cleanEmailList, splitEmails, type Translate } from "@wellbeing/domain";

// The attendee and invitee list editor's rules (§5), apart from the widget.

interface AddResult {
  /** The list after adding. */
  readonly emails: ReadonlyArray<string>;
  /** Whether a single address was typed and it is not valid (the editor says so: invalidAddressText). */
  readonly invalid: boolean;
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
  if (parts.length === 1 && invalid.length === 1) return { emails: current, invalid: true, keepInput: true };
  return { emails: [...new Set([...current, ...valid])], invalid: false, keepInput: false };
};

/** What a single invalid address is told (§5): 'Invalid!' and the message, in the language on screen. */
export const invalidAddressText = (t: Translate): string => `${t("roster.invalid")} ${t("validation.invalidEmail")}`;

/** Clearing empties the list but for addresses that cannot be removed. */
export const clearEmails = (current: ReadonlyArray<string>, locked: ReadonlySet<string>): string[] => current.filter((email) => locked.has(email));
