import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyAddr from '@fastify/proxy-addr';
import { DEFAULT_NOT_FOUND_HELP_TEXT } from '@waymark/domain';
import { z } from 'zod';
import { DIRECTIONS_KINDS, type DirectionsKind } from '#api/providers/directions/remote-router.ts';

/** The repository root, so defaults work whichever folder `npm start` was run from. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const packageVersion = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }
).version;

function isProxyList(list: string): boolean {
  try {
    proxyAddr.compile(list.split(',').map((entry) => entry.trim()));
    return true;
  } catch {
    return false;
  }
}

/** Chrome and Edge (FCM), Firefox (Mozilla), Safari (Apple) and Windows' push services. */
const DEFAULT_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, '.data')),
  DATABASE_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PRODUCT_NAME: z.string().min(1).default('Waymark'),
  /** Unset, the address the server listens on: http://localhost:{PORT}. */
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().optional(),
  REDIS_URL: z.string().url().optional(),
  /**
   * The proxies whose X-Forwarded-For may be believed, as proxy-addr takes them: addresses, CIDR
   * ranges or loopback/linklocal/uniquelocal, comma-separated. Unset, the socket's address counts.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((list) => list || undefined)
    .refine((list) => list === undefined || isProxyList(list), {
      message:
        'must list proxy addresses or CIDR ranges (or loopback, linklocal, uniquelocal), comma-separated, e.g. 10.0.0.0/8',
    }),
  OAUTH_CLIENT_ID: z.string().min(1).default('waymark-web'),
  OAUTH_CLIENT_SECRET: z.string().min(1).default('waymark-web-public'),
  SEED_DEMO_CATALOGUE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Refresh alerts and forecasts on a timer while the server listens. */
  REFRESH_JOBS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Review photos go public at once, with no moderator approving them first. */
  REVIEW_IMAGES_AUTO_PUBLISH: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  METSERVICE_CAP_URL: z.string().url().default('https://alerts.metservice.com/cap/rss'),
  DOC_API_URL: z.string().url().default('https://api.doc.govt.nz'),
  DOC_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((key) => key || undefined),
  AVALANCHE_API_URL: z.string().url().default('https://www.avalanche.net.nz/api'),
  OPEN_METEO_URL: z.string().url().default('https://api.open-meteo.com/v1/forecast'),
  SOURCE_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
  /** Staff's key to the admin API; without it the admin routes do not exist. Left empty counts as unset. */
  ADMIN_API_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((token) => token || undefined)
    .pipe(
      z
        .string()
        .min(32, 'must be at least 32 characters when set; make one with `openssl rand -base64 32`')
        .optional(),
    ),
  /** Staff's address for feedback; unset (or empty), feedback is stored and mailed to nobody. */
  FEEDBACK_TO: z
    .string()
    .trim()
    .optional()
    .transform((address) => address || undefined)
    .pipe(z.email('must be one email address, e.g. feedback@example.org').optional()),
  /**
   * An outside walking router for the custom track editor (OSRM, Valhalla or GraphHopper); unset,
   * the embedded router on the catalogue's own track lines answers.
   */
  DIRECTIONS_URL: z
    .string()
    .trim()
    .optional()
    .transform((url) => url || undefined)
    .pipe(z.url().optional()),
  DIRECTIONS_KIND: z.enum(DIRECTIONS_KINDS).default('osrm'),
  /** After this long a leg is drawn straight: the editor must not wait on a slow router. */
  DIRECTIONS_TIMEOUT_MS: z.coerce.number().int().min(100).max(5_000).default(4_000),
  /** How often the safety net looks for notifications that are due (issue 14). */
  NOTIFY_EVERY_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
  /**
   * The push services the server will post to: a browser's subscription names its endpoint, so
   * without a list anyone could make the server call any address. Host names (a leading "*."
   * matches subdomains) over HTTPS on port 443, or whole origins such as http://127.0.0.1:4000 for
   * tests.
   */
  PUSH_SERVICES: z
    .string()
    .default(DEFAULT_PUSH_SERVICES.join(','))
    .transform((list) =>
      list
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    ),
  /**
   * For tests only: a file holding a number of milliseconds the server's clock runs ahead, read
   * again whenever it changes, so an end-to-end test can move time. Never set in production.
   */
  CLOCK_FILE: z
    .string()
    .trim()
    .optional()
    .transform((file) => file || undefined),
  NOT_FOUND_HELP_TEXT: z
    .string()
    .trim()
    .max(300, 'must be at most 300 characters')
    .optional()
    .transform((text) => text || DEFAULT_NOT_FOUND_HELP_TEXT),
});

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  productName: string;
  publicUrl: string;
  webDistDir: string;
  seedDemoCatalogue: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** Who may set X-Forwarded-For; undefined: nobody, rate limits key on the socket's address. */
  trustProxy: string | undefined;
  /** The web app's OAuth client; it ships in the browser, so the secret is not a secret. */
  oauthClient: { id: string; secret: string };
  version: string;
  refreshJobs: boolean;
  /** Review photos are shown without waiting for staff to approve them. */
  reviewImagesAutoPublish: boolean;
  /** Where alerts and weather come from; each request gives up after `timeoutMs`. */
  sources: {
    metserviceCapUrl: string;
    docApiUrl: string;
    docApiKey: string | undefined;
    avalancheApiUrl: string;
    openMeteoUrl: string;
    timeoutMs: number;
  };
  /** The bearer token of the staff-only admin API; the admin routes answer 404 when it is unset. */
  adminApiToken: string | undefined;
  /** Where feedback is mailed; undefined: it is only stored. */
  feedbackTo: string | undefined;
  /** The not-found page's help text (spec 3), sent to the web app with the app settings. */
  notFoundHelpText: string;
  /** An outside router, when DIRECTIONS_URL is set. */
  directions: { kind: DirectionsKind; url: string; timeoutMs: number } | undefined;
  notifyEveryMs: number;
  /** See PUSH_SERVICES. */
  pushServices: string[];
  /** See CLOCK_FILE: tests only. */
  clockFile: string | undefined;
};

