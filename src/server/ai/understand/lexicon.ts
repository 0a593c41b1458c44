// Symptoms as customers and advisors describe them, mapped to the systems and operations a
// technician would quote first. Each rule adds words to the concern (weighted below its own
// words), so the labor-guide match does the rest. Patterns run on canonical text (abbreviations.ts).
// Rules are independent (each raises the weight of its words), so their order does not matter.

import { BODY_RULES } from './lexicon/body';
import { CHASSIS_RULES } from './lexicon/chassis';
import { POWERTRAIN_RULES } from './lexicon/powertrain';
import type { SymptomRule } from './lexicon/types';

export type { SymptomRule } from './lexicon/types';

export const SYMPTOM_RULES: SymptomRule[] = [...CHASSIS_RULES, ...POWERTRAIN_RULES, ...BODY_RULES];
