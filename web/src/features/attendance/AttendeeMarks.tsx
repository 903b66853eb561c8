import { Button, ButtonGroup } from "@blueprintjs/core";
import type { RegisterAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import type { QueuedTick } from "./tickQueue";

type Attendee = RegisterAnswer["attendees"][number];

interface AttendeeMarksProps {
  readonly attendee: Attendee;
  readonly mark: QueuedTick["mark"];
  /** Waiting to be sent (made offline, or on its way). */
  readonly waiting: boolean;
  readonly onMark: (mark: QueuedTick["mark"]) => void;
  readonly onRelease: () => void;
}

/** Who the attendee is, as the register names them. */
export const attendeeLabel = (attendee: Attendee, erased: string): string => attendee.name ?? attendee.email ?? erased;

/** One row of the register: the person, 'Came' / 'No-show' (pressing the mark shown again clears it), and releasing a no-show's place. */
export const AttendeeMarks = ({ attendee, mark, waiting, onMark, onRelease }: AttendeeMarksProps) => {
  const t = useT();
  const person = attendeeLabel(attendee, t("roster.erasedParticipant"));
  const choose = (chosen: "attended" | "noShow") => onMark(mark === chosen ? "notRecorded" : chosen);
  return (
    <li className={`register-row register-row-${mark}`}>
      <div className="register-person">
        <strong>{person}</strong>
        {attendee.name && attendee.email && <span className="register-email">{attendee.email}</span>}
        {waiting && <span className="register-waiting">{t("attendance.pending", { count: 1 })}</span>}
      </div>
      <div className="register-actions">
        <ButtonGroup>
          <Button
            icon="tick"
            text={t("attendance.attended")}
            intent={mark === "attended" ? "success" : "none"}
            variant={mark === "attended" ? "solid" : "outlined"}
            aria-pressed={mark === "attended"}
            aria-label={t("attendance.markFor", { mark: t("attendance.attended"), person })}
            onClick={() => choose("attended")}
          />
          <Button
            icon="cross"
            text={t("attendance.noShow")}
            intent={mark === "noShow" ? "warning" : "none"}
            variant={mark === "noShow" ? "solid" : "outlined"}
            aria-pressed={mark === "noShow"}
            aria-label={t("attendance.markFor", { mark: t("attendance.noShow"), person })}
            onClick={() => choose("noShow")}
          />
        </ButtonGroup>
        {mark === "noShow" && attendee.email && <Button icon="remove" variant="minimal" text={t("attendance.releasePlace")} onClick={onRelease} />}
      </div>
    </li>
  );
};
