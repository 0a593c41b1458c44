import type { BuilderPart, BuilderPartFields } from '../../../../shared/job-builder';
import type { PastPart } from '../state/builder-reducer';

// Supplier parts and the builder's parts (spec 001 §3 'Supplier part quote', 'Part item'): a chosen
// supplier part replaces the part as it will be written, keeping the quantity the advisor set.

/** The fields of a supplier part quote the builder reads. */
export type SupplierPartQuote = {
  partId: string;
  partName: string;
  partNumber: string;
  brand: { brandName: string };
  price: { cost: number; list: number; retail?: number | null };
  taxonomy: { partTypeId: number | null };
};

/** The retail a chosen supplier part is written with: its retail price, else its list price. */
export function supplierPartRetail(quote: Pick<SupplierPartQuote, 'price'>): number {
  return quote.price.retail ?? quote.price.list;
}

/** The part as it will be written once the supplier part is chosen, keeping the advisor's quantity. */
export function supplierPartFields(quote: SupplierPartQuote, current: BuilderPartFields): BuilderPartFields {
  return {
    name: quote.partName,
    part_number: quote.partNumber,
    brand: quote.brand.brandName,
    description: current.description,
    quantity: current.quantity,
    retail: supplierPartRetail(quote),
    cost: quote.price.cost,
    pcdb_part_type_id: quote.taxonomy.partTypeId,
  };
}

/** The builder's parts as part.applyPartsTechToParts reads them: each part as it will be written. */
export function partsTechItems(parts: readonly BuilderPart[]) {
  return parts.map(({ id, newPart }) => ({ id, ...newPart }));
}

/** A replacement part reads like a past job's part: text fields may be missing. */
type AppliedPart = Omit<PastPart, 'id'>;

export type PartsTechResult = {
  id: string;
  found: boolean;
  part: AppliedPart | null;
  message?: string | null;
};

export type PartsTechOutcome = {
  replaced: { id: string; part: BuilderPartFields }[];
  /** The parts left as they were, by the name the advisor sees. */
  notFound: { id: string; name: string; message: string | null }[];
};

/** Which parts a PartsTech run replaces (found, with a part) and which it leaves as they were. */
export function partsTechOutcome(
  results: readonly PartsTechResult[],
  parts: readonly BuilderPart[],
): PartsTechOutcome {
  const byId = new Map(parts.map((part) => [part.id, part]));
  const outcome: PartsTechOutcome = { replaced: [], notFound: [] };
  for (const result of results) {
    const current = byId.get(result.id);
    if (!current) continue;
    if (result.found && result.part) {
      outcome.replaced.push({
        id: result.id,
        part: {
          name: result.part.name,
          part_number: result.part.part_number ?? '',
          brand: result.part.brand ?? '',
          description: result.part.description ?? '',
          quantity: result.part.quantity,
          retail: result.part.retail,
          cost: result.part.cost,
          pcdb_part_type_id: result.part.pcdb_part_type_id,
        },
      });
    } else {
      outcome.notFound.push({ id: result.id, name: current.newPart.name, message: result.message ?? null });
    }
  }
  return outcome;
}
