import { Callout, Intent } from "@blueprintjs/core";
import { isAdminLevel, type Role } from "@wellbeing/domain";
import { useRef, type FormEvent } from "react";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { focusFirstInvalid } from "../../ui/focusFirstInvalid";
import { ContactSection } from "./ContactSection";
import { CourseSection } from "./CourseSection";
import { DeliverySection } from "./DeliverySection";
import { SessionDatesSection } from "./SessionDatesSection";
import { TrainersSection } from "./TrainersSection";
import type { SessionFormState } from "./useSessionForm";

/** What the edit page keeps of the session as it is. */
interface SessionBeingEdited {
  /** It has the special module, which then follows the course whoever edits (§2.9). */
  readonly hasSpecialModule: boolean;
  /** Its trainers may stay even when the editor could not choose them. */
  readonly trainers: ReadonlyArray<{ readonly id: string; readonly name: string | null }>;
}

interface SessionFormProps {
  readonly form: SessionFormState;
  readonly role: Role;
  /** Absent on the create page. */
  readonly editing?: SessionBeingEdited;
  readonly submitText: string;
  readonly isSubmitting: boolean;
  /** Answers whether the form was valid (and sent). */
  readonly onSubmit: () => boolean;
}

/** The session form of §2.9 and §5, shared by create and edit. */
export const SessionForm = ({ form, role, editing, submitText, isSubmitting, onSubmit }: SessionFormProps) => {
  const t = useT();
  const formElement = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!onSubmit()) focusFirstInvalid(formElement.current);
  };
  return (
    <form ref={formElement} className="session-form" onSubmit={submit} noValidate>
      <SessionDatesSection form={form} canEditDateCount={isAdminLevel(role)} />
      <DeliverySection form={form} />
      <CourseSection form={form} role={role} keepsSpecialModule={editing?.hasSpecialModule ?? false} />
      <TrainersSection form={form} currentTrainers={editing?.trainers ?? []} />
      <ContactSection form={form} />
      {form.hasErrors && (
        <Callout intent={Intent.DANGER} icon="error" role="alert" className="form-failure">
          {t("validation.formHasErrors")}
        </Callout>
      )}
      <div className="form-actions">
        <Button type="submit" intent={Intent.PRIMARY} size="large" icon="tick" text={submitText} loading={isSubmitting} />
      </div>
    </form>
  );
};
