// The written estimate as a customer receives it (issue 25): what the PDF prints, built on the
// server from the revision the customer sees (src/server/modules/estimate/document.ts). Money is
// the breakdown of estimate-money.ts; lines are a revision's lines at the prices charged.

import type { EstimateBreakdown } from './estimate-money';
import type { RevisionLabor, RevisionPart } from './quote-revision';

export const AUTHORIZATION_METHODS = ['ONLINE', 'PHONE', 'IN_PERSON'] as const;
export type AuthorizationMethod = (typeof AUTHORIZATION_METHODS)[number];
export const AUTHORIZATION_METHOD_NAMES: Record<AuthorizationMethod, string> = {
  ONLINE: 'Online',
  PHONE: 'By phone',
  IN_PERSON: 'In person',
};

/** One customer authorization: typed on the public page, or taken by the shop by phone or in person. */
export type AuthorizationRecord = {
  id: string;
  method: AuthorizationMethod;
  /** The customer's name as typed or as the advisor wrote it. */
  name: string;
  /** The jobs authorized: their keys (quote-jobs.ts) and names then. */
  jobKeys: string[];
  jobNames: string[];
  /** What the customer agreed to pay, in cents, as shown to them. */
  totalCents: number;
  revision: number | null;
  authorizedAt: Date;
  /** Online: where from. */
  ipAddress: string | null;
  userAgent: string | null;
  /** Phone or in person: who took it and what they noted. */
  recordedBy: string | null;
  note: string | null;
};

export type EstimateJobStatus = 'APPROVED' | 'DECLINED' | 'PENDING';
export const ESTIMATE_JOB_STATUS_NAMES: Record<EstimateJobStatus, string> = {
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  PENDING: 'Awaiting approval',
};

export type EstimateDocumentJob = {
  key: string;
  name: string;
  status: EstimateJobStatus;
  labor: RevisionLabor[];
  parts: RevisionPart[];
  totalCents: number;
};

export type EstimateDocument = {
  shop: {
    name: string;
    address1: string | null;
    address2: string | null;
    city: string | null;
    state: string | null;
    zip: string | null;
    phone: string | null;
    website: string | null;
  };
  /** The shop's estimate number (never repeats within the shop). */
  estimateNumber: number;
  /** The revision printed; null while the quote was never sent (the live quote). */
  revision: number | null;
  /** When this revision was sent (or the quote written, before any sending). */
  issuedAt: Date;
  validUntil: Date | null;
  isExpired: boolean;
  customer: { name: string | null; phone: string | null; email: string | null };
  vehicle: {
    year: number | null;
    make: string | null;
    model: string | null;
    vin: string | null;
    odometer: number | null;
  };
  title: string;
  jobs: EstimateDocumentJob[];
  breakdown: EstimateBreakdown;
  terms: string;
  /** Newest first. */
  authorizations: AuthorizationRecord[];
};

/** Where a quote's estimate PDF is served (the customer's link's token in `?t=` when there is one). */
export function estimatePdfPath(quoteId: string): string {
  return `/estimates/${quoteId}.pdf`;
}
