/** The local authorities of §9 as the screens name them; the stored and sent value stays the English name. */
export const localAuthorities = {
  blaenauGwent: "Blaenau Gwent",
  caerphilly: "Caerphilly",
  monmouthshire: "Monmouthshire",
  newport: "Newport",
  torfaen: "Torfaen",
} as const;
