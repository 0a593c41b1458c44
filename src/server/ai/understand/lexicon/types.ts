export type SymptomRule = { when: RegExp; unless?: RegExp; add: string; weight?: number };

/** Words that place a noise or a feeling at braking time. */
export const BRAKING = '(brake|braking|stop|stopping|slow(ing)? down|pedal)';
