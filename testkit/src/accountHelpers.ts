import type { Role } from "@wellbeing/domain";
import { AUTH_COOKIE, TokenService, type ReceivedMail } from "@wellbeing/platform";
import { DEMO_PASSWORD } from "@wellbeing/scripts";
import { ApiClient } from "./apiClient";
import type { TestSystem } from "./testSystem";

export const STRONG_PASSWORD = "Str0ng!pass";

/** A new participant, signed up and logged in; their client and user id. */
export const signUpParticipant = async (baseUrl: string, name: string, email: string, password = STRONG_PASSWORD) => {
  const client = new ApiClient(baseUrl);
  const signedUp = await client.post("/api/participant", { name, email, password });
  if (signedUp.status !== 201) throw new Error(`sign-up of ${email} failed: ${signedUp.status} ${JSON.stringify(signedUp.body)}`);
  return { client, userId: signedUp.body.userId as string };
};

/** An account stored straight through the command side (password: the demo one; address proven, like the demo accounts' unless told otherwise); its user id. */
export const registerAccount = async (
  system: TestSystem,
  account: { email: string; name: string; roles: Role[]; localAuthorities?: string[]; localLeadId?: string | null; emailVerified?: boolean },
): Promise<string> => {
  const { registerUser, hashPassword } = await import("@wellbeing/command-api");
  const registered = await registerUser(
    system,
    { localAuthorities: [], localLeadId: null, emailVerified: true, ...account, passwordHash: await hashPassword(DEMO_PASSWORD), organisation: null },
    { actorId: null, correlationId: "test", now: new Date() },
  );
  return (registered as { right: { userId: string } }).right.userId;
};

/** A participant of a crowd: their account, their address, and a session cookie to call the API with. */
export interface CrowdMember {
  readonly userId: string;
  readonly email: string;
  readonly cookie: string;
}

/**
 * `count` participant accounts (`<prefix>-<n>@example.org`) through the real sign-up handler, 20 at a time;
 * their session cookies are minted with the system's own secret (as many argon2 log ins would only test the
 * password hashing).
 */
export const participantCrowd = async (system: TestSystem, jwtSecret: string, count: number, prefix: string): Promise<CrowdMember[]> => {
  const { registerUser, hashPassword } = await import("@wellbeing/command-api");
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const tokens = new TokenService(jwtSecret);
  const crowd: CrowdMember[] = [];
  for (let start = 0; start < count; start += 20) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(20, count - start) }, async (_, offset) => {
        const email = `${prefix}-${start + offset}@example.org`;
        const registered = await registerUser(
          system,
          { email, name: `${prefix} ${start + offset}`, passwordHash, roles: ["participant"], organisation: null, localAuthorities: [], localLeadId: null },
          { actorId: null, correlationId: `${prefix}-crowd`, now: new Date() },
        );
        const userId = (registered as { right: { userId: string } }).right.userId;
        return { userId, email, cookie: `${AUTH_COOKIE}=${tokens.issue({ userId, role: "participant", roles: ["participant"], generation: 0 })}` };
      }),
    );
    crowd.push(...batch);
  }
  return crowd;
};

/** A participant whose account has no name yet (the screens then ask for it), their address unproven; their password is STRONG_PASSWORD. */
export const registerNamelessParticipant = async (system: TestSystem, email: string): Promise<void> => {
  const { registerUser, hashPassword } = await import("@wellbeing/command-api");
  await registerUser(
    system,
    {
      email,
      name: "",
      passwordHash: await hashPassword(STRONG_PASSWORD),
      roles: ["participant"],
      organisation: null,
      localAuthorities: [],
      localLeadId: null,
    },
    { actorId: null, correlationId: "test", now: new Date() },
  );
};

const linkIn = (mail: ReceivedMail, page: string): { url: string; token: string } => {
  const match = new RegExp(`(https?://\\S+/${page}/([A-Za-z0-9_-]+))`).exec(mail.text);
  if (!match) throw new Error(`no ${page} link in: ${mail.text}`);
  return { url: match[1]!, token: match[2]! };
};

/** The set-password link an e-mail carries, and its token. */
export const passwordLinkIn = (mail: ReceivedMail): { url: string; token: string } => linkIn(mail, "reset-password");

/** The e-mail verification link an e-mail carries, and its token. */
export const verificationLinkIn = (mail: ReceivedMail): { url: string; token: string } => linkIn(mail, "verify-email");

export const isTo = (address: string) => (mail: ReceivedMail) => mail.to.includes(address);

/** Follows the verification link of the latest e-mail to `address` (as whoever `caller` is: the token is the proof). */
export const followVerificationLink = async (system: TestSystem, address: string, caller = new ApiClient(system.url)) => {
  const mail = await system.mail.waitFor((received) => isTo(address)(received) && received.text.includes("/verify-email/"));
  return caller.post("/api/users/verify-email", { token: verificationLinkIn(mail).token });
};
