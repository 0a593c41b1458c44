import { useEffect, useState } from 'react';

export const PROGRESS_MESSAGES = [
  'Analyzing vehicle data',
  'Processing repair information',
  'Getting labor guides',
  'Calculating estimates',
  'Reviewing service history',
  'Checking parts availability',
  'Validating labor rates',
  'Generating quote details',
  'Finalizing recommendations',
  'Preparing your quote',
] as const;

const MESSAGE_MS = 1200;
const TICK_MS = 150;
const MAX_PERCENT = 99;

/**
 * A percentage that rises quickly at first and ever more slowly, never past 99 (the real
 * duration is unknown: under a second with the embedded engine, up to a minute with a model),
 * and the spec's messages in order, one every 1.2 s.
 */
export function useGeneratingProgress() {
  const [elapsedMs, setElapsedMs] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setElapsedMs(Date.now() - started), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const percent = Math.min(MAX_PERCENT, Math.floor(100 * (1 - Math.exp(-elapsedMs / 8000))));
  const message = PROGRESS_MESSAGES[Math.floor(elapsedMs / MESSAGE_MS) % PROGRESS_MESSAGES.length]!;
  return { percent, message };
}
