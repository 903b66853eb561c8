import type { IconName, IconPaths } from "@blueprintjs/icons";

// One chunk per icon and size: a screen fetches the paths of the icons it shows, not Blueprint's whole set
// (its own loader fetches every icon of a size at once, 80 KB before the welcome page's five).
const ICON_PATHS = "../../../node_modules/@blueprintjs/icons/lib/esm/generated";
const paths16 = import.meta.glob<IconPaths>("../../../node_modules/@blueprintjs/icons/lib/esm/generated/16px/paths/*.js", { import: "default" });
const paths20 = import.meta.glob<IconPaths>("../../../node_modules/@blueprintjs/icons/lib/esm/generated/20px/paths/*.js", { import: "default" });

/** The SVG paths of one icon at 16 or 20 px (Blueprint's `Icons` loader contract). */
export const loadIconPaths = async (name: IconName, size: number): Promise<IconPaths> => {
  const load = (size < 20 ? paths16 : paths20)[`${ICON_PATHS}/${size < 20 ? 16 : 20}px/paths/${name}.js`];
  if (!load) throw new Error(`No paths for the icon ${name}`);
  return load();
};
