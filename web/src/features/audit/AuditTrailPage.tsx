import { Callout, NonIdealState } from "@blueprintjs/core";
import { useSearchParams } from "react-router-dom";
import { errorMessage, isApiError } from "../../api/apiError";
import { useT } from "../../i18n/useT";
import { Button } from "../../ui/Button";
import { ErrorState } from "../../ui/ErrorState";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { AuditEventTable } from "./AuditEventTable";
import { AuditFiltersForm } from "./AuditFiltersForm";
import { AuditPager } from "./AuditPager";
import { asOfIn, eventsSearch, filtersIn, withAsOf, withFilters, withPage } from "./search";
import { useAuditEvents } from "./queries";
import { SessionAsOfPanel } from "./SessionAsOfPanel";
import "./audit.css";

/**
 * The event history (issue 15), for admins and auditors: every recorded event, filtered and paged,
 * each with its data (personal fields as the reader may see them), and a session as it was at a moment.
 */
export const AuditTrailPage = () => {
  const t = useT();
  const [search, setSearch] = useSearchParams();
  const asked = eventsSearch(search);
  const applied = filtersIn(search);
  const asOf = asOfIn(search);
  const events = useAuditEvents(asked);
  const answer = events.data;
  const refused = isApiError(events.error) && events.error.status === 400 ? events.error.fields : {};

  return (
    <PageLayout
      title={t("audit.eventHistory")}
      subtitle={answer ? <span className="audit-total">{t("audit.total", { count: String(answer.total) })}</span> : undefined}
      actions={<Button icon="refresh" text={t("audit.refresh")} onClick={() => void events.refetch()} loading={events.isFetching} />}
    >
      <Callout className="audit-note" icon="eye-open">
        {t("audit.readsRecorded")}
      </Callout>
      <AuditFiltersForm key={JSON.stringify(applied)} applied={applied} errors={refused} onApply={(filters) => setSearch(withFilters(search, filters))} />
      {events.isError && !answer ? (
        <ErrorState message={errorMessage(events.error, t)} onRetry={() => void events.refetch()} />
      ) : !answer ? (
        <LoadingState />
      ) : answer.events.length === 0 ? (
        <NonIdealState icon="history" title={t("audit.noEvents")} />
      ) : (
        <>
          <AuditEventTable events={answer.events} isStale={events.isPlaceholderData} onAsOf={(sessionId, at) => setSearch(withAsOf(search, sessionId, at))} />
          <AuditPager newer={answer.newer} older={answer.older} onPage={(page) => setSearch(withPage(search, page))} />
        </>
      )}
      <SessionAsOfPanel key={`${asOf?.sessionId}@${asOf?.at}`} asked={asOf} onAsk={(sessionId, at) => setSearch(withAsOf(search, sessionId, at))} />
    </PageLayout>
  );
};
