import { Card, Classes, Icon } from "@blueprintjs/core";
import { Link } from "react-router-dom";
import type { ReachTile } from "./reachTiles";

/** One 'Your Total Reach' figure, linking to the screen behind it. */
export const ReachTileCard = ({ tile, isLoading }: { readonly tile: ReachTile; readonly isLoading: boolean }) => (
  <Link to={tile.to} className="reach-tile-link">
    <Card interactive className="reach-tile">
      <Icon icon={tile.icon} size={20} intent="primary" />
      <span className={`reach-tile-value ${isLoading ? Classes.SKELETON : ""}`}>{tile.value ?? "–"}</span>
      <span className="reach-tile-label">{tile.label}</span>
    </Card>
  </Link>
);
