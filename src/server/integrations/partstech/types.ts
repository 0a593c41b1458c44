// The parts of the PartsTech API (OpenAPI 2.021.1) this app uses, as the vendor names them.
// See /work/shared/integrations/partstech.md for the sources.

export const PARTSTECH_API_URL = 'https://api.partstech.com';

export type PartsTechIdentity = { id: string; key: string };

/** User access: the shop's PartsTech user plus our partner account. */
export type PartsTechCredentials = { user: PartsTechIdentity; partner: PartsTechIdentity };

export type PartsTechAccessRequest = { accessType: 'user'; credentials: PartsTechCredentials };

export type PartsTechAccessResponse = {
  tokenType: 'bearer';
  accessToken: string;
  /** Seconds until the token expires (60 minutes). */
  expiresIn: number;
  refreshToken?: string | null;
  username?: string;
  partner: string;
};

export type PartsTechSearchParams = { vin: string; keyword: string } | { vin: string; partTypeIds: number[] };

export type PartsTechQuoteRequest = {
  storeId: number;
  searchParams: PartsTechSearchParams;
  filters?: Array<{ name: string; values: Array<string | number | boolean> }>;
};

export const PARTSTECH_PART_STATUSES = [
  'IN_STOCK',
  'OUT_OF_STOCK',
  'SPECIAL_ORDER',
  'BACK_ORDER',
  'CHECK_AVAILABILITY',
] as const;
export type PartsTechPartStatus = (typeof PARTSTECH_PART_STATUSES)[number];

export type PartsTechBrand = {
  /** Auto Care brand code, e.g. BBHK. */
  brandID: string;
  brandName: string;
  id?: number | null;
  displayName?: string | null;
  lineCode?: string | null;
};

export type PartsTechImage = { preview: string; medium: string; full: string };

export type PartsTechTaxonomy = {
  /** Auto Care PCdb part terminology id. */
  partTypeId: number;
  partTypeName?: string | null;
  categoryId?: number | null;
  categoryName?: string | null;
};

/** Decimal dollars. `cost` excludes the core charge; `list` and `retail` may be null. */
export type PartsTechPrice = {
  list: number | null;
  cost: number;
  price?: number;
  retail?: number | null;
  core?: number;
  fet?: number | null;
};

export type PartsTechStoreAvailability = {
  /** A store's name, or a supplier's word for where stock is ('In network'). */
  specificName: string;
  store?: { id: number; name: string } | null;
  quantity: number;
  main?: boolean;
};

export type QuotedPart = {
  /** Brand code and part number, e.g. BBHK-24CA. */
  partId: string;
  partNumber: string;
  partName: string;
  brand: PartsTechBrand;
  images?: PartsTechImage[];
  taxonomy?: PartsTechTaxonomy | null;
  partCategory?: 'Maintenance' | 'Service' | 'Consumable' | string | null;
  notes?: string[][];
  status: PartsTechPartStatus;
  supplier: { id: number; name: string };
  store: { id: number; name: string };
  price: PartsTechPrice;
  quantity?: number;
  storesAvailability?: PartsTechStoreAvailability[];
};

export type PartsTechQuoteResponse = {
  parts: QuotedPart[];
  /** Supplier messages, e.g. "Looks like Autozone doesn't recognize this vehicle". */
  errors: string[];
};

/** The vendor's error envelope; 400 answers add validationErrors. */
export type PartsTechErrorBody = {
  error?: { code?: string | null; message?: string | null };
  validationErrors?: string[];
};

export type PartsTechClient = {
  /** Requests (or reuses) an access token for these credentials; throws when PartsTech refuses them. */
  authenticate: (credentials: PartsTechCredentials) => Promise<void>;
  quote: (
    credentials: PartsTechCredentials,
    request: PartsTechQuoteRequest,
  ) => Promise<PartsTechQuoteResponse>;
  /** Drops the cached token of these credentials (after they are changed in Settings). */
  forget: (credentials: PartsTechCredentials) => void;
};
