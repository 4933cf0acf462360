import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Film } from 'lucide-react';
import { StudiosContext, type WebStudio } from '@/lib/studio';
import { RunBatchLink } from './run-batch-link';

/* "Run a batch" in a studio's header: the studio is the one whose screen is shown. */

const videoStudio = {
  id: 'video',
  screen: { path: '/generate-video', navLabelKey: 'nav.generateVideo', icon: Film, namespaces: [] },
} as unknown as WebStudio;

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <RunBatchLink /> }], { initialEntries: [path] });
  render(
    <StudiosContext value={[videoStudio]}>
      <RouterProvider router={router} />
    </StudiosContext>,
  );
}

describe('RunBatchLink', () => {
  it("links a studio's screen to a new batch of that studio", async () => {
    renderAt('/generate-video');
    expect(await screen.findByRole('link', { name: 'Run a batch' })).toHaveAttribute(
      'href',
      '/batches/new?studio=video',
    );
  });

  it('shows nothing on a page that is no studio', () => {
    renderAt('/settings');
    expect(screen.queryByRole('link', { name: 'Run a batch' })).not.toBeInTheDocument();
  });
});
