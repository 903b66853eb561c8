// The exports capability (§2.16, §2.17, §6, §7, issue 13): the CSV exports' contracts and answer
// columns, and the research export's pure shaping (the log replayed into rows, and its data dictionary).
export * from "./exportContracts";
export * from "./researchQuery";
export * from "./responseColumns";
export * from "./research/researchDataset";
export * from "./research/dataDictionary";
export * from "./csvCells";
export * from "./csvValues";
