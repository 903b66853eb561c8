import { Card, H3 } from "@blueprintjs/core";
import { moduleLabelIn, pathTo, type MaterialsAnswer, type MessageKey } from "@wellbeing/domain";
import { useT } from "../../i18n/useT";
import { LinkButton } from "../../ui/LinkButton";
import { MaterialDocumentRow } from "./MaterialDocumentRow";

type ModuleMaterials = MaterialsAnswer["modules"][number];

/** The evaluations that would open the card's locked documents, each with its button's words. */
const evaluationButtons = (card: ModuleMaterials) => {
  const buttons: ReadonlyArray<{ readonly link: ModuleMaterials["preCourseEvaluation"]; readonly text: MessageKey }> = [
    { link: card.preCourseEvaluation, text: "roster.completePreCourseEvaluation" },
    { link: card.postSessionEvaluation, text: "roster.completePostSessionEvaluation" },
  ];
  return buttons.flatMap(({ link, text }) => (link ? [{ link, text }] : []));
};

/** One module's card (§2.14): its pre- and post-session documents, and the evaluations that would open the locked ones. */
export const ModuleMaterialsCard = ({ card }: { readonly card: ModuleMaterials }) => {
  const t = useT();
  const moduleLabel = moduleLabelIn(t, card.module);
  const headingId = `materials-module-${card.module}`;
  const evaluations = evaluationButtons(card);
  return (
    <Card className="material-module" role="region" aria-labelledby={headingId}>
      <H3 id={headingId}>{moduleLabel}</H3>
      <ul className="material-documents">
        {card.documents.map((document) => (
          <MaterialDocumentRow key={document.id} document={document} moduleLabel={moduleLabel} />
        ))}
      </ul>
      {evaluations.length > 0 && (
        <div className="button-row">
          {evaluations.map(({ link, text }) => (
            <LinkButton key={text} to={pathTo("survey", { id: link.shortId, type: link.surveyType })} intent="primary" icon="clipboard" text={t(text)} />
          ))}
        </div>
      )}
    </Card>
  );
};
