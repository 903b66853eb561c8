import { ERRORS } from "@wellbeing/domain";

/** A refused or failed API call: the HTTP status, the server's `error` text and its per-field messages. */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    message: string,
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** Status 0 stands for "no answer at all" (offline, server down). */
export const networkError = (): ApiError => new ApiError(0, ERRORS.generic);

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const hasStatus = (error: unknown, status: number): boolean => isApiError(error) && error.status === status;

/** The text to show for any failure: the server's words when it gave some. */
export const errorMessage = (error: unknown): string => (isApiError(error) ? error.message : ERRORS.generic);
