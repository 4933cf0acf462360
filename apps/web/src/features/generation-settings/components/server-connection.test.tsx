import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ServerTestBody } from '@forja/contracts';
import { renderApp } from '@/test/render-app';
import { generationSettingsServer } from '@/test/generation-settings-test-server';

/*
 * Connecting a real model server on the settings page: presets fill the base URL, the model
 * (and voice) comes from the server's own list with a typed fallback, and Try runs one real,
 * tiny generation with the values in the form (saved or not).
 */

const card = (name: string) => screen.getByRole('region', { name });
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function openPage() {
  const app = renderApp('/backend/settings');
  await screen.findByLabelText('Article webhook URL');
  return app;
}

function requestsTo(fetch: ReturnType<typeof generationSettingsServer>['fetch'], path: string) {
  return fetch.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
}

describe('Connecting a model server', () => {
  // jsdom has no object URLs and plays nothing: the page's audio is checked by its source.
  const original = { play: HTMLMediaElement.prototype.play };
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:sample');
    URL.revokeObjectURL = vi.fn();
    HTMLMediaElement.prototype.play = vi.fn(() => Promise.resolve());
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    HTMLMediaElement.prototype.play = original.play;
  });

  it('fills the base URL from a preset and offers the models the server lists', async () => {
    const server = generationSettingsServer();
    const { user } = await openPage();
    const openai = card('OpenAI-compatible API');
    // The saved server's list is read when the page opens.
    const model = await within(openai).findByRole('combobox', { name: 'Text model' });
    expect(model).toHaveValue('gpt-4o-mini');
    expect(within(openai).getByText('The server offers 4 models.')).toBeInTheDocument();
    expect(within(openai).getByText('OpenAI needs an API key.')).toBeInTheDocument();

    await user.selectOptions(within(openai).getByRole('combobox', { name: 'Server' }), 'Ollama');
    expect(within(openai).getByLabelText('Base URL')).toHaveValue('http://localhost:11434/v1');
    expect(within(openai).getByText(/Ollama runs on your machine or network/)).toBeInTheDocument();
    await within(openai).findByRole('option', { name: 'qwen2.5:7b' });
    // The saved model is not on this server: it stays, marked, until another is chosen.
    expect(
      within(openai).getByRole('option', { name: "gpt-4o-mini (not in the server's list)" }),
    ).toBeInTheDocument();
    await user.selectOptions(within(openai).getByRole('combobox', { name: 'Text model' }), 'qwen2.5:7b');
    expect(requestsTo(server.fetch, '/servers/models').at(-1)).toEqual({
      kind: 'text',
      baseUrl: 'http://localhost:11434/v1',
      useStoredKey: true,
    });

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(server.state.saves[0]?.openai).toMatchObject({
      baseUrl: 'http://localhost:11434/v1',
      textModel: 'qwen2.5:7b',
    });
  });

  it('explains a server that cannot list its models, and lets the model be typed', async () => {
    generationSettingsServer();
    const { user } = await openPage();
    const openai = card('OpenAI-compatible API');
    await within(openai).findByRole('combobox', { name: 'Text model' });
    const base = within(openai).getByLabelText('Base URL');
    await user.clear(base);
    await user.paste('http://gpu-box.lan:9000/v1');
    expect(within(openai).getByRole('combobox', { name: 'Server' })).toHaveValue('custom');
    // While the address is typed nothing is asked; the list shown never belongs to another address.
    const typed = within(openai).getByRole('textbox', { name: 'Text model' });
    await user.click(within(openai).getByRole('button', { name: 'Load models' }));
    expect(await within(openai).findByRole('alert')).toHaveTextContent(
      'Nothing answers at this address. Check the base URL and that the server is running.',
    );
    await user.clear(typed);
    await user.paste('mixtral');
    expect(typed).toHaveValue('mixtral');
  });

  it('switches between the list and a typed name', async () => {
    generationSettingsServer();
    const { user } = await openPage();
    const openai = card('OpenAI-compatible API');
    await within(openai).findByRole('combobox', { name: 'Text model' });
    await user.click(within(openai).getByRole('button', { name: 'Type a name' }));
    const typed = within(openai).getByRole('textbox', { name: 'Text model' });
    expect(typed).toHaveValue('gpt-4o-mini');
    await user.clear(typed);
    await user.paste('o4-mini-2025');
    await user.click(within(openai).getByRole('button', { name: 'Choose from the list' }));
    expect(within(openai).getByRole('combobox', { name: 'Text model' })).toHaveValue('o4-mini-2025');
  });

  it('tries the text model with the typed key and shows the sentence, or why it failed', async () => {
    const tests: ServerTestBody[] = [];
    generationSettingsServer({
      'POST /api/admin/generation-settings/servers/test': ({ body }) => {
        tests.push(body as ServerTestBody);
        return tests.length === 1
          ? { body: { ok: true, sentence: 'Hello, Forja studio!', durationMs: 1500 } }
          : {
              body: {
                ok: false,
                reason: 'modelNotFound',
                httpStatus: 404,
                excerpt: 'model "gpt-9" not found',
                durationMs: 20,
              },
            };
      },
    });
    const { user } = await openPage();
    const openai = card('OpenAI-compatible API');
    await within(openai).findByRole('combobox', { name: 'Text model' });
    await user.click(screen.getByLabelText('Replace the key'));
    await user.paste('sk-typed-not-saved');
    await user.click(within(openai).getByRole('button', { name: 'Try the text model' }));
    const answer = (await within(openai).findByText('The model answered in 1.5 s:')).closest(
      '[role="status"]',
    );
    expect(answer).toHaveTextContent('Hello, Forja studio!');
    expect(tests[0]).toEqual({
      kind: 'text',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-typed-not-saved',
      useStoredKey: true,
      model: 'gpt-4o-mini',
    });

    await user.click(within(openai).getByRole('button', { name: 'Type a name' }));
    await user.clear(within(openai).getByRole('textbox', { name: 'Text model' }));
    await user.paste('gpt-9');
    await user.click(within(openai).getByRole('button', { name: 'Try the text model' }));
    const failed = await within(openai).findByRole('alert');
    expect(failed).toHaveTextContent('The server does not know this model.');
    expect(failed).toHaveTextContent('HTTP status: 404');
    expect(failed).toHaveTextContent('model "gpt-9" not found');
  });

  it('draws images on a server of their own, chosen from the image presets, and shows the test picture', async () => {
    const server = generationSettingsServer({
      'POST /api/admin/generation-settings/servers/test': {
        body: { ok: true, image: { contentType: 'image/png', dataBase64: PNG }, durationMs: 4200 },
      },
    });
    const { user } = await openPage();
    const images = card('Images API');
    // On the text server until switched: the text server's models are offered.
    await within(images).findByRole('option', { name: 'gpt-image-1' });
    await user.click(within(images).getByRole('switch', { name: 'Draw images on another server' }));
    const presets = within(images).getByRole('combobox', { name: 'Server' });
    expect(
      within(presets)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['OpenAI', 'LocalAI', 'Other (type its address)']);
    await user.selectOptions(presets, 'LocalAI');
    expect(within(images).getByLabelText('Base URL of the image server')).toHaveValue(
      'http://localhost:8080/v1',
    );
    await user.selectOptions(
      await within(images).findByRole('combobox', { name: 'Image model' }),
      'stablediffusion',
    );
    await user.click(within(images).getByRole('button', { name: 'Try the image model' }));
    const picture = await within(images).findByRole('img', { name: 'The test picture the model drew' });
    expect(picture).toHaveAttribute('src', `data:image/png;base64,${PNG}`);
    expect(requestsTo(server.fetch, '/servers/test')[0]).toEqual({
      kind: 'image',
      baseUrl: 'http://localhost:8080/v1',
      useStoredKey: true,
      model: 'stablediffusion',
    });

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(server.state.saves[0]?.openai).toMatchObject({
      imageModel: 'stablediffusion',
      imageServer: { baseUrl: 'http://localhost:8080/v1', apiKey: '', clearApiKey: false },
    });
  });

  it('connects Kokoro for speech: its models and voices, and plays a sample', async () => {
    const server = generationSettingsServer({
      'POST /api/admin/generation-settings/servers/test': {
        body: {
          ok: true,
          audio: { contentType: 'audio/wav', dataBase64: 'UklGRg==', durationMs: 2100 },
          durationMs: 900,
        },
      },
    });
    const { user } = await openPage();
    const speech = card('Speech');
    await user.click(within(speech).getByRole('radio', { name: 'OpenAI-compatible' }));
    await user.selectOptions(within(speech).getByRole('combobox', { name: 'Server' }), 'Kokoro-FastAPI');
    expect(within(speech).getByLabelText('Base URL')).toHaveValue('http://localhost:8880/v1');
    await user.selectOptions(await within(speech).findByRole('combobox', { name: 'Speech model' }), 'kokoro');
    const voice = await within(speech).findByRole('combobox', { name: 'Voice (optional)' });
    expect(
      within(voice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Automatic (by the studio voice)', 'af_heart', 'am_adam']);
    await user.selectOptions(voice, 'af_heart');
    await user.click(within(speech).getByRole('button', { name: 'Play a sample' }));
    const player = await within(speech).findByLabelText('The spoken sample');
    expect(player).toHaveAttribute('src', 'blob:sample');
    await waitFor(() => expect(HTMLMediaElement.prototype.play).toHaveBeenCalled());
    expect(requestsTo(server.fetch, '/servers/test')[0]).toEqual({
      kind: 'speech',
      baseUrl: 'http://localhost:8880/v1',
      useStoredKey: true,
      model: 'kokoro',
      voice: 'af_heart',
    });
  });

  it('asks for a typed voice when the speech server offers no list', async () => {
    generationSettingsServer();
    const { user } = await openPage();
    const speech = card('Speech');
    await user.click(within(speech).getByRole('radio', { name: 'OpenAI-compatible' }));
    await user.selectOptions(within(speech).getByRole('combobox', { name: 'Server' }), 'OpenAI');
    expect(
      await within(speech).findByText("This server offers no voice list: type the voice's name."),
    ).toBeInTheDocument();
    expect(within(speech).getByRole('textbox', { name: 'Voice (optional)' })).toBeInTheDocument();
    // Try needs a model first, and says so.
    const play = within(speech).getByRole('button', { name: 'Play a sample' });
    expect(play).toBeDisabled();
    expect(play).toHaveAccessibleDescription('Set the base URL and a model first.');
  });
});
