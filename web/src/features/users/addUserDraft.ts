import { DEFAULT_LANGUAGE, decodeAddUser, needsOrganisationOther, type AddUser, type AddableRole, type FieldMessages, type Language } from "@wellbeing/domain";
import type { Either } from "effect";
import type { OrganisationChoice } from "./OrganisationPicker";

/** The add-user form as typed (§3 Add-user); `toAddUser` is what the server is sent. */
interface AddUserDraft {
  readonly name: string;
  readonly email: string;
  readonly role: AddableRole | "";
  readonly localLead: string;
  readonly organisationCategory: string;
  readonly organisationOther: string;
  readonly localAuthorities: ReadonlyArray<string>;
  /** The language the new member asked to be written to in. */
  readonly language: Language;
}

export const emptyAddUserDraft: AddUserDraft = {
  name: "",
  email: "",
  role: "",
  localLead: "",
  organisationCategory: "",
  organisationOther: "",
  localAuthorities: [],
  language: DEFAULT_LANGUAGE,
};

export const toAddUserInput = (draft: AddUserDraft) => ({
  name: draft.name,
  email: draft.email,
  role: draft.role,
  localLead: draft.role === "trainer" && draft.localLead !== "" ? draft.localLead : null,
  organisation: draft.organisationCategory === "" ? null : { category: draft.organisationCategory, value: draft.organisationOther },
  localAuthorities: draft.localAuthorities,
  language: draft.language,
});

/** The organisation picker's value: the free text only while 'Other, please specify' is picked. */
export const organisationChoiceOf = (draft: AddUserDraft): OrganisationChoice | null =>
  draft.organisationCategory === ""
    ? null
    : { category: draft.organisationCategory, value: needsOrganisationOther(draft.organisationCategory) ? draft.organisationOther : null };

/** The same rules the server applies, so errors show before sending. */
export const validateAddUser = (draft: AddUserDraft): Either.Either<AddUser, FieldMessages> => decodeAddUser(toAddUserInput(draft));
