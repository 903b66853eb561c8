import { TextArea } from "@blueprintjs/core";
import { LIMITS } from "@wellbeing/domain";
import { FormField } from "../../ui/FormField";
import { FormSection } from "../../ui/FormSection";
import { EmailField } from "../../ui/EmailField";
import type { SessionFormState } from "./useSessionForm";

/** Who participants contact, and anything else they should know. */
export const ContactSection = ({ form }: { readonly form: SessionFormState }) => (
  <FormSection title="Contact and joining information">
    <EmailField
      id="session-contact-email"
      label="Contact email"
      value={form.values.contactEmail}
      onChange={(contactEmail) => form.change({ contactEmail })}
      error={form.errors.contactEmail}
      hint="Participants see this address and can write to it"
    />
    <FormField label="Extra information" labelFor="session-extra-info" error={form.errors.extraInfo} optional hint="For example parking, what to bring, or how to join">
      <TextArea
        id="session-extra-info"
        fill
        rows={4}
        maxLength={LIMITS.extraInfoMaxLength}
        value={form.values.extraInfo}
        onChange={(event) => form.change({ extraInfo: event.target.value })}
      />
    </FormField>
  </FormSection>
);
