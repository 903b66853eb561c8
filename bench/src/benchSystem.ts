import { hashPassword, registerUser } from "@wellbeing/command-api";
import { startSystem, type RunningSystem } from "@wellbeing/scripts";

// The whole system over a bench database, and an admin logged in to it over HTTP.

const PASSWORD = "Bench-pass-1!";

export const startBenchSystem = (databaseUrl: string, webDist?: string): Promise<RunningSystem> =>
  startSystem({ databaseUrl, jwtSecret: "bench-secret-that-is-long-enough-for-hs256-signing", port: 0, host: "127.0.0.1", ...(webDist ? { webDist } : {}) });

/** Registers the bench's admin and logs in: the session cookie to send. */
export const benchAdminCookie = async (system: RunningSystem): Promise<string> => {
  await registerUser(
    system,
    {
      email: "admin@bench.test",
      name: "Bench Admin",
      passwordHash: await hashPassword(PASSWORD),
      roles: ["admin"],
      organisation: null,
      localAuthorities: [],
      localLeadId: null,
    },
    { actorId: null, correlationId: "bench", now: new Date() },
  );
  const login = await fetch(`${system.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@bench.test", password: PASSWORD }),
  });
  return login.headers.get("set-cookie")!.split(";")[0]!;
};
