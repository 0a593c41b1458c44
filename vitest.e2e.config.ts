import { defineConfig } from 'vitest/config';

// .ci/run reads the JSON report for the slowest files.
const reportDir = process.env.TEST_REPORT_DIR;

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    reporters: reportDir ? ['default', ['json', { outputFile: `${reportDir}/e2e.json` }]] : ['default'],
    // A browser waits on a real server (a first VIN decode opens the vPIC database): poll like
    // Playwright's own assertions do, not for Vitest's default second.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
