// The results capability (§2.16): the formulas of the three accordions, whose results a page may
// show (resultsScope), the endpoint's contract, and what of a response staff may ever read (disclosure).
export * from "./behaviouralScores";
export * from "./reachFigures";
export * from "./trainerFeedback";
export * from "./resultsScope";
export * from "./contracts";
export * from "./disclosure";
