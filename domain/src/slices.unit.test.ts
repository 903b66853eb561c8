import { describe, expect, it } from "vitest";
import { cy } from "./i18n/cy";
import { en } from "./i18n/en";
import { mergeCatalogues } from "./i18n/mergeCatalogues";
import { CATALOGUES } from "./catalogues";
import { API_CONTRACTS, API_SLICES, SLICES } from "./slices";

describe("the slices list", () => {
  it("names each slice once, and the API reference groups the contracts by those names", () => {
    const names = SLICES.map((slice) => slice.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(API_SLICES).every((name) => names.includes(name))).toBe(true);
  });

  it("gives the API every slice's contracts, each endpoint once", () => {
    expect(API_CONTRACTS).toEqual(SLICES.flatMap((slice) => slice.contracts));
    const endpoints = API_CONTRACTS.map((contract) => `${contract.method} ${contract.path}`);
    expect(new Set(endpoints).size).toBe(endpoints.length);
  });

  it("makes up both catalogues from the slices' groups, in Welsh the same groups", async () => {
    const groups = SLICES.flatMap((slice) => Object.keys(slice.catalogue?.en ?? {}));
    expect(Object.keys(en)).toEqual(groups);
    expect(Object.keys(cy)).toEqual(groups);
    for (const slice of SLICES) {
      if (slice.catalogue) expect(Object.keys((await slice.catalogue.cy()).cy)).toEqual(Object.keys(slice.catalogue.en));
    }
  });

  it("lists every slice's texts in catalogues.ts, in the slices' order, and no other", () => {
    expect(CATALOGUES).toEqual(SLICES.flatMap((slice) => (slice.catalogue ? [slice.catalogue] : [])));
  });

  it("refuses a catalogue group two slices both name", () => {
    expect(() => mergeCatalogues([{ ui: { ok: "OK" } }, { ui: { cancel: "Cancel" } }])).toThrow('Two slices name the catalogue group "ui"');
  });
});
