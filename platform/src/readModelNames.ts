/** The Postgres schema of the live read models: the projector writes it, the query API reads it. */
export const READ_MODEL_SCHEMA = "read_models";

// The read models' names are the domain's (a read contract names the ones it answers from).
export { READ_MODELS, type ReadModelName } from "@wellbeing/domain";
