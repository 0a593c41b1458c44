import { formatDate, formatMoney } from './format';
import type { LineSource } from './quote-source';

// Declined ('deferred') work kept for the shop and the vehicle (issue 26): what a declined job
// holds, and the rules both the server and the web app read it by.

export const DEFERRED_DECLINED_BY = ['CUSTOMER', 'SHOP'] as const;
export type DeferredDeclinedBy = (typeof DEFERRED_DECLINED_BY)[number];

/**
 * Why a declined job left the list: approved later, written into a repair order, removed by the
 * shop, or declined again on a later quote (which the list then shows instead).
 */
export const DEFERRED_RESOLUTIONS = ['APPROVED', 'DONE', 'DISMISSED', 'SUPERSEDED'] as const;
export type DeferredResolution = (typeof DEFERRED_RESOLUTIONS)[number];

/** A labor line of a declined job as it was quoted, with what is needed to quote it again today. */
export type DeferredLabor = {
  title: string;
  description: string;
  hours: number;
  rate: number;
  total: number;
  /** The guide operation the line was linked to: adding it again links it, at today's motor time. */
  guideLaborItemId: string | null;
  /** The line's origin (guide job, network, user), kept so the job groups as it did. */
  source: LineSource | null;
};

export type DeferredPart = {
  name: string;
  quantity: number;
  price: number;
  total: number;
  pcdbPartTypeId: number | null;
  brand: string | null;
  partNumber: string | null;
  source: LineSource | null;
};

export type DeferredLines = { labor: DeferredLabor[]; parts: DeferredPart[] };

// Brakes, tires, steering and suspension: a declined job of these is a safety matter, which the
// engine brings up again on the vehicle's next quote.
const SAFETY_WORDS =
  /\b(brakes?|rotors?|calipers?|pads?|tires?|tyres?|wheel bearings?|hub|steering|tie rods?|rack|pinion|power steering|suspension|struts?|shocks?|shock absorbers?|ball joints?|control arms?|sway bar|stabili[sz]er|coil springs?|alignment|cv axles?|bushings?)\b/i;

/** Whether a job concerns the vehicle's safety (brakes, tires, steering, suspension). */
export function isSafetyJob(name: string): boolean {
  return SAFETY_WORDS.test(name);
}

/** Days a shop may wait before a reminder, and the default. */
export const REMINDER_DAYS_MIN = 1;
export const REMINDER_DAYS_MAX = 365;
export const DEFAULT_REMINDER_SETTINGS = { enabled: false, afterDays: 30, email: true, sms: false };
export type ReminderSettings = typeof DEFAULT_REMINDER_SETTINGS;

/** 'Nov 26, 2026 (estimate #1001, $623.77)': when a job was declined and what it came to then. */
export function declinedOn(job: { declinedAt: Date; estimateNumber: number | null; total: number }): string {
  const estimate = job.estimateNumber ? `estimate #${job.estimateNumber}, ` : '';
  return `${formatDate(job.declinedAt)} (${estimate}${formatMoney(job.total)})`;
}
