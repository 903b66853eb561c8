import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { translatorFor } from "@wellbeing/platform";
import type { ApiClient } from "@wellbeing/testkit/apiClient";
import { assembleSessionCast, createSession, sessionForm, type SessionCast } from "@wellbeing/testkit/sessionCast";
import { startTestSystem, type TestSystem } from "@wellbeing/testkit/testSystem";

// A bulk e-mail when the mail server refuses one recipient (a real SMTP server answering 550 for
// one mailbox): every other recipient gets the e-mail once, the answer names the one not reached
// (never a 5xx), and sending the same e-mail again reaches only those not reached yet.

const REFUSED = "gone@example.org";
let system: TestSystem;
let cast: SessionCast;
let session: { id: string; shortId: string };

beforeAll(async () => {
  system = await startTestSystem({ mailSink: { refuseRecipient: (address) => address === REFUSED } });
  cast = await assembleSessionCast(system);
  session = await createSession(cast.as.trainer, sessionForm(cast.ids.trainer, { modules: ["1"] }));
});

afterAll(async () => {
  await system?.stop();
});

const mailsTo = (address: string) => system.mail.messages().filter((message) => message.to.includes(address));
const en = translatorFor("en");
const cy = translatorFor("cy");

const bulkSends = {
  reminder: (client: ApiClient, recipients: string[], sendId: string, headers?: Record<string, string>) =>
    client.post(`/api/sessions/${session.id}/emails?type=reminder`, { recipients, sendId }, headers),
  surveyLink: (client: ApiClient, recipients: string[], sendId: string, headers?: Record<string, string>) =>
    client.post(
      "/api/survey/email",
      { sessionId: session.id, surveyURL: `${system.url}/survey/${session.shortId}/post`, surveyType: "post", participantsList: recipients, sendId },
      headers,
    ),
};

describe.each(Object.entries(bulkSends))("a %s e-mail to a list the mail server refuses one address of", (kind, send) => {
  it("reaches everyone else once, names the address not reached (no 5xx), and a retry reaches only those not reached", async () => {
    const reached = [`ana.${kind.toLowerCase()}@example.org`, `ben.${kind.toLowerCase()}@example.org`];
    const sendId = crypto.randomUUID();
    const first = await send(cast.as.trainer, [reached[0]!, REFUSED, reached[1]!], sendId);
    expect(first.status).toBe(200);
    expect(first.body.notReached).toEqual([REFUSED]);
    expect(first.body.message).toBe(en("mail.someNotReached", { addresses: REFUSED }));
    for (const address of reached) expect(mailsTo(address), address).toHaveLength(1);

    // The same e-mail again (the same sendId): the refused address is tried again, nobody else is mailed twice.
    const again = await send(cast.as.trainer, [reached[0]!, REFUSED, reached[1]!], sendId, { "accept-language": "cy" });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ notReached: [REFUSED], message: cy("mail.someNotReached", { addresses: REFUSED }) });
    for (const address of reached) expect(mailsTo(address), address).toHaveLength(1);
  });

  it("answers 200 naming the address when it was the only one, and nothing went out", async () => {
    const alone = await send(cast.as.trainer, [REFUSED], crypto.randomUUID());
    expect(alone.status).toBe(200);
    expect(alone.body).toMatchObject({ notReached: [REFUSED], message: en("mail.noneReached", { addresses: REFUSED }) });
  });
});
