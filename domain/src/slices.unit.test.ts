import { describe, expect, it } from "vitest";
import { cy } from "./i18n/cy";
import { en } from "./i18n/en";
import { mergeCatalogues } from "./i18n/mergeCatalogues";
import { CATALOGUES } from "./catalogues";
import { DOMAIN_EVENT_TYPES } from "./audit/eventTypes";
import { personalDataRules } from "./events";
import { SLICE_EVENTS } from "./sliceEvents";
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

  it("lists every slice's events and personal-data rules in sliceEvents.ts, in the slices' order, and no other", () => {
    const declared = SLICES.flatMap((slice) => (slice.events ? [{ events: slice.events, personalData: slice.personalData ?? [] }] : []));
    const listed = SLICE_EVENTS.map((slice) => ({ events: slice.events, personalData: slice.personalData ?? [] }));
    expect(listed.length).toBe(declared.length);
    listed.forEach((slice, index) => {
      expect(slice.events.length).toBe(declared[index]!.events.length);
      slice.events.forEach((schema, at) => expect(schema).toBe(declared[index]!.events[at]));
      expect(slice.personalData.length).toBe(declared[index]!.personalData.length);
      slice.personalData.forEach((rules, at) => expect(rules).toBe(declared[index]!.personalData[at]));
    });
  });

  it("gives an event type at most one personal-data rule, and only a type some slice records", () => {
    const ruled = SLICES.flatMap((slice) => (slice.personalData ?? []).flatMap((rules) => Object.keys(rules)));
    expect(new Set(ruled).size).toBe(ruled.length);
    expect(Object.keys(personalDataRules).sort()).toEqual([...ruled].sort());
    expect(ruled.filter((type) => !DOMAIN_EVENT_TYPES.includes(type))).toEqual([]);
  });

  it("refuses a catalogue group two slices both name", () => {
    expect(() => mergeCatalogues([{ ui: { ok: "OK" } }, { ui: { cancel: "Cancel" } }])).toThrow('Two slices name the catalogue group "ui"');
  });
});
