import { Link } from "react-router-dom";
import { certificateReadiness, pathTo, postEvaluationGiven, type MessageKey, type ParticipantProgressSessionAnswer } from "@wellbeing/domain";
import { T } from "../../i18n/T";
import { useT } from "../../i18n/useT";
import { CertificateCell } from "./CertificateCell";
import type { ParticipantSessionColumn } from "./SessionRowsTable";
import { sessionTexts } from "./sessionTexts";
import { useParticipantResponses } from "./queries";

const column = (label: MessageKey, cell: ParticipantSessionColumn["cell"]): ParticipantSessionColumn => ({ key: label, label, header: <T k={label} />, cell });

/** The columns the participant's tables are made of (§2.6), worded in the language on screen. */
export const useSessionColumns = () => {
  const t = useT();
  const responses = useParticipantResponses().data?.responses ?? [];
  const texts = (session: ParticipantProgressSessionAnswer) => sessionTexts(session, t);
  /** The session's dates, linked to its details. */
  const linkedDates = (session: ParticipantProgressSessionAnswer) => (
    <Link to={pathTo("participantSessionDetails", { id: session.id })}>{texts(session).dates}</Link>
  );
  return {
    sessionDate: column("participantHome.sessionDate", linkedDates),
    date: column("ui.date", linkedDates),
    modules: column("sessionFacts.modules", (session) => texts(session).modules),
    type: column("ui.type", (session) => texts(session).modules),
    course: column("sessionFacts.course", (session) => texts(session).course),
    certificate: column("certificates.title", (session) => (
      <CertificateCell
        sessionId={session.id}
        modules={session.modules}
        readiness={certificateReadiness({ postEvaluationGiven: postEvaluationGiven(session.id, responses), cameEveryDate: session.attendanceRecorded })}
      />
    )),
  };
};
