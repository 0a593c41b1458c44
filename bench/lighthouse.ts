// Lighthouse (mobile, its default simulated throttling) on the signed-in quote page, as the demo
// advisor reaches it: `npm start`, then `node --import tsx bench/lighthouse.ts [runs]`
// (APP_URL=http://localhost:3000 by default; CHROME_PATH=/usr/bin/chromium). Lighthouse is not a
// dependency of the project: npx fetches the release that runs on Node 20 (12.2.3). Figures, not
// assertions; run it with nothing else busy (its CPU figures are the page's tasks × 4).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { VEHICLES } from '../src/server/seed/catalog/vehicles';
import { DEMO_ADVISOR_EMAIL } from '../src/server/seed/demo';

const APP_URL = process.env.APP_URL ?? 'http://localhost:3000';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.argv[2] ?? 3);
// The demo accounts' password, as `npm start` sets it (DEMO_PASSWORD).
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo12345';
const LIGHTHOUSE = 'lighthouse@12.2.3';
const F150 = VEHICLES.find((v) => v.make === 'Ford' && v.model === 'F-150' && v.year === 2013)!;
const CONCERN = 'grinding noise front when braking';
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'speed-index'];

/** Signs the demo advisor in and quotes the concern at Bayside, as on the new-quote page. */
async function openQuote(): Promise<{ url: string; cookie: string }> {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ baseURL: APP_URL });
    const signIn = await context.request.post('/api/auth/sign-in/email', {
      data: { email: DEMO_ADVISOR_EMAIL, password: DEMO_PASSWORD },
      headers: { origin: APP_URL },
    });
    if (!signIn.ok()) throw new Error(`sign-in failed: HTTP ${signIn.status()} (is \`npm start\` running?)`);
    const page = await context.newPage();
    await page.goto('/');
    const shopId = await page.evaluate(async () => {
      const response = await (await fetch('/trpc/shop.getMyShops')).json();
      const memberships: Array<{ shop: { id: string; name: string } }> = response.result.data.json;
      return memberships.find((m) => m.shop.name === 'Bayside Auto Care')!.shop.id;
    });
    await page.goto(`/?vin=${F150.vin}&shopId=${shopId}`);
    const input = page.getByPlaceholder('Type any concern...');
    await input.fill(CONCERN);
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname.includes('/quote/'), { timeout: 30_000 });
    const cookies = await context.cookies();
    return { url: page.url(), cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') };
  } finally {
    await browser.close();
  }
}

type Report = {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number; displayValue?: string }>;
};

function runLighthouse(url: string, cookie: string, outFile: string): Report {
  execFileSync(
    'npx',
    [
      '-y',
      LIGHTHOUSE,
      url,
      `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
      '--chrome-flags=--headless=new --no-sandbox',
      `--only-categories=${process.env.LIGHTHOUSE_CATEGORIES ?? 'performance,accessibility,best-practices'}`,
      '--output=json',
      `--output-path=${outFile}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH }, stdio: 'inherit' },
  );
  return JSON.parse(readFileSync(outFile, 'utf8')) as Report;
}

const { url, cookie } = await openQuote();
console.log(`Lighthouse ${LIGHTHOUSE.split('@')[1]} (mobile) on ${url.split('?')[0]}, ${RUNS} runs`);
const dir = mkdtempSync(join(tmpdir(), 'rq-lighthouse-'));
const reports: Report[] = [];
for (let run = 1; run <= RUNS; run += 1) {
  const report = runLighthouse(url, cookie, join(dir, `run-${run}.json`));
  reports.push(report);
  const scores = Object.entries(report.categories).map(([name, c]) => `${name} ${Math.round(c.score * 100)}`);
  const metrics = METRICS.map((id) => `${id.replace(/-/g, ' ')} ${report.audits[id]?.displayValue}`);
  console.log(`  run ${run}: ${scores.join(', ')} | ${metrics.join(', ')}`);
}
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const performance = median(reports.map((r) => Math.round(r.categories.performance!.score * 100)));
console.log(`  median performance ${performance} (reports in ${dir})`);
