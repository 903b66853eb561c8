import type { SessionForm } from "@wellbeing/domain";
import { useForm, type FormState } from "../../ui/useForm";
import { validateSessionDraft, type SessionDraft } from "./draft";

export type SessionFormState = FormState<SessionDraft, SessionForm>;

/** The session form's state, validated by the domain's rules (§4 form flow). */
export const useSessionForm = (initial: () => SessionDraft): SessionFormState => useForm(initial, validateSessionDraft);
