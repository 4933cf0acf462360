import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';

// Counts the loads of two screens' modules.
const loads = vi.hoisted(() => ({ image: 0, audio: 0 }));
vi.mock('@/features/image-studio/components/image-studio-page', () => {
  loads.image++;
  return { ImageStudioPage: () => null };
});
vi.mock('@/features/voice-over-studio/components/voice-over-studio-page', () => {
  loads.audio++;
  return { VoiceOverStudioPage: () => null };
});

describe('screen preloading', () => {
  /*
   * Files share their worker's modules (vitest.config.ts): an earlier file may have loaded these
   * screens already. A fresh copy of the preloader loads them again, through the mocks above.
   */
  let preloadLinkTarget: typeof import('./screen-modules').preloadLinkTarget;
  beforeAll(async () => {
    vi.resetModules();
    ({ preloadLinkTarget } = await import('./screen-modules'));
  });

  it('loads a studio when a link to it is pointed at or focused, and nothing for other links', async () => {
    render(
      <nav>
        <a href="/generate-image">Images</a>
        <a href="/generate-audio">Voice-overs</a>
        <a href="https://elsewhere.example/generate-image">Elsewhere</a>
        <a href="/login">Log in</a>
      </nav>,
    );
    const events = ['pointerover', 'focusin'] as const;
    for (const event of events) document.addEventListener(event, preloadLinkTarget);
    try {
      fireEvent.pointerOver(screen.getByText('Elsewhere'));
      fireEvent.pointerOver(screen.getByText('Log in'));
      fireEvent.pointerOver(screen.getByText('Images'));
      fireEvent.pointerOver(screen.getByText('Images'));
      await vi.waitFor(() => expect(loads.image).toBe(1));
      expect(loads.audio).toBe(0);
      screen.getByText('Voice-overs').focus();
      await vi.waitFor(() => expect(loads.audio).toBe(1));
    } finally {
      for (const event of events) document.removeEventListener(event, preloadLinkTarget);
    }
  });
});
