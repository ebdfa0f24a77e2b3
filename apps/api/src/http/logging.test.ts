import { Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { createLogger, redactUrl } from './logging.ts';

describe('what may be logged', () => {
  test.each([
    ['/activate?code=K7QX2M', '/activate?code=[redacted]'],
    [
      '/account/password-recovery?recovery_token=abc&utm_source=mail',
      '/account/password-recovery?recovery_token=[redacted]&utm_source=mail',
    ],
    ['/account/confirm-email?token=xyz', '/account/confirm-email?token=[redacted]'],
    ['/api/v1/search?term=routeburn&page=2', '/api/v1/search?term=routeburn&page=2'],
    ['/tracks/kepler-track', '/tracks/kepler-track'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
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
