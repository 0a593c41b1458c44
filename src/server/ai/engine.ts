import { APP_CONFIG } from '../../shared/app-config';
import type { DeferredLines } from '../../shared/deferred-work';
import type { MatrixRow } from '../../shared/matrix';
import type { LineSource } from '../../shared/quote-source';
import type { ConcernKind } from './understand/concern-kind';

// The one interface every AI feature goes through. Two implementations: the embedded engine
// (default, deterministic, no network) and the LLM engine (AI SDK; OpenAI, Anthropic or an
// OpenAI-compatible server). Both receive the same retrieved context (retrieval.ts).

export type EngineVehicle = {
  id: string;
  make: string | null;
  model: string | null;
  model_year: number | null;
  trim: string | null;
  vin: string;
  engine_cylinders: number | null;
  displacement_l: string | null;
  drive_type: string | null;
  body_class: string | null;
  fuel_type_primary: string | null;
};

export type EngineShop = {
  id: string;
  name: string;
  standard_labor_rate: number;
  state: string | null;
  /** The shop's labor matrix: new labor lines take its rate (docs/decisions/012). */
  labor_matrix?: readonly MatrixRow[];
  /** The shop's parts matrix: a part's cost through it is its price, sourced or not (decision 030). */
  parts_matrix?: readonly MatrixRow[];
  /** False while the shop waits for network approval: its quotes cite no other shop's jobs. */
  network?: boolean;
};

export type GuideLaborContext = {
  id: string;
  name: string;
  operation: string;
  section: string;
  /** Motor time for this vehicle (hours). */
  motorTime: number;
};

export type GuidePartContext = {
  name: string;
  /** For this vehicle: per-cylinder parts by its cylinders, engine oil by its capacity. */
  quantity: number;
  retail: number;
  pcdbPartTypeId: number;
  /** One per cylinder in the guide (plugs, coils and injectors of the 'all' jobs). */
  perCylinder?: boolean;
};

export type GuideJobContext = {
  id: string;
  smartJobId: string;
  name: string;
  system: string;
  category: string;
  keywords: string[];
  /** smartJobIds often done with this job. */
  companions: string[];
  frequency: number;
  /** Relevance to the concern (higher is better); the list is sorted by it. */
  score: number;
  labor: GuideLaborContext[];
  parts: GuidePartContext[];
  /** The advisor's words that asked for this job (one request of a message with several). */
  request?: string;
  /** What those words are: a job asked, a finding naming the failed part, or a symptom. */
  kind?: ConcernKind;
};

export type SimilarJobContext = {
  id: string;
  title: string;
  make: string;
  model: string;
  model_year: number;
  guide_job_id: string | null;
  /** 0–1: how close the job is to this concern and vehicle. */
  similarity: number;
  labor: Array<{ description: string; hours: number; rate: number }>;
  parts: Array<{
    name: string;
    quantity: number;
    retail: number;
    pcdb_part_type_id: number | null;
    brand: string | null;
  }>;
};

export type CatalogOption = {
  partTypeId: number;
  name: string;
  brand: string;
  partNumber: string;
  isOe: boolean;
  /** The price the shop charges: the cost through its parts matrix, as sourcing prices it. */
  retail: number;
  cost: number;
  /** In stock at the shop's first supplier store, where sourcing looks first (demo catalogue). */
  inStock?: boolean;
};

export type KnowledgeEntry = { id: string; title: string; description: string };

/** How often another guide job appears in the same repair order as the main one. */
export type CompanionStat = { guideJobId: string; share: number; orders: number };

/** A safety job the customer declined earlier for this vehicle at this shop (issue 26). */
export type DeclinedJobContext = {
  name: string;
  declinedAt: Date;
  total: number;
  estimateNumber: number | null;
  /** The guide job it was, priced again for the quote; null for a job of the shop's own lines. */
  job: GuideJobContext | null;
  lines: DeferredLines;
};

export type RetrievedContext = {
  vehicle: EngineVehicle;
  shop: EngineShop;
  /** The advisor's words, as typed. */
  concern: string;
  /** The concern normalised (abbreviations expanded, codes explained), for prompts and logs. */
  normalizedConcern: string;
  /** Diagnostic trouble codes found in the concern, with their meaning. */
  codes: Array<{ code: string; meaning: string }>;
  guideJobs: GuideJobContext[];
  /** Jobs for the other requests of a message with several ('…; also an oil change'). */
  additionalJobs: GuideJobContext[];
  /** Guide jobs often done with the best one (suggested add-ons), with their labor and parts. */
  companionJobs: GuideJobContext[];
  /** The diagnostic job (inspect, test, diagnose; no parts) for the best job's system, if any. */
  diagnosisJobs: GuideJobContext[];
  /** Guide jobs the shop's knowledge or the guidelines name ('offer a brake fluid flush with …'). */
  knowledgeJobs: GuideJobContext[];
  similarJobs: SimilarJobContext[];
  /** Co-occurrence of other guide jobs with the best guide job in the network's repair orders. */
  companionStats: CompanionStat[];
  /** Catalogue options by PCdb part type, for the parts of the candidate jobs. */
  catalog: Record<number, CatalogOption[]>;
  knowledge: KnowledgeEntry[];
  guidelines: KnowledgeEntry[];
  /** Declined safety work of the vehicle at the shop, suggested again (ai/declined-work.ts). */
  declinedJobs?: DeclinedJobContext[];
};

