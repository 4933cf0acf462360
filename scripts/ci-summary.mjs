// Prints one closing line for CI from the Vitest, Playwright and cluster-test JSON reports: "N passed, N failed".
import fs from 'node:fs';

const read = (f) => (fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : null);
let passed = 0;
let failed = 0;
let skipped = 0;

const vitest = read('test-results/vitest.json');
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
}
const playwright = read('test-results/playwright.json');
if (playwright) {
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected + playwright.stats.flaky;
  skipped += playwright.stats.skipped;
}
// scripts/cluster-test.mjs: its checks.
const cluster = read('test-results/cluster.json');
if (cluster) {
  passed += cluster.passed;
  failed += cluster.failed;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
