import { Card, H4 } from "@blueprintjs/core";
import { courseLabelIn, listDates, moduleLabelIn, type SessionSnapshot } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { DetailRows } from "../../ui/DetailRows";
import { utcText, valueText } from "./search";
import { PersonalValueText } from "./EventDataList";

const STATUS_KEYS = { none: "audit.statusNone", scheduled: "audit.statusScheduled", deleted: "audit.statusDeleted" } as const;

/** A session as its events left it at one moment. */
export const SessionSnapshotCard = ({ title, snapshot }: { readonly title: string; readonly snapshot: SessionSnapshot }) => {
  const t = useT();
  const session = snapshot.session;
  const none = t("audit.none");
  return (
    <Card className="audit-snapshot">
      <H4>{title}</H4>
      <DetailRows
        rows={[
          [t("ui.status"), t(STATUS_KEYS[snapshot.status])],
          [t("audit.eventCount"), String(snapshot.eventCount)],
          [t("audit.lastChangeAt"), snapshot.lastChangeAt ? utcText(snapshot.lastChangeAt) : none],
          ...(session
            ? ([
                [t("sessionFacts.course"), courseLabelIn(t, session.course)],
                [t("sessionFacts.modulesHeading"), session.modules.map((module) => moduleLabelIn(t, module)).join(", ")],
                [t("sessionFacts.datesHeading"), listDates(session.dates, t)],
                [t("sessionFacts.capacity"), String(session.capacity)],
                [t("audit.delivery"), session.remote ? t("sessionFacts.online") : t("sessionFacts.faceToFace")],
                [t("audit.address"), session.address ? valueText(Object.values(session.address).filter(Boolean).join(", ")) : none],
                [t("sessionFacts.meetingLink"), session.meetingLink ?? none],
                [t("sessionFacts.trainersHeading"), session.trainerIds.join(", ")],
                [t("audit.contactEmail"), <PersonalValueText key="contact" value={session.contactEmail} />],
                [t("sessionFacts.extraInformation"), session.extraInfo ?? none],
                [t("ui.responses"), String(session.responseCount)],
              ] as const)
            : []),
        ]}
      />
    </Card>
  );
};
