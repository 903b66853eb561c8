import { CATALOGUES } from "../catalogues";
import type { Messages } from "./en";
import { mergeCatalogues } from "./mergeCatalogues";

// The Welsh catalogue: the English one's keys, in Welsh (informal-polite 'chi' forms, sentence case),
// with the terms of shared/i18n/glossary.md: each slice's catalogue.cy.ts, derived from catalogues.ts. Not
// exported from the package root: imported from "@wellbeing/domain/i18n/cy", so the web app loads it
// (and each slice's Welsh chunk) only for a reader who chose Welsh.

export const cy: Messages = mergeCatalogues(await Promise.all(CATALOGUES.map(async (catalogue) => (await catalogue.cy()).cy))) as Messages;
