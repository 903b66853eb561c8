import type { Contract } from "./contract";
import { ROSTER_CONTRACTS } from "../roster/contracts";
import { SESSION_CONTRACTS } from "../sessions/contracts";

/** Every endpoint that has a contract, whichever service answers it: what the OpenAPI document lists. */
export const API_CONTRACTS: ReadonlyArray<Contract<any, any, any, any>> = [...SESSION_CONTRACTS, ...ROSTER_CONTRACTS];
