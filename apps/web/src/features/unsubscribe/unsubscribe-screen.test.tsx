import { UNSUBSCRIBE_LINK_INVALID } from '@waymark/domain';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';

vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await import('./unsubscribe-screen.tsx');
}, 30_000);

const TOKEN = 'u7Qm2k9vL4nB8cD1fG3hJ5kL7mN9pQ1rS3tU5vW7xY9';
const DESCRIPTION = 'Emails 24 hours before your trips';

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({ 'POST events': { status: 202 } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the unsubscribe link from a mail (issue 14)', () => {
  test('says what it stops, and stops nothing until "Stop these emails" is pressed', async () => {
    api.on(`GET unsubscribe/${TOKEN}`, { body: { description: DESCRIPTION, done: false } });
    api.on(`POST unsubscribe/${TOKEN}`, { body: { description: DESCRIPTION, done: true } });
    const { user } = renderApp(`/unsubscribe/${TOKEN}`);

    expect(await screen.findByText(DESCRIPTION)).toBeInTheDocument();
    expect(api.calls(`POST unsubscribe/${TOKEN}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Stop these emails' }));
    expect(await screen.findByText('These emails are stopped')).toBeInTheDocument();
    expect(api.calls(`POST unsubscribe/${TOKEN}`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Stop these emails' })).not.toBeInTheDocument();
  });

  test('a link already used says the emails are stopped', async () => {
    api.on(`GET unsubscribe/${TOKEN}`, { body: { description: DESCRIPTION, done: true } });
    renderApp(`/unsubscribe/${TOKEN}`);
    expect(await screen.findByText('These emails are stopped')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop these emails' })).not.toBeInTheDocument();
  });

  test('a link that does not work says so', async () => {
    api.on(`GET unsubscribe/${TOKEN}`, { status: 400, body: { error: UNSUBSCRIBE_LINK_INVALID } });
    renderApp(`/unsubscribe/${TOKEN}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(UNSUBSCRIBE_LINK_INVALID);
    expect(screen.queryByRole('button', { name: 'Stop these emails' })).not.toBeInTheDocument();
  });
});
