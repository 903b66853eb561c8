import {
  COURSE_LABELS,
  MEETING_PLATFORM_LABELS,
  detailDates,
  detailModules,
  locationText,
  trainerNames,
  type SessionDetailsAnswer,
} from "@wellbeing/domain";
import type { ReactNode } from "react";
import { DetailRows } from "../../ui/DetailRows";

const NOT_AVAILABLE = "N/A";

/** The read-only 'Event Details' of §2.10, worded by the domain's display helpers. */
export const EventDetails = ({ session }: { readonly session: SessionDetailsAnswer }) => {
  const dates = detailDates(session.dates);
  const rows: ReadonlyArray<readonly [string, ReactNode]> = [
    ["Date(s)", dates.length > 0 ? dates.map((date) => <div key={date}>{date}</div>) : NOT_AVAILABLE],
    ["Module(s)", detailModules(session.modules) || NOT_AVAILABLE],
    ["Capacity", session.capacity],
    ["Course", COURSE_LABELS[session.course]],
    ["Trainer(s)", trainerNames(session.trainers.map((trainer) => trainer.name))],
    ["Location", locationText(session.remote, session.address)],
    ...(session.remote
      ? ([
          ["Meeting platform", session.meetingPlatform ? MEETING_PLATFORM_LABELS[session.meetingPlatform] : NOT_AVAILABLE],
          [
            "Meeting link",
            session.meetingLink ? (
              <a href={session.meetingLink} target="_blank" rel="noopener noreferrer">
                {session.meetingLink}
              </a>
            ) : (
              NOT_AVAILABLE
            ),
          ],
        ] as const)
      : []),
    ["Extra info", session.extraInfo || NOT_AVAILABLE],
  ];

  return <DetailRows rows={rows} />;
};
