// The parts of the Tekmetric partner API this app uses, as the vendor names them.
// See /work/shared/integrations/tekmetric.md for the sources. All money is integer cents.

export const TEKMETRIC_API_URL = 'https://shop.tekmetric.com';
export const TEKMETRIC_SANDBOX_URL = 'https://sandbox.tekmetric.com';

/** The partner's OAuth2 client; its token's scope lists the shops that granted access. */
export type TekmetricCredentials = { clientId: string; clientSecret: string };

export type TekmetricTokenResponse = {
  access_token: string;
  token_type: 'bearer';
  /** Space-separated shop ids, e.g. "1 2". */
  scope: string;
  /** Not in the documented example (tokens live until revoked); honoured when present. */
  expires_in?: number;
};

export type TekmetricAddress = {
  id: number;
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  streetAddress?: string | null;
  fullAddress?: string | null;
};

export type TekmetricShop = {
  id: number;
  name: string;
  nickname?: string | null;
  phone?: string | null;
  email?: string | null;
  website?: string | null;
  address?: TekmetricAddress | null;
  roCustomLabelEnabled?: boolean;
  // Not in the published partner docs (docs/decisions/012): the shop's default labor rate and its
  // auto-apply matrices, named after the internal API's autoApplyLaborMatrixId. Read only when
  // present; a shop answer without them leaves ours as they are.
  /** Cents an hour. */
  laborRate?: number | null;
  laborRateName?: string | null;
  autoApplyLaborMatrixId?: number | null;
  autoApplyPartsMatrixId?: number | null;
  laborMatrixName?: string | null;
  partsMatrixName?: string | null;
};

/** 1 Estimate, 2 Work-in-Progress, 3 Complete, 4 Saved, 5 Posted, 6 Accounts Receivable, 7 Deleted. */
export type TekmetricRepairOrderStatus = { id: number; code: string; name: string };

export type TekmetricRepairOrder = {
  id: number;
  repairOrderNumber: number;
  shopId: number;
  repairOrderStatus: TekmetricRepairOrderStatus;
  customerId?: number | null;
  vehicleId?: number | null;
  laborSales?: number;
  partsSales?: number;
  discountTotal?: number;
  feeTotal?: number;
  totalSales?: number;
  jobs?: TekmetricJob[];
  createdDate?: string | null;
  updatedDate?: string | null;
};

/** A repair order as this app needs it. */
export type RepairOrderSummary = {
  id: number;
  repairOrderNumber: number;
  shopId: number;
  status: TekmetricRepairOrderStatus;
};

export type TekmetricPartType = { id: number; code: string; name?: string };

/** Part type codes seen: 1 PART, 2 TIRE (5 Battery in inventory queries). */
export const TEKMETRIC_PART_TYPES = {
  PART: { id: 1, code: 'PART', name: 'Part' },
  TIRE: { id: 2, code: 'TIRE', name: 'Tire' },
} as const satisfies Record<string, TekmetricPartType>;

export type TekmetricLabor = {
  id?: number;
  name: string;
  /** Cents per hour. */
  rate: number;
  hours: number;
  complete: boolean;
  /** Internal API's field (not in the partner docs): Tekmetric prices the line with this matrix. */
  autoApplyLaborMatrixId?: number | null;
};

export type TekmetricPart = {
  id?: number;
  name: string;
  brand: string | null;
  partNumber: string | null;
  quantity: number;
  /** Cents per unit. */
  cost: number;
  /** Cents per unit. */
  retail: number;
  partType: TekmetricPartType;
  /** Named after the shop's autoApplyPartsMatrixId; no public evidence of the line field. */
  autoApplyPartsMatrixId?: number | null;
};

/** A job's fee (shop supplies, hazardous waste) or discount, as the Job read documents it. */
export type TekmetricJobCharge = {
  id?: number;
  name: string;
  /** Cents, positive for a discount too. */
  total: number;
};

export type TekmetricJob = {
  id: number;
  repairOrderId: number;
  name: string;
  note: string | null;
  authorized?: boolean | null;
  labor: TekmetricLabor[];
  parts: TekmetricPart[];
  fees?: TekmetricJobCharge[];
  discounts?: TekmetricJobCharge[];
  laborTotal?: number;
  partsTotal?: number;
  feeTotal?: number;
  discountTotal?: number;
  subtotal?: number;
  createdDate?: string | null;
  updatedDate?: string | null;
};

export type CreateJobInput = {
  repairOrderId: number;
  name: string;
  note?: string | null;
  labor: Array<{ name: string; rateCents: number; hours: number; autoApplyLaborMatrixId?: number }>;
  parts: Array<{
    autoApplyPartsMatrixId?: number;
    name: string;
    brand?: string | null;
    partNumber?: string | null;
    quantity: number;
    costCents: number;
    retailCents: number;
    partType?: TekmetricPartType;
  }>;
  /** The estimate's fees and discounts on the job, in cents (each more than 0). */
  fees?: Array<{ name: string; totalCents: number }>;
  discounts?: Array<{ name: string; totalCents: number }>;
};

export type CreatedJob = { jobId: number; repairOrderId: number; repairOrderNumber: number };

/** A job written again in place: the same job, on the same repair order, with new content. */
export type UpdateJobInput = CreateJobInput & { jobId: number };

/**
 * The body sent to `POST /api/v1/jobs`. fees and discounts take the shape the Job read documents
 * (`fees[{id,name,total}]`, `discounts[{id,name,total}]`, cents) without ids; Tekmetric sums them
 * into feeTotal and discountTotal. Sent only when the job has some.
 */
export type TekmetricJobRequest = {
  /**
   * An existing job's id: Tekmetric's job write is an upsert, and a body carrying the id replaces
   * that job's name, note, labor, parts, fees and discounts.
   */
  id?: number;
  repairOrderId: number;
  name: string;
  note: string | null;
  labor: TekmetricLabor[];
  parts: TekmetricPart[];
  fees?: TekmetricJobCharge[];
  discounts?: TekmetricJobCharge[];
};

/** Write answers: `{type:"SUCCESS",message,data}`; other errors use the same shape with "ERROR". */
export type TekmetricEnvelope<T> = { type: 'SUCCESS' | 'ERROR'; message: string; data: T | null };

/** OAuth errors: `{"error":"invalid_client","error_description":"..."}`. */
export type TekmetricErrorBody = {
  error?: string;
  error_description?: string;
  type?: string;
  message?: string;
};

export type TekmetricPage<T> = {
  content: T[];
  totalPages: number;
  totalElements: number;
  last: boolean;
  first: boolean;
  size: number;
  number: number;
  numberOfElements: number;
  empty: boolean;
};

export type TekmetricClient = {
  /** Checks a connection: the shop must exist and be in the token's scope. */
  getShop: (shopId: number) => Promise<TekmetricShop>;
  getRepairOrder: (repairOrderId: number) => Promise<RepairOrderSummary>;
  /** The jobs on a repair order (first 100), to find one we wrote before. */
  listJobs: (repairOrderId: number) => Promise<TekmetricJob[]>;
  /**
   * Adds a job with labor and parts to a repair order. Never retried: a lost answer could
   * otherwise leave the job twice on the RO.
   */
  createJob: (input: CreateJobInput) => Promise<CreatedJob>;
  /** Replaces a job's content (the same upsert, with the job's id). Never retried, like createJob. */
  updateJob: (input: UpdateJobInput) => Promise<CreatedJob>;
  /** Drops the cached token (after the credentials change in Settings). */
  forget: () => void;
};
