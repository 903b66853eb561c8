import { defineSlice, type Slice } from "../slice";
import { catalogue } from "./catalogue";
import { EXPORT_CONTRACTS } from "./contracts";

// The exports capability (§2.16, §2.17, §6, §7, issue 13): the CSV exports' contracts and answer
// columns, and the research export's pure shaping (the log replayed into rows, and its data dictionary).
export * from "./contracts";
export * from "./researchQuery";
export * from "./responseColumns";
export * from "./research/researchDataset";
export * from "./research/dataDictionary";
export * from "./csvCells";
export * from "./csvValues";

/** The exports slice: its contracts and texts, for slices.ts. */
export const exportsSlice: Slice<typeof catalogue.en> = defineSlice({
  name: "exports",
  contracts: EXPORT_CONTRACTS,
  catalogue,
});
