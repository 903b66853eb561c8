import { ProgressBar, Tag } from "@blueprintjs/core";
import type { RosterAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";

/** The live registered-attendee count against the capacity, with the spaces left (§9). */
export const RegisteredCount = ({ roster }: { readonly roster: Pick<RosterAnswer, "numberOfConfirmedParticipants" | "capacity" | "spacesRemaining"> }) => {
  const t = useT();
  return (
    <div className="registered-count" aria-live="polite">
      <p>
        {t("session.registeredAttendees")} <strong>{roster.numberOfConfirmedParticipants}</strong> {t("session.ofCapacity", { capacity: roster.capacity })}{" "}
        <Tag minimal intent={roster.spacesRemaining === 0 ? "danger" : "success"}>
          {roster.spacesRemaining === 0 ? t("roster.full") : t("roster.spacesLeft", { count: roster.spacesRemaining })}
        </Tag>
      </p>
      <ProgressBar
        aria-hidden
        value={roster.capacity === 0 ? 1 : Math.min(1, roster.numberOfConfirmedParticipants / roster.capacity)}
        animate={false}
        stripes={false}
        intent="primary"
      />
    </div>
  );
};
