import type { LOCAL_AUTHORITIES, ORGANISATION_GROUPS } from "../constants";
import type { MessageKey } from "./translate";

// Choices of §9 are stored and sent under their English names; these are the keys that name them in
// the reader's language (the screens' pickers and the evaluation questionnaires both use them).

export const LOCAL_AUTHORITY_KEYS: Readonly<Record<(typeof LOCAL_AUTHORITIES)[number], MessageKey>> = {
  "Blaenau Gwent": "localAuthorities.blaenauGwent",
  Caerphilly: "localAuthorities.caerphilly",
  Monmouthshire: "localAuthorities.monmouthshire",
  Newport: "localAuthorities.newport",
  Torfaen: "localAuthorities.torfaen",
};

export const ORGANISATION_KEYS: Readonly<Record<(typeof ORGANISATION_GROUPS)[number], MessageKey>> = {
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
