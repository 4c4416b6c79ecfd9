import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/env.ts';
import { slowestTests, type JsonReport } from '../support/slowest-tests.ts';

/**
 * Prints the ten slowest tests of the last e2e runs (node servers and edge), from the JSON
 * reports playwright.config.ts writes to e2e/.tmp/. `-- 20` lists more.
 */
const count = Number(process.argv[2] ?? '10');
const reports = ['node', 'edge'].flatMap((run) => {
  const file = join(REPO_ROOT, 'e2e', '.tmp', `e2e-results-${run}.json`);
  return existsSync(file)
    ? [{ run, report: JSON.parse(readFileSync(file, 'utf8')) as JsonReport }]
    : [];
});
if (reports.length === 0) {
  console.error(
    'no e2e results in e2e/.tmp/: run npm test (or npm run e2e -w @flowscope/e2e) first',
  );
  process.exit(1);
}
console.log('| seconds | run | test |\n| ------: | --- | ---- |');
for (const test of slowestTests(reports, count)) {
  console.log(`| ${(test.ms / 1000).toFixed(1)} | ${test.run} | ${test.title} |`);
}
