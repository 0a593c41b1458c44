// `node scripts/slowest-tests.mjs DIR [N]`: the N slowest test files of the Vitest JSON reports in
// DIR (written when TEST_REPORT_DIR is set, see vitest.config.ts), with their test counts.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const [dir, most = '20'] = process.argv.slice(2);
const files = [];
let tests = 0;
for (const name of readdirSync(dir).filter((n) => n.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, name), 'utf8'));
  tests += report.numTotalTests;
  for (const file of report.testResults)
    files.push({
      path: relative(process.cwd(), file.name),
      seconds: (file.endTime - file.startTime) / 1000,
      tests: file.assertionResults.length,
    });
}
files.sort((a, b) => b.seconds - a.seconds);
console.log(`${tests} tests in ${files.length} files; the ${most} slowest files:`);
for (const file of files.slice(0, Number(most)))
  console.log(
    `${file.seconds.toFixed(1).padStart(7)} s  ${String(file.tests).padStart(4)} tests  ${file.path}`,
  );
