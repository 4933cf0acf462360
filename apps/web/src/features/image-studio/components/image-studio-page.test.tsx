import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from '@/lib/toast';
import { renderApp } from '@/test/render-app';
import { EventSourceStub } from '@/test/event-source-stub';
import { FILE_ID, GENERATION_ID, generationRecord, requests, wizardServer } from '@/test/wizard-test-server';
import { imageDraftStore } from '../model/image-draft';

/* The image studio (docs/product/image-studio.md): steps, cost, live progress, gallery, saving. */

const SECOND_FILE = '44444444-4444-4444-8444-444444444444';
const PROMPT = 'A red fox asleep in fresh snow';
const images = [
  { fileId: FILE_ID, url: '/files/a/fox-1.png', contentType: 'image/png', sizeBytes: 10 },
  { fileId: SECOND_FILE, url: '/files/b/fox-2.png', contentType: 'image/png', sizeBytes: 10 },
];
const record = (overrides = {}) =>
  generationRecord({
    kind: 'images',
    cost: 10,
    input: { prompt: PROMPT, count: 2 },
    output: { images },
    ...overrides,
  });
const running = (overrides = {}) =>
  record({ status: 'running', output: null, finishedAt: null, ...overrides });

function server(overrides = {}, available = 50) {
  return wizardServer(
    {
      'kind:images': { status: 202, body: running({ status: 'queued', stage: { name: 'queued' } }) },
      [`GET /api/generations/${GENERATION_ID}`]: { body: running() },
      'POST /api/images': { status: 201, body: { id: 'saved-1', fileId: FILE_ID, url: images[0]!.url } },
      ...overrides,
    },
    available,
  );
}

async function toOptions(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Image description'), PROMPT);
  await user.click(screen.getByTestId('wizard-forward'));
  await screen.findByTestId('wizard-step-options');
}

describe('Image studio', () => {
  beforeEach(() => {
    imageDraftStore.forgetInMemory();
    vi.stubGlobal('EventSource', EventSourceStub);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    EventSourceStub.reset();
    toast.dismiss();
  });

  it('asks for a description, shows the cost of the chosen number of images, and Back is off on step 1', async () => {
    server();
    const { user } = renderApp('/generate-image');
    await screen.findByLabelText('Image description');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(screen.getByTestId('wizard-forward'));
    expect(screen.getByText('Please enter a description for the image.')).toBeInTheDocument();
    await toOptions(user);
    expect(screen.getByTestId('wizard-forward')).toHaveTextContent('Generate');
    expect(screen.getByTestId('cost-note')).toHaveTextContent('Generating 1 image costs 5 credits.');
    await user.click(screen.getByRole('combobox', { name: 'Number of images' }));
    await user.click(await screen.findByRole('option', { name: '3 images' }));
    expect(screen.getByTestId('cost-note')).toHaveTextContent('Generating 3 images costs 15 credits.');
  });

  it('follows each image as it is rendered, then shows the gallery; saving keeps one image', async () => {
    const fetch = server();
    const { user } = renderApp('/generate-image');
    await toOptions(user);
    await user.click(screen.getByRole('combobox', { name: 'Number of images' }));
    await user.click(await screen.findByRole('option', { name: '2 images' }));
    await user.click(screen.getByTestId('wizard-forward'));

    await waitFor(() => expect(EventSourceStub.instances.length).toBeGreaterThan(0));
    act(() =>
      EventSourceStub.last().emit(
        running({ stage: { name: 'rendering', current: 2, total: 2 }, percent: 50 }),
      ),
    );
    expect(await screen.findByTestId('generation-progress')).toHaveTextContent('Rendering: 2 of 2');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(requests(fetch, 'POST', '/api/generations')).toEqual([
      { kind: 'images', input: expect.objectContaining({ prompt: PROMPT, count: 2, style: 'realistic' }) },
    ]);

    act(() => EventSourceStub.last().emit(record()));
    const gallery = await screen.findAllByTestId('gallery-image');
    expect(gallery).toHaveLength(2);
    expect(screen.getByTestId('unsaved-note')).toHaveTextContent('deleted after one hour');
    expect(screen.getByTestId('demo-generator-notice')).toHaveTextContent(
      'Made by the offline demo generator',
    );
    await user.click(within(gallery[0]!).getByRole('button', { name: 'Save to archive' }));
    expect(await within(gallery[0]!).findByTestId('image-saved')).toHaveTextContent('Saved');
    expect(requests(fetch, 'POST', '/api/images')).toEqual([
      { generationId: GENERATION_ID, fileId: FILE_ID },
    ]);
    expect(within(gallery[1]!).getByRole('button', { name: 'Save to archive' })).toBeEnabled();
  });

  it('a failed generation says so with Retry, which starts it again', async () => {
    const fetch = server({
      [`GET /api/generations/${GENERATION_ID}`]: {
        body: record({ status: 'failed', output: null, error: { code: 'TIMEOUT', message: 'timeout' } }),
      },
    });
    const { user } = renderApp('/generate-image');
    await toOptions(user);
    await user.click(screen.getByTestId('wizard-forward'));
    act(() =>
      EventSourceStub.last().emit(
        record({ status: 'failed', output: null, error: { code: 'TIMEOUT', message: 'timeout' } }),
      ),
    );
    expect(await screen.findByText('The images could not be generated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(requests(fetch, 'POST', '/api/generations')).toHaveLength(2));
  });

  it('with too few credits says so and starts nothing', async () => {
    const fetch = server({}, 4);
    const { user } = renderApp('/generate-image');
    await toOptions(user);
    await user.click(screen.getByTestId('wizard-forward'));
    expect(await screen.findByText('Not enough credits')).toBeInTheDocument();
    expect(screen.getByTestId('wizard-step-options')).toBeInTheDocument();
    expect(requests(fetch, 'POST', '/api/generations')).toHaveLength(0);
  });
});
