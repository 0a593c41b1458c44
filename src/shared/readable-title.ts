// Network jobs keep the titles shops typed ('Frt Brake Pads & Rotors R&R'). Shown to an advisor,
// the common shop shorthand is spelled out in the guide's words ('Front Brake Pads and Rotors
// Replacement'); the typed title is still shown beside it, so nothing is hidden.
// Matching texts against each other is another matter: server/ai/understand/abbreviations.ts.

type Rule = [RegExp, string];

// Order matters: the two-part forms ('R&R', 'L/R') go before the single letters they contain.
const SHOP_SHORTHAND: Rule[] = [
  // 'R&R' (remove and replace) ending a title names the job, as the guide does: '… Replacement'.
  [/^(.*[\p{L}\p{N})])[\s,-]+R\s?&\s?R\.?$/iu, '$1 Replacement'],
  [/\bR\s?&\s?R\b/gi, 'Replace'],
  [/\b(Rplc|Repl)\b\.?/gi, 'Replace'],
  [/\bL\/F\b/gi, 'Left Front'],
  [/\bR\/F\b/gi, 'Right Front'],
  [/\bL\/R\b/gi, 'Left Rear'],
  // Upper case only: 'RR' is the right rear wheel, 'Rr' the rear.
  [/\bLF\b/g, 'Left Front'],
  [/\bRF\b/g, 'Right Front'],
  [/\bLR\b/g, 'Left Rear'],
  [/\bRR\b/g, 'Right Rear'],
  [/\b(Frt|Frnt|Fnt)\b\.?/gi, 'Front'],
  [/\bRr\b\.?/g, 'Rear'],
  // A lone capital letter between words: 'F Brake Pads', 'Wheel Bearing, R'.
  [/(^|[\s,(])F(?=$|[\s,)])/g, '$1Front'],
  [/(^|[\s,(])R(?=$|[\s,)])/g, '$1Rear'],
  [/\b(Diag|Diagnostic)\b\.?/gi, 'Diagnosis'],
  [/\bInsp\b\.?/gi, 'Inspection'],
  [/\bSvc\b\.?/gi, 'Service'],
  [/\b(Brks|Brk)\b\.?/gi, 'Brake'],
  [/\bTrans\b\.?(?!\w)/gi, 'Transmission'],
  [/\bw\/o\b/gi, 'without'],
  [/\bw\/(?=\s|\w)/gi, 'with '],
  [/(?<=\s)&(?=\s)/g, 'and'],
];

/** A shop-typed title with its shorthand spelled out, spacing tidied and a capital first letter. */
export function readableTitle(typed: string): string {
  let title = typed.replace(/\s+/g, ' ').trim();
  for (const [pattern, replacement] of SHOP_SHORTHAND) title = title.replace(pattern, replacement);
  title = title.replace(/\s+/g, ' ').trim();
  return title.charAt(0).toUpperCase() + title.slice(1);
}
