import { HTMLTable, NonIdealState, Tag } from "@blueprintjs/core";
import { ERROR_REPORTS_PAGE_SIZE, type ErrorReportAnswer, type Language, type Translate } from "@wellbeing/domain";
import { useLanguage } from "../../i18n/useT";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { Pagination } from "../../ui/Pagination";
import { formatScheduledTime } from "../sessionMail/scheduleTime";
import { usePageParam } from "../users/usePageParam";
import { useErrorReports } from "./queries";
import "./errorReports.css";

const reporterOf = (t: Translate, report: ErrorReportAnswer): string =>
  report.reporter === null ? t("errorReports.notLoggedIn") : (report.reporter.name ?? t("ui.erased"));

/** A report's sealed words, or what shows once they are erased. */
const wordsOf = (t: Translate, text: string | null) => text ?? t("ui.erased");

const ReportRow = ({ report, t, language }: { readonly report: ErrorReportAnswer; readonly t: Translate; readonly language: Language }) => {
  const [headline, ...trace] = wordsOf(t, report.error).split("\n");
  return (
    <tr>
      <td className="error-report-when">{formatScheduledTime(report.reportedAt, language)}</td>
      <td>
        <Tag minimal intent={report.kind === "feedback" ? "primary" : "none"}>
          {t(report.kind === "feedback" ? "errorReports.kindFeedback" : "errorReports.kindCrash")}
        </Tag>
      </td>
      <td>{reporterOf(t, report)}</td>
      <td className="error-report-page">{wordsOf(t, report.page)}</td>
      <td className="error-report-error">
        {trace.length === 0 ? (
          headline
        ) : (
          <details>
            <summary>{headline}</summary>
            <pre>{trace.join("\n")}</pre>
          </details>
        )}
      </td>
      <td className="error-report-note">{report.note}</td>
    </tr>
  );
};

/** Error reports (admins, §1): the crashes kept and the feedback people sent, newest first, 50 a page; new ones arrive live. */
export const ErrorReportsPage = () => {
  const { t, language } = useLanguage();
  const [page, setPage] = usePageParam();
  const reports = useErrorReports(page);
  const answer = reports.data;
  return (
    <PageLayout title={t("errorReports.title")} subtitle={<span className="error-reports-intro">{t("errorReports.intro")}</span>}>
      {reports.isError ? (
        <ErrorState onRetry={() => void reports.refetch()} />
      ) : !answer ? (
        <LoadingState label={t("errorReports.loading")} />
      ) : answer.reports.length === 0 ? (
        <NonIdealState icon="tick-circle" title={t("errorReports.empty")} />
      ) : (
        <>
          <p className="error-reports-total">{t("ui.total", { count: String(answer.total) })}</p>
          <div className="error-reports-scroll">
            <HTMLTable className="error-reports-table" striped aria-busy={reports.isPlaceholderData}>
              <thead>
                <tr>
                  <th scope="col">{t("errorReports.when")}</th>
                  <th scope="col">{t("errorReports.kind")}</th>
                  <th scope="col">{t("errorReports.reportedBy")}</th>
                  <th scope="col">{t("errorReports.page")}</th>
                  <th scope="col">{t("errorReports.error")}</th>
                  <th scope="col">{t("errorReports.note")}</th>
                </tr>
              </thead>
              <tbody>
                {answer.reports.map((report) => (
                  <ReportRow key={report.id} report={report} t={t} language={language} />
                ))}
              </tbody>
            </HTMLTable>
          </div>
          <Pagination page={page} total={answer.total} pageSize={ERROR_REPORTS_PAGE_SIZE} onChange={setPage} />
        </>
      )}
    </PageLayout>
  );
};
