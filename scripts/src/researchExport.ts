import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { isCalendarDate } from "@wellbeing/domain";
import { withAppEventStore } from "@wellbeing/platform";
import { buildResearchExport } from "@wellbeing/query-api";

// `npm run research-export -- --as-of YYYY-MM-DD --out FILE.zip`: the anonymised research dataset,
// replayed from the event log as it stood at the end of that day (UK time). The same day gives the
// same bytes every time. Joins a running `npm start`'s database, or starts the embedded one.

const USAGE = "usage: npm run research-export -- --as-of YYYY-MM-DD --out FILE.zip";

const main = async () => {
  const { values } = parseArgs({ options: { "as-of": { type: "string" }, out: { type: "string" } } });
  const asOf = values["as-of"];
  const out = values.out;
  if (!asOf || !isCalendarDate(asOf) || !out) {
    console.error(USAGE);
    process.exit(2);
  }
  await withAppEventStore(async ({ db, eventStore }) => {
    const started = Date.now();
    // The sealed store: personal fields are never even opened on the way to an anonymised dataset.
    const { zip, events, responses } = await buildResearchExport({ store: eventStore.sealedStore, db, asOf });
    await writeFile(out, zip);
    console.log(`Wrote ${out}: ${responses} responses as of the end of ${asOf}, from ${events} events in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  });
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
