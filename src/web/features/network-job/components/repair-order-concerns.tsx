import type { RepairOrder } from '../api/use-repair-order';

type Concern = RepairOrder['concerns'][number];

/** The customer's concerns and the technician's, each with its finding. */
export function RepairOrderConcerns({ concerns }: { concerns: Concern[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <ConcernList
        heading="Customer concerns"
        concerns={concerns.filter((c) => c.type_concern === 'CUSTOMER')}
        emptyText="No client concerns found"
      />
      <ConcernList
        heading="Technician concerns"
        concerns={concerns.filter((c) => c.type_concern === 'TECHNICIAN')}
        emptyText="No technician concerns found"
      />
    </div>
  );
}

function ConcernList({
  heading,
  concerns,
  emptyText,
}: {
  heading: string;
  concerns: Concern[];
  emptyText: string;
}) {
  return (
    <section>
      <h4 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{heading}</h4>
      {concerns.length === 0 ? (
        <p className="text-sm text-slate-500">{emptyText}</p>
      ) : (
        <ul className="space-y-2">
          {concerns.map((concern) => (
            <li key={concern.id} className="rounded-md bg-slate-50 px-3 py-2 text-sm">
              <p className="text-slate-900">{concern.description}</p>
              {concern.finding ? (
                <p className="mt-1 text-slate-600">
                  <span className="font-medium text-slate-700">Finding: </span>
                  {concern.finding}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
