import { courseLabelIn, moduleLabelIn, type Course, type Language, type MaterialDocument, type MaterialKind, type Translate } from "@wellbeing/domain";
import { MODULE_TOPICS, type Bilingual } from "./moduleTopics";

// The words of each course-material document, in our own wording: the title from the catalogues (as
// the materials page names it), the body from the module's topic and the document's kind.

export interface DocumentSection {
  readonly heading: string;
  readonly paragraphs?: ReadonlyArray<string>;
  readonly bullets?: ReadonlyArray<string>;
  /** Prompts, each followed by lines to write on. */
  readonly writeIn?: ReadonlyArray<string>;
}

export interface DocumentText {
  readonly title: string;
  readonly subtitle: string;
  /** Course and module, as the footer names them. */
  readonly context: string;
  readonly sections: ReadonlyArray<DocumentSection>;
}

const AUDIENCE: Readonly<Record<Course, Bilingual<string>>> = {
  C5: {
    en: "Throughout, think about the people you meet through your work.",
    cy: "Drwy gydol y modiwl, meddyliwch am y bobl rydych chi'n eu cyfarfod drwy eich gwaith.",
  },
  YOUNG_PEOPLE: {
    en: "Throughout, think about the young people you work with.",
    cy: "Drwy gydol y modiwl, meddyliwch am y bobl ifanc rydych chi'n gweithio gyda nhw.",
  },
};

const HEADINGS = {
  aboutModule: { en: "About this module", cy: "Am y modiwl hwn" },
  aboutCourse: { en: "About this course", cy: "Am y cwrs hwn" },
  covers: { en: "What we will cover", cy: "Beth fyddwn ni'n ei drafod" },
  before: { en: "Before the session", cy: "Cyn y sesiwn" },
  lookingBack: { en: "Looking back", cy: "Edrych yn ôl" },
  practice: { en: "Practice", cy: "Ymarfer" },
  reflection: { en: "Reflection", cy: "Myfyrio" },
  nextStep: { en: "My next step", cy: "Fy ngham nesaf" },
  firstDelivery: { en: "My first delivery", cy: "Fy nghyflwyniad cyntaf" },
  selfCare: { en: "Looking after yourself", cy: "Gofalu amdanoch chi'ch hun" },
} as const satisfies Record<string, Bilingual<string>>;

const BEFORE_SESSION: Bilingual<ReadonlyArray<string>> = {
  en: [
    "Read this guide and note any questions you have.",
    "Think of a recent conversation where someone told you how they were really feeling.",
    "Bring a pen, and a drink of water.",
  ],
  cy: [
    "Darllenwch y canllaw hwn a nodwch unrhyw gwestiynau sydd gennych chi.",
    "Meddyliwch am sgwrs ddiweddar lle dywedodd rhywun wrthych chi sut roedden nhw'n teimlo go iawn.",
    "Dewch â beiro, a diod o ddŵr.",
  ],
};

const BEFORE_TRAINER_COURSE: Bilingual<ReadonlyArray<string>> = {
  en: [
    "Look back over the modules of the course you took part in.",
    "Think about the groups you could deliver the course to.",
    "Bring a pen, a notebook and a drink of water.",
  ],
  cy: [
    "Edrychwch yn ôl dros fodiwlau'r cwrs y buoch chi'n rhan ohono.",
    "Meddyliwch am y grwpiau y gallech chi gyflwyno'r cwrs iddyn nhw.",
    "Dewch â beiro, llyfr nodiadau a diod o ddŵr.",
  ],
};

const WORKBOOK_INTRO: Bilingual<string> = {
  en: "Use this workbook in the weeks after the session. There are no right answers: it is for you.",
  cy: "Defnyddiwch y llyfr gwaith hwn yn yr wythnosau ar ôl y sesiwn. Does dim atebion cywir: mae e i chi.",
};

const NEXT_STEP: Bilingual<ReadonlyArray<string>> = {
  en: ["One thing I will do differently:", "When I will do it:"],
  cy: ["Un peth y byddaf i'n ei wneud yn wahanol:", "Pryd y byddaf i'n ei wneud:"],
};

const FIRST_DELIVERY: Bilingual<ReadonlyArray<string>> = {
  en: ["The date of my first session:", "Who will deliver it with me:", "Support I still need:"],
  cy: ["Dyddiad fy sesiwn gyntaf:", "Pwy fydd yn ei chyflwyno gyda fi:", "Y gefnogaeth sydd ei hangen arnaf i o hyd:"],
};

const SELF_CARE: Bilingual<ReadonlyArray<string>> = {
  en: [
    "The group is a safe place to practise: what people share stays in the group.",
    "Talking about wellbeing can bring up feelings of your own. Take a break when you need one, and talk to the trainer or to someone you trust, at work or at home, if anything from the session stays with you.",
  ],
  cy: [
    "Mae'r grŵp yn lle diogel i ymarfer: mae'r hyn mae pobl yn ei rannu yn aros yn y grŵp.",
    "Gall siarad am lesiant godi teimladau ynoch chi hefyd. Cymerwch seibiant pan fydd angen, a siaradwch â'r hyfforddwr neu â rhywun rydych chi'n ymddiried ynddo, yn y gwaith neu yn y tŷ, os oes unrhyw beth o'r sesiwn yn aros gyda chi.",
  ],
};

const sectionsOf = (kind: MaterialKind, document: MaterialDocument, language: Language): ReadonlyArray<DocumentSection> => {
  const topic = MODULE_TOPICS[document.module];
  const heading = (key: keyof typeof HEADINGS) => HEADINGS[key][language];
  const selfCare = { heading: heading("selfCare"), paragraphs: SELF_CARE[language] };
  switch (kind) {
    case "participant-guide":
      return [
        { heading: heading("aboutModule"), paragraphs: [topic.aim[language], AUDIENCE[document.course][language]] },
        { heading: heading("covers"), bullets: topic.covers[language] },
        { heading: heading("before"), bullets: BEFORE_SESSION[language] },
        selfCare,
      ];
    case "trainer-guide":
      return [
        { heading: heading("aboutCourse"), paragraphs: [topic.aim[language]] },
        { heading: heading("covers"), bullets: topic.covers[language] },
        { heading: heading("before"), bullets: BEFORE_TRAINER_COURSE[language] },
        selfCare,
      ];
    case "workbook":
    case "trainer-workbook":
      return [
        { heading: heading("lookingBack"), paragraphs: [WORKBOOK_INTRO[language]] },
        { heading: heading("practice"), paragraphs: [topic.practice[language]] },
        { heading: heading("reflection"), writeIn: topic.reflection[language] },
        kind === "workbook"
          ? { heading: heading("nextStep"), writeIn: NEXT_STEP[language] }
          : { heading: heading("firstDelivery"), writeIn: FIRST_DELIVERY[language] },
        selfCare,
      ];
  }
};

/** A document's words in a language; `t` words the catalogue's texts in that language. */
export const documentText = (document: MaterialDocument, language: Language, t: Translate): DocumentText => ({
  title: `${t(`materials.kind_${document.kind}`)}: ${moduleLabelIn(t, document.module)}`,
  subtitle: MODULE_TOPICS[document.module].subject[language],
  context: `${t("shell.appName")} · ${courseLabelIn(t, document.course)} · ${moduleLabelIn(t, document.module)}`,
  sections: sectionsOf(document.kind, document, language),
});
