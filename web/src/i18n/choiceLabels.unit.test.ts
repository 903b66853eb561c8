import { LOCAL_AUTHORITIES, ORGANISATION_GROUPS, en } from "@wellbeing/domain";
import { cy } from "@wellbeing/domain/i18n/cy";
import { describe, expect, it } from "vitest";
import { localAuthorityLabel, organisationLabel } from "./choiceLabels";
import { translator } from "@wellbeing/i18n";

const english = translator(en, "en");
const welsh = translator(cy, "cy");

describe("choices named in the reader's language", () => {
  it("name every local authority and organisation group in English as stored", () => {
    expect(LOCAL_AUTHORITIES.map((authority) => localAuthorityLabel(english, authority))).toEqual([...LOCAL_AUTHORITIES]);
    expect(ORGANISATION_GROUPS.map((group) => organisationLabel(english, group))).toEqual([...ORGANISATION_GROUPS]);
  });

  it("give the councils their official Welsh names", () => {
    expect(LOCAL_AUTHORITIES.map((authority) => localAuthorityLabel(welsh, authority))).toEqual([
      "Blaenau Gwent",
      "Caerffili",
      "Sir Fynwy",
      "Casnewydd",
      "Torfaen",
    ]);
    expect(organisationLabel(welsh, "Local authority")).toBe("Awdurdod lleol");
  });

  it("leave a name a person typed in as it is", () => {
    expect(localAuthorityLabel(welsh, "Cardiff")).toBe("Cardiff");
    expect(localAuthorityLabel(welsh, "toString")).toBe("toString");
  });
});
