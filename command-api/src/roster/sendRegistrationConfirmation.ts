import { sessionFactsOf, type ScheduledSession } from "@wellbeing/domain";
import type { CommandContext } from "../infrastructure/commandContext";
import { loadAccounts } from "../users/accounts";
import { correspondenceLanguageOf } from "../users/correspondenceLanguage";
import { registrationConfirmationMail } from "./registrationMail";
import type { RosterDeps } from "./deps";
import { REGISTRATION_CONTENTION, decideOnRoster } from "./writes";

/** Sends the registration confirmation (with its .ics file), then records on the roster that it went. */
export const sendRegistrationConfirmation = async (
  deps: RosterDeps,
  session: ScheduledSession,
  email: string,
  personKey: string,
  context: CommandContext,
): Promise<void> => {
  const trainers = await loadAccounts(deps.store, session.trainerIds);
  await deps.mailer.send(
    registrationConfirmationMail({
      to: email,
      session: sessionFactsOf(
        session,
        trainers.map((trainer) => trainer?.name ?? null),
      ),
      publicUrl: deps.publicUrl,
      now: context.now,
      language: await correspondenceLanguageOf(deps, email),
      linkToken: deps.surveyLinks.tokenFor(session.sessionId, deps.emailIndex.streamOf(email)),
    }),
  );
  const now = context.now.toISOString();
  await decideOnRoster(
    deps,
    session.sessionId,
    () => ({ type: "RecordConfirmationSent", sessionId: session.sessionId, personKey, now }),
    context,
    REGISTRATION_CONTENTION,
  );
};
