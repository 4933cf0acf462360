import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '@/app/providers';
import { mockFetch } from '@/test/mock-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { defaultVideoOptions } from '../model/video-draft';
import { withIds } from '../model/video-scenes';
import { SceneImage } from './scene-image';

/* A refused scene-image preview says why: the plan, or the day's allowance. Nothing is shown as made. */

function renderScene() {
  const onImage = vi.fn();
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <SceneImage
        scene={{
          ...withIds([{ imagePrompt: 'A fox in the snow at dawn', voiceOverText: 'A fox.' }])[0]!,
          id: 's1',
        }}
        number={1}
        options={defaultVideoOptions()}
        onImage={onImage}
      />
    </AppProviders>,
  );
  return { user: userEvent.setup(), onImage };
}

describe('Scene image preview refusals', () => {
  it('says the plan does not include the studio', async () => {
    mockFetch({
      'POST /api/videos/scene-image': {
        status: 403,
        body: { code: 'PLAN_UPGRADE_REQUIRED', message: 'x', details: { studio: 'video', planId: 'free' } },
      },
    });
    const { user, onImage } = renderScene();
    await user.click(screen.getByRole('button', { name: 'Preview the image of scene 1' }));
    expect(
      await screen.findByText('Your plan does not include this studio. Upgrade your plan to use it.'),
    ).toBeInTheDocument();
    expect(onImage).not.toHaveBeenCalled();
  });

  it('says the day’s free previews are used up', async () => {
    mockFetch({
      'POST /api/videos/scene-image': {
        status: 429,
        body: { code: 'PREVIEW_LIMIT_REACHED', message: 'x', details: { limit: 60, retryAfterSeconds: 60 } },
      },
    });
    const { user, onImage } = renderScene();
    await user.click(screen.getByRole('button', { name: 'Preview the image of scene 1' }));
    expect(
      await screen.findByText(
        "You have used all of today's free previews (limit: 60). They come back tomorrow.",
      ),
    ).toBeInTheDocument();
    expect(onImage).not.toHaveBeenCalled();
  });
});
