import { defineCatalogue } from "../slice";
import { en } from "./catalogue.en";

/** The attendance slice's texts: its English, and its Welsh loaded on demand. */
export const catalogue = defineCatalogue({ en, cy: () => import("./catalogue.cy") });
