import { message, type Message, type Translate } from "@wellbeing/domain";

/**
 * What a failure says: the server's own words (it answers in the caller's language, so they show
 * as they came), or a catalogue message for a failure the web words itself.
 */
type FailureText = string | Message;

/** A refused or failed API call: the HTTP status, what it says and the server's per-field messages. */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    readonly text: FailureText,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    // For error reports only: a screen words the failure with errorMessage.
    super(typeof text === "string" ? text : text.key);
  }
}

/** What the web says when it has no words from the server (no answer, or one it cannot read). */
export const somethingWentWrong: Message = message("errors.generic");

/** Status 0 stands for "no answer at all" (offline, server down). */
export const networkError = (): ApiError => new ApiError(0, somethingWentWrong);

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const hasStatus = (error: unknown, status: number): boolean => isApiError(error) && error.status === status;

/** The text to show for any failure, in the language on screen: the server's words when it gave some. */
export const errorMessage = (error: unknown, t: Translate): string => {
  const text = isApiError(error) ? error.text : somethingWentWrong;
  return typeof text === "string" ? text : t(text.key, text.params);
};

/**
 * The messages a refused account form shows beside its fields, or null when the refusal names none (the form
 * says it as a whole then): an address already in use (409) is the e-mail field's, in the server's words.
 */
export const accountFieldErrors = (error: unknown, t: Translate): Readonly<Record<string, string>> | null => {
  if (!isApiError(error)) return null;
  if (error.status === 409) return { email: error.fields.email ?? errorMessage(error, t) };
  return Object.keys(error.fields).length > 0 ? error.fields : null;
};
