import { ProgressBar, Tag } from "@blueprintjs/core";
import type { RosterAnswer } from "@wellbeing/domain";

/** The live registered-attendee count against the capacity, with the spaces left (§9). */
export const RegisteredCount = ({ roster }: { readonly roster: Pick<RosterAnswer, "numberOfConfirmedParticipants" | "capacity" | "spacesRemaining"> }) => (
  <div className="registered-count" aria-live="polite">
    <p>
      Registered attendees: <strong>{roster.numberOfConfirmedParticipants}</strong> of {roster.capacity}{" "}
      <Tag minimal intent={roster.spacesRemaining === 0 ? "danger" : "success"}>
        {roster.spacesRemaining === 0 ? "Full" : `${roster.spacesRemaining} ${roster.spacesRemaining === 1 ? "space" : "spaces"} left`}
      </Tag>
    </p>
    <ProgressBar aria-hidden value={roster.capacity === 0 ? 1 : Math.min(1, roster.numberOfConfirmedParticipants / roster.capacity)} animate={false} stripes={false} intent="primary" />
  </div>
);
