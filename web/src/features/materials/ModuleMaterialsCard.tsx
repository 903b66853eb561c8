import { Card, H3 } from "@blueprintjs/core";
import { moduleLabelIn, pathTo, type MaterialsAnswer } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { MaterialDocumentRow } from "./MaterialDocumentRow";

type ModuleMaterials = MaterialsAnswer["modules"][number];

/** One module's card (§2.14): its pre- and post-session documents, and the evaluations that would open the locked ones. */
export const ModuleMaterialsCard = ({ card }: { readonly card: ModuleMaterials }) => {
  const t = useT();
  const moduleLabel = moduleLabelIn(t, card.module);
  const headingId = `materials-module-${card.module}`;
  return (
    <Card className="material-module" role="region" aria-labelledby={headingId}>
      <H3 id={headingId}>{moduleLabel}</H3>
      <ul className="material-documents">
        {card.documents.map((document) => (
          <MaterialDocumentRow key={document.id} document={document} moduleLabel={moduleLabel} />
        ))}
      </ul>
      {(card.preCourseEvaluation || card.postSessionEvaluation) && (
        <div className="button-row">
          {card.preCourseEvaluation && (
            <LinkButton
              to={pathTo("survey", { id: card.preCourseEvaluation.shortId, type: card.preCourseEvaluation.surveyType })}
              intent="primary"
              icon="clipboard"
              text={t("roster.completePreCourseEvaluation")}
            />
          )}
          {card.postSessionEvaluation && (
            <LinkButton
              to={pathTo("survey", { id: card.postSessionEvaluation.shortId, type: card.postSessionEvaluation.surveyType })}
              intent="primary"
              icon="clipboard"
              text={t("roster.completePostSessionEvaluation")}
            />
          )}
        </div>
      )}
    </Card>
  );
};
