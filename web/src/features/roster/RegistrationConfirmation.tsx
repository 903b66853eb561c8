import { H3, Icon } from "@blueprintjs/core";
import { materialsOpenFor, pathTo, startsCourse, type Module, type PublicSessionAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { LoadingState } from "../../ui/LoadingState";
import { useCourseMaterials } from "../materials/queries";
import { SkippedModulesWarning } from "./SkippedModulesWarning";

/** 'Your course materials are now available' only when some document of the session's modules is open (§2.12); else what opens them. */
const WhatNow = ({ session }: { readonly session: PublicSessionAnswer }) => {
  const t = useT();
  const materials = useCourseMaterials(session.course);
  if (materials.isPending) return <LoadingState />;
  const available = materials.data !== undefined && materialsOpenFor(session.modules, materials.data.modules);
  return <p>{t(available ? "roster.whatNow" : "roster.whatNowLocked")}</p>;
};

interface RegistrationConfirmationProps {
  readonly session: PublicSessionAnswer;
  readonly alreadyRegistered: boolean;
  /** The earlier modules of the course this session skips for the person (§2.8). */
  readonly skippedModules: ReadonlyArray<Module>;
}

/** After registering (§2.12): the title, then the pre-course evaluation (module 1) or what now about the course materials. */
export const RegistrationConfirmation = ({ session, alreadyRegistered, skippedModules }: RegistrationConfirmationProps) => {
  const t = useT();
  return (
    <div className="registration-confirmation" role="status">
      <H3>
        <Icon icon="tick-circle" intent="success" size={22} /> {t(alreadyRegistered ? "roster.alreadyRegistered" : "roster.registered")}
      </H3>
      {startsCourse(session.modules) ? (
        <LinkButton
          to={pathTo("survey", { id: session.shortId, type: "pre-course" })}
          intent="primary"
          size="large"
          icon="clipboard"
          text={t("roster.completePreCourse")}
        />
      ) : (
        <>
          <WhatNow session={session} />
          <div className="button-row">
            <LinkButton to={pathTo("participantMaterials", { course: session.course })} intent="primary" icon="book" text={t("shell.materials")} />
            <LinkButton to={pathTo("participantSessionDetails", { id: session.id })} variant="outlined" icon="calendar" text={t("roster.viewMySession")} />
          </div>
          <SkippedModulesWarning modules={skippedModules} />
        </>
      )}
    </div>
  );
};