/** Parses the environment once and fails loudly, naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    productName: e.PRODUCT_NAME,
    publicUrl,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    seedDemoCatalogue: e.SEED_DEMO_CATALOGUE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.PRODUCT_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    oauthClient: { id: e.OAUTH_CLIENT_ID, secret: e.OAUTH_CLIENT_SECRET },
    version: packageVersion,
    refreshJobs: e.REFRESH_JOBS,
    reviewImagesAutoPublish: e.REVIEW_IMAGES_AUTO_PUBLISH,
    sources: {
      metserviceCapUrl: e.METSERVICE_CAP_URL,
      docApiUrl: e.DOC_API_URL.replace(/\/$/, ''),
      docApiKey: e.DOC_API_KEY,
      avalancheApiUrl: e.AVALANCHE_API_URL.replace(/\/$/, ''),
      openMeteoUrl: e.OPEN_METEO_URL,
      timeoutMs: e.SOURCE_TIMEOUT_MS,
    },
    adminApiToken: e.ADMIN_API_TOKEN,
    feedbackTo: e.FEEDBACK_TO,
    notFoundHelpText: e.NOT_FOUND_HELP_TEXT,
    directions: e.DIRECTIONS_URL
      ? { kind: e.DIRECTIONS_KIND, url: e.DIRECTIONS_URL, timeoutMs: e.DIRECTIONS_TIMEOUT_MS }
      : undefined,
    notifyEveryMs: e.NOTIFY_EVERY_MS,
    pushServices: e.PUSH_SERVICES,
    clockFile: e.CLOCK_FILE,
  };
}

export function webAppIsBuilt(config: ServerConfig): boolean {
  return existsSync(path.join(config.webDistDir, 'index.html'));
}
