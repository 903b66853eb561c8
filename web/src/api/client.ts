import { ERRORS } from "@wellbeing/domain";
import { ApiError, networkError } from "./apiError";

// The one door to the HTTP API: JSON in and out, same-origin cookies, and read-your-writes.

const CONSISTENCY_HEADER = "x-consistency-token";

const TOKEN_STORAGE_KEY = "wellbeing.consistencyToken";

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/**
 * The position of this tab's latest write; reads wait until the read models have reached it.
 * Kept in sessionStorage so a reload right after a write still sees it.
 */
let consistencyToken: string | null = storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;

const rememberToken = (token: string) => {
  consistencyToken = token;
  storage()?.setItem(TOKEN_STORAGE_KEY, token);
};

/** The server waited its bounded time in vain (projector behind, or a token of a reset database): stop asking. */
const forgetToken = () => {
  consistencyToken = null;
  storage()?.removeItem(TOKEN_STORAGE_KEY);
};

type Method = "GET" | "POST" | "PATCH" | "DELETE";

const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};

const stringFields = (value: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(asRecord(value)).filter((entry): entry is [string, string] => typeof entry[1] === "string"));

const toApiError = (status: number, body: unknown): ApiError => {
  const record = asRecord(body);
  const message = typeof record.error === "string" && record.error !== "" ? record.error : ERRORS.generic;
  return new ApiError(status, message, stringFields(record.fields));
};

/** A read is answered from the read models (every GET, and the few reads sent as POST); anything else is a write. */
async function request<T>(method: Method, path: string, body: unknown, isRead: boolean): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (isRead && consistencyToken) headers[CONSISTENCY_HEADER] = consistencyToken;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw networkError();
  }

  const token = response.headers.get(CONSISTENCY_HEADER);
  if (token && !isRead) rememberToken(token);
  if (isRead && response.headers.get("x-consistency-stale") === "true") forgetToken();

  const payload = await readBody(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

export const api = {
  get: <T>(path: string) => request<T>("GET", path, undefined, true),
  /** A read the contract sends as POST (the dashboard figures). */
  postQuery: <T>(path: string, body: unknown = {}) => request<T>("POST", path, body, true),
  post: <T>(path: string, body: unknown = {}) => request<T>("POST", path, body, false),
  patch: <T>(path: string, body: unknown = {}) => request<T>("PATCH", path, body, false),
  delete: <T>(path: string, body?: unknown) => request<T>("DELETE", path, body, false),
};
