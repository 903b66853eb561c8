import { HTMLSelect as BlueprintHTMLSelect, type HTMLSelectProps } from "@blueprintjs/core";
import { useT } from "../i18n/useT";

/** Blueprint's HTMLSelect with its arrow's title in the language on screen (Blueprint's is "Open dropdown" in English). */
export const HTMLSelect = ({ iconProps, ...props }: HTMLSelectProps) => {
  const t = useT();
  return <BlueprintHTMLSelect {...props} iconProps={{ ...iconProps, title: t("ui.openDropdown") }} />;
};
