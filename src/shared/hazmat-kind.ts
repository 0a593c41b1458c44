// Which charged part lines carry a per-line hazardous-waste fee (issue 25): the fluids and tires
// a shop must dispose of. Read from the part's name, since neither the engine nor the catalogues
// tag it; a part that only touches the fluid (a filter, a gasket, a sensor, a hose) is not one.

// Here, not in schemas/estimate.ts: the quote page's totals read it, and that module loads zod.
export const HAZMAT_KINDS = ['oil', 'coolant', 'tire'] as const;
export type HazmatKind = (typeof HAZMAT_KINDS)[number];

const NOT_THE_MATERIAL =
  /\b(filters?|gaskets?|seals?|sensors?|switch(es)?|hoses?|caps?|plugs?|pans?|pumps?|coolers?|reservoirs?|tanks?|valves?|stems?|gauges?|lines?|pressure|tpms|thermostats?|housings?|rotation|balanc\w*|mount\w*|repair|patch|plugs?)\b/i;

const KINDS: readonly [HazmatKind, RegExp][] = [
  ['oil', /\b(motor|engine|synthetic|conventional)?\s*oil\b|\b\d{1,2}w-?\d{2}\b/i],
  ['coolant', /\b(coolant|antifreeze|anti-freeze)\b/i],
  ['tire', /\btires?\b/i],
];

export function hazmatKindOf(partName: string): HazmatKind | null {
  if (NOT_THE_MATERIAL.test(partName)) return null;
  for (const [kind, pattern] of KINDS) if (pattern.test(partName)) return kind;
  return null;
}
