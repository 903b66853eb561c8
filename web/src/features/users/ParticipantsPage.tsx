import { HTMLTable, NonIdealState } from "@blueprintjs/core";
import { LIMITS, dayMonthYear, type ParticipantPage, type Translate } from "@wellbeing/domain";
import { errorMessage, isApiError } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { ExportButton } from "../exports/ExportButton";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { Pagination } from "../../ui/Pagination";
import { useParticipants } from "./queries";
import { orNotApplicableIn } from "./staffViews";
import { usePageParam } from "./usePageParam";
import "./staff.css";

/** §8: a failed participants list shows the server's text, else 'Something went wrong'. */
const failureText = (t: Translate, error: unknown): string =>
  isApiError(error) && error.status !== 0 ? errorMessage(error, t) : t("errors.somethingWentWrong");

const ParticipantTable = ({ answer, isStale }: { readonly answer: ParticipantPage; readonly isStale: boolean }) => {
  const t = useT();
  return (
    <div className="staff-table-scroll">
      <HTMLTable className="staff-table" striped aria-busy={isStale}>
        <thead>
          <tr>
            <th scope="col">{t("ui.name")}</th>
            <th scope="col">{t("staffScreens.organisation")}</th>
            <th scope="col">{t("staffScreens.registrationDate")}</th>
          </tr>
        </thead>
        <tbody>
          {answer.participantList.map((participant) => (
            <tr key={participant._id}>
              <td className="staff-name">{orNotApplicableIn(t, participant.name || participant.email)}</td>
              <td>{orNotApplicableIn(t, participant.organisation?.value)}</td>
              <td>{dayMonthYear(participant.registrationDate.slice(0, 10))}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
};

/** Participants (admin, §2.17): every participant account, 50 a page, newest first. */
export const ParticipantsPage = () => {
  const t = useT();
  const [page, setPage] = usePageParam();
  const participants = useParticipants(page);
  const answer = participants.data;

  return (
    <PageLayout
      title={t("shell.participants")}
      subtitle={answer ? <span className="staff-total">{t("ui.total", { count: String(answer.participantCount) })}</span> : undefined}
      actions={<ExportButton kind="participants" />}
    >
      {participants.isError ? (
        <ErrorState message={failureText(t, participants.error)} onRetry={() => void participants.refetch()} />
      ) : !answer ? (
        <LoadingState />
      ) : answer.participantList.length === 0 ? (
        <NonIdealState icon="person" title={t("product.noParticipants")} />
      ) : (
        <>
          <ParticipantTable answer={answer} isStale={participants.isPlaceholderData} />
          <Pagination className="staff-pagination" page={page} total={answer.participantCount} pageSize={LIMITS.participantsPageSize} onChange={setPage} />
        </>
      )}
    </PageLayout>
  );
};
