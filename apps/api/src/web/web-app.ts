import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { matchRoute } from '@waymark/domain';
import type { FastifyInstance } from 'fastify';
import { webAppIsBuilt, type ServerConfig } from '../config.ts';

const API_PREFIX = '/api/';

/**
 * Serves the built single-page app. Hashed assets are cached for a year; every page path
 * answers index.html, with 404 when the route table does not know the path (the app then
 * shows its not-found screen), so crawlers see the right status.
 */
export async function registerWebApp(app: FastifyInstance, config: ServerConfig) {
  const built = webAppIsBuilt(config);
  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = built ? readFileSync(path.join(config.webDistDir, 'index.html'), 'utf8') : undefined;

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith(API_PREFIX) || pathname === '/api') {
      return reply.status(404).send({ error: `There is nothing at ${request.method} ${pathname}.` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(405).send({ error: `${request.method} is not allowed here.` });
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app has not been built yet. Run `npm run build`, or `npm start`, which builds it.');
    }
    const known = pathname === '/' || pathname === '/account/activate' || matchRoute(pathname) !== undefined;
    return reply
      .status(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
}
