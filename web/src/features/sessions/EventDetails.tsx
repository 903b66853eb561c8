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
    [t("sessionFacts.dates"), <FactLines lines={session.dates.length > 0 ? facts.dates : [notApplicable]} />],
    [t("sessionFacts.modules"), facts.moduleNumbers],
    [t("sessionFacts.capacity"), session.capacity],
    [t("sessionFacts.course"), facts.course],
    [t("sessionFacts.trainers"), facts.trainers],
    [t("sessionFacts.location"), facts.location],
    ...(session.remote
      ? ([
          [t("sessionFacts.meetingPlatform"), session.meetingPlatform ? t(`session.platform_${session.meetingPlatform}`) : notApplicable],
          [t("sessionFacts.meetingLink"), <MeetingLink link={session.meetingLink} />],
        ] as const)
      : []),
    [t("sessionFacts.extraInfo"), session.extraInfo || notApplicable],
  ];

  return <DetailRows rows={rows} />;
};
