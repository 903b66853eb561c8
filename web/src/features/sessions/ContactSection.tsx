import { TextArea } from "@blueprintjs/core";
import { LIMITS } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { FormField } from "../../ui/FormField";
import { FormSection } from "../../ui/FormSection";
import { EmailField } from "../../ui/EmailField";
import type { SessionFormState } from "./useSessionForm";

/** Who participants contact, and anything else they should know. */
export const ContactSection = ({ form }: { readonly form: SessionFormState }) => {
  const t = useT();
  return (
    <FormSection title={t("session.contactTitle")}>
      <EmailField
        id="session-contact-email"
        label={t("sessionFacts.contactEmail")}
        value={form.values.contactEmail}
        onChange={(contactEmail) => form.change({ contactEmail })}
        error={form.errors.contactEmail}
        hint={t("session.contactEmailHint")}
      />
      <FormField
        label={t("sessionFacts.extraInformation")}
        labelFor="session-extra-info"
        error={form.errors.extraInfo}
        optional
        hint={t("session.extraInformationHint")}
      >
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
};
