import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { authEndpoints } from '../modules/auth/auth.routes.js';

export interface Route {
  method: string;
  path: string;
}
export const routeKey = (r: Route) => `${r.method} ${r.path}`;

/**
 * Every /api route the app registers, parsed from `printRoutes()`: a radix tree whose labels,
 * joined from the root, spell each path. The auth bridge (one wildcard) stands for the
 * endpoints auth.routes.ts lists, so a test over the routes reaches each of them.
 */
export function registeredRoutes(app: FastifyInstance): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const m = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    const path = stack.join('');
    for (const method of m[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, path });
  }
  // The parser is only trusted if Fastify itself knows every route it found.
  for (const r of routes)
    expect(app.hasRoute({ method: r.method as 'GET', url: r.path }), routeKey(r)).toBe(true);
  return routes
    .filter((r) => r.path.startsWith('/api/'))
    .flatMap((r) =>
      r.path === '/api/auth/*'
        ? Object.entries(authEndpoints)
            .filter(([, e]) => e.method === r.method)
            .map(([p, e]) => ({ method: e.method, path: `/api/auth${p}` }))
        : [r],
    );
}
