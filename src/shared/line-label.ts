// A line the customer or a shop system receives always has a name: lines stored blank before
// names were required show as 'Untitled line' instead of an empty cell.

export const UNTITLED_LINE = 'Untitled line';

export function lineLabel(text: string | null | undefined): string {
  return text?.trim() || UNTITLED_LINE;
}
