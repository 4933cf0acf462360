import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_MP4 } from './fake-media.js';

/*
 * A local server that speaks JSON2Video's v2 API (POST /v2/movies, GET /v2/movies?project=)
 * and serves the rendered files, in the ways a test asks for: done, error, never done
 * (timeout), an HTML page, a refused key, a few failed checks, or a link that has expired.
 */

export type Json2VideoScenario =
  'done' | 'error' | 'running' | 'html' | 'unauthorized' | 'flaky' | 'broken' | 'expired' | 'no-project';

export interface FakeJson2Video {
  url: string;
  scenario: Json2VideoScenario;
  /** The movies posted, and the x-api-key of every request. */
  movies: unknown[];
  keys: string[];
  statusChecks: number;
  close(): Promise<void>;
}

export async function startFakeJson2Video(apiKey = 'test-key'): Promise<FakeJson2Video> {
  let server: Server;
  const fake: FakeJson2Video = {
    url: '',
    scenario: 'done',
    movies: [],
    keys: [],
    statusChecks: 0,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const json = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (url.pathname.startsWith('/files/')) {
        if (fake.scenario === 'expired') return json(res, 404, { message: 'Not found' });
        res.writeHead(200, { 'content-type': 'video/mp4' });
        return res.end(FAKE_MP4);
      }
      fake.keys.push(String(req.headers['x-api-key'] ?? ''));
      if (fake.scenario === 'html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<!doctype html><html><body>Welcome</body></html>');
      }
      if (req.headers['x-api-key'] !== apiKey || fake.scenario === 'unauthorized')
        return json(res, 401, { success: false, message: 'Invalid API key' });
      if (req.method === 'POST' && url.pathname === '/v2/movies') {
        fake.movies.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        if (fake.scenario === 'no-project') return json(res, 200, { success: true });
        return json(res, 200, { success: true, project: `p${fake.movies.length}`, timestamp: Date.now() });
      }
      if (req.method === 'GET' && url.pathname === '/v2/movies') {
        fake.statusChecks++;
        const project = url.searchParams.get('project') ?? '';
        if (fake.scenario === 'broken') return json(res, 502, { success: false, message: 'Bad gateway' });
        if (fake.scenario === 'flaky' && fake.statusChecks <= 2)
          return json(res, 500, { success: false, message: 'Temporary error' });
        const movie =
          fake.scenario === 'running' || fake.statusChecks === 1
            ? { status: 'running', project, message: '' }
            : fake.scenario === 'error'
              ? { status: 'error', project, message: 'Image generation failed' }
              : {
                  status: 'done',
                  project,
                  success: true,
                  url: `${fake.url}/files/${project}.mp4`,
                  duration: 16.5,
                  size: FAKE_MP4.length,
                  width: 1080,
                  height: 1920,
                };
        return json(res, 200, { success: true, movie });
      }
      json(res, 404, { success: false, message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
