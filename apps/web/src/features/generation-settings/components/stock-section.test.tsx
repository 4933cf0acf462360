import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { GenerationSettings, UpdateGenerationSettingsBody } from '@forja/contracts';
import { renderApp } from '@/test/render-app';
import { generationSettingsServer } from '@/test/generation-settings-test-server';

const masked = (key: string) => `${key.slice(0, 3)}…${key.slice(-4)}`;

/** The shared fake server, keeping the stock keys as the real one does (masked, kept, replaced, cleared). */
function serverWithStock(stored: Partial<GenerationSettings['stock']> = {}) {
  const server = generationSettingsServer();
  server.state.settings.stock = { ...server.state.settings.stock, ...stored };
  const answer = server.fetch.getMockImplementation()!;
  server.fetch.mockImplementation(async (input, init) => {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as UpdateGenerationSettingsBody;
      const stock = server.state.settings.stock;
      for (const provider of ['pexels', 'pixabay'] as const) {
        const change = body.stock?.[provider];
        if (change?.apiKey)
          stock[provider] = { hasApiKey: true, apiKeyMasked: masked(change.apiKey), apiKeyUnreadable: false };
        else if (change?.clearApiKey)
          stock[provider] = { hasApiKey: false, apiKeyMasked: '', apiKeyUnreadable: false };
      }
    }
    return answer(input, init);
  });
  return server;
}

async function openStockCard() {
  const app = renderApp('/backend/settings');
  await screen.findByLabelText('Article webhook URL');
  return { ...app, card: screen.getByRole('region', { name: 'Stock footage' }) };
}

describe('Stock footage keys', () => {
  it('says what is missing while no key is stored, and saves a new key without showing it', async () => {
    const server = serverWithStock();
    const { user, card } = await openStockCard();
    expect(within(card).getByText('Not set yet: video scenes cannot use Pexels.')).toBeInTheDocument();
    expect(within(card).getByText('Not set yet: video scenes cannot use Pixabay.')).toBeInTheDocument();
    const pexels = within(card).getByLabelText('Pexels API key');
    expect(pexels).toHaveAttribute('type', 'password');
    expect(pexels).toHaveAccessibleDescription(
      'Stored encrypted. It is never shown again, only its last characters.',
    );

    await user.click(pexels);
    await user.paste('pexels-secret-key-PXLS');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(server.state.saves).toHaveLength(1));
    // Only the key that changed is sent: an absent one stays as it is.
    expect(server.state.saves[0]!.stock).toEqual({
      pexels: { apiKey: 'pexels-secret-key-PXLS', clearApiKey: false },
    });
    // Saved: the card shows the stored key masked, and the field is empty again (empty keeps it).
    expect(await within(card).findByTestId('stock-pexels-masked-key')).toHaveTextContent('pex…PXLS');
    const replace = within(card).getByLabelText('Replace the Pexels key');
    expect(replace).toHaveValue('');
    expect(replace).toHaveAccessibleDescription('Leave empty to keep the stored key.');
    expect(within(card).getByText('Not set yet: video scenes cannot use Pixabay.')).toBeInTheDocument();
  });

  it('removes a stored key on save, or keeps it when the removal is undone', async () => {
    const stored = { hasApiKey: true, apiKeyMasked: 'pix…PXBY', apiKeyUnreadable: false };
    const server = serverWithStock({ pixabay: stored });
    const { user, card } = await openStockCard();
    expect(within(card).getByTestId('stock-pixabay-masked-key')).toHaveTextContent('pix…PXBY');

    await user.click(within(card).getByRole('button', { name: 'Remove key' }));
    expect(within(card).getByText('The stored key will be removed when you save.')).toBeInTheDocument();
    expect(within(card).getByLabelText('Replace the Pixabay key')).toHaveAttribute('readonly');
    await user.click(within(card).getByRole('button', { name: 'Keep key' }));
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();

    await user.click(within(card).getByRole('button', { name: 'Remove key' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.state.saves).toHaveLength(1));
    expect(server.state.saves[0]!.stock).toEqual({ pixabay: { apiKey: '', clearApiKey: true } });
    expect(
      await within(card).findByText('Not set yet: video scenes cannot use Pixabay.'),
    ).toBeInTheDocument();
  });

  it('asks for a key again when the stored one cannot be read', async () => {
    serverWithStock({ pexels: { hasApiKey: true, apiKeyMasked: '', apiKeyUnreadable: true } });
    const { card } = await openStockCard();
    expect(
      within(card).getByText(
        "The stored key cannot be read with this server's encryption key. Enter it again.",
      ),
    ).toBeInTheDocument();
  });
});
