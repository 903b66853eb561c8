import { sessionFactTexts, type SessionDetailsAnswer } from "@wellbeing/domain";
import type { ReactNode } from "react";
import { DetailRows } from "../../ui/DetailRows";
import { FactLines, MeetingLink } from "./SessionFactParts";

/** The read-only 'Event Details' of §2.10, worded by the domain's session facts. */
export const EventDetails = ({ session }: { readonly session: SessionDetailsAnswer }) => {
  const facts = sessionFactTexts(session);
  const rows: ReadonlyArray<readonly [string, ReactNode]> = [
    ["Date(s)", <FactLines lines={facts.dates} />],
    ["Module(s)", facts.moduleNumbers],
    ["Capacity", session.capacity],
    ["Course", facts.course],
    ["Trainer(s)", facts.trainers],
    ["Location", facts.location],
    ...(session.remote
      ? ([
          ["Meeting platform", facts.meetingPlatform],
          ["Meeting link", <MeetingLink link={session.meetingLink} />],
        ] as const)
      : []),
    ["Extra info", facts.extraInfo],
  ];

  return <DetailRows rows={rows} />;
};
