import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan } from '@forja/contracts';
import { i18n } from '@/lib/i18n';
import { mockFetch, signedInAs, signedOut, type MockHandler } from '@/test/mock-fetch';
import { COSTS } from '../model/plan-facts';
import { FREE_PLAN } from '@/test/fixtures';
import { LandingPage } from './landing-page';

const PLANS: Plan[] = [
  FREE_PLAN,
  {
    id: 'start',
    name: 'Start',
    priceCents: 3900,
    currency: 'EUR',
    monthlyCredits: 100,
    storageQuotaBytes: 1024 * 1024 * 1024,
    popular: false,
    contactOnly: false,
  },
  {
    id: 'plus',
    name: 'Plus',
    priceCents: 5900,
    currency: 'EUR',
    monthlyCredits: 200,
    storageQuotaBytes: 1024 * 1024 * 1024,
    popular: true,
    contactOnly: false,
  },
  {
    id: 'pro',
    name: 'Pro',
    priceCents: 7900,
    currency: 'EUR',
    monthlyCredits: 400,
    storageQuotaBytes: 1024 * 1024 * 1024,
    popular: false,
    contactOnly: false,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    priceCents: 0,
    currency: 'EUR',
    monthlyCredits: 400,
    storageQuotaBytes: 1024 * 1024 * 1024,
    popular: false,
    contactOnly: true,
  },
];

function renderLanding(routes: Record<string, MockHandler> = {}) {
  const fetch = mockFetch({
    'GET /api/auth/get-session': signedOut,
    'GET /api/plans': { body: PLANS },
    'GET /api/site-config': { body: { analyticsScript: null, marketingScript: null, socialLinks: [] } },
    ...routes,
  });
  const onOpenCookieSettings = vi.fn();
  const user = userEvent.setup();
  render(<LandingPage contactForm={<p>contact form</p>} onOpenCookieSettings={onOpenCookieSettings} />);
  return { fetch, user, onOpenCookieSettings };
}

