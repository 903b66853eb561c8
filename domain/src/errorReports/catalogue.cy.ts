import type { Catalogue } from "../slice";
import type { en } from "./catalogue.en";

// The errorReports slice's texts in Welsh: catalogue.en.ts's keys (informal-polite 'chi' forms, the glossary's terms).
type Welsh = Catalogue<typeof en>;

const errorReports: Welsh["errorReports"] = {
  title: "Adroddiadau gwallau",
  intro:
    "Pan fydd sgrin yn chwalu, mae'n anfon adroddiad ohoni ei hun: cedwir hanner y rhain (cyfradd samplu 0.5). Cedwir pob adroddiad y mae rhywun yn ei anfon.",
  loading: "Wrthi'n llwytho'r adroddiadau",
  empty: "Dim adroddiadau gwallau",
  when: "Pryd",
  kind: "Math",
  reportedBy: "Anfonwyd gan",
  page: "Tudalen",
  error: "Gwall",
  note: "Beth roedden nhw'n ei wneud",
  kindCrash: "Chwalfa (awtomatig)",
  kindFeedback: "Adborth",
  notLoggedIn: "Heb fewngofnodi",
  reportSent: "Diolch: mae eich adroddiad wedi'i anfon.",
  reportFailed: "Nid oedd modd anfon eich adroddiad. Rhowch gynnig arall arni yn nes ymlaen.",
  tooManyReports: "Anfonwyd llawer o adroddiadau oddi yma newydd. Rhowch gynnig arall arni yn nes ymlaen.",
};

export const cy: Welsh = { errorReports };
