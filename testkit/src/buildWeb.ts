import path from "node:path";
import { ensureWebBuilt } from "@wellbeing/scripts";

/** Global setup of the browser suite: the web app must be built (once per run, when stale). */
export default async function setup() {
  await ensureWebBuilt(path.resolve(import.meta.dirname, "../.."));
}
