import { randomInt } from "node:crypto";
import { Either } from "effect";
import {
  certificateDecider,
  certificateStream,
  foldEvents,
  issuedCertificate,
  verificationCodeOf,
  VERIFICATION_CODE_ALPHABET,
  type CertificateEvent,
  type CertificateIssuedData,
  type CertifiedModule,
  type DomainError,
} from "@wellbeing/domain";
import type { EventStore, Position } from "@wellbeing/platform";
import { decideAndAppend } from "../infrastructure/aggregateStore";
import type { CommandContext } from "../infrastructure/commandContext";

interface IssuedCertificate {
  readonly certificate: CertificateIssuedData;
  /** Where it was recorded; null when it had been issued before (the same one comes back). */
  readonly position: Position | null;
}

/** A fresh verification code, each symbol drawn uniformly. */
const newVerificationCode = (): string => verificationCodeOf(Array.from({ length: 12 }, () => randomInt(VERIFICATION_CODE_ALPHABET.length)));

/**
 * Records the certificate of a module the rules certified (CertificateIssued, the name sealed with the
 * person's key), or gives back the one issued before: the same code, name and date.
 */
export const issueCertificate = async (
  store: EventStore,
  personId: string,
  certified: CertifiedModule,
  name: string,
  context: CommandContext,
): Promise<Either.Either<IssuedCertificate, DomainError>> => {
  const decided = await decideAndAppend({
    store,
    streamId: certificateStream(certified.sessionId, personId),
    decider: certificateDecider,
    command: { type: "IssueCertificate", personId, certified, name, code: newVerificationCode(), now: context.now.toISOString() },
    context,
  });
  return Either.map(decided, ({ stream, position }) => {
    const state = foldEvents(certificateDecider, stream as CertificateEvent[]);
    return { certificate: issuedCertificate(state, certified.module)!, position };
  });
};
