/** The slices' catalogue parts as one catalogue; a group two slices both name is a mistake, refused. */
export const mergeCatalogues = (parts: ReadonlyArray<Readonly<Record<string, unknown>>>): Readonly<Record<string, unknown>> => {
  const merged: Record<string, unknown> = {};
  for (const part of parts) {
    for (const [group, texts] of Object.entries(part)) {
      if (Object.hasOwn(merged, group)) throw new Error(`Two slices name the catalogue group "${group}"`);
      merged[group] = texts;
    }
  }
  return merged;
};
