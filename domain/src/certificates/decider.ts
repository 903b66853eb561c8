import { Either } from "effect";
import type { Module } from "../constants";
import type { Decider } from "../shared/decider";
import type { DomainError } from "../shared/domainError";
import type { CertifiedModule } from "./eligibility";
import type { CertificateEvent, CertificateIssuedData } from "./events";

// One person's certificates of one session (stream certificateStream): a module's certificate is
// issued once; asking again with the same name gives the same one back (its code, name and date stay);
// a corrected name issues a new certificate, with a new code, that replaces it.

/** Issue the certificate of a module the eligibility rules certified (the handler passes the code and the clock). */
export interface IssueCertificate {
  readonly type: "IssueCertificate";
  readonly personId: string;
  readonly certified: CertifiedModule;
  readonly name: string;
  readonly code: string;
  readonly now: string;
}

type CertificateCommand = IssueCertificate;

/** The certificates in force, by module: the latest issued of each (a correction replaces the one before). */
interface CertificateState {
  readonly issued: Readonly<Partial<Record<Module, CertificateIssuedData>>>;
}

/** The module's certificate in force, once issued. */
export const issuedCertificate = (state: CertificateState, module: Module): CertificateIssuedData | null => state.issued[module] ?? null;

const evolve = (state: CertificateState, event: CertificateEvent): CertificateState => ({ issued: { ...state.issued, [event.data.module]: event.data } });

const decide = (command: CertificateCommand, state: CertificateState): Either.Either<ReadonlyArray<CertificateEvent>, DomainError> => {
  const { certified } = command;
  const current = issuedCertificate(state, certified.module);
  if (current && current.name === command.name) return Either.right([]);
  return Either.right([
    {
      type: "CertificateIssued",
      data: {
        code: command.code,
        sessionId: certified.sessionId,
        personId: command.personId,
        module: certified.module,
        course: certified.course,
        dates: [...certified.dates],
        name: command.name,
        replaces: current?.code ?? null,
        issuedAt: command.now,
      },
    },
  ]);
};

export const certificateDecider: Decider<CertificateCommand, CertificateEvent, CertificateState, DomainError> = {
  initialState: { issued: {} },
  evolve,
  decide,
};
