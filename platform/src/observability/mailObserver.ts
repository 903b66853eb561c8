import type pg from "pg";
import { Counter, Gauge, type Registry } from "prom-client";
import type { WorkerLogger } from "../logging";
import type { MailObserver } from "../mail/mailDelivery";
import { currentCorrelationId } from "./correlation";
import { METRIC_PREFIX } from "./metrics";

/**
 * Logs each e-mail sent or refused with the correlation id of the command (or event) that caused
 * it, never its addresses or words, and counts refusals; the outbox's depth and failures are read
 * from its table at each scrape.
 */
export const observeMail = (options: { readonly pool: pg.Pool; readonly logger: WorkerLogger; readonly registry?: Registry }): MailObserver => {
  const { pool, logger, registry } = options;
  const registers = registry ? [registry] : [];
  const failures = new Counter({ name: `${METRIC_PREFIX}mail_send_failures_total`, help: "E-mails the mail server refused (each try)", registers });
  const countOf = async (state: "intended" | "failed") =>
    Number((await pool.query<{ count: string }>("SELECT count(*) FROM mail_outbox WHERE state = $1", [state])).rows[0]!.count);
  new Gauge({
    name: `${METRIC_PREFIX}mail_queue_depth`,
    help: "E-mails recorded as intended and not yet sent (in flight, or left by a crashed process for the recovery)",
    registers,
    async collect() {
      this.set(await countOf("intended"));
    },
  });
  new Gauge({
    name: `${METRIC_PREFIX}mail_failed`,
    help: "E-mails that failed, among those the outbox remembers (7 days)",
    registers,
    async collect() {
      this.set(await countOf("failed"));
    },
  });
  return {
    sent: (mail) => logger.info("e-mail sent", { correlationId: currentCorrelationId(), recipients: mail.to.length }),
    failed: (mail, error) => {
      failures.inc();
      logger.error("e-mail refused by the mail server", {
        correlationId: currentCorrelationId(),
        recipients: mail.to.length,
        error: error instanceof Error ? error.message : String(error),
      });
    },
  };
};
