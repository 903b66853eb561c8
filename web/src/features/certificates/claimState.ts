import type { CertificateRequest } from "@wellbeing/domain";

// What the name form hands /claim, and /claim hands /success, through the navigation's state.

export interface ClaimState {
  readonly request: CertificateRequest;
}

export interface SuccessState {
  readonly sentToEmail: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The request the form made, when the history entry carries one (a reload keeps it; a typed address does not). */
export const claimStateOf = (state: unknown): ClaimState | null =>
  isRecord(state) && isRecord(state.request) && typeof state.request.name === "string" ? (state as unknown as ClaimState) : null;

export const sentToEmailOf = (state: unknown): boolean => isRecord(state) && state.sentToEmail === true;
