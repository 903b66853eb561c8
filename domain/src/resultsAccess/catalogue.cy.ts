import type { Catalogue } from "../slice";
import type { en } from "./catalogue.en";

// The resultsAccess slice's texts in Welsh: catalogue.en.ts's keys (informal-polite 'chi' forms, the glossary's terms).
type Welsh = Catalogue<typeof en>;

const resultsAccess: Welsh["resultsAccess"] = {
  refused: "Gwall!, Nid yw'r hyfforddwr hwn wedi rhoi caniatâd i weld ei ddata",
  title: "Mynediad at ganlyniadau fy ngwerthusiadau",
  consent: "Caiff fy arweinydd lleol a gweinyddwyr y rhaglen weld canlyniadau gwerthuso fy sesiynau",
  help: "Rydych chi bob amser yn gweld eich canlyniadau eich hun. Heb eich caniatâd, dywedir wrth eich arweinydd lleol a'r gweinyddwyr nad ydych chi wedi rhoi caniatâd i weld eich data.",
  saved: "Mae eich dewis am fynediad at eich canlyniadau wedi'i gadw",
  loadFailed: "Aeth rhywbeth o'i le. Rhowch gynnig arall arni nes ymlaen",
};

export const cy: Welsh = { resultsAccess };