describe('LandingPage', () => {
  it('links the top bar to its sections and Start Free to /register, with a title and description', async () => {
    renderLanding();
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!;
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['#features', '#pricing', '#faq', '#contact']);
    for (const id of ['features', 'pricing', 'faq', 'contact'])
      expect(document.getElementById(id)).not.toBeNull();
    expect(screen.getByRole('link', { name: /Start free/ })).toHaveAttribute('href', '/register');
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
    expect(screen.getAllByRole('link', { name: 'Sign up' })[0]).toHaveAttribute('href', '/register');
    await waitFor(() => expect(document.title).toMatch(/^Forja — AI studio/));
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /Start free\.$/,
    );
  });

  it('prices the plans from the server, marks Plus popular and derives every line from the data', async () => {
    renderLanding();
    const plus = await screen.findByTestId('plan-plus');
    expect(within(plus).getByText('Most popular')).toBeInTheDocument();
    expect(within(plus).getByText('€59')).toBeInTheDocument();
    expect(within(plus).getByText('200 credits every month')).toBeInTheDocument();
    expect(
      within(plus).getByText(`Up to ${200 / COSTS.article} search-optimised articles`),
    ).toBeInTheDocument();
    expect(within(plus).getByText(`Up to ${200 / COSTS.image} images`)).toBeInTheDocument();
    expect(within(plus).getByRole('link', { name: 'Choose Plus' })).toHaveAttribute('href', '/register');
    const free = screen.getByTestId('plan-free');
    expect(within(free).getAllByRole('listitem')).toHaveLength(7);
    expect(within(screen.getByTestId('plan-start')).getAllByRole('listitem')).toHaveLength(9);
    expect(
      within(screen.getByTestId('plan-enterprise')).getByRole('link', { name: 'Contact us' }),
    ).toHaveAttribute('href', '#contact');
  });

  it('keeps one FAQ answer open at a time, closes it again, and states the same credits as the pricing', async () => {
    const { user } = renderLanding();
    await screen.findByTestId('plan-free');
    const faq = screen.getByTestId('faq');
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(7);
    expect(questions.every((q) => q.getAttribute('aria-expanded') === 'false')).toBe(true);

    await user.click(within(faq).getByRole('button', { name: 'Can I use Forja for free?' }));
    const free = within(faq).getByRole('region', { name: 'Can I use Forja for free?' });
    expect(free).toBeVisible();
    expect(free).toHaveTextContent(
      `The Free plan gives 50 credits every month, enough for up to ${50 / COSTS.article} articles or ${50 / COSTS.image} images`,
    );

    await user.click(within(faq).getByRole('button', { name: 'How many credits does each plan give?' }));
    expect(free).not.toBeVisible();
    const plans = within(faq).getByRole('region', { name: 'How many credits does each plan give?' });
    expect(plans).toHaveTextContent(
      'Free 50 credits, Start 100 credits, Plus 200 credits, Pro 400 credits and Enterprise from 400 credits, by agreement.',
    );

    await user.click(within(faq).getByRole('button', { name: 'How many credits does each plan give?' }));
    expect(questions.every((q) => q.getAttribute('aria-expanded') === 'false')).toBe(true);
  });

  it('says plainly which AI makes the content: the connected model, or the labelled offline demo', async () => {
    const { user } = renderLanding();
    await user.click(await screen.findByRole('button', { name: 'Which AI makes my content?' }));
    const answer = screen.getByRole('region', { name: 'Which AI makes my content?' });
    expect(answer).toHaveTextContent("The model the studio's administrators connect");
    expect(answer).toHaveTextContent('demo generator that writes from templates');
    expect(answer).toHaveTextContent('every result it makes says so');
    // No claim of a natural voice the offline speech engine does not have.
    expect(screen.queryByText(/natural voice/)).not.toBeInTheDocument();
  });

  it('offers a retry when the plans cannot be loaded, and the FAQ says less instead of guessing', async () => {
    let fail = true;
    const { user } = renderLanding({
      'GET /api/plans': () =>
        fail ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'down' } } : { body: PLANS },
    });
    expect(await screen.findByText('The plans could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Can I use Forja for free?' }));
    expect(screen.getByRole('region', { name: 'Can I use Forja for free?' })).not.toHaveTextContent(/\d/);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('plan-pro')).toBeInTheDocument();
  });

  it('greets a signed-in visitor by name and logs out on the server', async () => {
    let signedIn = true;
    const { user, fetch } = renderLanding({
      'GET /api/auth/get-session': () => (signedIn ? signedInAs({ name: 'Ana Pop' }) : signedOut),
      'POST /api/auth/sign-out': () => {
        signedIn = false;
        return { body: { success: true } };
      },
    });
    expect((await screen.findAllByText('Hello, Ana Pop'))[0]).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign up' })).not.toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Log out' })[0]!);
    expect((await screen.findAllByRole('link', { name: 'Sign up' }))[0]).toBeInTheDocument();
    expect(screen.queryByText('Hello, Ana Pop')).not.toBeInTheDocument();
    expect(
      fetch.mock.calls.some(
        ([url, init]) => String(url).endsWith('/api/auth/sign-out') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('opens and closes the mobile menu, and closes it when an anchor is chosen', async () => {
    const { user } = renderLanding();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(screen.getByTestId('mobile-menu')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByTestId('mobile-menu');
    expect(menu).toBeVisible();
    await user.click(within(menu).getByRole('link', { name: 'Pricing' }));
    expect(menu).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('mobile-menu')).not.toBeVisible();
  });

  it('reopens the cookie settings from the footer', async () => {
    const { user, onOpenCookieSettings } = renderLanding();
    await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(onOpenCookieSettings).toHaveBeenCalledOnce();
  });

  it('speaks Romanian, plural forms included', async () => {
    await i18n.changeLanguage('ro');
    renderLanding();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Articole, imagini, narațiuni audio și clipuri scurte',
    );
    const free = await screen.findByTestId('plan-free');
    expect(within(free).getByText('50 de credite în fiecare lună')).toBeInTheDocument();
    expect(within(free).getByText('Până la 10 imagini')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Forja — studio AI/));
  });
});
