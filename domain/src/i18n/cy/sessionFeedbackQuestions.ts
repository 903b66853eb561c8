import type { Messages } from "../en";

export const sessionFeedbackQuestions: Messages["sessionFeedbackQuestions"] = {
  likelyToTalk: "Yn ystod y mis nesaf, pa mor debygol ydych chi o siarad â rhywun am ei lesiant?",
  likelyToPlan: "Yn ystod y mis nesaf, pa mor debygol ydych chi o helpu rhywun i gynllunio camau bach i ofalu am ei lesiant?",
  likelyToPoint: "Yn ystod y mis nesaf, pa mor debygol ydych chi o gyfeirio rhywun at gymorth arall a allai ei helpu?",
  trainerStatements: "Faint ydych chi'n cytuno â phob datganiad am eich hyfforddwr?",
  trainerExplainedClearly: "Eglurodd fy hyfforddwr bethau'n glir.",
  trainerMadeComfortable: "Gwnaeth fy hyfforddwr i mi deimlo'n gyfforddus yn cymryd rhan.",
  trainerKnewSubject: "Roedd fy hyfforddwr yn gwybod y pwnc yn dda.",
  trainerAnsweredQuestions: "Atebodd fy hyfforddwr gwestiynau'n dda.",
  sessionStars: "Yn gyffredinol, faint o sêr fyddech chi'n eu rhoi i'r sesiwn hon?",
  mostUseful: "Pa rannau o'r sesiwn oedd fwyaf defnyddiol i chi?",
  practiceConversations: "Y sgyrsiau ymarfer",
  groupDiscussions: "Y trafodaethau grŵp",
  workbook: "Y llyfr gwaith",
  videos: "Y fideos",
  somethingElse: "Rhywbeth arall, nodwch",
  wouldRecommend: "Fyddech chi'n argymell y sesiwn hon i gydweithiwr?",
  whatWouldHelpRecommend: "Beth fyddai'n gwneud i chi ei hargymell?",
  anythingElse: "Oes unrhyw beth arall yr hoffech ei ddweud wrthym am y sesiwn?",
};
