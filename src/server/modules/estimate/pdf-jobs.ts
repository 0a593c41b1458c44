import { ESTIMATE_JOB_STATUS_NAMES, type EstimateDocumentJob } from '../../../shared/estimate-document';
import { formatCents, formatCount, formatHours, formatMoney } from '../../../shared/format';
import { COLORS, CONTENT_WIDTH, PAGE, type PageWriter, RIGHT } from './pdf-layout';

// A job on the estimate: a band with its name, status and total, then its labor and parts as
// small tables. Parts print by name only: the supplier is the shop's business, not the customer's.

const INSET = PAGE.margin + 8;
const FIGURES = [RIGHT - 158, RIGHT - 84, RIGHT - 8];
const DESCRIPTION_WIDTH = FIGURES[0]! - 48 - INSET;
const ROW = 13;
const STATUS_COLORS = { APPROVED: COLORS.success, DECLINED: COLORS.danger, PENDING: COLORS.muted };

export function jobBlock(w: PageWriter, job: EstimateDocumentJob) {
  const total = formatCents(job.totalCents);
  const status = ESTIMATE_JOB_STATUS_NAMES[job.status];
  const totalWidth = w.width(total, { size: 10.5, bold: true });
  const statusRight = RIGHT - 8 - Math.max(totalWidth, 60) - 18;
  const nameWidth = statusRight - w.width(status, { size: 8.5, bold: true }) - 18 - INSET;
  const names = w.wrap(job.name, nameWidth, { size: 10.5, bold: true });
  const bandHeight = 10 + names.length * 14;
  w.y -= 8;
  w.ensureSpace(bandHeight + 50);
  w.band(bandHeight);
  w.y -= 16;
  const baseline = w.y;
  for (const name of names) {
    w.text(name, INSET, { size: 10.5, bold: true, color: COLORS.ink });
    w.y -= 14;
  }
  w.textAt(status, statusRight, baseline, {
    size: 8.5,
    bold: true,
    color: STATUS_COLORS[job.status],
    align: 'right',
  });
  w.textAt(total, RIGHT - 8, baseline, { size: 10.5, bold: true, color: COLORS.ink, align: 'right' });
  w.y -= 10;
  if (job.labor.length > 0)
    table(
      w,
      job.name,
      ['Labor', 'Hours', 'Rate', 'Amount'],
      job.labor.map((line) => [
        line.title,
        formatHours(line.hours),
        formatMoney(line.rate),
        formatMoney(line.total),
      ]),
    );
  if (job.parts.length > 0)
    table(
      w,
      job.name,
      ['Parts', 'Qty', 'Unit price', 'Amount'],
      job.parts.map((line) => [
        line.name,
        formatCount(line.quantity),
        formatMoney(line.price),
        formatMoney(line.total),
      ]),
    );
}

function table(w: PageWriter, jobName: string, header: string[], rows: string[][]) {
  w.ensureSpace(20 + ROW * 2);
  tableHeader(w, header);
  for (const [description = '', ...figures] of rows) {
    const lines = w.wrap(description, DESCRIPTION_WIDTH, { size: 9.5 });
    // A table carried onto the next page says whose lines these are and repeats its columns.
    if (w.ensureSpace(lines.length * ROW + 2)) {
      w.text(`${jobName} (continued)`, INSET, { size: 8.5, bold: true, color: COLORS.muted });
      w.y -= 16;
      tableHeader(w, header);
    }
    const baseline = w.y;
    for (const line of lines) {
      w.text(line, INSET, { size: 9.5, color: COLORS.ink });
      w.y -= ROW;
    }
    figures.forEach((figure, index) => {
      w.textAt(figure, FIGURES[index]!, baseline, {
        size: 9.5,
        align: 'right',
        color: index === figures.length - 1 ? COLORS.ink : COLORS.body,
      });
    });
    w.y -= 1.5;
  }
  w.y -= 5;
}

function tableHeader(w: PageWriter, [first = '', ...rest]: string[]) {
  const style = { size: 7.5, bold: true, color: COLORS.muted };
  w.text(first.toUpperCase(), INSET, style);
  rest.forEach((label, index) => {
    w.text(label.toUpperCase(), FIGURES[index]!, { ...style, align: 'right' });
  });
  w.y -= 5;
  w.rule(w.y, COLORS.rule, INSET, CONTENT_WIDTH - 16);
  w.y -= 12;
}
