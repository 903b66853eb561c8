// The contracts the app shell calls before or beside its first screen, imported with `import()` by their
// callers: each is an Effect schema, and Effect is not needed before the first paint.
export { authUserContract, errorReportsContract, reportErrorContract } from "@wellbeing/domain";
