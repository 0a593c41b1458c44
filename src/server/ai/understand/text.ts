// Tokens for matching concerns against the labor guide: lower case, light stemming, stop words
// dropped. Deliberately simple and deterministic; the guide is small enough to score in memory.

const STOP_WORDS = new Set(
  'a an the and or but of to in on at for with by from is are was were be been it its this that these those my our your their his her cust customer customers states state says said say reports report complains complaint concern concerns please pls need needs needed want wants wanted would like check checked look looked see vehicle car truck suv van auto has have had having when while after before during also just very really some any there here then than too get gets got getting do does did done doing can could will should may might im i me we us they them he she you about around into over under up down out off again still only even as so if not no yes new old'.split(
    ' ',
  ),
);

// Words that matter although they are short or look like stop words.
const KEEP = new Set([
  'ac',
  'cv',
  'o2',
  'abs',
  'egr',
  'def',
  'dpf',
  'maf',
  'pcv',
  'tpms',
  'hv',
  'ev',
  '4wd',
  'awd',
  'off',
  'on',
  'no',
  'not',
]);

export function stem(word: string): string {
  let w = word;
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(ss|sh|ch|x)es$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is'))
    w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed') && !w.endsWith('eed')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e')) w = w.slice(0, -1);
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && w.length > 4 && !w.endsWith('ll') && !w.endsWith('ss'))
    w = w.slice(0, -1);
  return w;
}

/** Raw lower-case words (letters, digits, '/' kept inside words like a/c). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9/]+/)
    .map((w) => w.replace(/^\/+|\/+$/g, ''))
    .filter(Boolean);
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word) && !KEEP.has(word);
}

/** Stemmed content tokens of a text. */
export function tokens(text: string): string[] {
  return words(text)
    .filter((w) => !isStopWord(w))
    .flatMap((w) => (w.includes('/') && !/^[a-z]\/[a-z]$/.test(w) ? w.split('/') : [w]))
    .filter((w) => w.length > 1 || /\d/.test(w))
    .map(stem);
}

/** Optimal string alignment distance, capped: returns max + 1 as soon as it is exceeded. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) => {
    const row = new Array<number>(cols).fill(0);
    row[0] = i;
    return row;
  });
  for (let j = 0; j < cols; j++) d[0]![j] = j;
  for (let i = 1; i < rows; i++) {
    let best = max + 1;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
  }
  return d[a.length]![b.length]!;
}
