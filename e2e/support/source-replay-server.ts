/**
 * The internet edge for the e2e server: MetService's CAP feed, Open-Meteo and the avalanche
 * advisory, answered on localhost. The CAP index lists the warnings of source-scenario.ts and
 * the real recorded CAP document from ../shared/data/cap, each at a URL on this server; the
 * forecast has exactly the shape of Open-Meteo's recorded answers.
 *
 *   tsx e2e/support/source-replay-server.ts   (Playwright starts it before the app)
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { capAlert, rssIndex } from '../../apps/api/test/alerts/cap-documents.ts';
import { openMeteoResponse } from '../../apps/api/test/weather/open-meteo-fixture.ts';
import {
  FORECAST_DAYS,
  forecastFirstDay,
  SOURCE_REPLAY_PORT,
  SOURCE_REPLAY_URL,
  warnings,
} from './source-scenario.ts';

const SHARED_CAP_DIR = fileURLToPath(new URL('../../../shared/data/cap/', import.meta.url));
const RECORDED_ID = '2.49.0.0.554.0.roadsnow.desertroad.20260831090341521.0';
const RECORDED_CAP = readFileSync(
  path.join(SHARED_CAP_DIR, 'metservice_cap_roadsnow_desertroad_2026-08-31_linecast.xml'),
  'utf8',
);

const startedAt = new Date();
const capDocuments = new Map<string, string>([
  ...warnings(startedAt).map((fields) => [fields.identifier, capAlert(fields)] as const),
  [RECORDED_ID, RECORDED_CAP],
]);
const alertUrl = (id: string) => `${SOURCE_REPLAY_URL}/metservice/cap/alert?id=${encodeURIComponent(id)}`;

// The safety-net server's feed: empty until a journey issues a warning (source-scenario.ts).
const safetyDocuments = new Map<string, string>();
const safetyAlertUrl = (id: string) =>
  `${SOURCE_REPLAY_URL}/metservice-safety/cap/alert?id=${encodeURIComponent(id)}`;

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', SOURCE_REPLAY_URL);
  const send = (status: number, type: string, body: string) => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };
  if (url.pathname === '/health') return send(200, 'text/plain', 'ok');
  if (url.pathname === '/metservice/cap/rss') {
    return send(200, 'application/rss+xml', rssIndex([...capDocuments.keys()], alertUrl));
  }
  if (url.pathname === '/metservice/cap/alert') {
    const document = capDocuments.get(url.searchParams.get('id') ?? '');
    return document ? send(200, 'application/xml', document) : send(404, 'text/plain', 'no such alert');
  }
  if (url.pathname === '/metservice-safety/cap/rss') {
    return send(200, 'application/rss+xml', rssIndex([...safetyDocuments.keys()], safetyAlertUrl));
  }
  if (url.pathname === '/metservice-safety/cap/alert') {
    const document = safetyDocuments.get(url.searchParams.get('id') ?? '');
    return document ? send(200, 'application/xml', document) : send(404, 'text/plain', 'no such alert');
  }
  if (url.pathname === '/metservice-safety/issue' && request.method === 'POST') {
    const now = new Date();
    const identifier = `e2e.safety.wind.${safetyDocuments.size + 1}`;
    const [, wind] = warnings(now);
    safetyDocuments.set(identifier, capAlert({ ...wind!, identifier, sent: now }));
    return send(201, 'text/plain', identifier);
  }
  if (url.pathname === '/open-meteo/v1/forecast') {
    const lat = Number(url.searchParams.get('latitude'));
    const lng = Number(url.searchParams.get('longitude'));
    if (!Number.isFinite(lat) || !Number.isFinite(lng))
      return send(400, 'application/json', '{"error":true}');
    const forecast = openMeteoResponse({
      lat,
      lng,
      elevation: 620,
      firstDay: forecastFirstDay(new Date()),
      days: FORECAST_DAYS,
    });
    return send(200, 'application/json', JSON.stringify(forecast));
  }
  // The avalanche advisory is out of season in these tests: a quick "nothing here".
  return send(404, 'text/plain', 'not recorded');
});

server.listen(SOURCE_REPLAY_PORT, '127.0.0.1');
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
