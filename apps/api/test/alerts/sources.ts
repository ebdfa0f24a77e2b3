import path from 'node:path';
import pino from 'pino';
import { REPO_ROOT } from '#api/config.ts';
import { runRefresh } from '#api/jobs/run-refresh.ts';
import type { SourceName } from '#api/jobs/sources.ts';
import type { FetchText } from '#api/providers/alerts/source.ts';
import type { TestContext } from '#test/test-context.ts';

/**
 * Recorded feeds live beside the repository, never inside it: tests read them in place.
 */
export const SHARED_DATA_DIR = path.resolve(REPO_ROOT, '../shared/data');
export const CAP_DIR = path.join(SHARED_DATA_DIR, 'cap');
export const REAL_CAP_FILE = path.join(CAP_DIR, 'metservice_cap_roadsnow_desertroad_2026-08-31_linecast.xml');
export const REAL_RSS_FILE = path.join(CAP_DIR, 'metservice_rss_2026-08-31_linecast.xml');

/** What a stand-in source answers: a body, an HTTP status, or nothing ever (ignoring its abort signal). */
export type Answer = string | { status: number } | 'never answers';

export type FakeSource = FetchText & { requests: { url: string; headers: Record<string, string> }[] };

/** A fetch that answers from `answer(url)`, remembering what it was asked. */
export function fakeSource(answer: (url: string) => Answer | undefined): FakeSource {
  const requests: FakeSource['requests'] = [];
  const fetchText = (async (url, init) => {
    requests.push({ url, headers: init.headers });
    const reply = answer(url) ?? { status: 404 };
    if (reply === 'never answers') return new Promise(() => undefined);
    if (typeof reply === 'string') return { ok: true, status: 200, text: async () => reply };
    return { ok: false, status: reply.status, text: async () => '' };
  }) as FakeSource;
  fetchText.requests = requests;
  return fetchText;
}

const silent = pino({ level: 'silent' });

/** One refresh of a source now, as the job or the CLI would run it. */
export function refreshNow(ctx: TestContext, source: SourceName, fetchText: FetchText) {
  return runRefresh(
    source,
    { db: ctx.database.db, config: ctx.config.sources, now: ctx.clock.now(), fetchText, manual: true },
    silent,
  );
}
