export { queryApi } from "./app";
export type { QueryApiDeps } from "./deps";
export { startReadSide } from "./readSide";
