import { PDFDocument } from 'pdf-lib';
import type { EstimateDocument } from '../../../shared/estimate-document';
import { formatCount, formatDate, formatPhone } from '../../../shared/format';
import { jobBlock } from './pdf-jobs';
import { COLORS, CONTENT_WIDTH, embedFonts, PAGE, PageWriter, RIGHT } from './pdf-layout';
import { authorizations, moneySummary, terms } from './pdf-summary';

// The written estimate as a PDF (issue 25): the shop's letterhead, the estimate's number and
// dates, customer and vehicle, each job with its lines and status, what the customer pays line
// by line, the terms and the authorizations. Never supplier names: the customer's page names none.

export async function renderEstimatePdf(doc: EstimateDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Estimate #${doc.estimateNumber} — ${doc.shop.name}`);
  pdf.setAuthor(doc.shop.name);
  pdf.setSubject(doc.title);
  pdf.setCreator('Repair Quotes');
  const writer = new PageWriter(pdf, await embedFonts(pdf));
  letterhead(writer, doc);
  parties(writer, doc);
  writer.y -= 22;
  writer.paragraph(doc.title, PAGE.margin, CONTENT_WIDTH, { size: 14, bold: true, color: COLORS.ink }, 1.3);
  writer.y -= 2;
  for (const job of doc.jobs) jobBlock(writer, job);
  moneySummary(writer, doc.breakdown.lines);
  if (doc.terms.trim()) terms(writer, doc.terms);
  authorizations(writer, doc.authorizations);
  writer.footers(doc.shop.name, `Estimate #${doc.estimateNumber}`);
  return pdf.save();
}

const FACTS_WIDTH = 124;
const LINE = 12.5;

function letterhead(w: PageWriter, doc: EstimateDocument) {
  const top = w.y;
  const { shop } = doc;
  const width = CONTENT_WIDTH - FACTS_WIDTH - 24;
  for (const line of w.wrap(shop.name, width, { size: 18, bold: true })) {
    w.text(line, PAGE.margin, { size: 18, bold: true, color: COLORS.ink });
    w.y -= 21;
  }
  w.y += 3;
  const cityLine = [shop.city, [shop.state, shop.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const phone = shop.phone ? formatPhone(shop.phone) : null;
  for (const line of [
    shop.address1,
    shop.address2,
    cityLine,
    [phone, shop.website].filter(Boolean).join(' · '),
  ]) {
    if (!line) continue;
    for (const part of w.wrap(line, width, { size: 9 })) {
      w.text(part, PAGE.margin, { size: 9, color: COLORS.muted });
      w.y -= LINE;
    }
  }
  const bottom = w.y;

  w.y = top;
  w.text('ESTIMATE', RIGHT, { size: 8, bold: true, color: COLORS.brand, align: 'right' });
  w.y -= 20;
  const number = `#${doc.estimateNumber}`;
  w.text(number, RIGHT, { size: 18, bold: true, color: COLORS.ink, align: 'right' });
  if (doc.isExpired) expiredBadge(w, RIGHT - w.width(number, { size: 18, bold: true }) - 8);
  w.y -= 17;
  w.text(doc.revision === null ? 'Draft' : `Revision ${doc.revision}`, RIGHT, {
    size: 9.5,
    bold: true,
    color: COLORS.body,
    align: 'right',
  });
  w.y -= 15;
  fact(w, 'Date', formatDate(doc.issuedAt));
  if (doc.validUntil) fact(w, 'Valid until', formatDate(doc.validUntil), doc.isExpired);
  w.y = Math.min(w.y, bottom) - 8;
  w.rule();
  w.y -= 22;
}

/** A white-on-red 'EXPIRED' tag whose right edge is at `right`, beside the estimate number. */
function expiredBadge(w: PageWriter, right: number) {
  const style = { size: 7.5, bold: true, color: COLORS.white };
  const width = w.width('EXPIRED', style) + 10;
  w.box(right - width, w.y - 1, width, 14, COLORS.danger);
  // Raised to sit in the middle of the tag (7.5 pt capitals are about 5.5 pt tall).
  w.y += 3.3;
  w.text('EXPIRED', right - width + 5, style);
  w.y -= 3.3;
}

function fact(w: PageWriter, label: string, value: string, isWarning = false) {
  w.text(label, RIGHT - FACTS_WIDTH, { size: 9, color: COLORS.muted });
  w.text(value, RIGHT, {
    size: 9,
    bold: isWarning,
    color: isWarning ? COLORS.danger : COLORS.ink,
    align: 'right',
  });
  w.y -= LINE;
}

function parties(w: PageWriter, doc: EstimateDocument) {
  const half = CONTENT_WIDTH / 2;
  const top = w.y;
  const { customer, vehicle } = doc;
  const vehicleName = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
  const column = (x: number, heading: string, name: string, rows: [string, string][]) => {
    w.y = top;
    w.text(heading.toUpperCase(), x, { size: 7.5, bold: true, color: COLORS.muted });
    w.y -= 15;
    for (const line of w.wrap(name, half - 16, { size: 10.5, bold: true })) {
      w.text(line, x, { size: 10.5, bold: true, color: COLORS.ink });
      w.y -= 14;
    }
    const labelWidth = Math.max(...rows.map(([label]) => w.width(label, { size: 9 }))) + 8;
    for (const [label, value] of rows) {
      w.text(label, x, { size: 9, color: COLORS.muted });
      for (const line of w.wrap(value, half - 16 - labelWidth, { size: 9.5 })) {
        w.text(line, x + labelWidth, { size: 9.5, color: COLORS.body });
        w.y -= 13;
      }
    }
    return w.y;
  };
  const left = column(PAGE.margin, 'Customer', customer.name || '—', [
    ['Phone:', customer.phone ? formatPhone(customer.phone) : '—'],
    ['Email:', customer.email || '—'],
  ]);
  const right = column(PAGE.margin + half, 'Vehicle', vehicleName || '—', [
    ['VIN:', vehicle.vin || '—'],
    ['Odometer in:', vehicle.odometer === null ? '—' : `${formatCount(vehicle.odometer)} mi`],
  ]);
  w.y = Math.min(left, right);
}
