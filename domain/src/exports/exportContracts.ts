import { FileBody, defineContract, formPart } from "../http/contract";
import { ExportRangeQueryWire, SessionExportQueryWire, decodeExportRangeQuery, decodeSessionExportQuery } from "../sessionLists/listQuery";
import { ResearchExportQuery, decodeResearchExportQuery } from "./researchQuery";

// The HTTP contracts of the exports (§6, §7) beside the sessions one (sessionLists), and the research export.

export const responsesExportContract = defineContract({
  method: "GET",
  path: "/api/export-csv/responses",
  summary:
    "The evaluation responses of the sessions with a date in the range as a CSV file, one row per response, by pseudonym (never a name or e-mail), headers in the caller's language: all for an admin, a local lead's group, a trainer's own ('No data found' when none)",
  audience: "staff",
  query: formPart(SessionExportQueryWire, decodeSessionExportQuery),
  answer: FileBody,
  file: { mediaType: "text/csv" },
});

export const trainersExportContract = defineContract({
  method: "GET",
  path: "/api/export-csv/trainers",
  summary:
    "The trainers and local leads registered in the range as a CSV file: all for an admin, a local lead's group and themself, a trainer themself ('No data found' when none)",
  audience: "staff",
  query: formPart(ExportRangeQueryWire, decodeExportRangeQuery),
  answer: FileBody,
  file: { mediaType: "text/csv" },
});

export const participantsExportContract = defineContract({
  method: "GET",
  path: "/api/export-csv/participants",
  summary: "The participants registered in the range as a CSV file, for admins ('No data found' when none)",
  audience: "staff",
  query: formPart(ExportRangeQueryWire, decodeExportRangeQuery),
  answer: FileBody,
  file: { mediaType: "text/csv" },
});

export const researchExportContract = defineContract({
  method: "GET",
  path: "/api/research-export",
  summary:
    "The anonymised research dataset replayed from the event log as it stood at the end of `asOf` (UK time): the responses given with research consent, by pseudonymous ids, and a data dictionary in English and Welsh, as a zip file; the same day always gives the same bytes. Admins only",
  audience: "staff",
  query: formPart(ResearchExportQuery, decodeResearchExportQuery),
  answer: FileBody,
  file: { mediaType: "application/zip" },
});

export const EXPORT_CONTRACTS = [responsesExportContract, trainersExportContract, participantsExportContract, researchExportContract] as const;
