import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeApi, memberSession, userWith } from '@/lib/session/testing/fake-api.ts';
import type { FakeApi } from '@/lib/session/testing/fake-api.ts';
import { renderApp } from '@/test/render-app.tsx';

/**
 * Uploads go through XMLHttpRequest (for its progress events), so a real HTTP server answers
 * POST /api/v1/upload here; everything else is the fetch stand-in.
 */
type UploadAnswer = { status: number; body: unknown };
let nextAnswer: Promise<UploadAnswer>;
let uploads: { contentType: string | undefined; authorization: string | undefined; size: number }[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    // jsdom keeps its first origin for XHR, so to it this server is another origin.
    const cors = {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-headers': 'authorization, accept',
      'access-control-allow-methods': 'POST',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors);
      response.end();
      return;
    }
    let size = 0;
    request.on('data', (chunk: Buffer) => (size += chunk.length));
    request.on('end', () => {
      uploads.push({
        contentType: request.headers['content-type'],
        authorization: request.headers.authorization,
        size,
      });
      void nextAnswer.then(({ status, body }) => {
        response.writeHead(status, { ...cors, 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom.reconfigure({
    url: `http://127.0.0.1:${port}/account/update`,
  });
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

let api: FakeApi;
beforeEach(() => {
  uploads = [];
  api = fakeApi({ 'POST events': { status: 202 } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const png = () => new File([new Uint8Array(2048).fill(7)], 'kiri.png', { type: 'image/png' });

async function openUpdate() {
  const view = renderApp('/account/update', { session: memberSession(api, userWith({ portrait: null })) });
  await screen.findByRole('heading', { level: 1, name: 'Update your profile' }, { timeout: 5000 });
  return view;
}

describe('portrait upload (spec 1 §5, §8)', () => {
  test('a file that is not a gif, jpeg or png is refused without uploading', async () => {
    await openUpdate();
    const input = screen.getByLabelText('Upload a photo');
    expect(input).toHaveAttribute('accept', expect.stringContaining('image/png'));
    fireEvent.change(input, {
      target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Allowed file types are: .jpg, .gif, .png');
    expect(uploads).toHaveLength(0);
  });

  test('a progress bar shows while the photo uploads; then it shows and is saved with the profile', async () => {
    let answer!: (value: UploadAnswer) => void;
    nextAnswer = new Promise((resolve) => (answer = resolve));
    api.on('PUT user', ({ body }) => ({
      body: userWith({ portrait: { url: (body as { portrait: string }).portrait } }),
    }));
    const { user } = await openUpdate();
    await user.upload(screen.getByLabelText('Upload a photo'), png());

    expect(await screen.findByRole('progressbar', { name: 'Uploading your photo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(uploads[0]?.authorization).toBe('Bearer access-new');

    answer({ status: 201, body: { id: 4, url: '/uploads/7/kiri.png' } });
    expect(await screen.findByRole('img', { name: 'Your profile photo' })).toHaveAttribute(
      'src',
      '/uploads/7/kiri.png',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.calls('PUT user')).toHaveLength(1));
    expect(api.calls('PUT user')[0]?.body).toMatchObject({ portrait: '/uploads/7/kiri.png' });
  });

  test('the server refusing the file type gives the file-type message', async () => {
    nextAnswer = Promise.resolve({
      status: 400,
      body: { error: 'Allowed file types are: .jpg, .gif, .png' },
    });
    const { user } = await openUpdate();
    await user.upload(screen.getByLabelText('Upload a photo'), png());

    expect(await screen.findByRole('alert')).toHaveTextContent('Allowed file types are: .jpg, .gif, .png');
  });

  test('any other failure says something went wrong, please try again', async () => {
    nextAnswer = Promise.resolve({ status: 413, body: { error: 'That file is too large.' } });
    const { user } = await openUpdate();
    await user.upload(screen.getByLabelText('Upload a photo'), png());

    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please try again.');
  });
});
