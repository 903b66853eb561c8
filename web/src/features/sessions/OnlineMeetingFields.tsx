import { HTMLSelect } from "@blueprintjs/core";
import { MEETING_PLATFORM_LABELS, type FieldErrors, type MeetingPlatform } from "@wellbeing/domain";
import { FormField } from "../../ui/FormField";
import { TextField } from "../../ui/TextField";

/** The platforms the session form offers (§9: zoom, teams, google). */
const FORM_PLATFORMS: ReadonlyArray<MeetingPlatform> = ["zoom", "teams", "google"];

interface OnlineMeetingFieldsProps {
  readonly platform: MeetingPlatform | "";
  readonly link: string;
  readonly errors: FieldErrors;
  readonly onChange: (patch: { meetingPlatform?: MeetingPlatform | ""; meetingLink?: string }) => void;
}

/** The meeting platform and link of an online session. */
export const OnlineMeetingFields = ({ platform, link, errors, onChange }: OnlineMeetingFieldsProps) => (
  <div className="online-fields">
    <FormField label="Meeting platform" labelFor="session-meeting-platform" error={errors.meetingPlatform}>
      <HTMLSelect
        id="session-meeting-platform"
        fill
        value={platform}
        onChange={(event) => onChange({ meetingPlatform: event.currentTarget.value as MeetingPlatform | "" })}
        className={errors.meetingPlatform ? "select-error" : undefined}
        aria-invalid={errors.meetingPlatform ? true : undefined}
      >
        <option value="" disabled>
          Choose a platform
        </option>
        {FORM_PLATFORMS.map((each) => (
          <option key={each} value={each}>
            {MEETING_PLATFORM_LABELS[each]}
          </option>
        ))}
      </HTMLSelect>
    </FormField>
    <TextField
      id="session-meeting-link"
      label="Meeting link"
      type="url"
      placeholder="https://"
      leftIcon="link"
      value={link}
      onChange={(meetingLink) => onChange({ meetingLink })}
      error={errors.meetingLink}
    />
  </div>
);
