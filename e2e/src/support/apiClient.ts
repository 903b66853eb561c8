export interface ApiResponse<T = any> {
  readonly status: number;
  readonly body: T;
  readonly headers: Headers;
}

/**
 * A JSON client that keeps its session cookie like a browser would, and (like the web app)
 * sends the last command's consistency token with its queries.
 */
export class ApiClient {
  private cookie: string | null = null;
  private consistencyToken: string | null = null;

  constructor(readonly baseUrl: string) {}

  get sessionCookie(): string | null {
    return this.cookie;
  }

  async request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<ApiResponse<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(method === "GET" && this.consistencyToken ? { "x-consistency-token": this.consistencyToken } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get("set-cookie");
    if (setCookie) {
      const [pair] = setCookie.split(";");
      this.cookie = pair && pair.split("=")[1] ? pair : null;
    }
    const token = response.headers.get("x-consistency-token");
    if (token) this.consistencyToken = token;
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
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

/** How many events the store holds: refusals must leave it unchanged. */
export const eventCount = async (system: { pool: { query: (sql: string) => Promise<{ rows: Array<{ n: number }> }> } }) =>
  (await system.pool.query("SELECT count(*)::int AS n FROM es_events")).rows[0]!.n;

/** Polls until `check` answers something truthy (read models are eventually consistent). */
export const eventually = async <T>(check: () => Promise<T | null | undefined | false>, timeoutMs = 5_000): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};
