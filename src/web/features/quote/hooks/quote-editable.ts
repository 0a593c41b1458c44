import { createContext, useContext } from 'react';

/**
 * Whether the open quote may be changed. False for a version a later follow-up replaced: it is
 * kept as it was, to read, print and link to, and every control that writes to it hides.
 * Provided by QuotePanel; read by the controls, so a new one needs no prop threaded to it.
 */
export const QuoteEditable = createContext(true);

export function useQuoteEditable(): boolean {
  return useContext(QuoteEditable);
}
