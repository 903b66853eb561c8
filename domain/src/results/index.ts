// The results capability (§2.16): the formulas of the three accordions, whose results a page may
// show (resultsScope) and the endpoint's contract.
export * from "./behaviouralScores";
export * from "./reachFigures";
export * from "./trainerFeedback";
export * from "./resultsScope";
export * from "./contracts";
