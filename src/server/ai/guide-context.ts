import { motorTimeFor } from '../../shared/motor-time';
import type { EngineVehicle, GuideJobContext } from './engine';
import type { IndexedGuideJob } from './guide-index';
import { engineQuantity } from './vehicle-quantities';

/** A guide job with its labor times and part quantities for this vehicle. */
export function guideContext(entry: IndexedGuideJob, vehicle: EngineVehicle, score: number): GuideJobContext {
  const cylinders = vehicle.engine_cylinders ?? 4;
  return {
    id: entry.job.id,
    smartJobId: entry.job.smartJobId,
    name: entry.job.name,
    system: entry.job.system,
    category: entry.category,
    keywords: entry.keywords,
    companions: entry.job.companions,
    frequency: entry.job.frequency,
    score: Math.round(score * 100) / 100,
    labor: entry.labor.map((l) => ({
      id: l.id,
      name: l.name,
      operation: l.operation,
      section: l.section,
      motorTime: motorTimeFor(l.base_hours, l.modifiers, vehicle),
    })),
    parts: entry.parts.map((p) => {
      const part = {
        name: p.name,
        quantity: p.per_cylinder ? Math.max(1, Math.round((p.quantity * cylinders) / 4)) : p.quantity,
        retail: p.retail,
        pcdbPartTypeId: p.pcdb_part_type_id,
        ...(p.per_cylinder ? { perCylinder: true } : {}),
      };
      // Both engines see the vehicle's own quantities (its cylinders, its oil capacity).
      return { ...part, quantity: engineQuantity(part, vehicle)?.quantity ?? part.quantity };
    }),
  };
}
