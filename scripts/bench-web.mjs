// `npm run bench:web`: Lighthouse (mobile, simulated throttling) against the built app served
// by the real server, in the system Chromium: the landing page `/`, then the dashboard
// `/dashboard` with a signed-in session (a user registered on the bench's own server from a
// tab of the audited browser, so the session cookie is in the browser's jar). Prints, for each, the four category scores, LCP,
// CLS, TBT and the JavaScript the page loaded, gzipped (its first load apart from what it fetches
// once idle for the next click). Reported, not asserted, against issue
// 23's targets: performance >= 98 on a quiet machine (>= 90 on a busy one), accessibility >= 95,
// LCP < 1.5 s, CLS < 0.05, JS <= 60 KB on the landing page and <= 170 KB on the dashboard.
//
//   npm run bench:web                 three runs, the median by performance
//   BENCH_RUNS=1 npm run bench:web    one run
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { buildWebIfChanged } from './web-build.mjs';
import { PAGES } from '../apps/web/scripts/bundle-budgets.mjs';
import { firstLoad, readBuild } from '../apps/web/scripts/first-load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const port = Number(process.env.BENCH_PORT ?? 3410);
const base = `http://127.0.0.1:${port}`;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The JavaScript a page loaded during the audit (its entry and every chunk it
 * fetched, on its own or later), each file gzipped at level 9 from the build.
 */
function pageJs(webDist, scriptPaths) {
  const bytes = scriptPaths.reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(webDist, file)), { level: 9 }).length,
    0,
  );
  return { files: scriptPaths.length, kb: bytes / 1024 };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function startServer(webDist) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-bench-'));
  // The server alone (no build step): it serves the snapshot of the build made below.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: base,
      LOG_LEVEL: 'warn',
      WEB_DIST: webDist,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error('the server stopped while starting');
    try {
      if ((await fetch(`${base}/api/health`)).ok) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  await stop();
  throw new Error('the server did not become healthy within a minute');
}

/**
 * Registers a user on the bench's server from a tab of the audited browser, so its session
 * cookie sits in the browser's own cookie jar (Lighthouse's storage reset keeps cookies).
 * (puppeteer-core comes with Lighthouse; its recipe for signed-in pages.)
 */
async function signInBrowser(browser) {
  const tab = await browser.newPage();
  try {
    await tab.goto(`${base}/`);
    const status = await tab.evaluate(async () => {
      const res = await fetch('/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bench User',
          email: 'bench@example.com',
          password: 'bench-password-1',
        }),
      });
      return res.status;
    });
    if (status !== 200) throw new Error(`could not register the bench user: HTTP ${status}`);
  } finally {
    await tab.close();
  }
}

/** One Lighthouse run of a page, in a fresh tab of the browser. */
async function audit(browser, page) {
  const tab = await browser.newPage();
  const result = await lighthouse(
    `${base}${page.path}`,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    },
    undefined,
    tab,
  ).finally(() => tab.close());
  const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
  // A run Chrome could not complete (e.g. an interstitial on a busy machine) says nothing about the page.
  if (runtimeError) return { error: `${runtimeError.code}: ${runtimeError.message}` };
  // A signed-in page that sent the browser elsewhere (to sign in) measured the wrong page.
  if (new URL(finalDisplayedUrl).pathname !== page.path)
    return { error: `${page.path} ended on ${finalDisplayedUrl}` };
  const scripts = (audits['network-requests']?.details?.items ?? []).filter(
    (r) => r.resourceType === 'Script' && r.url.startsWith(`${base}/`),
  );
  const scriptBytes = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    performance: Math.round(categories.performance.score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    seo: Math.round(categories.seo.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    si: audits['speed-index'].numericValue,
    scriptTransferKb: scriptBytes / 1024,
    scriptPaths: scripts.map((r) => new URL(r.url).pathname.slice(1)),
    failing: Object.values(audits)
      .filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable',
      )
      .map((a) => a.id),
  };
}

