import type { Contract } from "@wellbeing/domain";
import { ApiError, networkError, somethingWentWrong } from "./apiError";

// The one door to the HTTP API: JSON in and out, same-origin cookies. Read-your-writes needs
// nothing here: the server remembers each browser's latest write in a cookie and every read waits for it.

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export const readBody = async (response: Response): Promise<unknown> => {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const asRecord = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {});

const stringFields = (value: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(asRecord(value)).filter((entry): entry is [string, string] => typeof entry[1] === "string"));

/** A refusal in the server's words (`{error, fields}`, already in the caller's language), or ours when it gave none. */
export const toApiError = (status: number, body: unknown): ApiError => {
  const record = asRecord(body);
  const text = typeof record.error === "string" && record.error !== "" ? record.error : somethingWentWrong;
  return new ApiError(status, text, stringFields(record.fields));
};

async function request<T>(method: Method, path: string, body: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";

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

  const payload = await readBody(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as T;
}

export const api = {
  get: <T>(path: string) => request<T>("GET", path, undefined),
  post: <T>(path: string, body: unknown = {}) => request<T>("POST", path, body),
  patch: <T>(path: string, body: unknown = {}) => request<T>("PATCH", path, body),
  delete: <T>(path: string, body?: unknown) => request<T>("DELETE", path, body),
};

export type AnyContract = Contract<any, any, any, any>;

/** A contract's path with its `:name` parts filled in (each encoded). */
export const pathOf = (contract: AnyContract, params: Readonly<Record<string, string>> = {}): string =>
  contract.path.replace(/:(\w+)/g, (_part, name: string) => encodeURIComponent(params[name] ?? ""));

/** Calls an endpoint by its contract: its method and path, the answer decoded by its schema. */
export const callContract = async <C extends AnyContract>(
  contract: C,
  options: { readonly params?: Readonly<Record<string, string>>; readonly search?: URLSearchParams | string; readonly body?: unknown } = {},
): Promise<C["answer"]["Type"]> => {
  const search = options.search === undefined ? "" : String(options.search);
  const path = search === "" ? pathOf(contract, options.params) : `${pathOf(contract, options.params)}?${search}`;
  const body = options.body ?? (contract.method === "POST" || contract.method === "PATCH" ? {} : undefined);
  // Effect's decoder is fetched with the first answer: the welcome page paints before any contract is called.
  const [payload, { decodeAnswer }] = await Promise.all([request<unknown>(contract.method, path, body), import("./decodeAnswer")]);
  return decodeAnswer(contract, payload);
};
