export type PlateLookupResult = {
  vin: string;
  year?: number | null;
  make?: string | null;
  model?: string | null;
  trim?: string | null;
};

export type PlateLookup = {
  readonly name: string;
  /** Plate and state already normalised (upper-case, no spaces or dashes). Null when unknown. */
  lookup: (plate: string, state: string) => Promise<PlateLookupResult | null>;
};
