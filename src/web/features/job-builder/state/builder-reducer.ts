import {
  type BuilderLabor,
  type BuilderPart,
  type BuilderPartFields,
  DEFAULT_JOB_NAME,
} from '../../../../shared/job-builder';

// The Enhanced Job being built (spec 001 §4): rows added from past jobs are ignored when their id
// is already selected; a whole job merges parts (by part id) and labor and names the job; a
// manual edit makes a part CUSTOM, a chosen supplier part PARTS_TECH, and a revert restores the
// original part.

export type PastLabor = { id: string; description: string; hours: number; rate?: number | null };
export type PastPart = {
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
export type PastJob = { id: string; title: string; labor_items: PastLabor[]; part_items: PastPart[] };

export type BuilderState = {
  /** '' until named; shown and sent as DEFAULT_JOB_NAME then. */
  jobName: string;
  labor: BuilderLabor[];
  parts: BuilderPart[];
  isLaborMatrixApplied: boolean;
  isPartMatrixApplied: boolean;
};

export type BuilderAction =
  | { type: 'addLabor'; labor: PastLabor; defaultRate: number }
  | { type: 'addPart'; part: PastPart }
  | { type: 'addJob'; job: PastJob; defaultRate: number }
  | { type: 'addCustomLabor'; id: string; defaultRate: number }
  | { type: 'updateLabor'; id: string; change: Partial<Omit<BuilderLabor, 'id'>> }
  | { type: 'removeLabor'; id: string }
  | { type: 'updatePart'; id: string; change: Partial<BuilderPartFields> }
  | { type: 'choosePart'; id: string; part: BuilderPartFields }
  | { type: 'revertPart'; id: string }
  | { type: 'removePart'; id: string }
  | { type: 'setJobName'; name: string }
  | { type: 'setMatrix'; kind: 'labor' | 'part'; applied: boolean }
  | { type: 'reset' };

export const EMPTY_BUILDER: BuilderState = {
  jobName: '',
  labor: [],
  parts: [],
  isLaborMatrixApplied: false,
  isPartMatrixApplied: false,
};

export function partFields(part: PastPart): BuilderPartFields {
  return {
    name: part.name,
    part_number: part.part_number ?? '',
    brand: part.brand ?? '',
    description: part.description ?? '',
    quantity: part.quantity,
    retail: part.retail,
    cost: part.cost,
    pcdb_part_type_id: part.pcdb_part_type_id,
  };
}

/**
 * A past labor line as this shop charges it: its hours at the shop's standard rate (spec 001 §9;
 * 0 without one), never the rate of the shop that did the past job.
 */
function laborFrom(labor: PastLabor, defaultRate: number): BuilderLabor {
  return { id: labor.id, description: labor.description, hours: labor.hours, rate: defaultRate };
}

function addLabor(state: BuilderState, labor: PastLabor, defaultRate: number): BuilderState {
  if (state.labor.some((line) => line.id === labor.id)) return state;
  return { ...state, labor: [...state.labor, laborFrom(labor, defaultRate)] };
}

function addPart(state: BuilderState, part: PastPart): BuilderState {
  if (state.parts.some((line) => line.id === part.id)) return state;
  const fields = partFields(part);
  return {
    ...state,
    parts: [...state.parts, { id: part.id, original: fields, newPart: fields, source: '' }],
  };
}

const mapPart = (state: BuilderState, id: string, change: (part: BuilderPart) => BuilderPart) => ({
  ...state,
  parts: state.parts.map((part) => (part.id === id ? change(part) : part)),
});

export function builderReducer(state: BuilderState, action: BuilderAction): BuilderState {
  switch (action.type) {
    case 'addLabor':
      return addLabor(state, action.labor, action.defaultRate);
    case 'addPart':
      return addPart(state, action.part);
    case 'addJob': {
      const withLabor = action.job.labor_items.reduce(
        (next, labor) => addLabor(next, labor, action.defaultRate),
        state,
      );
      const withParts = action.job.part_items.reduce(addPart, withLabor);
      return { ...withParts, jobName: action.job.title };
    }
    case 'addCustomLabor':
      return {
        ...state,
        labor: [...state.labor, { id: action.id, description: '', hours: 1, rate: action.defaultRate }],
      };
    case 'updateLabor':
      return {
        ...state,
        labor: state.labor.map((line) => (line.id === action.id ? { ...line, ...action.change } : line)),
      };
    case 'removeLabor':
      return { ...state, labor: state.labor.filter((line) => line.id !== action.id) };
    case 'updatePart':
      return mapPart(state, action.id, (part) => ({
        ...part,
        newPart: { ...part.newPart, ...action.change },
        source: 'CUSTOM',
      }));
    case 'choosePart':
      return mapPart(state, action.id, (part) => ({ ...part, newPart: action.part, source: 'PARTS_TECH' }));
    case 'revertPart':
      return mapPart(state, action.id, (part) => ({ ...part, newPart: part.original, source: '' }));
    case 'removePart':
      return { ...state, parts: state.parts.filter((part) => part.id !== action.id) };
    case 'setJobName':
      return { ...state, jobName: action.name };
    case 'setMatrix':
      return action.kind === 'labor'
        ? { ...state, isLaborMatrixApplied: action.applied }
        : { ...state, isPartMatrixApplied: action.applied };
    case 'reset':
      return {
        ...EMPTY_BUILDER,
        isLaborMatrixApplied: state.isLaborMatrixApplied,
        isPartMatrixApplied: state.isPartMatrixApplied,
      };
  }
}

/** The name written to the shop system: the typed one, or the spec's default. */
export const jobNameToSend = (state: BuilderState) => state.jobName.trim() || DEFAULT_JOB_NAME;
