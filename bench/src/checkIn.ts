import { hashPassword, registerUser } from "@wellbeing/command-api";
import { startSystem } from "@wellbeing/scripts";
import { GENEROUS_RATE_LIMITS } from "@wellbeing/testkit/testSystem";
import { sessionTodayForm } from "@wellbeing/testkit/attendance";
import { format } from "./benchDatabase";
import { benchAdminCookie } from "./benchSystem";
import { percentile } from "./httpTiming";

// Check-in by the QR code (issue 29): a room of participants arriving over one minute, each opening
// the check-in link on their phone. Every check-in's answer is timed (POST /api/check-in: the token
// checked, the account, session, roster and register read, the mark appended); target p99 ≤ 100 ms.

const PASSWORD = "Bench-pass-1!";
const TARGET_P99_MS = 100;

const logIn = async (url: string, email: string): Promise<string> => {
  const login = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`log in of ${email} failed: ${login.status}`);
  return login.headers.get("set-cookie")!.split(";")[0]!;
};

const send = async (url: string, cookie: string, method: string, path: string, body: unknown) => {
  const response = await fetch(`${url}${path}`, { method, headers: { "content-type": "application/json", cookie }, body: JSON.stringify(body) });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
};

export const measureCheckIn = async (databaseUrl: string, participants: number, spreadMs: number) => {
  const system = await startSystem({
    databaseUrl,
    jwtSecret: "bench-secret-that-is-long-enough-for-hs256-signing",
    port: 0,
    host: "127.0.0.1",
    rateLimits: GENEROUS_RATE_LIMITS,
  });
  try {
    const admin = await benchAdminCookie(system);
    const passwordHash = await hashPassword(PASSWORD);
    const account = (email: string, name: string, role: "trainer" | "participant") => ({
      email,
      name,
      passwordHash,
      roles: [role],
      organisation: null,
      localAuthorities: role === "trainer" ? ["Torfaen"] : [],
      localLeadId: null,
    });
    const context = () => ({ actorId: null, correlationId: "bench", now: new Date() });
    const trainer = await registerUser(system, account("trainer@bench.test", "Bench Trainer", "trainer"), context());
    if (trainer._tag === "Left") throw new Error(`trainer not registered: ${JSON.stringify(trainer.left)}`);
    const session = await send(system.url, admin, "POST", "/api/add-session", sessionTodayForm(trainer.right.userId, { capacity: participants }));
    const sessionId = String(session.id);
    const cookies: string[] = [];
    for (let index = 0; index < participants; index += 1) {
      const email = `checkin-${index}@bench.test`;
      await registerUser(system, account(email, `Participant ${index}`, "participant"), context());
      const cookie = await logIn(system.url, email);
      await send(system.url, cookie, "PATCH", `/api/sessions/${sessionId}/confirm-email`, { email, status: "confirmed" });
      cookies.push(cookie);
    }
    const code = (await send(system.url, admin, "GET", `/api/sessions/${sessionId}/check-in-code`, undefined)) as { code: { path: string } | null };
    if (!code.code) throw new Error("no check-in code today");
    const token = code.code.path.split("/").at(-1)!;

    // Arrivals spread evenly over the minute, each timed from request to answer.
    const started = performance.now();
    const timings = await Promise.all(
      cookies.map(async (cookie, index) => {
        const due = started + (index * spreadMs) / participants;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        const sent = performance.now();
        await send(system.url, cookie, "POST", "/api/check-in", { token });
        return performance.now() - sent;
      }),
    );
    const elapsed = performance.now() - started;
    const p99 = percentile(timings, 0.99);
    console.log(
      `Check-in by QR code, ${format(participants)} participants arriving over ${(spreadMs / 1000).toFixed(0)} s (all in ${(elapsed / 1000).toFixed(1)} s):`,
    );
    console.log(
      `  POST /api/check-in       p50 ${percentile(timings, 0.5).toFixed(1).padStart(7)} ms  p99 ${p99.toFixed(1).padStart(7)} ms  (${p99 <= TARGET_P99_MS ? "meets" : "MISSES"} the target of p99 ≤ ${TARGET_P99_MS} ms)`,
    );
  } finally {
    await system.stop();
  }
};
