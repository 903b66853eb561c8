import { DASHBOARD_PATH } from "./staffHome/reachRoutes";
import { RESULTS_PATH } from "./results/routes";

export { queryApi } from "./app";
export type { QueryApiDeps } from "./deps";
export { startReadSide } from "./readSide";

/** Reads that travel as POST (their bodies carry filters); a gateway routes them to the query API. */
export const READS_BY_POST: ReadonlyArray<string> = [DASHBOARD_PATH, RESULTS_PATH];
export { MATERIALS_DIRECTORY } from "./materials/files";
export { buildResearchExport, researchPseudonymiser, replayResearchLog, researchZip } from "./exports/researchArchive";
export { responsesQuery } from "./exports/responsesQuery";
export { readSideChecks, lagsOf } from "./operations/readSideHealth";
export { registerReadSideMetrics } from "./operations/readSideMetrics";
