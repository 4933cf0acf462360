import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { LEAVE_WITHOUT_ASKING } from '@/lib/wizard/use-leave-guard';
import { LeaveGuard } from './leave-guard-dialog';

function renderGuarded(unsaved: boolean) {
  const router = createMemoryRouter(
    [
      {
        path: '/wizard',
        element: (
          <>
            <Link to="/elsewhere">Elsewhere</Link>
            <Link to="/" state={LEAVE_WITHOUT_ASKING}>
              Sign out
            </Link>
            <LeaveGuard unsaved={unsaved} description="Your article is not saved." />
          </>
        ),
      },
      { path: '/elsewhere', element: <h1>Elsewhere page</h1> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: ['/wizard'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

afterEach(() => {
  window.onbeforeunload = null;
});

describe('LeaveGuard', () => {
  it('holds a move to another page with unsaved work, and Stay keeps the page', async () => {
    const { router, user } = renderGuarded(true);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Leave this page?');
    expect(dialog).toHaveTextContent('Your article is not saved.');
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/wizard');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('leaves when the user confirms', async () => {
    const { user } = renderGuarded(true);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
  });

  it('lets the page go without unsaved work, and for sign-out', async () => {
    const saved = renderGuarded(false);
    await saved.user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeInTheDocument();
  });

  it('does not hold sign-out, which removes the drafts anyway', async () => {
    const { user } = renderGuarded(true);
    await user.click(screen.getByRole('link', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('asks the browser before a reload or a closed tab while work is unsaved', () => {
    renderGuarded(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
