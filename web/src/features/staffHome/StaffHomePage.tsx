import { H3, Tag } from "@blueprintjs/core";
import { isAdminLevel } from "@wellbeing/domain";
import { useEffect } from "react";
import { T } from "../../i18n/T";
import { useT } from "../../i18n/useT";
import { PageLayout } from "../../ui/PageLayout";
import { useAccount } from "../auth/queries";
import { ResearchExportButton } from "../exports/ResearchExportButton";
import { LocalLeadRequestWaiting } from "../trainerUpgrade/LocalLeadRequestWaiting";
import { ReachTileCard } from "./ReachTileCard";
import { StaffHomeSections } from "./StaffHomeSections";
import { reachTiles } from "./reachTiles";
import { useReachFigures, useStaffHome } from "./queries";
import { useResponseRateWarning } from "./useResponseRateWarning";
import "./staffHome.css";

/** The staff home (§2.6): the reach tiles, then what needs doing, the next sessions and the responses chart; all follow live updates. */
export const StaffHomePage = () => {
  const t = useT();
  const user = useAccount();
  const stats = useReachFigures();
  const home = useStaffHome();
  useResponseRateWarning(home.data?.responseRateOverFull ?? false);

  useEffect(() => {
    // §8: a failed dashboard fetch is only logged; the tiles then show no figures.
    if (stats.error) console.error("Dashboard figures could not be loaded", stats.error);
  }, [stats.error]);

  return (
    <PageLayout
      title={t("dashboard.welcomeBack", { name: user.name ?? "" })}
      actions={isAdminLevel(user.role) ? <ResearchExportButton /> : undefined}
      subtitle={
        <span className="dashboard-role">
          <T k="ui.role" />{" "}
          <Tag minimal intent="primary">
            <T k={`roles.${user.role}`} />
          </Tag>
        </span>
      }
    >
      <LocalLeadRequestWaiting />
      <H3 className="section-heading">
        <T k="dashboard.totalReach" />
      </H3>
      <div className="reach-tiles">
        {reachTiles(user.role, stats.data, t).map((tile) => (
          <ReachTileCard key={tile.label} tile={tile} isLoading={stats.isPending} />
        ))}
      </div>
      {stats.isError && (
        <p className="muted-note">
          <T k="dashboard.figuresNotLoaded" />
        </p>
      )}
      <StaffHomeSections home={home} role={user.role} />
    </PageLayout>
  );
};
