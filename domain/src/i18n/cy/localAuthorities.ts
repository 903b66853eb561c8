import type { Messages } from "../en";

// The councils' official Welsh names.
export const localAuthorities: Messages["localAuthorities"] = {
  blaenauGwent: "Blaenau Gwent",
  caerphilly: "Caerffili",
  monmouthshire: "Sir Fynwy",
  newport: "Casnewydd",
  torfaen: "Torfaen",
};
