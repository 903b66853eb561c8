import { FileBody, defineContract, formPart, type RequestPart } from "../http/contract";
import type { ReadModelName } from "../readModels";
import { ExportRangeQueryWire, SessionExportQueryWire, decodeExportRangeQuery, decodeSessionExportQuery } from "../sessionLists/query";
import { ResearchExportQuery, decodeResearchExportQuery } from "./researchQuery";

// The HTTP contracts of the exports (§6, §7) beside the sessions one (sessionLists), and the research export.

/** A staff CSV download at `path`: its query decoded by `query`, the file's rows described by `summary`, read from `readModels`. */
const csvExport = <Q>(path: string, summary: string, query: RequestPart<Q>, readModels: ReadonlyArray<ReadModelName>) =>
  defineContract({ method: "GET", path, readModels, summary, audience: "staff", query, answer: FileBody, file: { mediaType: "text/csv" } });

export const responsesExportContract = csvExport(
  "/api/export-csv/responses",
  "The evaluation responses of the sessions with a date in the range as a CSV file, one row per response, by pseudonym (never a name or e-mail), headers in the caller's language: all for an admin, a local lead's group, a trainer's own ('No data found' when none)",
  formPart(SessionExportQueryWire, decodeSessionExportQuery),
  ["sessions", "users", "evaluations", "results", "resultsAccess"],
);

export const trainersExportContract = csvExport(
  "/api/export-csv/trainers",
  "The trainers and local leads registered in the range as a CSV file: all for an admin, a local lead's group and themself, a trainer themself ('No data found' when none)",
  formPart(ExportRangeQueryWire, decodeExportRangeQuery),
  ["users"],
);

export const participantsExportContract = csvExport(
  "/api/export-csv/participants",
  "The participants registered in the range as a CSV file, for admins ('No data found' when none)",
  formPart(ExportRangeQueryWire, decodeExportRangeQuery),
  ["users"],
);

export const researchExportContract = defineContract({
  method: "GET",
  path: "/api/research-export",
  // Replayed from the event log itself, never a read model.
  readModels: [],
  summary:
    "The anonymised research dataset replayed from the event log as it stood at the end of `asOf` (UK time): the responses given with research consent, by pseudonymous ids, and a data dictionary in English and Welsh, as a zip file; the same day always gives the same bytes. Admins only",
  audience: "staff",
  query: formPart(ResearchExportQuery, decodeResearchExportQuery),
  answer: FileBody,
  file: { mediaType: "application/zip" },
});

export const EXPORT_CONTRACTS = [responsesExportContract, trainersExportContract, participantsExportContract, researchExportContract] as const;
