import { LOCAL_AUTHORITY_KEYS, ORGANISATION_KEYS, type MessageKey, type Translate } from "@wellbeing/domain";

// Choices stored and sent under their English names (§9), named on screen in the reader's language.

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
