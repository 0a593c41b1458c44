import { config } from 'zod/v4/core';

// The web build resolves 'zod' here (vite.config.ts). Our Content-Security-Policy has no
// 'unsafe-eval', and zod's first object schema probes `new Function` to choose its compiled
// parsers: Chromium reports the refused probe as a CSP violation (Lighthouse's best practices, the
// browser console). Without eval zod parses with its interpreted parsers, as it would anyway.
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
