import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { mockFetch, signedInAs } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';
import { generationSettingsServer } from '@/test/generation-settings-test-server';

const saveButton = () => screen.getByRole('button', { name: 'Save settings' });
const card = (name: string) => screen.getByRole('region', { name });

async function openPage() {
  const app = renderApp('/backend/settings');
  await screen.findByLabelText('Article webhook URL');
  return app;
}

describe('Generation settings page', () => {
  it('is linked from the back office and shows every kind with its saved provider', async () => {
    generationSettingsServer();
    const { user, router } = renderApp('/backend');
    const nav = await screen.findByRole('navigation', { name: 'Back office sections' });
    await user.click(within(nav).getByRole('link', { name: 'Generation settings' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Generation settings' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/backend/settings');

    await screen.findByLabelText('Article webhook URL');
    for (const name of [
      'Articles',
      'Images',
      'Videos',
      'Video scripts',
      'Video rendering',
      'OpenAI-compatible API',
    ]) {
      expect(card(name)).toBeInTheDocument();
    }
    expect(within(card('Articles')).getByRole('radio', { name: 'Webhook' })).toBeChecked();
    expect(within(card('Images')).getByRole('radio', { name: 'Offline (builtin)' })).toBeChecked();
    expect(screen.getByLabelText('Article webhook URL')).toHaveValue(
      'https://n8n.example.com/webhook/article',
    );
    // Addresses on this machine work for generation: the page says so, with the usual two.
    expect(screen.getByText(/http:\/\/localhost:5678/)).toBeInTheDocument();
  });

  it('shows the stored key masked only, with an empty replace field', async () => {
    generationSettingsServer();
    await openPage();
    expect(screen.getByTestId('masked-key')).toHaveTextContent('sk-…abcd');
    const replace = screen.getByLabelText('Replace the key');
    expect(replace).toHaveAttribute('type', 'password');
    expect(replace).toHaveValue('');
    expect(replace).toHaveAccessibleDescription('Leave empty to keep the stored key.');
  });

  it('keeps Save disabled until something changes, and when changed back', async () => {
    generationSettingsServer();
    const { user } = await openPage();
    expect(saveButton()).toBeDisabled();
    expect(screen.getByText('No unsaved changes.')).toBeInTheDocument();
    await user.click(within(card('Videos')).getByRole('radio', { name: 'OpenAI-compatible' }));
    expect(saveButton()).toBeEnabled();
    await user.click(within(card('Videos')).getByRole('radio', { name: 'Offline (builtin)' }));
    expect(saveButton()).toBeDisabled();
  });

  it('goes from idle to saving to success, sends the whole record, and an edit returns it to idle', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = generationSettingsServer();
    const put = server.fetch.getMockImplementation()!;
    server.fetch.mockImplementation(async (input, init) => {
      if (init?.method === 'PUT') await gate;
      return put(input, init);
    });
    const { user } = await openPage();
    await user.click(within(card('Images')).getByRole('radio', { name: 'Webhook' }));
    await user.click(screen.getByLabelText('Image webhook URL'));
    await user.paste(' https://n8n.example.com/webhook/image ');
    await user.click(screen.getByLabelText('Replace the key'));
    await user.paste('sk-new-secret-key-WXYZ');
    await user.click(saveButton());

    expect(await screen.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    release();
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(server.state.saves[0]).toEqual({
      providers: { article: 'webhook', image: 'webhook', video: 'builtin', videoScript: 'builtin' },
      webhooks: {
        article: 'https://n8n.example.com/webhook/article',
        image: 'https://n8n.example.com/webhook/image',
        video: '',
        videoScript: '',
      },
      videoRenderer: 'auto',
      openai: {
        baseUrl: 'https://api.openai.com/v1',
        textModel: 'gpt-4o-mini',
        imageModel: '',
        apiKey: 'sk-new-secret-key-WXYZ',
        clearApiKey: false,
        imageServer: { baseUrl: '', apiKey: '', clearApiKey: false },
      },
      speech: {
        provider: 'builtin',
        baseUrl: '',
        model: '',
        voice: '',
        transcriptionModel: 'whisper-1',
        apiKey: '',
        clearApiKey: false,
      },
    });
    // The new key is gone from the page: only its mask comes back.
    expect(screen.getByLabelText('Replace the key')).toHaveValue('');
    expect(screen.getByTestId('masked-key')).toHaveTextContent('sk-…WXYZ');
    expect(document.body.innerHTML).not.toContain('new-secret');
    expect(saveButton()).toBeDisabled();

    await user.type(screen.getByLabelText('Video webhook URL'), 'h');
    expect(screen.queryByText('Settings saved.')).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
  });

  it('shows the error state with the reason, and an edit returns it to idle', async () => {
    generationSettingsServer({
      'PUT /api/admin/generation-settings': {
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', message: 'down' },
      },
    });
    const { user } = await openPage();
    await user.click(screen.getByLabelText('Video webhook URL'));
    await user.paste('https://n8n.example.com/v');
    await user.click(saveButton());
    const status = await screen.findByText('The settings could not be saved.');
    expect(status.parentElement).toHaveTextContent('temporarily unavailable');
    await user.type(screen.getByLabelText('Video webhook URL'), 'x');
    expect(screen.queryByText('The settings could not be saved.')).not.toBeInTheDocument();
  });

  it('shows the spec message when the server refuses a non-administrator', async () => {
    generationSettingsServer({
      'PUT /api/admin/generation-settings': {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Only administrators can update global webhooks.' },
      },
    });
    const { user } = await openPage();
    await user.click(screen.getByLabelText('Video webhook URL'));
    await user.paste('https://n8n.example.com/v');
    await user.click(saveButton());
    expect(await screen.findByText(/Only administrators can update global webhooks\./)).toBeInTheDocument();
  });

  it('checks addresses before sending and shows the message on the field', async () => {
    const server = generationSettingsServer();
    const { user } = await openPage();
    const field = screen.getByLabelText('Video webhook URL');
    await user.type(field, 'n8n.example.com/webhook');
    await user.click(saveButton());
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/Enter a full address that starts with http/),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(server.state.saves).toHaveLength(0);
  });

  it('warns when webhook is chosen without an address', async () => {
    generationSettingsServer();
    const { user } = await openPage();
    await user.click(within(card('Video scripts')).getByRole('radio', { name: 'Webhook' }));
    expect(within(card('Video scripts')).getByText(/no address is set/)).toBeInTheDocument();
    await user.click(within(card('Images')).getByRole('radio', { name: 'OpenAI-compatible' }));
    expect(within(card('Images')).getByText(/no image model is set/)).toBeInTheDocument();
  });

  it('chooses who renders videos, warns of what would fail, and says what renders now', async () => {
    const server = generationSettingsServer();
    const { user } = await openPage();
    const section = card('Video rendering');
    expect(within(section).getByRole('radio', { name: 'Automatic' })).toBeChecked();
    expect(screen.getByTestId('video-render-active')).toHaveTextContent(
      "Renders now: This server. This server's tools: ffmpeg 5.1.6 (system); speech: espeak-ng (WebAssembly).",
    );

    await user.click(within(section).getByRole('radio', { name: 'JSON2Video' }));
    expect(within(section).getByText(/JSON2VIDEO_API_KEY is not set on the server/)).toBeInTheDocument();
    await user.click(within(section).getByRole('radio', { name: 'Video webhook' }));
    expect(within(section).getByText(/video webhook address above is missing/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Video webhook URL'), 'https://n8n.example.com/webhook/video');
    expect(within(section).queryByText(/address above is missing/)).not.toBeInTheDocument();

    await user.click(saveButton());
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(server.state.saves[0]).toMatchObject({
      videoRenderer: 'webhook',
      webhooks: { video: 'https://n8n.example.com/webhook/video' },
    });
    expect(screen.getByTestId('video-render-active')).toHaveTextContent('Renders now: Video webhook.');
  });

  it('removes the key on save after Remove key, and Keep key undoes it', async () => {
    const server = generationSettingsServer();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Remove key' }));
    expect(screen.getByText('The stored key will be removed when you save.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep key' }));
    expect(saveButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove key' }));
    await user.click(saveButton());
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(server.state.saves[0]?.openai).toMatchObject({ apiKey: '', clearApiKey: true });
    expect(screen.getByText(/No key stored/)).toBeInTheDocument();
    expect(screen.queryByTestId('masked-key')).not.toBeInTheDocument();
  });

  it('tests a family and shows what came back', async () => {
    const server = generationSettingsServer({
      'POST /api/admin/generation-settings/test': {
        body: {
          ok: true,
          provider: 'webhook',
          message: 'ok',
          sample: ['Morning brew secrets', 'Coffee and focus'],
          durationMs: 1234,
        },
      },
    });
    const { user } = await openPage();
    await user.click(within(card('Articles')).getByRole('button', { name: 'Test Articles' }));
    const panel = await within(card('Articles')).findByText('It works: the answer came in 1.2 s.');
    expect(panel.closest('[role="status"]')).toHaveTextContent('Morning brew secrets');
    expect(within(card('Articles')).getByText('Coffee and focus')).toBeInTheDocument();
    const call = server.fetch.mock.calls.find(([url]) => String(url).endsWith('/test'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ family: 'article' });
  });

  it('describes an image that came back in the page language', async () => {
    generationSettingsServer({
      'POST /api/admin/generation-settings/test': {
        body: {
          ok: true,
          provider: 'builtin',
          message: 'ok',
          image: { contentType: 'image/png', sizeBytes: 20480 },
          durationMs: 300,
        },
      },
    });
    const { user } = await openPage();
    await user.click(within(card('Images')).getByRole('button', { name: 'Test Images' }));
    expect(await within(card('Images')).findByText('An image file: image/png, 20 KB')).toBeInTheDocument();
  });

  it('says when a speech server times subtitles by estimate (no /audio/transcriptions)', async () => {
    generationSettingsServer({
      'POST /api/admin/generation-settings/test': {
        body: {
          ok: true,
          provider: 'openai',
          message: 'The speech engine spoke the test sentence.',
          sample: [
            'openai-compatible: 1.4 s of audio',
            'Forja 160–420 ms, speech 460–780 ms, test. 820–1060 ms',
          ],
          durationMs: 900,
          timedByEstimate: true,
        },
      },
    });
    const { user } = await openPage();
    await user.click(within(card('Speech')).getByRole('button', { name: 'Test Speech' }));
    const panel = await within(card('Speech')).findByRole('status');
    expect(panel).toHaveTextContent('openai-compatible: 1.4 s of audio');
    expect(panel).toHaveTextContent(
      'This server has no /audio/transcriptions: subtitles are timed by estimate, from each sentence’s audio and the length of its words.',
    );
  });

  it('shows a failed test with the spec message, the status and the start of the reply', async () => {
    generationSettingsServer({
      'POST /api/admin/generation-settings/test': {
        body: {
          ok: false,
          provider: 'webhook',
          code: 'WEBHOOK_NOT_FOUND',
          message: 'Webhook URL not found (404). Double check the URL in settings.',
          httpStatus: 404,
          excerpt: '{"message":"webhook not registered"}',
          durationMs: 40,
        },
      },
    });
    const { user } = await openPage();
    await user.click(within(card('Articles')).getByRole('button', { name: 'Test Articles' }));
    const alert = await within(card('Articles')).findByRole('alert');
    expect(alert).toHaveTextContent('The test failed');
    expect(alert).toHaveTextContent('Webhook URL not found (404). Double check the URL in settings.');
    expect(alert).toHaveTextContent('HTTP status: 404');
    expect(alert).toHaveTextContent('webhook not registered');
  });

  it('tests only saved settings: Test is disabled while there are unsaved changes', async () => {
    generationSettingsServer();
    const { user } = await openPage();
    // The image model is chosen from the text server's list (no image server of its own).
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Image model' }), 'gpt-image-1');
    const test = within(card('Images')).getByRole('button', { name: 'Test Images' });
    expect(test).toBeDisabled();
    expect(test).toHaveAccessibleDescription('Save your changes to test them.');
  });

  it('tells non-administrators access is restricted, before anything loads', async () => {
    const fetch = mockFetch({
      'GET /api/auth/get-session': signedInAs({ isAdmin: false }),
      'GET /api/credits': { status: 500 },
    });
    renderApp('/backend/settings');
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('generation-settings'))).toBe(false);
  });

  it('shows the spec message when reading is refused', async () => {
    generationSettingsServer({
      'GET /api/admin/generation-settings': {
        status: 403,
        body: { code: 'FORBIDDEN', message: 'Only administrators can configure global webhooks.' },
      },
    });
    renderApp('/backend/settings');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The generation settings could not be loaded.');
    expect(alert).toHaveTextContent('Only administrators can configure global webhooks.');
  });
});
