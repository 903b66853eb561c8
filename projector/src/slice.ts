import type { Projection } from "./runner/projection";

/** A capability's part of the projector: the read models it keeps. */
export interface ProjectorSlice {
  /** Its projections, in the order a batch is applied to them. */
  readonly projections: ReadonlyArray<Projection>;
}
