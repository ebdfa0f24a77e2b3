import { isSignedInOnly, pathFor, ROUTES } from '@waymark/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { currentPath, renderApp, sampleConfig } from '@/test/render-app.tsx';
import { SCREENS } from './screens.ts';

function routeNameShown(): string | null {
  return document.querySelector('main')?.getAttribute('data-route-name') ?? null;
}

describe('route table', () => {
  test('every route in the table has a screen', () => {
    const missing = ROUTES.map((route) => route.name).filter((name) => !SCREENS[name]);
    expect(missing).toEqual([]);
  });

  test('the account and My pages, a trip’s check-in from My Walks, the notifications and the custom track editor are the signed-in-only ones', () => {
    expect(ROUTES.filter((route) => isSignedInOnly(route.name)).map((route) => route.name)).toEqual([
      'account',
      'account-update',
      'my-walks',
      'plan-check-in',
      'notifications',
      'my-custom-tracks',
      'my-contacts',
      'my-wishlist',
      'my-reviews',
      'my-gear-lists',
      'review-photos',
      'custom-track-editor',
    ]);
  });

  test('a hut’s weather page resolves to its route and names the hut', async () => {
    const { router } = renderApp(pathFor('hut-weather', { hut: 'mueller-hut' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mueller Hut' })).toBeInTheDocument();
    expect(screen.getByText('Loading hut...')).toBeInTheDocument();
    expect(routeNameShown()).toBe('hut-weather');
    expect(currentPath(router)).toBe('/huts/mueller-hut/weather');
  });
});

describe('redirects', () => {
  test('/ goes to /home', async () => {
    const { router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Plan your next walk in Aotearoa' });
    expect(currentPath(router)).toBe('/home');
    expect(routeNameShown()).toBe('home');
  });

  test('/account/activate keeps its code on the way to /activate', async () => {
    const { router } = renderApp('/account/activate?code=ABC123');
    await screen.findByRole('heading', { level: 1, name: 'Activate your account' });
    expect(currentPath(router)).toBe('/activate?code=ABC123');
  });

  test('an unknown path shows Page not found, names it, and links home', async () => {
    const { router, user } = renderApp('/anything-unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/404');
    expect(screen.getByText('/anything-unknown')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await waitFor(() => expect(currentPath(router)).toBe('/home'));
  });
});

describe('who may see which page', () => {
  test('a guest opening My Walks is sent home', async () => {
    const { router } = renderApp('/account/my-walks');
    await screen.findByRole('heading', { level: 1, name: 'Plan your next walk in Aotearoa' });
    expect(currentPath(router)).toBe('/home');
  });

  test('a member opening My Walks sees it', async () => {
    const { router } = renderApp('/account/my-walks', { session: 'member' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Walks' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/account/my-walks');
  });

  test('a device holding only a token counts as signed in for the account page', async () => {
    renderApp('/account', {
      session: {
        accessToken: {
          access_token: 't',
          refresh_token: 'r',
          token_type: 'Bearer',
          expires_in: 60,
          created: 0,
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile & Settings' }),
    ).toBeInTheDocument();
  });

  test('a signed-in member visiting home is sent to tracks and greeted by name', async () => {
    const { router } = renderApp('/home', { session: 'member' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where are you going Aroha?' }),
    ).toBeInTheDocument();
    expect(currentPath(router)).toBe('/tracks');
  });
});

describe('page titles and meta tags', () => {
  test('the document title is the page title and the social title', async () => {
    renderApp('/help');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe(`Help | ${sampleConfig.social.title}`));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      sampleConfig.social.description,
    );
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `Help | ${sampleConfig.social.title}`,
    );
  });
});
