import { AUTHORIZATION_METHOD_NAMES, type AuthorizationRecord } from '../../../shared/estimate-document';
import type { EstimateBreakdownLine } from '../../../shared/estimate-money';
import { formatCents, formatDateTime } from '../../../shared/format';
import { COLORS, CONTENT_WIDTH, PAGE, type PageWriter, RIGHT } from './pdf-layout';

// The end of the estimate: what the customer pays, line by line as estimate-money.ts lists it,
// the shop's terms, and who authorized what.

const SUMMARY_WIDTH = 320;

export function moneySummary(w: PageWriter, lines: EstimateBreakdownLine[]) {
  const left = RIGHT - SUMMARY_WIDTH;
  const labelWidth = SUMMARY_WIDTH - 76;
  const wrapped = lines.map((line) =>
    w.wrap(line.label, labelWidth, { size: 9.5, bold: line.kind === 'total' }),
  );
  w.y -= 16;
  w.ensureSpace(wrapped.reduce((sum, labels) => sum + labels.length * 13 + 3, 0) + 30);
  lines.forEach((line, index) => {
    const isTotal = line.kind === 'total';
    if (isTotal || line.kind === 'subtotal') {
      w.y -= isTotal ? 6 : 2;
      w.rule(w.y + 12, isTotal ? COLORS.body : COLORS.rule, left, SUMMARY_WIDTH);
      w.y -= isTotal ? 6 : 2;
    }
    const isDiscount = line.kind === 'discount';
    const style = { size: isTotal ? 12 : 9.5, bold: isTotal, color: isTotal ? COLORS.ink : COLORS.body };
    const color = isDiscount ? COLORS.success : style.color;
    const amount = isDiscount ? `−${formatCents(-line.cents)}` : formatCents(line.cents);
    // Label before amount, so a reader copying the text gets 'Total due $1,234.56'.
    const baseline = w.y;
    for (const label of isTotal ? [line.label] : wrapped[index]!) {
      w.text(label, left, { ...style, color });
      w.y -= 13;
    }
    w.textAt(amount, RIGHT, baseline, { ...style, color, align: 'right' });
    w.y -= 3;
  });
  w.y -= 4;
}

function heading(w: PageWriter, text: string) {
  w.y -= 14;
  w.ensureSpace(48);
  w.text(text.toUpperCase(), PAGE.margin, { size: 7.5, bold: true, color: COLORS.muted });
  w.y -= 5;
  w.rule();
  w.y -= 14;
}

export function terms(w: PageWriter, text: string) {
  heading(w, 'Terms');
  w.paragraph(text.trim(), PAGE.margin, CONTENT_WIDTH, { size: 9, color: COLORS.body });
}

export function authorizations(w: PageWriter, records: AuthorizationRecord[]) {
  heading(w, 'Authorizations');
  if (records.length === 0) {
    w.paragraph('No authorization recorded yet.', PAGE.margin, CONTENT_WIDTH, {
      size: 9,
      color: COLORS.muted,
    });
    return;
  }
  records.forEach((record, index) => {
    if (index > 0) w.y -= 8;
    w.ensureSpace(44);
    const jobs = record.jobNames.join(', ');
    w.paragraph(
      `${record.name} authorized ${formatCents(record.totalCents)}${jobs ? ` for ${jobs}` : ''}`,
      PAGE.margin,
      CONTENT_WIDTH,
      { size: 9.5, bold: true, color: COLORS.ink },
    );
    const where =
      record.method === 'ONLINE'
        ? record.ipAddress && `from ${record.ipAddress}`
        : record.recordedBy && `recorded by ${record.recordedBy}`;
    const facts = [
      AUTHORIZATION_METHOD_NAMES[record.method],
      formatDateTime(record.authorizedAt),
      record.revision === null ? null : `revision ${record.revision}`,
      where,
    ].filter(Boolean);
    w.paragraph(facts.join(' · '), PAGE.margin, CONTENT_WIDTH, { size: 8.5, color: COLORS.muted });
    if (record.note && record.method !== 'ONLINE')
      w.paragraph(`Note: ${record.note}`, PAGE.margin, CONTENT_WIDTH, { size: 8.5, color: COLORS.body });
  });
}
