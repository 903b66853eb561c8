import { AnchorButton, HTMLTable, NonIdealState, Tooltip } from "@blueprintjs/core";
import { ERRORS, LIMITS, PRODUCT_TEXTS, dayMonthYear, orNotApplicable, participantLabel, type ParticipantPage } from "@wellbeing/domain";
import { isApiError } from "../../api/apiError";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { Pagination } from "../../ui/Pagination";
import { useParticipants } from "./staffQueries";
import { usePageParam } from "./usePageParam";
import "./staff.css";

/** §8: a failed participants list shows the server's text, else 'Something went wrong'. */
const failureText = (error: unknown): string => (isApiError(error) && error.status !== 0 ? error.message : ERRORS.somethingWentWrong);

const ParticipantTable = ({ answer, isStale }: { readonly answer: ParticipantPage; readonly isStale: boolean }) => (
  <div className="staff-table-scroll">
    <HTMLTable className="staff-table" striped aria-busy={isStale}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Organisation</th>
          <th scope="col">Registration Date</th>
        </tr>
      </thead>
      <tbody>
        {answer.participantList.map((participant) => (
          <tr key={participant._id}>
            <td className="staff-name">{participantLabel(participant)}</td>
            <td>{orNotApplicable(participant.organisation?.value)}</td>
            <td>{dayMonthYear(participant.registrationDate.slice(0, 10))}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  </div>
);

/** Participants (admin, §2.17): every participant account, 50 a page, newest first. */
export const ParticipantsPage = () => {
  const [page, setPage] = usePageParam();
  const participants = useParticipants(page);
  const answer = participants.data;

  return (
    <PageLayout
      title="Participants"
      subtitle={answer ? <span className="staff-total">Total: {answer.participantCount}</span> : undefined}
      actions={
        // The exports issue brings the CSV; until then the button says why it does nothing
        // (an AnchorButton: a disabled one still shows its tooltip, on hover and on focus).
        <Tooltip content="Exporting participants is not available yet">
          <AnchorButton icon="export" text="Export Participants" disabled />
        </Tooltip>
      }
    >
      {participants.isError ? (
        <ErrorState message={failureText(participants.error)} onRetry={() => void participants.refetch()} />
      ) : !answer ? (
        <LoadingState />
      ) : answer.participantList.length === 0 ? (
        <NonIdealState icon="person" title={PRODUCT_TEXTS.noParticipants} />
      ) : (
        <>
          <ParticipantTable answer={answer} isStale={participants.isPlaceholderData} />
          <Pagination className="staff-pagination" page={page} total={answer.participantCount} pageSize={LIMITS.participantsPageSize} onChange={setPage} />
        </>
      )}
    </PageLayout>
  );
};
