import type { FastifyBaseLogger } from "fastify";
import type { EventStore, Mailer } from "@wellbeing/platform";
import type { EmailIndex } from "./emailIndex";

/** What the staff directory's handlers need: the store, the e-mail index, the mailer and where links point. */
export interface StaffCommandDeps {
  readonly store: EventStore;
  readonly emailIndex: EmailIndex;
  readonly mailer: Mailer;
  readonly publicUrl: string;
  readonly clock: () => Date;
  readonly log: Pick<FastifyBaseLogger, "error">;
}
