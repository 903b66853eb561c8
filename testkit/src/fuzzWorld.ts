import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "@wellbeing/scripts";
import { STRONG_PASSWORD, signUpParticipant } from "./accountHelpers";
import { ApiClient } from "./apiClient";
import type { Caller, FuzzWorld } from "./commandEndpoints";

/**
 * Logs every kind of caller in to a running system (the demo accounts, plus a participant of our own
 * whose details and password the generated commands may change) and reads the ids the endpoints name.
 */
export const enterFuzzWorld = async (url: string, changerEmail: string): Promise<{ world: FuzzWorld; clients: Record<Caller, ApiClient> }> => {
  const logIn = async (email: string) => {
    const client = new ApiClient(url);
    const { userId } = await client.logIn(email, DEMO_PASSWORD);
    return { client, userId };
  };
  const participant = await logIn(DEMO_ACCOUNTS.participant);
  const trainer = await logIn(DEMO_ACCOUNTS.trainer);
  const lead = await logIn(DEMO_ACCOUNTS.lead);
  const admin = await logIn(DEMO_ACCOUNTS.admin);
  const changer = await signUpParticipant(url, "Fuzz Changer", changerEmail, STRONG_PASSWORD);
  const session = (await trainer.client.get("/api/users/sessions?type=upcoming")).body.sessions[0] as { id: string; shortId: string };
  return {
    world: {
      url,
      ids: { participant: participant.userId, trainer: trainer.userId, lead: lead.userId, admin: admin.userId, changer: changer.userId },
      emails: { participant: DEMO_ACCOUNTS.participant, trainer: DEMO_ACCOUNTS.trainer, changer: changerEmail },
      session: { id: session.id, shortId: session.shortId },
    },
    clients: {
      anonymous: new ApiClient(url),
      participant: participant.client,
      trainer: trainer.client,
      lead: lead.client,
      admin: admin.client,
      changer: changer.client,
    },
  };
};
