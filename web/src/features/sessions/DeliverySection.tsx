import { Radio, RadioGroup } from "@blueprintjs/core";
import { useT } from "../../i18n/useT";
import { FormField } from "../../ui/FormField";
import { FormSection } from "../../ui/FormSection";
import { AddressFields } from "./AddressFields";
import { OnlineMeetingFields } from "./OnlineMeetingFields";
import { deliveryPatch } from "./draft";
import type { SessionFormState } from "./useSessionForm";

const ONLINE = "online";
const FACE_TO_FACE = "faceToFace";

/** Online or face to face; switching resets the other part (§2.9). */
export const DeliverySection = ({ form }: { readonly form: SessionFormState }) => {
  const t = useT();
  const { remote, address, meetingPlatform, meetingLink } = form.values;
  const selected = remote === null ? undefined : remote ? ONLINE : FACE_TO_FACE;
  const invalid = form.errors.remote ? true : undefined;
  return (
    <FormSection title={t("sessionFacts.delivery")}>
      <FormField label={t("session.deliveryQuestion")} error={form.errors.remote}>
        <RadioGroup
          inline
          selectedValue={selected}
          onChange={(event) => form.change(deliveryPatch(event.currentTarget.value === ONLINE))}
          aria-label={t("session.deliveryQuestion")}
        >
          <Radio value={ONLINE} label={t("sessionFacts.online")} aria-invalid={invalid} />
          <Radio value={FACE_TO_FACE} label={t("sessionFacts.faceToFace")} aria-invalid={invalid} />
        </RadioGroup>
      </FormField>
      {remote === true && <OnlineMeetingFields platform={meetingPlatform} link={meetingLink} errors={form.errors} onChange={form.change} />}
      {remote === false && <AddressFields address={address} errors={form.errors} onChange={(next) => form.change({ address: next })} />}
    </FormSection>
  );
};
