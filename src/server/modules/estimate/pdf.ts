import { PDFDocument } from 'pdf-lib';
import {
  AUTHORIZATION_METHOD_NAMES,
  type AuthorizationRecord,
  ESTIMATE_JOB_STATUS_NAMES,
  type EstimateDocument,
  type EstimateDocumentJob,
} from '../../../shared/estimate-document';
import {
  formatCents,
  formatCount,
  formatDate,
  formatDateTime,
  formatHours,
  formatMoney,
  formatPhone,
} from '../../../shared/format';
import { COLORS, CONTENT_WIDTH, embedFonts, PAGE, PageWriter } from './pdf-layout';

// The written estimate as a PDF (issue 25): the shop's letterhead, the estimate's number and
// dates, customer and vehicle, each job with its lines and status, what the customer pays line
// by line, the terms and the authorizations. Never supplier names: the customer's page names none.

const RIGHT = PAGE.width - PAGE.margin;
const COLUMNS = { amount: RIGHT, rate: RIGHT - 78, hours: RIGHT - 150, description: RIGHT - 190 };

export async function renderEstimatePdf(doc: EstimateDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const title = `Estimate #${doc.estimateNumber} — ${doc.shop.name}`;
  pdf.setTitle(title);
  pdf.setAuthor(doc.shop.name);
  pdf.setSubject(doc.title);
  pdf.setCreator('Repair Quotes');
  const writer = new PageWriter(pdf, await embedFonts(pdf));
  letterhead(writer, doc);
  parties(writer, doc);
  writer.y -= 8;
  writer.paragraph(doc.title, PAGE.margin, CONTENT_WIDTH, { size: 14, bold: true, color: COLORS.ink }, 1.3);
  writer.y -= 6;
  for (const job of doc.jobs) jobBlock(writer, job);
  summary(writer, doc);
  if (doc.terms.trim()) terms(writer, doc.terms);
  authorizations(writer, doc.authorizations);
  writer.footers(`Estimate #${doc.estimateNumber}`);
  return pdf.save();
}

