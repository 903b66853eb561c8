export { startSystem, type RunningSystem, type SystemOptions } from "./system";
export { seedDemoData, DEMO_ACCOUNTS, DEMO_PASSWORD } from "./seed/demoData";
export { bootstrapAdmin } from "./seed/bootstrapAdmin";
export { ensureWebBuilt } from "./webBuild";