/**
 * The line of the current quote a follow-up's line was carried over from. The new version copies
 * what still holds for it (guide link, sourced part; see carry-over.ts).
 */
export type KeptFrom = {
  id: string;
  /** Whether the follow-up changed the line at all. */
  changed: boolean;
  /** The request set the line's hours: it leaves the labor guide, whose time would override them. */
  hoursSet?: boolean;
};

export type DraftLaborItem = {
  title: string;
  description: string;
  hours: number;
  rate: number;
  is_suggested: boolean;
  source: LineSource | null;
  keptFrom?: KeptFrom;
};

export type DraftPartItem = {
  name: string;
  quantity: number;
  retail: number;
  is_suggested: boolean;
  pcdb_part_type_id: number | null;
  source: LineSource | null;
  keptFrom?: KeptFrom;
};

export type EngineUsage = { inputTokens: number; outputTokens: number; totalTokens: number };

export type QuoteDraft = {
  title: string;
  shortTitle: string;
  laborItems: DraftLaborItem[];
  partItems: DraftPartItem[];
  /** The assistant's message shown in the conversation. */
  reply: string;
  guideJobs: Array<{ id: string; score: number }>;
  relatedJobs: Array<{ id: string; similarity: number }>;
  knowledgeBaseIds: string[];
  appGuidelineIds: string[];
  /** The assembled context (the prompt for a model). */
  promptFull: string;
  /** The structured result as text (JSON). */
  outputText: string;
  usage: EngineUsage;
  modelName: string;
};

export type ConversationTurn = { role: 'user' | 'assistant'; content: string; quoteId: string | null };

/** A labor line of the current quote; a guide link's motor time replaces its hours in cost. */
export type CurrentLaborItem = DraftLaborItem & {
  id: string;
  guide_labor_item?: { name: string; motorTime: number | null } | null;
};

/** A part line of the current quote; a sourced part's price with the shop's matrix replaces retail. */
export type CurrentPartItem = DraftPartItem & {
  id: string;
  sourced_part?: {
    supplier_name: string;
    brand: string | null;
    partNumber: string;
    price_cost_with_matrix: number;
  } | null;
  /**
   * For a sourced line: what its supplier offers for the line's part type, `retail` being the
   * price with the shop's matrix, so a tier change can stay with the supplier.
   */
  supplierOptions?: CatalogOption[];
};

export type CurrentQuote = {
  id: string;
  title: string;
  shortTitle: string;
  prompt: string;
  laborItems: CurrentLaborItem[];
  partItems: CurrentPartItem[];
  guideJobs: Array<{ id: string; score: number }>;
  relatedJobs: Array<{ id: string; similarity: number }>;
  knowledgeBaseIds: string[];
  appGuidelineIds: string[];
};

export type FollowUpResult =
  | { kind: 'reply'; reply: string; usage: EngineUsage; modelName: string }
  | { kind: 'quote'; draft: QuoteDraft };

export const LEARNING_KINDS = ['question', 'response', 'improvement', 'satisfaction'] as const;
export type LearningKind = (typeof LEARNING_KINDS)[number];

export type LearnedItem = { kind: LearningKind; title: string; description: string };

export type LearnResult = {
  items: LearnedItem[];
  /** When nothing was learned: why, in the advisor's terms (what happened once, what to say instead). */
  notLearned?: string;
  usage: EngineUsage;
  modelName: string;
};

export const POLISH_STYLES = ['Descriptive', 'Concise', 'Casual', 'Formal', 'Short'] as const;
export type PolishStyle = (typeof POLISH_STYLES)[number];

/** The app variable holding a style's word limit; the service reads it and passes maxWords. */
export function polishWordsKey(style: PolishStyle) {
  return `polish_words_${style.toLowerCase() as Lowercase<PolishStyle>}` as const;
}

/** A style's word limit when the caller passes none: its app variable's default. */
export function defaultPolishWords(style: PolishStyle): number {
  return APP_CONFIG[polishWordsKey(style)].default;
}

export type PolishResult = { text: string; usage: EngineUsage; modelName: string };

export interface QuoteEngine {
  /** Display name stored as the quote's ai_model_name ('embedded-quote-engine 1.0', 'gpt-4o-mini'). */
  readonly modelName: string;
  generateQuote(input: { context: RetrievedContext; history: ConversationTurn[] }): Promise<QuoteDraft>;
  /**
   * A follow-up message on a quote: in discussion mode only a reply; otherwise a changed quote
   * (a new version) or, when the message asks for nothing it can do, a reply.
   * `context` is retrieved for the follow-up message on the quote's vehicle.
   */
  followUp(input: {
    context: RetrievedContext;
    quote: CurrentQuote;
    message: string;
    isDiscussion: boolean;
    history: ConversationTurn[];
  }): Promise<FollowUpResult>;
  learnFromConversation(input: {
    shop: EngineShop;
    vehicle: EngineVehicle | null;
    turns: ConversationTurn[];
    quotes: CurrentQuote[];
  }): Promise<LearnResult>;
  /** `maxWords`: the style's word limit (app variable polish_words_*); its default when absent. */
  polishText(input: {
    text: string;
    style: PolishStyle;
    context?: string;
    maxWords?: number;
  }): Promise<PolishResult>;
}

/** An engine failure the user should read (the model timed out, answered nonsense, …). */
export class EngineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineError';
  }
}

export const NO_USAGE: EngineUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
