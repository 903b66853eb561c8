import { HTMLSelect } from "../../ui/HTMLSelect";
import type { FieldErrors, MeetingPlatform } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { FormField } from "../../ui/FormField";
import { TextField } from "../../ui/TextField";

/** The platforms the session form offers (§9: zoom, teams, google). */
const FORM_PLATFORMS: ReadonlyArray<MeetingPlatform> = ["zoom", "teams", "google"];

/** The start of every meeting link, the same in any language. */
const LINK_PLACEHOLDER = "https://";

interface OnlineMeetingFieldsProps {
  readonly platform: MeetingPlatform | "";
  readonly link: string;
  readonly errors: FieldErrors;
  readonly onChange: (patch: { meetingPlatform?: MeetingPlatform | ""; meetingLink?: string }) => void;
}

/** The meeting platform and link of an online session. */
export const OnlineMeetingFields = ({ platform, link, errors, onChange }: OnlineMeetingFieldsProps) => {
  const t = useT();
  return (
    <div className="online-fields">
      <FormField label={t("sessionFacts.meetingPlatform")} labelFor="session-meeting-platform" error={errors.meetingPlatform}>
        <HTMLSelect
          id="session-meeting-platform"
          fill
          value={platform}
          onChange={(event) => onChange({ meetingPlatform: event.currentTarget.value as MeetingPlatform | "" })}
          className={errors.meetingPlatform ? "select-error" : undefined}
          aria-invalid={errors.meetingPlatform ? true : undefined}
        >
          <option value="" disabled>
            {t("session.choosePlatform")}
          </option>
          {FORM_PLATFORMS.map((each) => (
            <option key={each} value={each}>
              {t(`session.platform_${each}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormField>
      <TextField
        id="session-meeting-link"
        label={t("sessionFacts.meetingLink")}
        type="url"
        placeholder={LINK_PLACEHOLDER}
        leftIcon="link"
        value={link}
        onChange={(meetingLink) => onChange({ meetingLink })}
        error={errors.meetingLink}
      />
    </div>
  );
};
