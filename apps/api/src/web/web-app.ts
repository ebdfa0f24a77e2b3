import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import { errorCodes, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { frameworkErrors } from '#api/http/error-handler.ts';
import { loggedUrl } from '#api/http/logging.ts';
import { webAppIsBuilt, type ServerConfig } from '#api/config.ts';
import { appSettings } from '#api/modules/app-config/app-config.service.ts';
import type { CatalogueService } from '#api/modules/catalogue/catalogue.service.ts';
import { matchRoute, SERVER_RENDERED_PAGE } from '@waymark/domain';
import { withScriptsAfterPaint } from './after-paint.ts';
import { headForPath, renderHead } from './page-head.ts';
import { loadPageRenderer, type RenderedPage } from './page-renderer.ts';

const API_PREFIX = '/api/';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * Serves the built single-page app. Hashed assets are cached for a year; every page path
 * answers index.html with that page's head filled in, and 404 when the route table does not
 * know the path or the place does not exist (the app then shows its not-found screen), so
 * crawlers and link previews see the right status and text.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: ServerConfig,
  catalogue: CatalogueService,
) {
  const settings = appSettings(config);
  const built = webAppIsBuilt(config);
  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      // The build writes a .br and .gz beside each script and style (apps/web/vite.config.ts):
      // sent as they are, marked so, and left alone by the compression of answers (app.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = built ? readFileSync(path.join(config.webDistDir, 'index.html'), 'utf8') : undefined;
  const renderPage = built ? await loadPageRenderer(app, config) : undefined;

  const { maxParamLength = 100 } = app.initialConfig;
  const isApiPath = (pathname: string) => pathname.startsWith(API_PREFIX) || pathname === '/api';
  const nothingAt = (request: FastifyRequest, reply: FastifyReply) =>
    reply.status(404).send({ error: `There is nothing at ${request.method} ${pathOf(request.url)}.` });
  app.setNotFoundHandler(async (request, reply) =>
    isApiPath(pathOf(request.url))
      ? nothingAt(request, reply)
      : reply.status(405).send({ error: `${request.method} is not allowed here.` }),
  );

  // Pages are a route, not the not-found handler, so the compression of answers (app.ts), which
  // hooks onto routes, applies to them: a track page is 84 KB of HTML and 17 KB in brotli.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = pathOf(request.url);
    if (isApiPath(pathname)) {
      // The router falls back to this route when a part is too long for an API route's parameter.
      const tooLong = pathname.split('/').some((part) => part.length > maxParamLength);
      return tooLong
        ? frameworkErrors(new errorCodes.FST_ERR_MAX_PARAM_LENGTH(pathname), request, reply)
        : nothingAt(request, reply);
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app has not been built yet. Run `npm run build`, or `npm start`, which builds it.');
    }
    const redirectOnly = pathname === '/' || pathname === '/account/activate';
    const { head, found } = await headForPath(redirectOnly ? '/home' : pathname, { catalogue, settings });
    const page = renderHead(indexHtml, head);
    reply
      .status(found ? 200 : 404)
      .type('text/html; charset=utf-8')
      // A shared plan's page carries its people's names: no cache but the browser's keeps it.
      .header(
        'cache-control',
        matchRoute(pathname)?.name === 'plan-readonly' ? 'private, no-cache' : 'no-cache',
      );
    if (!found || request.method !== 'GET' || !renderPage) return reply.send(page);

    let rendered: RenderedPage | undefined;
    try {
      rendered = await renderPage({
        path: request.url,
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
    } catch (error) {
      // The page still works as the browser draws it; the failure is ours to look into.
      request.log.error({ err: error, url: loggedUrl(request) }, 'server rendering failed');
    }
    return reply.send(rendered ? withRenderedPage(page, rendered) : page);
  });
}

function pathOf(url: string) {
  return url.split('?')[0] ?? '/';
}

/** The page with the rendered markup in its root, its screen's styles in the head, its state beside the root and its scripts after its paint. */
function withRenderedPage(
  page: string,
  { head, appModules, screenModules, root, state }: RenderedPage,
): Readable {
  const scripts = { run: appModules, preload: screenModules };
  const [beforeRoot = '', afterRoot = ''] = withScriptsAfterPaint(page, scripts)
    .replace('</head>', () => `${head}</head>`)
    .split(ROOT_ELEMENT);
  return Readable.from(
    (async function* () {
      yield `${beforeRoot}<div id="root">`;
      yield* root;
      yield `</div><script type="application/json" id="${SERVER_RENDERED_PAGE.stateElementId}">${state}</script>${afterRoot}`;
    })(),
  );
}
