import { Callout } from "@blueprintjs/core";
import { moduleLabelIn, moduleNames, pathTo, type Module } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";

/** §2.8 modules are attended in order: registering for this session skips earlier modules, said before they confirm, with where to find one. */
export const SkippedModulesWarning = ({ modules }: { readonly modules: ReadonlyArray<Module> }) => {
  const t = useT();
  const first = modules[0];
  if (first === undefined) return null;
  return (
    <Callout intent="warning" icon="warning-sign" title={t("roster.modulesInOrderTitle")} className="registration-panel skipped-modules">
      <p>{t("roster.skippedModules", { modules: moduleNames(modules, t) })}</p>
      <LinkButton to={pathTo("courseSchedule")} variant="outlined" icon="calendar" text={t("roster.findModuleSession", { module: moduleLabelIn(t, first) })} />
    </Callout>
  );
};
