import type { Language, Module } from "@wellbeing/domain";

// What each module of the course materials is about, in our own words, in Welsh and English. The
// documents (documentText.ts) are built from these.

export type Bilingual<T> = Readonly<Record<Language, T>>;

export interface ModuleTopic {
  /** The module's subject, the documents' subtitle. */
  readonly subject: Bilingual<string>;
  readonly aim: Bilingual<string>;
  /** What the session covers, one line each. */
  readonly covers: Bilingual<ReadonlyArray<string>>;
  /** Something to try after the session. */
  readonly practice: Bilingual<string>;
  /** Questions the workbook leaves room to answer. */
  readonly reflection: Bilingual<ReadonlyArray<string>>;
}

export const MODULE_TOPICS: Readonly<Record<Module, ModuleTopic>> = {
  "1": {
    subject: { en: "Starting a conversation about wellbeing", cy: "Dechrau sgwrs am lesiant" },
    aim: {
      en: "In this module you practise noticing when someone may be struggling, opening a short conversation about how they are, and listening well.",
      cy: "Yn y modiwl hwn byddwch chi'n ymarfer sylwi pan fydd rhywun yn cael trafferth, dechrau sgwrs fer am sut maen nhw, a gwrando'n dda.",
    },
    covers: {
      en: [
        "What we mean by wellbeing, and why small conversations matter",
        "Signs that someone may be finding things hard",
        "Open questions that invite people to talk",
        "Listening without rushing to fix things",
      ],
      cy: [
        "Beth rydyn ni'n ei olygu wrth lesiant, a pham mae sgyrsiau bach yn bwysig",
        "Arwyddion bod rhywun yn ei chael hi'n anodd",
        "Cwestiynau agored sy'n gwahodd pobl i siarad",
        "Gwrando heb frysio i ddatrys pethau",
      ],
    },
    practice: {
      en: "This week, ask one person an open question about how they are, and listen to the answer without giving advice.",
      cy: "Yr wythnos hon, gofynnwch gwestiwn agored i un person am sut maen nhw, a gwrandewch ar yr ateb heb roi cyngor.",
    },
    reflection: {
      en: ["Which signs did you notice in someone this week?", "Which open question felt natural for you to ask?", "What made listening easy, or hard?"],
      cy: [
        "Pa arwyddion wnaethoch chi sylwi arnyn nhw mewn rhywun yr wythnos hon?",
        "Pa gwestiwn agored oedd yn teimlo'n naturiol i chi ei ofyn?",
        "Beth wnaeth wrando'n hawdd, neu'n anodd?",
      ],
    },
  },
  "2": {
    subject: { en: "Exploring what helps", cy: "Archwilio beth sy'n helpu" },
    aim: {
      en: "In this module you help people think about what already supports their wellbeing, and which everyday things might help a little more.",
      cy: "Yn y modiwl hwn byddwch chi'n helpu pobl i feddwl am beth sydd eisoes yn cefnogi eu llesiant, a pha bethau bob dydd allai helpu ychydig mwy.",
    },
    covers: {
      en: [
        "Building on what is going well for the person",
        "Everyday things that support wellbeing: other people, being active, noticing, learning and giving",
        "Asking about what matters most to the person",
        "Staying curious instead of telling people what to do",
      ],
      cy: [
        "Adeiladu ar beth sy'n mynd yn dda i'r person",
        "Pethau bob dydd sy'n cefnogi llesiant: pobl eraill, bod yn egnïol, sylwi, dysgu a rhoi",
        "Holi am beth sydd bwysicaf i'r person",
        "Aros yn chwilfrydig yn lle dweud wrth bobl beth i'w wneud",
      ],
    },
    practice: {
      en: "In one conversation this week, ask the person what has helped them through a hard time before.",
      cy: "Mewn un sgwrs yr wythnos hon, gofynnwch i'r person beth sydd wedi eu helpu drwy gyfnod anodd o'r blaen.",
    },
    reflection: {
      en: [
        "What did the person say already helps them?",
        "Which everyday thing came up most often?",
        "When did you feel the urge to give advice, and what did you do instead?",
      ],
      cy: [
        "Beth ddywedodd y person sydd eisoes yn eu helpu?",
        "Pa beth bob dydd gododd amlaf?",
        "Pryd wnaethoch chi deimlo'r ysfa i roi cyngor, a beth wnaethoch chi yn lle hynny?",
      ],
    },
  },
  "3": {
    subject: { en: "Making a plan together", cy: "Gwneud cynllun gyda'ch gilydd" },
    aim: {
      en: "In this module you help people turn what matters to them into a small, realistic step, and agree how they will know it has worked.",
      cy: "Yn y modiwl hwn byddwch chi'n helpu pobl i droi beth sy'n bwysig iddyn nhw yn gam bach, realistig, a chytuno sut byddan nhw'n gwybod ei fod wedi gweithio.",
    },
    covers: {
      en: [
        "Choosing one change the person wants to make",
        "Breaking it into a first small step",
        "Thinking ahead about what could get in the way",
        "Knowing where to point people for more help",
      ],
      cy: [
        "Dewis un newid mae'r person eisiau ei wneud",
        "Ei rannu'n gam cyntaf bach",
        "Meddwl ymlaen am beth allai fod yn rhwystr",
        "Gwybod ble i gyfeirio pobl am ragor o help",
      ],
    },
    practice: {
      en: "Help one person write down a first step they can take this week, when they will take it, and who could support them.",
      cy: "Helpwch un person i ysgrifennu cam cyntaf y gallan nhw ei gymryd yr wythnos hon, pryd y byddan nhw'n ei gymryd, a phwy allai eu cefnogi.",
    },
    reflection: {
      en: [
        "What step did the person choose?",
        "What might get in the way, and what could they do about it?",
        "Where could you point them if they need more help?",
      ],
      cy: [
        "Pa gam ddewisodd y person?",
        "Beth allai fod yn rhwystr, a beth allen nhw ei wneud am hynny?",
        "Ble allech chi eu cyfeirio os oes angen rhagor o help arnyn nhw?",
      ],
    },
  },
  "train-the-trainer": {
    subject: { en: "Delivering the course", cy: "Cyflwyno'r cwrs" },
    aim: {
      en: "This course prepares you to deliver the three modules of the wellbeing course to groups of your own, and to collect the evaluations that fund it.",
      cy: "Mae'r cwrs hwn yn eich paratoi i gyflwyno tri modiwl y cwrs llesiant i'ch grwpiau eich hun, ac i gasglu'r gwerthusiadau sy'n ei ariannu.",
    },
    covers: {
      en: [
        "The aims and structure of the three modules",
        "Setting up a safe, welcoming group",
        "Leading practice in pairs and small groups",
        "Inviting participants and collecting their evaluations",
      ],
      cy: [
        "Nodau a strwythur y tri modiwl",
        "Creu grŵp diogel a chroesawgar",
        "Arwain ymarfer mewn parau a grwpiau bach",
        "Gwahodd cyfranogwyr a chasglu eu gwerthusiadau",
      ],
    },
    practice: {
      en: "Plan your first session: the date, the room or online link, the group you will invite, and who will deliver it with you.",
      cy: "Cynlluniwch eich sesiwn gyntaf: y dyddiad, yr ystafell neu'r ddolen ar-lein, y grŵp y byddwch chi'n ei wahodd, a phwy fydd yn ei chyflwyno gyda chi.",
    },
    reflection: {
      en: [
        "Which part of the course do you feel most ready to teach?",
        "Which part would you like to practise more?",
        "How will you make sure every participant completes their evaluations?",
      ],
      cy: [
        "Pa ran o'r cwrs ydych chi'n teimlo'n fwyaf parod i'w dysgu?",
        "Pa ran hoffech chi ei hymarfer mwy?",
        "Sut byddwch chi'n sicrhau bod pob cyfranogwr yn cwblhau eu gwerthusiadau?",
      ],
    },
  },
  "trainer-upskill": {
    subject: { en: "Delivering the young people's course", cy: "Cyflwyno'r cwrs pobl ifanc" },
    aim: {
      en: "This course builds on your experience as a trainer so that you can deliver the young people's course to staff and volunteers who work with young people.",
      cy: "Mae'r cwrs hwn yn adeiladu ar eich profiad fel hyfforddwr er mwyn i chi allu cyflwyno'r cwrs pobl ifanc i staff a gwirfoddolwyr sy'n gweithio gyda phobl ifanc.",
    },
    covers: {
      en: [
        "How the young people's course differs from the standard course",
        "Conversations that suit young people's lives and language",
        "Safeguarding, and when to pass a concern on",
        "Examples and practice that reflect the places young people spend their time",
      ],
      cy: [
        "Sut mae'r cwrs pobl ifanc yn wahanol i'r cwrs safonol",
        "Sgyrsiau sy'n gweddu i fywydau ac iaith pobl ifanc",
        "Diogelu, a phryd i drosglwyddo pryder",
        "Enghreifftiau ac ymarfer sy'n adlewyrchu'r lleoedd lle mae pobl ifanc yn treulio'u hamser",
      ],
    },
    practice: {
      en: "Adapt one practice exercise from the standard course so that it fits a place where you meet young people.",
      cy: "Addaswch un ymarfer o'r cwrs safonol fel ei fod yn gweddu i le rydych chi'n cyfarfod pobl ifanc.",
    },
    reflection: {
      en: [
        "Which examples will the youth workers you train recognise?",
        "What will you say about safeguarding at the start of each session?",
        "What support do you need before you deliver the course for the first time?",
      ],
      cy: [
        "Pa enghreifftiau fydd y gweithwyr ieuenctid rydych chi'n eu hyfforddi yn eu hadnabod?",
        "Beth fyddwch chi'n ei ddweud am ddiogelu ar ddechrau pob sesiwn?",
        "Pa gefnogaeth sydd ei hangen arnoch chi cyn i chi gyflwyno'r cwrs am y tro cyntaf?",
      ],
    },
  },
};