function letterhead(w: PageWriter, doc: EstimateDocument) {
  const top = w.y;
  const { shop } = doc;
  w.text(shop.name, PAGE.margin, { size: 18, bold: true, color: COLORS.ink });
  w.y -= 18;
  const cityLine = [shop.city, [shop.state, shop.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  for (const line of [
    shop.address1,
    shop.address2,
    cityLine,
    [shop.phone, shop.website].filter(Boolean).join(' · '),
  ]) {
    if (!line) continue;
    w.text(line, PAGE.margin, { size: 9, color: COLORS.muted });
    w.y -= 12.5;
  }
  const bottom = w.y;

  w.y = top;
  w.text('ESTIMATE', RIGHT, { size: 8, bold: true, color: COLORS.brand, align: 'right' });
  w.y -= 20;
  w.text(`#${doc.estimateNumber}`, RIGHT, { size: 18, bold: true, color: COLORS.ink, align: 'right' });
  w.y -= 15;
  const facts = [
    doc.revision ? `Revision ${doc.revision}` : 'Draft — not sent yet',
    `Date ${formatDate(doc.issuedAt)}`,
    doc.validUntil ? `${doc.isExpired ? 'Expired' : 'Valid until'} ${formatDate(doc.validUntil)}` : null,
  ];
  for (const fact of facts) {
    if (!fact) continue;
    const isExpiry = fact.startsWith('Expired');
    w.text(fact, RIGHT, {
      size: 9,
      bold: isExpiry,
      color: isExpiry ? COLORS.danger : COLORS.muted,
      align: 'right',
    });
    w.y -= 12.5;
  }
  w.y = Math.min(w.y, bottom) - 6;
  w.rule();
  w.y -= 20;
}

function parties(w: PageWriter, doc: EstimateDocument) {
  const half = CONTENT_WIDTH / 2;
  const top = w.y;
  const { customer, vehicle } = doc;
  const vehicleName = [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ') || '—';
  const column = (x: number, heading: string, lines: string[]) => {
    w.y = top;
    w.text(heading.toUpperCase(), x, { size: 7.5, bold: true, color: COLORS.muted });
    w.y -= 14;
    lines.forEach((line, index) => {
      for (const part of w.wrap(line, half - 16, { size: 10, bold: index === 0 })) {
        w.text(part, x, { size: 10, bold: index === 0, color: index === 0 ? COLORS.ink : COLORS.body });
        w.y -= 13.5;
      }
    });
    return w.y;
  };
  const left = column(PAGE.margin, 'Customer', [
    customer.name ?? '—',
    ...(customer.phone ? [formatPhone(customer.phone)] : []),
    ...(customer.email ? [customer.email] : []),
  ]);
  const right = column(PAGE.margin + half, 'Vehicle', [
    vehicleName,
    `VIN ${vehicle.vin || '—'}`,
    `Odometer in: ${vehicle.odometer === null ? 'not recorded' : `${formatCount(vehicle.odometer)} mi`}`,
  ]);
  w.y = Math.min(left, right) - 4;
}

function jobBlock(w: PageWriter, job: EstimateDocumentJob) {
  w.ensureSpace(70);
  w.y -= 6;
  w.band(22);
  w.y -= 15;
  const status = ESTIMATE_JOB_STATUS_NAMES[job.status];
  const statusColor =
    job.status === 'APPROVED' ? COLORS.success : job.status === 'DECLINED' ? COLORS.danger : COLORS.muted;
  const total = formatCents(job.totalCents);
  const statusX = RIGHT - 8 - w.width(total, { size: 10.5, bold: true }) - 14;
  const nameWidth = statusX - w.width(status, { size: 8.5, bold: true }) - 16 - (PAGE.margin + 8);
  const [name = ''] = w.wrap(job.name, nameWidth, { size: 10.5, bold: true });
  w.text(name === job.name ? name : `${name.replace(/.$/, '')}…`, PAGE.margin + 8, {
    size: 10.5,
    bold: true,
    color: COLORS.ink,
  });
  w.text(status, statusX, { size: 8.5, bold: true, color: statusColor, align: 'right' });
  w.text(total, RIGHT - 8, { size: 10.5, bold: true, color: COLORS.ink, align: 'right' });
  w.y -= 20;
  if (job.labor.length > 0) {
    tableHeader(w, ['Labor', 'Hours', 'Rate', 'Amount']);
    for (const line of job.labor)
      tableRow(w, line.title, [formatHours(line.hours), formatMoney(line.rate), formatMoney(line.total)]);
  }
  if (job.parts.length > 0) {
    tableHeader(w, ['Parts', 'Qty', 'Unit price', 'Amount']);
    for (const line of job.parts)
      tableRow(w, line.name, [formatCount(line.quantity), formatMoney(line.price), formatMoney(line.total)]);
  }
  w.y -= 4;
}

function tableHeader(w: PageWriter, [first, ...rest]: string[]) {
  w.ensureSpace(30);
  const style = { size: 7.5, bold: true, color: COLORS.muted };
  w.text(first!.toUpperCase(), PAGE.margin + 8, style);
  for (const [index, x] of [COLUMNS.hours, COLUMNS.rate, COLUMNS.amount - 8].entries())
    w.text(rest[index]!.toUpperCase(), x, { ...style, align: 'right' });
  w.y -= 5;
  w.rule(w.y, COLORS.rule, PAGE.margin + 8, CONTENT_WIDTH - 16);
  w.y -= 12;
}

function tableRow(w: PageWriter, description: string, figures: string[]) {
  const lines = w.wrap(description, COLUMNS.description - (PAGE.margin + 8) - 60, { size: 9.5 });
  w.ensureSpace(lines.length * 12.5 + 4);
  for (const [index, figure] of figures.entries())
    w.text(figure, [COLUMNS.hours, COLUMNS.rate, COLUMNS.amount - 8][index]!, {
      size: 9.5,
      align: 'right',
      color: index === 2 ? COLORS.ink : COLORS.body,
    });
  for (const line of lines) {
    w.text(line, PAGE.margin + 8, { size: 9.5, color: COLORS.ink });
    w.y -= 12.5;
  }
  w.y -= 2;
}

function summary(w: PageWriter, doc: EstimateDocument) {
  const lines = doc.breakdown.lines;
  w.ensureSpace(lines.length * 16 + 24);
  w.y -= 10;
  const left = RIGHT - 250;
  for (const line of lines) {
    const isTotal = line.kind === 'total';
    if (isTotal || line.kind === 'subtotal') {
      w.rule(w.y + 11, isTotal ? COLORS.body : COLORS.rule, left, RIGHT - left);
      w.y -= isTotal ? 4 : 2;
    }
    const style = { size: isTotal ? 12 : 9.5, bold: isTotal, color: isTotal ? COLORS.ink : COLORS.body };
    const amount = line.kind === 'discount' ? `−${formatCents(-line.cents)}` : formatCents(line.cents);
    w.text(line.label, left, { ...style, color: line.kind === 'discount' ? COLORS.success : style.color });
    w.text(amount, RIGHT, { ...style, align: 'right' });
    w.y -= isTotal ? 20 : 15;
  }
  w.y -= 8;
}

function heading(w: PageWriter, text: string) {
  w.ensureSpace(40);
  w.y -= 6;
  w.text(text.toUpperCase(), PAGE.margin, { size: 7.5, bold: true, color: COLORS.muted });
  w.y -= 5;
  w.rule();
  w.y -= 13;
}

function terms(w: PageWriter, text: string) {
  heading(w, 'Terms');
  w.paragraph(text, PAGE.margin, CONTENT_WIDTH, { size: 9, color: COLORS.body });
  w.y -= 6;
}

function authorizations(w: PageWriter, records: AuthorizationRecord[]) {
  heading(w, 'Authorizations');
  if (records.length === 0) {
    w.paragraph('No authorization recorded yet.', PAGE.margin, CONTENT_WIDTH, {
      size: 9,
      color: COLORS.muted,
    });
    return;
  }
  for (const record of records) {
    const jobs = record.jobNames.join(', ');
    w.ensureSpace(44);
    w.paragraph(
      `${record.name} authorized ${formatCents(record.totalCents)}${jobs ? ` for ${jobs}` : ''}`,
      PAGE.margin,
      CONTENT_WIDTH,
      { size: 9.5, bold: true, color: COLORS.ink },
    );
    const where =
      record.method === 'ONLINE'
        ? record.ipAddress
          ? `from ${record.ipAddress}`
          : null
        : record.recordedBy
          ? `recorded by ${record.recordedBy}`
          : null;
    const facts = [
      AUTHORIZATION_METHOD_NAMES[record.method],
      formatDateTime(record.authorizedAt),
      record.revision ? `revision ${record.revision}` : null,
      where,
    ].filter(Boolean);
    w.paragraph(facts.join(' · '), PAGE.margin, CONTENT_WIDTH, { size: 8.5, color: COLORS.muted });
    if (record.note)
      w.paragraph(`“${record.note}”`, PAGE.margin, CONTENT_WIDTH, { size: 8.5, color: COLORS.body });
    w.y -= 6;
  }
}
