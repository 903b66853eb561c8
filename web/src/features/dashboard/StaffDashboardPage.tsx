import { H3, Tag } from "@blueprintjs/core";
import { ROLE_LABELS } from "@wellbeing/domain";
import { useEffect } from "react";
import { PageLayout } from "../../ui/PageLayout";
import { useAccount } from "../auth/useAuth";
import { ReachTileCard } from "./ReachTileCard";
import { reachTiles } from "./reachTiles";
import { useDashboardStats } from "./useDashboardStats";

/** The staff dashboard (§2.6); the figures follow live updates. */
export const StaffDashboardPage = () => {
  const user = useAccount();
  const stats = useDashboardStats();

  useEffect(() => {
    // §8: a failed dashboard fetch is only logged; the tiles then show no figures.
    if (stats.error) console.error("Dashboard figures could not be loaded", stats.error);
  }, [stats.error]);

  return (
    <PageLayout
      title={`Welcome back ${user.name}`}
      subtitle={
        <span className="dashboard-role">
          Role <Tag minimal intent="primary">{ROLE_LABELS[user.role]}</Tag>
        </span>
      }
    >
      <H3 className="section-heading">Your Total Reach</H3>
      <div className="reach-tiles">
        {reachTiles(user.role, stats.data).map((tile) => (
          <ReachTileCard key={tile.label} tile={tile} isLoading={stats.isPending} />
        ))}
      </div>
      {stats.isError && <p className="muted-note">Your figures could not be loaded just now.</p>}
    </PageLayout>
  );
};
