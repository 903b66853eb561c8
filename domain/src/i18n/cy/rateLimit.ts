import type { Messages } from "../en";

export const rateLimit: Messages["rateLimit"] = {
  tooManySignUps: "Crëwyd gormod o gyfrifon o'ch rhwydwaith yn ddiweddar. Rhowch gynnig arall arni yn nes ymlaen.",
  tooManyAccountEmails:
    "Rydym eisoes wedi anfon sawl e-bost i'r cyfeiriad hwn. Gwiriwch eich mewnflwch, neu rhowch gynnig arall arni yn nes ymlaen.",
  tooManySessionEmails: "Rydych wedi anfon llawer o negeseuon e-bost mewn amser byr. Arhoswch ychydig cyn anfon rhagor.",
  tooManyInvitations: "Rydych wedi gwahodd llawer o bobl mewn amser byr. Arhoswch ychydig cyn gwahodd rhagor.",
};
