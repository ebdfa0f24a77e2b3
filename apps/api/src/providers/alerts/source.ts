/**
 * The one way alert and weather sources reach the network: the slice of `fetch` they use, so
 * tests and `npm run refresh -- --from` can answer with recorded responses through the same
 * parsing path.
 */
export type FetchText = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; text: () => Promise<string> }>;

export const networkFetch: FetchText = (url, init) => fetch(url, init);

/** A source that could not be read, or answered something we cannot use. */
export class SourceError extends Error {}

export type SourceRequest = {
  fetchText: FetchText;
  timeoutMs: number;
  /** Aborts the request when the server shuts down. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/**
 * GET a URL as text; a slow source is given up on after `timeoutMs`, a non-2xx answer is an
 * error. The wait is raced against the abort too, so a body that trickles in, or a stand-in
 * fetch that ignores its signal, cannot hold a refresh or a page up.
 */
export async function getText(url: string, request: SourceRequest): Promise<string> {
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
  const aborted = new Promise<never>((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true }),
  );
  aborted.catch(() => undefined);
  try {
    const response = await Promise.race([
      request.fetchText(url, { headers: request.headers ?? {}, signal }),
      aborted,
    ]);
    if (!response.ok) throw new SourceError(`GET ${url} answered ${response.status}`);
    return await Promise.race([response.text(), aborted]);
  } catch (error) {
    if (error instanceof SourceError) throw error;
    if (timeout.aborted) throw new SourceError(`GET ${url} timed out after ${request.timeoutMs} ms`);
    throw new SourceError(`GET ${url} failed: ${(error as Error).message}`);
  }
}

/** What one refresh of a source did: rows stored, records rejected, and why each was. */
export type RefreshOutcome = { stored: number; rejected: number; problems: string[] };
