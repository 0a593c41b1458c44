import { quoteTotals } from '../../../shared/quote-totals';
import type {
  ConversationTurn,
  CurrentQuote,
  EngineShop,
  EngineVehicle,
  GuideJobContext,
  KnowledgeEntry,
  PolishStyle,
  RetrievedContext,
  SimilarJobContext,
} from '../engine';
import { defaultPolishWords } from '../engine';
import { MAX_LINES } from './schemas';

// Prompts are plain deterministic text: the same context always gives the same prompt, so a
// stored prompt_full explains a quote exactly. The retrieved figures go in a fenced ```json block
// that a model reads as data and the loopback emulator parses to answer plausibly.

export type RenderedPrompt = { system: string; prompt: string };

const MAX_GUIDE_JOBS = 5;
const MAX_SIMILAR_JOBS = 5;

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const usd = (value: number) => `$${value.toFixed(2)}`;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text stored as the quote's prompt_full. */
export const fullPrompt = ({ system, prompt }: RenderedPrompt) => `${system}\n\n${prompt}`;

export function describeVehicle(vehicle: EngineVehicle | null): string {
  if (!vehicle) return 'unknown';
  const name = [vehicle.model_year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
  const details = [
    vehicle.displacement_l ? `${vehicle.displacement_l} L` : null,
    vehicle.engine_cylinders ? `${vehicle.engine_cylinders} cyl` : null,
    vehicle.drive_type,
    vehicle.fuel_type_primary,
    vehicle.body_class,
  ].filter(Boolean);
  return [name || 'unknown vehicle', ...details, `VIN ${vehicle.vin}`].join(' · ');
}

// Each entry with its id, so the answer can say which ones it applied (appliedEntryIds, entryId).
const rules = (title: string, entries: KnowledgeEntry[]) =>
  entries.length
    ? [`${title}:`, ...entries.map((e) => `- [id ${e.id}] ${oneLine(e.title)}: ${oneLine(e.description)}`)]
    : [];

const ENTRY_RULES = [
  '- Apply each shop guideline and shop knowledge entry that fits this concern and vehicle, and only those. An entry you apply must change the quote visibly: give every line it put on the quote or changed its id as entryId, or, for what it asks the advisor to do (a measurement to note, a finding to mention), a checklist item of a few words with its entryId ("Note pad thickness and rotor minimum"), each once. List the ids of the entries you applied in appliedEntryIds; entries that do not fit stay out of it. Lines no entry caused have entryId null.',
  '- The reply is a few plain sentences: what is quoted, the total, and what to tell the customer. Do not cite or quote the entries in it; the lines and the checklist show them.',
  '- Write the reply in plain English for a service advisor, without smartJobIds or other internal codes.',
];

function baseSystem(shop: EngineShop, guidelines: KnowledgeEntry[], knowledge: KnowledgeEntry[]): string[] {
  return [
    `You are the repair-quote assistant of ${shop.name}${shop.state ? ` (${shop.state})` : ''}, an auto repair shop. You help its service advisors write repair quotes.`,
    'Answer only with a JSON object matching the requested schema.',
    'Rules:',
    '- Quote the work the concern needs; recommended extras (companion jobs, inspections) are lines with isSuggested true.',
    "- Labor hours come from the labor guide's motorTime for this vehicle; change them only when the similar network jobs clearly disagree, and say why in the reply.",
    '- A labor line taken from a guide job carries its smartJobId as guideSmartJobId; a part line carries the pcdbPartTypeId of the guide part it comes from. Otherwise use null.',
    '- Part prices are retail per unit in US dollars; quantities are whole numbers.',
    `- Do not set labor rates: the shop rate (${usd(shop.standard_labor_rate)}/h) is applied to every labor line.`,
    `- At most ${MAX_LINES} labor lines and ${MAX_LINES} part lines.`,
    '- title names the repair for the customer; shortTitle has at most 4 words; reply is 1–3 sentences to the advisor.',
    ...(guidelines.length + knowledge.length ? ENTRY_RULES : ENTRY_RULES.slice(1)),
    ...rules('Shop guidelines (always follow them)', guidelines),
    ...rules('Shop knowledge (always follow it)', knowledge),
  ];
}

const guideJobData = (job: GuideJobContext) => ({
  smartJobId: job.smartJobId,
  name: job.name,
  system: job.system,
  score: round(job.score, 3),
  labor: job.labor.map((l) => ({ name: l.name, operation: l.operation, motorTime: round(l.motorTime) })),
  parts: job.parts.map((p) => ({
    name: p.name,
    quantity: p.quantity,
    retail: round(p.retail),
    pcdbPartTypeId: p.pcdbPartTypeId,
  })),
  companions: job.companions,
});

const similarJobData = (job: SimilarJobContext) => ({
  title: job.title,
  vehicle: `${job.model_year} ${job.make} ${job.model}`,
  similarity: round(job.similarity, 3),
  hours: round(job.labor.reduce((sum, l) => sum + l.hours, 0)),
  laborTotal: round(job.labor.reduce((sum, l) => sum + l.hours * l.rate, 0)),
  partsTotal: round(job.parts.reduce((sum, p) => sum + p.quantity * p.retail, 0)),
  parts: job.parts.map((p) => `${p.name} x${p.quantity} @ ${usd(p.retail)}`),
});

// One array element per line keeps the block valid JSON and still readable in prompt_full.
const jsonLines = (items: unknown[]) =>
  items.length ? `[\n${items.map((i) => JSON.stringify(i)).join(',\n')}\n]` : '[]';

function contextBlock(context: RetrievedContext): string {
  const names = new Map(
    [...context.guideJobs, ...context.additionalJobs, ...context.companionJobs].map((j) => [
      j.id,
      `${j.smartJobId} ${j.name}`,
    ]),
  );
  const companions = context.companionStats.map((s) => ({
    job: names.get(s.guideJobId) ?? s.guideJobId,
    share: round(s.share, 3),
    orders: s.orders,
  }));
  const guide = jsonLines(context.guideJobs.slice(0, MAX_GUIDE_JOBS).map(guideJobData));
  const addOns = jsonLines(context.companionJobs.slice(0, MAX_GUIDE_JOBS).map(guideJobData));
  const additional = jsonLines(context.additionalJobs.map(guideJobData));
  const similar = jsonLines(context.similarJobs.slice(0, MAX_SIMILAR_JOBS).map(similarJobData));
  const diagnosis = jsonLines(context.diagnosisJobs.map(guideJobData));
  const named = jsonLines(context.knowledgeJobs.map(guideJobData));
  return [
    'Retrieved data (JSON): guideJobs are labor-guide jobs for this vehicle, best match first; additionalJobs answer other requests made in the same message (quote them as regular lines); companionJobs are jobs often done with the first one (offer them as isSuggested lines when they fit); similarJobs are comparable jobs done by other shops; companionStats tell how often other jobs are done with the first guide job; diagnosisJobs is the labor-guide diagnosis for this system (for a guideline asking to diagnose first); knowledgeJobs are the jobs the shop knowledge or guidelines name.',
    '```json',
    `{"guideJobs":${guide},\n"additionalJobs":${additional},\n"companionJobs":${addOns},\n"similarJobs":${similar},\n"companionStats":${jsonLines(companions)},\n"diagnosisJobs":${diagnosis},\n"knowledgeJobs":${named}}`,
    '```',
  ].join('\n');
}

function concernLines(context: RetrievedContext): string[] {
  return [
    `Vehicle: ${describeVehicle(context.vehicle)}`,
    `Concern (as typed): ${oneLine(context.concern)}`,
    `Concern (normalised): ${oneLine(context.normalizedConcern)}`,
    ...(context.codes.length
      ? [`Trouble codes: ${context.codes.map((c) => `${c.code} = ${c.meaning}`).join('; ')}`]
      : []),
  ];
}

function historyLines(history: ConversationTurn[]): string[] {
  if (!history.length) return [];
  return [
    'Conversation so far:',
    ...history.map((t) => `${t.role === 'user' ? 'Advisor' : 'Assistant'}: ${oneLine(t.content)}`),
  ];
}

export function renderQuotePrompt(context: RetrievedContext, history: ConversationTurn[]): RenderedPrompt {
  const system = baseSystem(context.shop, context.guidelines, context.knowledge).join('\n');
  const prompt = [
    ...concernLines(context),
    ...historyLines(history),
    contextBlock(context),
    'Write the quote for this concern.',
  ].join('\n');
  return { system, prompt };
}

// Each line with its id and what it is charged at (the guide's hours, the supplier's price), as
// the advisor sees it in the panel.
function quoteBlock(quote: CurrentQuote): string {
  const totals = quoteTotals({ quote_labor_items: quote.laborItems, quote_part_items: quote.partItems });
  const data = {
    title: quote.title,
    shortTitle: quote.shortTitle,
    total: round(totals.total),
    laborItems: quote.laborItems.map((l) => ({
      lineId: l.id,
      title: l.title,
      description: l.description,
      hours: round(l.hours),
      guideHours:
        typeof l.guide_labor_item?.motorTime === 'number' ? round(l.guide_labor_item.motorTime) : null,
      rate: round(l.rate),
      isSuggested: l.is_suggested,
      guideSmartJobId: l.source?.guideJob?.smartJobId ?? null,
    })),
    partItems: quote.partItems.map((p) => ({
      lineId: p.id,
      name: p.name,
      quantity: p.quantity,
      retail: round(p.retail),
      sourcedPrice: p.sourced_part ? round(p.sourced_part.price_cost_with_matrix) : null,
      supplier: p.sourced_part?.supplier_name ?? null,
      isSuggested: p.is_suggested,
      pcdbPartTypeId: p.pcdb_part_type_id,
    })),
  };
  return ['Current quote (JSON):', '```json', JSON.stringify(data), '```'].join('\n');
}

const FOLLOW_UP_LINE_RULES = [
  '- Change only what the message asks. Every other line stays exactly as it is (same title, description, hours, name, quantity, retail) with its lineId; a line you change keeps its lineId; a new line has lineId null; a line you leave out is removed.',
  "- A labor line with guideHours is charged at the labor guide's hours; other hours replace the guide time. A part line with sourcedPrice is charged at that supplier price; another name or price means another part, which must be sourced again.",
  '- Do not state the totals in the reply: the app adds the previous and the new total.',
];

export function renderFollowUpPrompt(input: {
  context: RetrievedContext;
  quote: CurrentQuote;
  message: string;
  isDiscussion: boolean;
  history: ConversationTurn[];
}): RenderedPrompt {
  const { context } = input;
  const system = [
    ...baseSystem(context.shop, context.guidelines, context.knowledge),
    'The advisor sends a follow-up message about the current quote.',
    input.isDiscussion
      ? '- Discussion mode is on: answer with action "reply", a reply, and quote null. Do not change the quote.'
      : '- When the message is a question or asks for nothing you can change, answer with action "reply" and quote null. Otherwise answer with action "update", a reply saying what changed, and the complete changed quote (every line, not only the changed ones).',
    ...(input.isDiscussion ? [] : FOLLOW_UP_LINE_RULES),
  ].join('\n');
  const prompt = [
    `Vehicle: ${describeVehicle(context.vehicle)}`,
    ...historyLines(input.history),
    quoteBlock(input.quote),
    contextBlock(context),
    `Follow-up message: ${oneLine(input.message)}`,
  ].join('\n');
  return { system, prompt };
}

export function renderLearningPrompt(input: {
  shop: EngineShop;
  vehicle: EngineVehicle | null;
  turns: ConversationTurn[];
  quotes: CurrentQuote[];
}): RenderedPrompt {
  const system = [
    `You review a conversation between a service advisor of ${input.shop.name} and its repair-quote assistant, and note what the shop can learn from it.`,
    'Answer only with a JSON object matching the requested schema. Item kinds:',
    '- question: something the advisor had to ask that the assistant should have covered up front',
    '- response: an answer of the assistant worth reusing',
    '- improvement: something a quote missed or got wrong',
    '- satisfaction: what the advisor was satisfied with',
    `At most ${MAX_LINES} items, each with a short title and a one-sentence description; no items when there is nothing to learn.`,
  ].join('\n');
  const quotes = input.quotes.map(
    (q) =>
      `- ${oneLine(q.title)}: ${q.laborItems.map((l) => `${oneLine(l.title)} ${round(l.hours)} h`).join(', ') || 'no labor'}; ${q.partItems.map((p) => `${oneLine(p.name)} x${p.quantity}`).join(', ') || 'no parts'}`,
  );
  const prompt = [
    `Vehicle: ${describeVehicle(input.vehicle)}`,
    ...historyLines(input.turns),
    ...(quotes.length ? ['Quotes written:', ...quotes] : []),
    'List what the shop can learn from this conversation.',
  ].join('\n');
  return { system, prompt };
}

// Each style's limit is the app variable polish_words_* the service passes (its default when absent).
const STYLE_RULES: Record<PolishStyle, (maxWords: number) => string> = {
  Descriptive: (n) => `Descriptive: explain the work clearly in a technician's voice, in at most ${n} words.`,
  Concise: (n) => `Concise: the same content in fewer words, without filler, in at most ${n} words.`,
  Casual: (n) => `Casual: friendly and plain, as said to a regular customer, in at most ${n} words.`,
  Formal: (n) => `Formal: polite and professional, in complete sentences, in at most ${n} words.`,
  Short: (n) => `Short: one short sentence of at most ${n} words.`,
};

export function renderPolishPrompt(input: {
  text: string;
  style: PolishStyle;
  context?: string;
  maxWords?: number;
}): RenderedPrompt {
  const maxWords = input.maxWords ?? defaultPolishWords(input.style);
  const system = [
    'You rewrite text a service advisor wrote for a repair quote or a customer message.',
    'Keep every fact, number and part name; never add work or prices. Answer only with a JSON object matching the requested schema, the rewritten text in "text".',
    `Style: ${STYLE_RULES[input.style](maxWords)}`,
  ].join('\n');
  const prompt = [
    ...(input.context ? [`Context: ${oneLine(input.context)}`] : []),
    'Text to rewrite:',
    '```text',
    // A fence inside the text would end the block early.
    input.text.trim().replaceAll('```', "'''"),
    '```',
  ].join('\n');
  return { system, prompt };
}
