export type HighlightPart = { text: string; isMatch: boolean };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits a suggestion into the parts that match the typed text and the rest: the whole text when
 * the name contains it, else each typed word of two letters or more (the server also suggests
 * names that are only close to the text, which then show no bold part).
 */
export function highlightParts(name: string, typed: string): HighlightPart[] {
  const text = typed.trim().toLowerCase();
  if (!text) return [{ text: name, isMatch: false }];
  const words = name.toLowerCase().includes(text)
    ? [text]
    : text.split(/\s+/).filter((word) => word.length >= 2);
  if (words.length === 0) return [{ text: name, isMatch: false }];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'i');
  return name
    .split(pattern)
    .filter((part) => part !== '')
    .map((part) => ({ text: part, isMatch: words.includes(part.toLowerCase()) }));
}
