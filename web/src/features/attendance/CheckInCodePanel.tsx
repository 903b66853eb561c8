import { Callout } from "@blueprintjs/core";
import { dayMonthYear } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LoadingState } from "../../ui/LoadingState";
import { QrCode } from "../print/QrCode";
import { CopyableLink } from "../sessions/CopyableLink";
import { ukTime } from "./checkInTimes";
import { useCheckInCode } from "./queries";

/** The QR code of today's check-in (issue 29) that the trainer shows the room, with its link and when it works. */
export const CheckInCodePanel = ({ sessionId }: { readonly sessionId: string }) => {
  const t = useT();
  const code = useCheckInCode(sessionId);
  if (code.isPending) return <LoadingState />;
  if (!code.data?.code)
    return (
      <Callout icon="calendar" className="check-in-none">
        {code.isError ? t("errors.generic") : t("attendance.checkInNoDateToday")}
      </Callout>
    );
  const { path, sessionDate, opensAt, closesAt } = code.data.code;
  const url = `${window.location.origin}${path}`;
  return (
    <div className="check-in-code">
      <p>{t("attendance.checkInHelp")}</p>
      <QrCode text={url} label={t("attendance.checkInLink")} />
      <p className="check-in-valid">{t("attendance.checkInValid", { date: dayMonthYear(sessionDate), opens: ukTime(opensAt), closes: ukTime(closesAt) })}</p>
      <CopyableLink id={`check-in-link-${sessionId}`} label={t("attendance.checkInLink")} url={url} />
    </div>
  );
};
