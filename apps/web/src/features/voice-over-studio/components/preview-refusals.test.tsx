import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/providers';
import { i18n } from '@/lib/i18n';
import { mockFetch } from '@/test/mock-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { VoicePreviewButton } from './voice-preview-button';

/* A refused preview says why, in the user's language: the day's allowance, or the plan. */

const LIMIT_REACHED = {
  status: 429,
  body: {
    code: 'PREVIEW_LIMIT_REACHED',
    message: "Today's free previews are used up.",
    details: { preview: 'voice', limit: 100, retryAfterSeconds: 3600 },
  },
};

function renderButton() {
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <VoicePreviewButton voice="ro-RO-AlinaNeural" speed={1} pitch={0} />
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('Voice preview refusals', () => {
  it('says the day’s free previews are used up, with the limit', async () => {
    mockFetch({ 'POST /api/voice-overs/preview': LIMIT_REACHED });
    const user = renderButton();
    await user.click(screen.getByRole('button', { name: 'Preview (free)' }));
    expect(
      await screen.findByText(
        "You have used all of today's free previews (limit: 100). They come back tomorrow.",
      ),
    ).toBeInTheDocument();
  });

  it('says it in Spanish and Romanian too', async () => {
    mockFetch({ 'POST /api/voice-overs/preview': LIMIT_REACHED });
    await i18n.changeLanguage('es');
    const user = renderButton();
    await user.click(screen.getByTestId('voice-preview'));
    expect(
      await screen.findByText(
        'Has usado todas las vistas previas gratuitas de hoy (límite: 100). Vuelven mañana.',
      ),
    ).toBeInTheDocument();
    await i18n.changeLanguage('ro');
    await user.click(screen.getByTestId('voice-preview'));
    expect(
      await screen.findByText(
        'Ai folosit toate previzualizările gratuite de azi (limita: 100). Revin mâine.',
      ),
    ).toBeInTheDocument();
  });
});
