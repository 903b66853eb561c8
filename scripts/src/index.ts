export { startSystem, type RunningSystem, type SystemOptions } from "./system";
export { seedDemoData, DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoCast } from "./seed/demoData";
export { seedDemoStory } from "./seed/demoStory";
export { buildWebApp, ensureWebBuilt } from "./webBuild";
export { prepareInitialData, type InitialData } from "./seed/initialData";
export { backUp } from "./backup/backUp";
export { restore } from "./backup/restore";
export { keysFileOf } from "./backup/backupFile";
