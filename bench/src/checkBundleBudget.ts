import { BUDGET_KB, measureWelcomeBundle } from "./bundleBudget";

// `npm run budget` (the last step of `npm test`): fails when the welcome page's initial JavaScript, gzipped, is over its budget.

const figure = await measureWelcomeBundle();
const total = `${figure.gzippedKb.toFixed(1)} KB`;
if (figure.gzippedKb > BUDGET_KB) {
  console.error(`The welcome page's initial JavaScript is ${total} gzipped, over its budget of ${BUDGET_KB} KB. Largest chunks:`);
  for (const chunk of [...figure.chunks].sort((a, b) => b.gzippedBytes - a.gzippedBytes).slice(0, 5))
    console.error(`  ${chunk.file}  ${(chunk.gzippedBytes / 1024).toFixed(1)} KB`);
  process.exit(1);
}
console.log(`The welcome page's initial JavaScript is ${total} gzipped, within its budget of ${BUDGET_KB} KB.`);
