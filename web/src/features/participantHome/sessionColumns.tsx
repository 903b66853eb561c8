import { Link } from "react-router-dom";
import { pathTo, postEvaluationGiven, type GivenEvaluationAnswer, type Translate } from "@wellbeing/domain";
import { CertificateCell } from "./CertificateCell";
import type { SessionColumn } from "./SessionRowsTable";
import { sessionTexts } from "./sessionTexts";

/** The columns the participant's tables are made of (§2.6), worded in the language on screen. */
export const sessionColumns = (t: Translate, responses: ReadonlyArray<GivenEvaluationAnswer>) => {
  const details = (header: SessionColumn["header"], text: (session: Parameters<SessionColumn["cell"]>[0]) => string): SessionColumn => ({
    header,
    cell: (session) => <Link to={pathTo("participantSessionDetails", { id: session.id })}>{text(session)}</Link>,
  });
  return {
    /** The session's dates, linked to its details. */
    sessionDate: details("participantHome.sessionDate", (session) => sessionTexts(session, t).dates),
    date: details("participantHome.date", (session) => sessionTexts(session, t).dates),
    modules: { header: "participantHome.modules", cell: (session) => sessionTexts(session, t).modules } satisfies SessionColumn,
    type: { header: "participantHome.type", cell: (session) => sessionTexts(session, t).modules } satisfies SessionColumn,
    course: { header: "participantHome.course", cell: (session) => sessionTexts(session, t).course } satisfies SessionColumn,
    certificate: {
      header: "participantHome.certificate",
      cell: (session) => <CertificateCell postEvaluationDone={postEvaluationGiven(session.id, responses)} />,
    } satisfies SessionColumn,
  };
};
