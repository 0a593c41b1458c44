// Text marks for the spec's known suppliers ('Known supplier logos'): a short monogram in the
// supplier's usual colour. Suppliers not listed are shown by name only.

export type SupplierMarkStyle = { text: string; className: string };

const MARKS: Record<string, SupplierMarkStyle> = {
  AutoZone: { text: 'AZ', className: 'bg-orange-700 text-white' },
  'Auto-Wares': { text: 'AW', className: 'bg-sky-700 text-white' },
  Rowerdink: { text: 'RW', className: 'bg-emerald-700 text-white' },
  'ACI - Parts Plus': { text: 'P+', className: 'bg-red-700 text-white' },
  WORLDPAC: { text: 'WP', className: 'bg-blue-800 text-white' },
  'NAPA Auto Parts': { text: 'NAPA', className: 'bg-blue-900 text-yellow-300' },
  "O'Reilly Auto Parts": { text: "O'R", className: 'bg-green-700 text-white' },
  'Crown Honda Mazda': { text: 'CH', className: 'bg-slate-700 text-white' },
  'Berger Chevrolet': { text: 'BC', className: 'bg-amber-700 text-white' },
  'Crown Toyota VW': { text: 'CT', className: 'bg-slate-800 text-white' },
  'Fisher Auto Parts / KOI Auto Parts': { text: 'FA', className: 'bg-indigo-700 text-white' },
  Transtar: { text: 'TS', className: 'bg-cyan-700 text-white' },
  'Advance Auto Parts': { text: 'AAP', className: 'bg-red-700 text-yellow-200' },
  'All European Auto Supply': { text: 'AE', className: 'bg-blue-700 text-white' },
  'Parts Authority / IMC': { text: 'PA', className: 'bg-rose-700 text-white' },
  '1-800-Radiator & AC': { text: '1800', className: 'bg-red-700 text-white' },
  'Fast Undercar': { text: 'FU', className: 'bg-zinc-800 text-white' },
  'City Auto Supply': { text: 'CA', className: 'bg-teal-700 text-white' },
  'SSF Imported Auto Parts': { text: 'SSF', className: 'bg-blue-700 text-white' },
  'The Parts House': { text: 'PH', className: 'bg-violet-700 text-white' },
  'Factory Motor Parts': { text: 'FMP', className: 'bg-sky-800 text-white' },
};

export function supplierMark(name: string): SupplierMarkStyle | null {
  return MARKS[name] ?? null;
}
