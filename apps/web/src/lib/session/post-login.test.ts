import { describe, expect, test } from 'vitest';
import { keepsPageAfterLogin } from '@waymark/domain';
import { destinationAfterLogin, safeRedirect } from './post-login.ts';

const member = { verified: true, inited: true };

describe('where a login goes (spec 1 §4)', () => {
  test('a user who is not verified goes to activation, whatever else is asked', () => {
    expect(
      destinationAfterLogin({ verified: false, inited: true }, { current: '/tracks', redirectTo: '/plan' }),
    ).toBe('/activate');
  });

  test('a verified user who is not set up goes to profile set-up', () => {
    expect(destinationAfterLogin({ verified: true, inited: false }, { current: '/tracks' })).toBe(
      '/account/profile-setup',
    );
  });

  test('otherwise the redirect route, else tracks', () => {
    expect(destinationAfterLogin(member, { current: '/signin', redirectTo: '/account/my-walks' })).toBe(
      '/account/my-walks',
    );
    expect(destinationAfterLogin(member, { current: '/signin' })).toBe('/tracks');
    expect(destinationAfterLogin(member, { current: '/help' })).toBe('/tracks');
  });

  test.each([
    '/plan',
    '/gear',
    '/weather',
    '/alerts',
    '/tracks',
    '/tracks/routeburn-track',
    '/tracks/routeburn-track/weather',
    '/huts/mueller-hut',
    '/huts/mueller-hut/plan',
    '/campsites/mavora-lakes-campsite',
    '/campsites/mavora-lakes-campsite/map',
  ])('staying on the page is kept on %s', (path) => {
    expect(keepsPageAfterLogin(path)).toBe(true);
    expect(destinationAfterLogin(member, { current: `${path}?from=menu` })).toBe(`${path}?from=menu`);
  });

  test.each([
    '/help',
    '/home',
    '/signin',
    '/custom-tracks/42',
    '/highlights/milford-sound-piopiotahi',
    '/plan/abc',
  ])('but not on %s', (path) => {
    expect(keepsPageAfterLogin(path)).toBe(false);
  });

  test('a redirect must stay inside the app', () => {
    expect(safeRedirect('/plan')).toBe('/plan');
    expect(safeRedirect('https://example.com')).toBeUndefined();
    expect(safeRedirect('//example.com')).toBeUndefined();
    expect(safeRedirect('/\\example.com')).toBeUndefined();
    expect(destinationAfterLogin(member, { current: '/signin', redirectTo: '//evil.example' })).toBe(
      '/tracks',
    );
  });
});
