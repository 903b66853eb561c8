import { sessionFactTexts, type SessionDetailsAnswer } from "@wellbeing/domain";
import type { ReactNode } from "react";
import { useT } from "../../i18n/useT";
import { DetailRows } from "../../ui/DetailRows";
import { FactLines, MeetingLink } from "./SessionFactParts";

/** The read-only 'Event Details' of §2.10, worded by the domain's session facts; the words among them in the language on screen. */
export const EventDetails = ({ session }: { readonly session: SessionDetailsAnswer }) => {
  const t = useT();
  const facts = sessionFactTexts(session, { t });
  const notApplicable = t("product.notApplicable");
  const rows: ReadonlyArray<readonly [string, ReactNode]> = [
    [t("session.datesRow"), <FactLines lines={session.dates.length > 0 ? facts.dates : [notApplicable]} />],
    [t("session.modulesRow"), facts.moduleNumbers],
    [t("session.capacity"), session.capacity],
    [t("session.courseTitle"), facts.course],
    [t("session.trainersRow"), facts.trainers],
    [t("session.location"), facts.location],
    ...(session.remote
      ? ([
          [t("session.meetingPlatform"), session.meetingPlatform ? t(`session.platform_${session.meetingPlatform}`) : notApplicable],
          [t("session.meetingLink"), <MeetingLink link={session.meetingLink} />],
        ] as const)
      : []),
    [t("session.extraInfoRow"), session.extraInfo || notApplicable],
  ];

  return <DetailRows rows={rows} />;
};
