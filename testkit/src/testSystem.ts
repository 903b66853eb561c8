import { DEFAULT_RATE_LIMITS, type RateLimits } from "@wellbeing/command-api";
import { startMailSink, type MailSink, type MailSinkOptions } from "@wellbeing/platform";
import { createTestDatabase, type TestDatabase } from "@wellbeing/platform/testing";
import { seedDemoData, startSystem, type RunningSystem, type SystemOptions } from "@wellbeing/scripts";

export interface TestSystem extends RunningSystem {
  readonly database: TestDatabase;
  /** A real SMTP server this test started: every e-mail the system sent arrives here. */
  readonly mail: MailSink;
}

const generous = { max: 100_000, timeWindowMs: 60_000 };

/** Limits no test trips unless it means to: a test of a limit overrides the one it tests. */
export const GENEROUS_RATE_LIMITS = Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, generous])) as unknown as RateLimits;

/** The whole system on a random port over this test file's own fresh database. */
export const startTestSystem = async (
  options: { seedDemo?: boolean; /** How the test's SMTP server behaves (refusing a recipient...). */ mailSink?: MailSinkOptions } & Partial<
    Omit<SystemOptions, "databaseUrl">
  > = {},
): Promise<TestSystem> => {
  const database = await createTestDatabase();
  const mail = await startMailSink(options.mailSink);
  const { seedDemo = true, rateLimits, mailSink: _mailSink, ...overrides } = options;
  const system = await startSystem({
    databaseUrl: database.url,
    jwtSecret: "test-secret-that-is-long-enough-for-hs256-signing",
    port: 0,
    host: "127.0.0.1",
    // Read-your-writes must hold on a busy test machine too: reads wait longer for the projector than in production.
    consistencyWaitMs: 30_000,
    smtpUrl: mail.url,
    ...overrides,
    rateLimits: { ...GENEROUS_RATE_LIMITS, ...rateLimits },
  }).catch(async (error: unknown) => {
    await mail.stop();
    await database.drop();
    throw error;
  });
  if (seedDemo) await seedDemoData(system, new Date());
  return {
    ...system,
    database,
    mail,
    stop: async () => {
      await system.stop();
      await mail.stop();
      await database.drop();
    },
  };
};
