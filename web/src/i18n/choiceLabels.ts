import type { LOCAL_AUTHORITIES, MessageKey, ORGANISATION_GROUPS, Translate } from "@wellbeing/domain";

// Choices stored and sent under their English names (§9), named on screen in the reader's language.

const LOCAL_AUTHORITY_KEYS: Record<(typeof LOCAL_AUTHORITIES)[number], MessageKey> = {
  "Blaenau Gwent": "localAuthorities.blaenauGwent",
  Caerphilly: "localAuthorities.caerphilly",
  Monmouthshire: "localAuthorities.monmouthshire",
  Newport: "localAuthorities.newport",
  Torfaen: "localAuthorities.torfaen",
};

const ORGANISATION_KEYS: Record<(typeof ORGANISATION_GROUPS)[number], MessageKey> = {
  Housing: "organisations.housing",
  Statutory: "organisations.statutory",
  "Local authority": "organisations.localAuthority",
  Health: "organisations.health",
  "Social care": "organisations.socialCare",
  College: "organisations.college",
  "Sport and leisure": "organisations.sportAndLeisure",
  "Drug and alcohol": "organisations.drugAndAlcohol",
  "Third sector": "organisations.thirdSector",
  "Community group": "organisations.communityGroup",
  "Government body": "organisations.governmentBody",
  "Private sector": "organisations.privateSector",
  None: "organisations.none",
  "Other, please specify": "organisations.other",
};

const labelFrom =
  (keys: Readonly<Record<string, MessageKey>>) =>
  (t: Translate, value: string): string => {
    const key = Object.hasOwn(keys, value) ? keys[value] : undefined;
    return key ? t(key) : value;
  };

/** A local authority's name in the reader's language; one typed in by a person stays as typed. */
export const localAuthorityLabel = labelFrom(LOCAL_AUTHORITY_KEYS);

/** An organisation group's name in the reader's language. */
export const organisationLabel = labelFrom(ORGANISATION_KEYS);
