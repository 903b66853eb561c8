export interface ApiResponse<T = any> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

const SESSION_COOKIE = "wb_session";

/** A cookie the answer set, or null when it clears one (empty value, or already expired). */
const parseSetCookie = (header: string): { name: string; value: string | null } | null => {
  const [pair, ...attributes] = header.split(";");
  const separator = pair?.indexOf("=") ?? -1;
  if (!pair || separator <= 0) return null;
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  const expired = attributes.some(
    (attribute) => /^\s*max-age=0\s*$/i.test(attribute) || (/^\s*expires=/i.test(attribute) && Date.parse(attribute.split("=")[1]!) <= Date.now()),
  );
  return { name, value: value === "" || expired ? null : value };
};

/**
 * A JSON client that keeps its cookies like a browser would: the session, and the position of its
 * latest write (which the server waits for on every read, as it does for the web app).
 */
export class ApiClient {
  private readonly cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  /** The session cookie as a `name=value` pair, or null when logged out. */
  get sessionCookie(): string | null {
    const value = this.cookies.get(SESSION_COOKIE);
    return value ? `${SESSION_COOKIE}=${value}` : null;
  }

  /** Every cookie this client holds, as a Cookie header. */
  get cookieHeader(): string | null {
    return this.cookies.size === 0 ? null : [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** Another client holding the same cookies: another tab, another device, or a stolen cookie. */
  copy(): ApiClient {
    const copy = new ApiClient(this.baseUrl);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  /** Remembers a write made for this client outside its requests (in-process), as the server's cookie would: its reads wait for it. */
  rememberWrite(consistencyToken: string): void {
    this.cookies.set("wb_last_write", consistencyToken);
  }

  /** Forgets the position of the latest write (as a browser that never wrote). */
  forgetLastWrite(): void {
    for (const name of this.cookies.keys()) if (name !== SESSION_COOKIE) this.cookies.delete(name);
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const cookie = this.cookieHeader;
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    for (const header of response.headers.getSetCookie()) {
      const set = parseSetCookie(header);
      if (!set) continue;
      if (set.value === null) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }

  /** A GET whose answer is a file: its bytes, not JSON. */
  async download(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
    const cookie = this.cookieHeader;
    const response = await fetch(`${this.baseUrl}${path}`, { headers: { ...(cookie ? { cookie } : {}), ...headers } });
    return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  get<T = any>(path: string, headers?: Record<string, string>) {
    return this.request<T>("GET", path, undefined, headers);
  }

  post<T = any>(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request<T>("POST", path, body, headers);
  }

  async logIn(email: string, password: string, loginRole?: string) {
    const response = await this.post("/api/login", { email, password, ...(loginRole ? { loginRole } : {}) });
    if (response.status !== 200) throw new Error(`log in as ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  }
}

/** Polls until `check` answers something truthy (read models are eventually consistent). */
export const eventually = async <T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
