export { startProjector, type RunningProjector } from "./projector";
export { allProjections } from "./slices";
export { ProjectionRunner } from "./runner/projectionRunner";
export { migrateReadModels } from "./runner/readModelSchema";
export { rebuildReadModels } from "./rebuild/rebuildReadModels";
export type { Change, Audience } from "./runner/projection";
