import { Button, H2, H4, Intent } from "@blueprintjs/core";
import { pathTo, type SessionDetailsAnswer } from "@wellbeing/domain";
import { useParams } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { LoadingState } from "../../ui/LoadingState";
import { useDocumentTitle } from "../../ui/useDocumentTitle";
import { useSessionDetails } from "../sessions/queries";
import { QrCode } from "./QrCode";
import { printSheetOf } from "./sheet";
import "./print.css";

const PrintSheet = ({ session }: { readonly session: SessionDetailsAnswer }) => {
  const t = useT();
  const sheet = printSheetOf(session, window.location.origin, t);
  return (
    <article className="print-sheet">
      <H2 className="print-title">{sheet.rows[0]![1]}</H2>
      <dl className="print-details">
        {sheet.rows.slice(1).map(([label, value]) => (
          <div key={label} className="print-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <section className="print-survey-links" aria-label={t("print.evaluationLinks")}>
        {sheet.surveyLinks.map(({ label, url }) => (
          <figure key={url} className="print-survey-link">
            <QrCode text={url} label={label} />
            <figcaption>
              <H4>{label}</H4>
              <a href={url}>{url}</a>
            </figcaption>
          </figure>
        ))}
      </section>
    </article>
  );
};

/** The print page of a session (§2.18): its details and evaluation links with QR codes, and a PRINT button. */
export const PrintSessionPage = () => {
  const t = useT();
  const { sessionId = "" } = useParams();
  const session = useSessionDetails(sessionId);
  useDocumentTitle(t("session.print"));
  return (
    <section className="page page-wide print-page">
      <div className="print-actions">
        <LinkButton to={pathTo("sessionDetails", { id: sessionId })} icon="arrow-left" text={t("session.backToSession")} variant="minimal" />
        <Button icon="print" intent={Intent.PRIMARY} text={t("print.print")} onClick={() => window.print()} disabled={!session.data} />
      </div>
      {session.data ? <PrintSheet session={session.data} /> : <LoadingState />}
    </section>
  );
};
