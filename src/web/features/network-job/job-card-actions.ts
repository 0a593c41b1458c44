// What a route can do with the lines of a past job (spec 001 §2 'Enhanced job builder'): add one
// labor or part row, or the whole job, and know which rows are already chosen. The shapes below
// are the card's own, so another feature can be wired to them in a route without this feature
// knowing it.

export type CardLabor = { id: string; description: string; hours: number; rate: number };
export type CardPart = {
  id: string;
  name: string;
  part_number: string | null;
  brand: string | null;
  description: string | null;
  quantity: number;
  retail: number;
  cost: number;
  pcdb_part_type_id: number | null;
};
export type CardJob = { id: string; title: string; labor_items: CardLabor[]; part_items: CardPart[] };

export type JobCardActions = {
  onAddLabor?: (labor: CardLabor) => void;
  onAddPart?: (part: CardPart) => void;
  /** A whole job; the route also records the interaction. */
  onAddJob?: (job: CardJob) => void;
  isLaborSelected?: (id: string) => boolean;
  isPartSelected?: (id: string) => boolean;
};

export const cardLabor = ({ id, description, hours, rate }: CardLabor): CardLabor => ({
  id,
  description,
  hours,
  rate,
});

export const cardPart = (part: CardPart): CardPart => ({
  id: part.id,
  name: part.name,
  part_number: part.part_number,
  brand: part.brand,
  description: part.description,
  quantity: part.quantity,
  retail: part.retail,
  cost: part.cost,
  pcdb_part_type_id: part.pcdb_part_type_id,
});

export const cardJob = (job: CardJob): CardJob => ({
  id: job.id,
  title: job.title,
  labor_items: job.labor_items.map(cardLabor),
  part_items: job.part_items.map(cardPart),
});
