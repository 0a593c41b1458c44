import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

// A small page writer over pdf-lib: US Letter pages, a cursor moving down, text that wraps and
// breaks onto a new page, and Inter embedded (subset) so the PDF reads the same everywhere.

export const PAGE = { width: 612, height: 792, margin: 54 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const RIGHT = PAGE.width - PAGE.margin;
const FOOTER_SPACE = 24;

export const COLORS = {
  ink: rgb(0.06, 0.09, 0.16),
  body: rgb(0.2, 0.25, 0.33),
  muted: rgb(0.39, 0.45, 0.55),
  rule: rgb(0.86, 0.88, 0.91),
  brand: rgb(0.11, 0.3, 0.62),
  danger: rgb(0.73, 0.11, 0.11),
  success: rgb(0.08, 0.4, 0.2),
  band: rgb(0.96, 0.97, 0.98),
  white: rgb(1, 1, 1),
};

// Resolved from the package's own folder, as docs-fonts.ts does, so tsx and the started server
// (both run this file from src/) find the same files.
const FONT_FILES = {
  regular: 'inter-latin-400-normal.woff',
  semibold: 'inter-latin-600-normal.woff',
} as const;
type FontBytes = Record<keyof typeof FONT_FILES, Uint8Array>;
let fontBytes: Promise<FontBytes> | null = null;

/** Inter's static files (fontkit reads WOFF, not the variable font's WOFF2), read once per process. */
function loadFontBytes(): Promise<FontBytes> {
  if (fontBytes) return fontBytes;
  const root = dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json'));
  const read = (file: string) => readFile(join(root, 'files', file));
  fontBytes = Promise.all([read(FONT_FILES.regular), read(FONT_FILES.semibold)]).then(
    ([regular, semibold]) => ({ regular, semibold }),
  );
  // A failed read is tried again on the next estimate rather than remembered.
  fontBytes.catch(() => {
    fontBytes = null;
  });
  return fontBytes;
}

export type Fonts = { regular: PDFFont; semibold: PDFFont };

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const bytes = await loadFontBytes();
  return {
    regular: await doc.embedFont(bytes.regular, { subset: true }),
    semibold: await doc.embedFont(bytes.semibold, { subset: true }),
  };
}

// pdf-lib lays a whole string out with fontkit on every measure (about 0.4 ms a call), and wrapping
// measures each growing line word by word: an estimate took a second. The width of a string is the
// sum of its glyphs' advances (what pdf-lib sums too), so each character is measured once per
// font face for the life of the process (each document embeds its own copy of the face).
const charWidths = new Map<string, Map<string, number>>();

export function textWidth(font: PDFFont, text: string, size: number): number {
  let widths = charWidths.get(font.name);
  if (!widths) {
    widths = new Map();
    charWidths.set(font.name, widths);
  }
  let units = 0;
  for (const char of text) {
    let width = widths.get(char);
    if (width === undefined) {
      width = font.widthOfTextAtSize(char, 1);
      widths.set(char, width);
    }
    units += width;
  }
  return units * size;
}

export type TextStyle = {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
  align?: 'left' | 'right';
};

/** Writes top to bottom; `y` is the baseline of the next line. */
export class PageWriter {
  page: PDFPage;
  y: number;
  readonly pages: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.page = this.addPage();
    this.y = PAGE.height - PAGE.margin;
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.pages.push(page);
    return page;
  }

  /** Starts a new page unless `height` points still fit above the footer; true when it did. */
  ensureSpace(height: number): boolean {
    if (this.y - height >= PAGE.margin + FOOTER_SPACE) return false;
    this.page = this.addPage();
    this.y = PAGE.height - PAGE.margin;
    return true;
  }

  font(style: TextStyle) {
    return style.bold ? this.fonts.semibold : this.fonts.regular;
  }

  width(text: string, style: TextStyle = {}) {
    return textWidth(this.font(style), text, style.size ?? 10);
  }

  /** One line at x (its right edge at x when right-aligned), on the current baseline. */
  text(text: string, x: number, style: TextStyle = {}) {
    this.textAt(text, x, this.y, style);
  }

  /** One line at x on baseline y of the current page. */
  textAt(text: string, x: number, y: number, style: TextStyle = {}) {
    const size = style.size ?? 10;
    const left = style.align === 'right' ? x - this.width(text, style) : x;
    this.page.drawText(text, { x: left, y, size, font: this.font(style), color: style.color ?? COLORS.body });
  }

  /** Lines of at most `width` points, broken at spaces (a word longer than the width is cut). */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (this.width(next, style) <= width) line = next;
        else {
          if (line) lines.push(line);
          line = this.fitWord(word, width, style, lines);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** A word wider than the line (an e-mail, a web address) cut after its last '.', '-', '@' or '/' that fits. */
  private fitWord(word: string, width: number, style: TextStyle, lines: string[]): string {
    let rest = word;
    while (this.width(rest, style) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && this.width(rest.slice(0, cut), style) > width) cut -= 1;
      const punctuation = Math.max(...['.', '-', '@', '/'].map((mark) => rest.lastIndexOf(mark, cut - 1)));
      if (punctuation > cut / 2) cut = punctuation + 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    return rest;
  }

  /** One line of at most `width` points, ending in an ellipsis when cut. */
  fit(text: string, width: number, style: TextStyle = {}): string {
    if (this.width(text, style) <= width) return text;
    let cut = text.length;
    while (cut > 1 && this.width(`${text.slice(0, cut).trimEnd()}…`, style) > width) cut -= 1;
    return `${text.slice(0, cut).trimEnd()}…`;
  }

  /** Wrapped text from the cursor down, breaking onto new pages; leaves the cursor under it. */
  paragraph(text: string, x: number, width: number, style: TextStyle = {}, leading = 1.45) {
    const size = style.size ?? 10;
    for (const line of this.wrap(text, width, style)) {
      this.ensureSpace(size * leading);
      this.text(line, x, style);
      this.y -= size * leading;
    }
  }

  rule(y = this.y, color = COLORS.rule, x: number = PAGE.margin, width: number = CONTENT_WIDTH) {
    this.page.drawLine({ start: { x, y }, end: { x: x + width, y }, thickness: 0.75, color });
  }

  band(height: number, color = COLORS.band) {
    this.page.drawRectangle({ x: PAGE.margin, y: this.y - height, width: CONTENT_WIDTH, height, color });
  }

  /** A filled box: `y` its bottom edge. */
  box(x: number, y: number, width: number, height: number, color: ReturnType<typeof rgb>) {
    this.page.drawRectangle({ x, y, width, height, color });
  }

  /** The shop's name and 'Estimate #1042 — page 2 of 3' at the foot of every page, once all is written. */
  footers(left: string, right: string) {
    const style = { size: 8, color: COLORS.muted };
    const y = PAGE.margin - 14;
    this.pages.forEach((page, index) => {
      const label = `${right} — page ${index + 1} of ${this.pages.length}`;
      page.drawLine({
        start: { x: PAGE.margin, y: y + 12 },
        end: { x: PAGE.width - PAGE.margin, y: y + 12 },
        thickness: 0.5,
        color: COLORS.rule,
      });
      const width = textWidth(this.fonts.regular, label, style.size);
      const shop = this.fit(left, CONTENT_WIDTH - width - 24, style);
      page.drawText(shop, { ...style, x: PAGE.margin, y, font: this.fonts.regular });
      page.drawText(label, { ...style, x: PAGE.width - PAGE.margin - width, y, font: this.fonts.regular });
    });
  }
}
