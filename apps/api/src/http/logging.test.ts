import { Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { createLogger, redactUrl } from './logging.ts';

describe('what may be logged', () => {
  test.each([
    ['/activate?code=K7QX2M', undefined, '/activate?code=[redacted]'],
    [
      '/account/password-recovery?recovery_token=abc&utm_source=mail',
      undefined,
      '/account/password-recovery?recovery_token=[redacted]&utm_source=[redacted]',
    ],
    ['/account/confirm-email?token=xyz', undefined, '/account/confirm-email?token=[redacted]'],
    ['/signin?redirect=%2Fshare-custom-track%2FAbCdEfGh12345678', undefined, '/signin?redirect=[redacted]'],
    [
      '/api/v1/alerts/hut/mueller-hut?start=2025-01-10&end=2025-01-12',
      '/api/v1/alerts/:type/:slug',
      '/api/v1/alerts/hut/mueller-hut?start=2025-01-10&end=2025-01-12',
    ],
    ['/tracks/kepler-track', '/tracks/:track', '/tracks/kepler-track'],
    ['/api/v1/check-in/tok3n/extend', '/api/v1/check-in/:token/extend', '/api/v1/check-in/[redacted]/extend'],
    ['/plan/gU1d/weather', '/plan/:guid/weather', '/plan/[redacted]/weather'],
    ['/custom-tracks/AbCd/map', '/custom-tracks/:track_id/map', '/custom-tracks/[redacted]/map'],
    ['/api/v1/custom-track/AbCd', '/api/v1/custom-track/:id', '/api/v1/custom-track/[redacted]'],
    ['/uploads/12/file.jpg', '/uploads/*', '/uploads/[redacted]/[redacted]'],
    ['/account/my-gear-lists', '/account/my-gear-lists/:id?', '/account/my-gear-lists'],
    // No route matched: only the words routes use are shown.
    ['/check-in/tok3n/now?x', undefined, '/check-in/[redacted]/[redacted]?[redacted]'],
  ])('%s (route %s) is logged as %s', (url, pattern, logged) => {
    expect(redactUrl(url, pattern)).toBe(logged);
  });

  test("a failed query's parameters never reach the log", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const failed = new Error(
      'Failed query: update "users" set "password_hash" = $1\nparams: $argon2id$v=19$secret',
    );
    createLogger('info', sink).error(
      { err: new Error('request failed', { cause: failed }) },
      'request failed',
    );
    const logged = lines.join('');
    expect(logged).toContain('update \\"users\\" set');
    expect(logged).not.toContain('$argon2id');
  });
});
