// The entry of `npm start`, `npm run dev` and the browser tests: outside production the shop
// systems that are not configured start here as loopback emulators (dev/demo-systems.ts), their
// addresses and the demo's accounts at them go into the environment, then the server starts.
// src/server never imports dev/; production runs src/server/main.ts (start.mjs picks).
import { startDemoSystems } from './demo-systems';

const demo = await startDemoSystems(process.env);
Object.assign(process.env, demo.env);
for (const line of demo.lines) process.stdout.write(`  ${line}\n`);
await import('../src/server/main');