/** Three runs of one page (or BENCH_RUNS), each figure's own median, printed. */
async function report(browser, snapshot, page) {
  const results = [];
  for (let i = 0; i < runs; i++) {
    const run = await audit(browser, page);
    if (run.error) console.warn(`${page.path}: run ${i + 1} failed, left out: ${run.error}`);
    else results.push(run);
  }
  if (results.length === 0) throw new Error(`every Lighthouse run of ${page.path} failed`);
  // Each figure's own median: the runs differ, and one run's figures would pick its luck.
  const r = Object.fromEntries(
    Object.keys(results[0])
      .filter((key) => typeof results[0][key] === 'number')
      .map((key) => [key, median(results.map((x) => x[key]))]),
  );
  r.failing = [...new Set(results.flatMap((x) => x.failing))];
  /*
   * The budget is the first load's. What the page fetches once idle for the next click (the
   * dashboard's `warms`, scripts/bundle-budgets.mjs) lands in the audit too: shown apart.
   */
  const fetched = [...new Set(results.flatMap((x) => x.scriptPaths))];
  const budgetPage = PAGES.find((p) => p.name === page.budgetPage);
  const warmed = new Set(budgetPage ? firstLoad(readBuild(snapshot), budgetPage).warmed : []);
  const js = pageJs(
    snapshot,
    fetched.filter((file) => !warmed.has(file)),
  );
  const idle = pageJs(
    snapshot,
    fetched.filter((file) => warmed.has(file)),
  );
  const ok = (pass) => (pass ? 'ok' : 'OVER BUDGET');
  const lines = [
    `Lighthouse ${results.length > 1 ? `(median of ${results.length} runs) ` : ''}— ${base}${page.path} (${page.label}) — mobile, simulated throttling, load ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
    `  performance      ${Math.round(r.performance)}   ${ok(r.performance >= 98)}   (runs: ${results.map((x) => x.performance).join(', ')})`,
    `  accessibility    ${Math.round(r.accessibility)}   ${ok(r.accessibility >= 95)}`,
    `  best-practices   ${Math.round(r.bestPractices)}`,
    `  SEO              ${Math.round(r.seo)}`,
    `  LCP              ${(r.lcp / 1000).toFixed(2)} s   ${ok(r.lcp < 1500)}   (runs: ${results.map((x) => (x.lcp / 1000).toFixed(2)).join(', ')})`,
    `  CLS              ${r.cls.toFixed(3)}   ${ok(r.cls < 0.05)}`,
    `  TBT              ${Math.round(r.tbt)} ms   (runs: ${results.map((x) => Math.round(x.tbt)).join(', ')})`,
    `  FCP              ${(r.fcp / 1000).toFixed(2)} s`,
    `  Speed Index      ${(r.si / 1000).toFixed(2)} s`,
    `  page JS          ${js.kb.toFixed(1)} KB gzip in ${js.files} files   ${ok(js.kb <= page.jsBudgetKb)} (budget ${page.jsBudgetKb} KB)`,
    ...(idle.files
      ? [`  then, once idle  ${idle.kb.toFixed(1)} KB gzip in ${idle.files} files fetched for the next click`]
      : []),
    `  scripts fetched  ${r.scriptTransferKb.toFixed(1)} KB on the wire (brotli) during the audit`,
  ];
  if (r.failing.length) lines.push(`  audits below 0.9 in some run: ${r.failing.join(', ')}`);
  console.log(lines.join('\n'));
}

async function main() {
  buildWebIfChanged();
  // A copy of the build, so a rebuild in the same checkout during the runs changes nothing.
  const snapshot = fs.mkdtempSync(path.join(os.tmpdir(), 'forja-bench-web-'));
  fs.cpSync(dist, snapshot, { recursive: true });
  const stopServer = await startServer(snapshot);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    await report(browser, snapshot, {
      path: '/',
      label: 'landing page',
      budgetPage: 'landing',
      jsBudgetKb: 60,
    });
    await signInBrowser(browser);
    await report(browser, snapshot, {
      path: '/dashboard',
      label: 'signed in',
      budgetPage: 'dashboard',
      jsBudgetKb: 170,
    });
  } finally {
    await browser.disconnect();
    await chrome.kill();
    await stopServer();
    fs.rmSync(snapshot, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
