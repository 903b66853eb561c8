import { Either } from "effect";
import type { Module } from "../constants";
import type { Decider } from "../shared/decider";
import type { DomainError } from "../shared/domainError";
import type { CertifiedModule } from "./eligibility";
import type { CertificateEvent, CertificateIssuedData } from "./events";

// One person's certificates of one session (stream certificateStream): a module's certificate is
// issued once; asking again gives the same one back (its code, name and date stay).

/** Issue the certificate of a module the eligibility rules certified (the handler passes the code and the clock). */
export interface IssueCertificate {
  readonly type: "IssueCertificate";
  readonly personId: string;
  readonly certified: CertifiedModule;
  readonly name: string;
  readonly code: string;
  readonly now: string;
}

export type CertificateCommand = IssueCertificate;

/** The certificates issued so far, by module. */
export interface CertificateState {
  readonly issued: Readonly<Partial<Record<Module, CertificateIssuedData>>>;
}

/** The certificate of the module, once issued. */
export const issuedCertificate = (state: CertificateState, module: Module): CertificateIssuedData | null => state.issued[module] ?? null;

const evolve = (state: CertificateState, event: CertificateEvent): CertificateState =>
  state.issued[event.data.module] ? state : { issued: { ...state.issued, [event.data.module]: event.data } };

const decide = (command: CertificateCommand, state: CertificateState): Either.Either<ReadonlyArray<CertificateEvent>, DomainError> => {
  const { certified } = command;
  if (issuedCertificate(state, certified.module)) return Either.right([]);
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
