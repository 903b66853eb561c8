import { Schema } from "effect";
import { decodeFields } from "../shared/fieldErrors";
import { IsoDate } from "../shared/fields";

// GET /api/research-export?asOf=YYYY-MM-DD: the day whose end the dataset stands at.

export const ResearchExportQuery = Schema.Struct({ asOf: IsoDate }).annotations({ identifier: "ResearchExportQuery" });
export type ResearchExportQuery = typeof ResearchExportQuery.Type;

export const decodeResearchExportQuery = (input: unknown) => {
  const raw = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const asOf = Array.isArray(raw.asOf) ? raw.asOf[0] : raw.asOf;
  return decodeFields(ResearchExportQuery)(asOf === undefined ? {} : { asOf });
};

/** A day not over yet could still change; one after today has nothing to stand at: today at the latest. */
export const isExportableDay = (asOf: string, today: string): boolean => asOf <= today;

/** The archive's file name: the export type, its day and the content's nature ('research-<day>.zip'). */
export const researchExportFilename = (asOf: string): string => `research-${asOf}.zip`;
