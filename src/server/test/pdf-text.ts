import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, page by page, as a reader extracts it (tests check what a PDF says). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: false });
  return text;
}
