import { FEEDBACK_REDIRECT_MS, FEEDBACK_SENT } from '@waymark/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { selectOption } from '@/lib/session/testing/select-option.ts';
import { currentPath, renderApp, sampleConfig } from '@/test/render-app.tsx';

const HELP = {
  title: 'Frequently Asked Questions, Help and Support',
  content:
    '<p>Answers to common questions.</p><h2>Trip plans</h2>' +
    '<h3>Who can read my published plan?</h3><p>Anyone with its link.</p>' +
    '<h3>Can I change it?</h3><p>Yes, until the trip is over.</p>' +
    '<h2>Emergencies</h2><h3>Someone is overdue</h3><p>Call 111 and ask for the Police.</p>',
};

let api: FakeApi;
beforeEach(() => {
  api = fakeApi({
    'GET help': { body: HELP },
    'GET privacy-terms': {
      body: {
        content:
          '<h2>What we keep</h2><p>Your email. <a href="https://www.privacy.org.nz">Commissioner</a></p>',
      },
    },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('help (spec 3 §2 Help)', () => {
  test('the FAQ is fetched; each question is an accordion, and a link leads to feedback', async () => {
    const { user } = renderApp('/help');
    expect(await screen.findByRole('heading', { level: 1, name: HELP.title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Trip plans' })).toBeInTheDocument();

    const question = screen.getByRole('button', { name: 'Who can read my published plan?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Anyone with its link.')).not.toBeInTheDocument();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Anyone with its link.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Someone is overdue' })).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Submit your feedback here' })).toHaveAttribute(
      'href',
      '/feedback',
    );
  });

  test('a failed load says so and tries again on request', async () => {
    api.on('GET help', { status: 503, body: { error: 'Down for maintenance.' } });
    const { user } = renderApp('/help');
    // Three tries (a 5xx may be a blip) before the failure shows.
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8_000 });
    expect(screen.getByRole('heading', { name: 'We couldn’t load the help pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit your feedback here' })).toBeInTheDocument();

    api.on('GET help', { body: HELP });
    await user.click(retry);
    expect(await screen.findByRole('button', { name: 'Someone is overdue' })).toBeInTheDocument();
  }, 15_000);

  test('a page with nothing written says so, and still leads to feedback', async () => {
    api.on('GET help', { body: { title: HELP.title, content: '' } });
    renderApp('/help');
    expect(await screen.findByRole('heading', { name: 'No answers here yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit your feedback here' })).toBeInTheDocument();
  });
});

describe('privacy and terms (spec 3 §2)', () => {
  test('the page is fetched and its links open in a new tab', async () => {
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { level: 2, name: 'What we keep' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Commissioner' })).toHaveAttribute('target', '_blank');
  });
});

describe('the not-found page', () => {
  test('shows the help text the server configured', async () => {
    renderApp('/404', {
      config: { ...sampleConfig, not_found: { help_text: 'Try searching for the track.' } },
    });
    expect(await screen.findByText(/Try searching for the track\./)).toBeInTheDocument();
  });
});

async function openFeedback(from = '/privacy', options: Parameters<typeof renderApp>[1] = {}) {
  const view = renderApp(from, options);
  await screen.findByRole('heading', { level: 1 });
  await view.router.navigate('/feedback');
  await screen.findByRole('heading', { level: 1, name: 'Send us your feedback' });
  return view;
}

async function fillIn(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('radio', { name: '7 out of 10' }));
  await selectOption(user, 'What is it about?', 'Suggestion');
  await user.type(screen.getByLabelText('Comments'), 'Show hut bunk counts on the map.');
}

describe('feedback (spec 3 §2, §4, §5, §8)', () => {
  test('rating, category and comments are required; nothing is sent without them', async () => {
    const { user } = await openFeedback();
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please choose a rating from 0 to 10.')).toBeInTheDocument();
    expect(screen.getByText('Please choose what your feedback is about.')).toBeInTheDocument();
    expect(screen.getByText('Please write your comments.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(api.calls('POST feedback')).toHaveLength(0);
  });

  test('sent once, with the device; thanks, an empty form, and back to the previous page after 3 s', async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    api.on('POST feedback', () => new Promise((resolve) => (answer = resolve)));
    const { user, router } = await openFeedback('/privacy');
    await fillIn(user);
    const send = screen.getByRole('button', { name: 'Send feedback' });
    await user.click(send);
    await user.click(send);
    await waitFor(() => expect(api.calls('POST feedback')).toHaveLength(1));

    const started = Date.now();
    answer({ status: 201, body: { success: true, message: FEEDBACK_SENT } });
    expect(await screen.findByText(FEEDBACK_SENT)).toBeInTheDocument();
    expect(api.calls('POST feedback')).toHaveLength(1);
    expect(api.calls('POST feedback')[0]?.body).toEqual({
      rating: 7,
      category: 'suggestion',
      comments: 'Show hut bunk counts on the map.',
      email: '',
      device_info: expect.objectContaining({ user_agent: expect.any(String), viewport: expect.any(String) }),
    });
    expect(screen.getByLabelText('Comments')).toHaveValue('');
    expect(screen.getByRole('radio', { name: '7 out of 10' })).not.toBeChecked();

    expect(currentPath(router)).toBe('/feedback');
    await waitFor(() => expect(currentPath(router)).toBe('/privacy'), {
      timeout: FEEDBACK_REDIRECT_MS + 3_000,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(FEEDBACK_REDIRECT_MS - 50);
  }, 15_000);

  test('the server’s error is shown, else "Something went wrong"', async () => {
    api.on('POST feedback', {
      status: 429,
      body: { error: 'Too many attempts. Please wait 1 hour and try again.' },
    });
    const { user } = await openFeedback();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 1 hour and try again.',
    );

    api.on('POST feedback', { status: 502, body: '<html>Bad gateway</html>' });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/Something went wrong$/));
  });

  test('a signed-in person’s address is filled in, and closing goes to help', async () => {
    const { user, router } = await openFeedback('/privacy', { session: 'member' });
    expect(screen.getByLabelText(/Email/)).toHaveValue('aroha@example.nz');
    const form = screen.getByRole('form', { name: 'Feedback' });
    await user.click(within(form).getByRole('link', { name: 'Close' }));
    expect(currentPath(router)).toBe('/help');
  });
});
