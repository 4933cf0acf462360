import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@forja/contracts';

/** Cookie the web app keeps in step with its saved language, so `/` can answer in it. */
const LANGUAGE_COOKIE = 'forja.language';

/**
 * The language of the prerendered landing to send: the visitor's saved choice first, then
 * the browser's languages — the same order the web app detects in.
 */
export function landingLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const isLanguage = (v: string | undefined): v is Language =>
    !!v && (LANGUAGES as readonly string[]).includes(v);
  const cookie = request.headers.cookie
    ?.split(';')
    .map((c) => c.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1]
    // The browser may have saved a regional variant ("ro-RO").
    ?.slice(0, 2)
    .toLowerCase();
  if (isLanguage(cookie)) return cookie;
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return { language: tag.trim().slice(0, 2).toLowerCase(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((a) => a.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return accepted.map((a) => a.language).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * Serves the built web app: hashed assets cached for a year (pre-compressed copies when the
 * build wrote them), HTML never cached. `/` gets the prerendered landing page in the
 * visitor's language (index.html, index.ro.html, …); every other GET that is not an API
 * path or a file gets the app shell (app.html) for client routing. Unknown /api paths are
 * a JSON 404.
 */
export async function registerStaticSpa(app: FastifyInstance, webDist: string) {
  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  const exists = (file: string) => fs.existsSync(path.join(webDist, file));
  // Builds before the landing entry existed had only index.html.
  const shell = exists('app.html') ? 'app.html' : 'index.html';
  const landing = Object.fromEntries(
    LANGUAGES.map((l) => [
      l,
      l !== DEFAULT_LANGUAGE && exists(`index.${l}.html`) ? `index.${l}.html` : 'index.html',
    ]),
  ) as Record<Language, string>;

  if (hasWeb) {
    const setHeaders = (res: { header(name: string, value: string): unknown }, filePath: string) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    };
    // A route per file of the build's top folders (a few dozen)…
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      globIgnore: ['assets/**'],
      index: false,
      preCompressed: true,
      setHeaders,
    });
    // …and one route for its 600+ hashed assets, which looks the file up per request (a route
    // per asset took ~1 s of every start). An unknown asset goes on to the not-found handler
    // below, as a path with no route does; so does a folder.
    await app.register(fastifyStatic, {
      root: path.join(webDist, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      allowedPath: (pathname) => !pathname.endsWith('/'),
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('cache-control', 'no-cache');
      const pathname = request.url.split('?')[0];
      if (pathname === '/') {
        reply.header('vary', 'Cookie, Accept-Language');
        return reply.type('text/html; charset=utf-8').sendFile(landing[landingLanguage(request)]);
      }
      return reply.type('text/html; charset=utf-8').sendFile(shell);
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.' });
  });
}
