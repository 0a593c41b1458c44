// Where a quote stands with the customer and the shop system, as the past-quotes list shows it.

export type QuoteStatus =
  | { kind: 'WRITTEN'; repairOrderNumber: string | null }
  | { kind: 'APPROVED'; approved: number; jobs: number }
  | { kind: 'DECLINED' }
  | { kind: 'SENT' }
  | { kind: 'DRAFT' };

export type QuoteStatusFacts = {
  /** Repair-order numbers the quote was written to, newest first. */
  writtenTo: Array<string | null>;
  /** The customer's latest answers, to the revision they last answered, and its number of jobs. */
  approved: number;
  declined: number;
  jobs: number;
  shared: boolean;
};

/** The furthest step wins: written to an RO, then the customer's answer, then sent. */
export function quoteStatus(facts: QuoteStatusFacts): QuoteStatus {
  if (facts.writtenTo.length > 0) return { kind: 'WRITTEN', repairOrderNumber: facts.writtenTo[0] ?? null };
  if (facts.approved > 0)
    return { kind: 'APPROVED', approved: facts.approved, jobs: Math.max(facts.jobs, facts.approved) };
  if (facts.declined > 0) return { kind: 'DECLINED' };
  if (facts.shared) return { kind: 'SENT' };
  return { kind: 'DRAFT' };
}

export function quoteStatusLabel(status: QuoteStatus): string | null {
  switch (status.kind) {
    case 'WRITTEN':
      return status.repairOrderNumber ? `Written to RO #${status.repairOrderNumber}` : 'Written to RO';
    case 'APPROVED':
      return `Approved ${status.approved} of ${status.jobs}`;
    case 'DECLINED':
      return 'Declined';
    case 'SENT':
      return 'Sent';
    case 'DRAFT':
      return null;
  }
}
