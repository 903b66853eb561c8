import { Button, NonIdealState, SegmentedControl } from "@blueprintjs/core";
import { SESSION_LIST_PAGE_SIZE, pathTo, type MessageKey } from "@wellbeing/domain";
import { useState } from "react";
import { Navigate, useParams } from "react-router-dom";
import { useLanguage } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { LoadingState } from "../../ui/LoadingState";
import { PageLayout } from "../../ui/PageLayout";
import { Pagination } from "../../ui/Pagination";
import { useAccount } from "../auth/queries";
import { ExportSessionsDialog } from "./ExportSessionsDialog";
import { InviteLinkBox } from "./InviteLinkBox";
import { SessionFiltersPanel } from "./SessionFiltersPanel";
import { SessionsTable } from "./SessionsTable";
import { hasFilters } from "./listSearch";
import { staffColumns, type ColumnVariant } from "./staffColumns";
import { sessionListScreen, type SessionListKind, type SessionListScreen } from "./listKinds";
import { useListParams } from "./useListParams";
import { useSessionList } from "./queries";
import "./sessionLists.css";

const VARIANTS: ReadonlyArray<{ value: ColumnVariant; label: MessageKey }> = [
  { value: "summary", label: "sessionList.columnsSummary" },
  { value: "detailed", label: "sessionList.columnsDetailed" },
];

const SessionList = ({ screen }: { readonly screen: SessionListScreen }) => {
  const { t, language } = useLanguage();
  const { page, type, filters, setPage, setType, setFilters } = useListParams();
  const [variant, setVariant] = useState<ColumnVariant>("summary");
  const [isExportOpen, setIsExportOpen] = useState(false);
  const list = useSessionList(screen.endpoint, { page, type, filters, hideTrainerUpskill: variant === "detailed" });
  const answer = list.data;

  return (
    <PageLayout
      title={t(screen.title)}
      subtitle={answer?.person?.name ?? undefined}
      actions={
        <>
          <LinkButton to={pathTo("createSession")} icon="add" intent="primary" text={t("sessionList.addNewSession")} />
          <Button icon="export" text={t("sessionList.exportCsv")} onClick={() => setIsExportOpen(true)} />
        </>
      }
    >
      {screen.invitePath && <InviteLinkBox path={screen.invitePath} />}
      {screen.showFilters && <SessionFiltersPanel filters={filters} onChange={setFilters} />}
      <div className="session-list-toolbar">
        <p className="session-count" aria-live="polite">
          <span className="session-count-value">{answer ? answer.total.toLocaleString(`${language}-GB`) : "–"}</span>{" "}
          {t(type === "upcoming" ? "sessionList.upcomingCount" : "sessionList.totalCount", { count: answer?.total ?? 0 })}
        </p>
        <span className="toolbar-choice">
          <span id="list-type-label">{t("ui.show")}</span>
          <SegmentedControl
            aria-labelledby="list-type-label"
            options={[
              { value: "upcoming", label: t("sessionList.showUpcoming") },
              { value: "all", label: t("sessionList.showAll") },
            ]}
            value={type}
            onValueChange={(value) => setType(value === "all" ? "all" : "upcoming")}
          />
        </span>
        <span className="toolbar-choice">
          <span id="list-columns-label">{t("sessionList.columns")}</span>
          <SegmentedControl
            aria-labelledby="list-columns-label"
            options={VARIANTS.map((choice) => ({ value: choice.value, label: t(choice.label) }))}
            value={variant}
            onValueChange={(value) => setVariant(value as ColumnVariant)}
          />
        </span>
      </div>
      {!answer ? (
        <LoadingState label={t("sessionList.loadingSessions")} />
      ) : answer.sessions.length === 0 ? (
        <NonIdealState icon="calendar" title={t(hasFilters(filters) ? "sessionList.noData" : "sessionList.noSessions")} />
      ) : (
        <>
          <SessionsTable
            sessions={answer.sessions}
            columns={staffColumns(variant, screen.showsSeveralTrainers)}
            caption={t("sessionList.tableCaption", { title: t(screen.title), page })}
            isStale={list.isPlaceholderData}
          />
          <Pagination className="session-pagination" page={page} total={answer.total} pageSize={SESSION_LIST_PAGE_SIZE} onChange={setPage} />
        </>
      )}
      <ExportSessionsDialog
        isOpen={isExportOpen}
        onClose={() => setIsExportOpen(false)}
        target={screen.exportTarget}
        filters={{ ...filters, ...screen.exportFilters }}
      />
    </PageLayout>
  );
};

/** Your Sessions, All Sessions, (Your) Group Sessions and Trainer Sessions (§2.7), live: a session created, edited or deleted shows at once. */
export const SessionListPage = ({ kind }: { readonly kind: SessionListKind }) => {
  const account = useAccount();
  const { localLeadId, trainerId } = useParams();
  const screen = sessionListScreen(kind, account, localLeadId ?? trainerId);
  if ("redirect" in screen) return <Navigate to={screen.redirect} replace />;
  // A new list (another route or person) starts afresh: page, filters and columns.
  return <SessionList key={screen.endpoint + kind} screen={screen} />;
};
