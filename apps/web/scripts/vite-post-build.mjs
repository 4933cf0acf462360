// After the client build: prerender the landing page into dist/index*.html (one file per
// language) and write gzip + brotli copies of the text assets for the server to send.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { createServer } from 'vite';

const LANGUAGES = ['en', 'ro', 'es'];
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const escapeAttribute = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeText = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Puts one language's prerendered markup, title, description and lang into the built template. */
export function injectLanding(template, language, page) {
  const root = '<div id="root"><!--landing-html--></div>';
  if (!template.includes(root))
    throw new Error('prerender: index.html has no <div id="root"><!--landing-html--></div>');
  return template
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/>/,
      `<meta name="description" content="${escapeAttribute(page.description)}" />`,
    )
    .replace(/\s*<!--\s*The landing page\.[\s\S]*?-->/, '')
    .replace(root, () => `<div id="root" data-prerendered="${language}">${page.html}</div>`);
}

/**
 * The stylesheet goes inline: one round trip less before the first paint on a slow network.
 * (The CSP allows inline styles; app.html keeps the cached file.)
 */
async function inlineStylesheets(html, outDir) {
  const sheets = (await fs.readdir(path.join(outDir, 'assets'))).filter((f) => f.endsWith('.css'));
  // One sheet, inlined here, is all the landing page needs (vite.config.ts: cssCodeSplit).
  if (sheets.length !== 1) throw new Error(`post-build: expected one stylesheet, found ${sheets.join(', ')}`);
  let out = html;
  for (const match of html.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g)) {
    const css = await fs.readFile(path.join(outDir, match[1]), 'utf8');
    if (css.includes('</style')) continue;
    out = out.replace(match[0], () => `<style>${css}</style>`);
  }
  return out;
}

/**
 * The hero clip's poster is the largest thing in the first view (the LCP element); as a
 * data: URL it paints with the page instead of after its own request. A few KB of WebP.
 * The browser's first render uses the same data: URL (lib/inlined-images.ts reads it from the
 * <img data-original-src>), so the page hydrates without a mismatch.
 */
export async function inlinePosters(html, outDir, posters) {
  let out = html;
  for (const poster of posters) {
    const data = (await fs.readFile(path.join(outDir, poster))).toString('base64');
    // With its leading space: the same address in data-original-src stays (the browser reads it).
    const tag = ` src="${poster}"`;
    if (!out.includes(tag)) throw new Error(`prerender: no <img src="${poster}"> to inline`);
    out = out
      .replaceAll(tag, ` src="data:image/webp;base64,${data}"`)
      // React's prerender preloads a page's first images; this one no longer needs a fetch.
      .replace(new RegExp(`<link rel="preload" as="image" href="${poster}"[^>]*>`, 'g'), '');
  }
  return out;
}

/**
 * The module script and its preloads move to the end of <body>: they run after parsing
 * anyway (modules are deferred), and found later they no longer compete with the page's
 * first paint for the connection.
 */
function scriptsLast(html) {
  const tags = html.match(/<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g) ?? [];
  let out = html;
  for (const tag of tags) out = out.replace(tag, '');
  return out.replace('</body>', () => `${tags.join('\n')}\n</body>`);
}

async function prerender(config, { entry, ssrPlugins, inlinePosters: posters = [] }) {
  const outDir = path.resolve(config.root, config.build.outDir);
  const template = scriptsLast(
    await inlineStylesheets(await fs.readFile(path.join(outDir, 'index.html'), 'utf8'), outDir),
  );
  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: 'production',
    logLevel: 'warn',
    plugins: ssrPlugins,
    resolve: { alias: config.resolve.alias },
    define: config.define,
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderLanding } = await server.ssrLoadModule(entry);
    for (const language of LANGUAGES) {
      const page = await renderLanding(language);
      const file = language === 'en' ? 'index.html' : `index.${language}.html`;
      await fs.writeFile(
        path.join(outDir, file),
        await inlinePosters(injectLanding(template, language, page), outDir, posters),
      );
    }
  } finally {
    await server.close();
  }
}

async function precompress(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      await precompress(file);
      continue;
    }
    if (!/\.(js|css|html|svg|json|txt|webmanifest)$/.test(entry.name)) continue;
    const content = await fs.readFile(file);
    if (content.length < 1024) continue;
    const [gz, br] = await Promise.all([
      gzipAsync(content, { level: 9 }),
      brotliAsync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ]);
    await fs.writeFile(`${file}.gz`, gz);
    await fs.writeFile(`${file}.br`, br);
  }
}

/**
 * One plugin so the steps run in order, once both pages are built (vite.config.ts builds the
 * app and the landing page as two environments into the same dist/).
 */
export function postBuild({ entry, ssrPlugins = [], inlinePosters = [] }) {
  let config;
  return {
    name: 'forja:post-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    buildApp: {
      order: 'post',
      async handler() {
        await prerender(config, { entry, ssrPlugins, inlinePosters });
        await precompress(path.resolve(config.root, config.build.outDir));
      },
    },
  };
}

/** In development, `/` is the landing page (index.html) and every other page the app shell (app.html). */
export function devPages() {
  return {
    name: 'forja:dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
        const isFile =
          /\.[a-z0-9]+$/i.test(url.pathname) ||
          url.pathname.startsWith('/@') ||
          url.pathname.startsWith('/api');
        if (wantsHtml && !isFile && url.pathname !== '/') req.url = `/app.html${url.search}`;
        next();
      });
    },
  };
}
