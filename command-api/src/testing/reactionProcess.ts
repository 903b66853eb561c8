import { createKnex, createPool, openEventStore } from "@wellbeing/platform";
import { startReaction } from "../reactions/reactionRunner";
import { createTally, tallyReaction } from "./tallyReaction";

// A command API's reaction runner in a process of its own, for the handover test: it runs the
// tally reaction as runner "child" until the test kills it with SIGKILL.
const url = process.env.DATABASE_URL!;
const name = process.env.REACTION_NAME!;
const pool = createPool(url, 2);
const db = createKnex(url, 2);
const { store } = await openEventStore(pool, {});
await createTally(db);
await startReaction({ store, db, databaseUrl: url, reaction: tallyReaction(db, name, "child"), onError: (error) => console.error(error), lockCheckMs: 100 });
process.stdout.write("started\n");
