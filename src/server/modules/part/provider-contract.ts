// What every parts provider answers (PartsTech through its client, the demo catalogue from the
// database), kept apart from both so neither has to import the other.

/** The spec's 'Catalogue part from the parts provider' (PartsTech's QuotedPart, trimmed). */
export type CatalogQuotePart = {
  partId: string;
  partName: string;
  partNumber: string;
  partCategory: string | null;
  status: 'IN_STOCK' | 'OUT_OF_STOCK' | 'SPECIAL_ORDER' | 'BACK_ORDER' | 'CHECK_AVAILABILITY';
  brand: { brandID: string; brandName: string; displayName: string };
  price: { cost: number; list: number; retail: number | null };
  supplier: { id: number; name: string };
  store: { id: number; name: string };
  /** Stock by store; storeId is PartsTech's store id, null where the supplier names no store. */
  storesAvailability: Array<{ specificName: string; quantity: number; storeId: number | null }>;
  notes: string[][];
  images: Array<{ full: string }>;
  taxonomy: { partTypeId: number };
};

export type PartsQuoteInput = {
  storeId: number;
  vin: string;
  make: string | null;
  keyword?: string;
  /** PCdb part type ids; when given they take precedence over the keyword. */
  partTypeIds?: number[];
};

export type PartsProvider = {
  readonly name: string;
  quote(input: PartsQuoteInput): Promise<CatalogQuotePart[]>;
};

export const NOTHING_TO_SEARCH = 'Give a keyword or part types to search for.';
