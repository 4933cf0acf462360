import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@/test/mock-fetch';
import { openCookieSettings, resetConsentStore } from '../model/consent-store';
import { CookieConsent } from './cookie-consent';

const SITE_CONFIG = {
  analyticsScript: {
    src: 'https://stats.example.org/script.js',
    attributes: { 'data-domain': 'forja.example' },
  },
  marketingScript: { src: 'https://ads.example.org/pixel.js', attributes: {} },
  socialLinks: [],
};
const stored = () => JSON.parse(localStorage.getItem('cookie_prefs') ?? 'null') as unknown;
const script = (kind: string) => document.head.querySelector(`script[data-consent="${kind}"]`);

function renderConsent() {
  const fetch = mockFetch({ 'GET /api/site-config': { body: SITE_CONFIG } });
  const user = userEvent.setup();
  render(<CookieConsent />);
  return { fetch, user };
}

afterEach(() => {
  resetConsentStore();
  for (const s of document.head.querySelectorAll('script[data-consent]')) s.remove();
});

describe('CookieConsent', () => {
  it('shows the banner until a choice, and loads nothing from a third party meanwhile', async () => {
    const { fetch } = renderConsent();
    const banner = await screen.findByRole('region', { name: 'Cookies on Forja' });
    expect(within(banner).getByRole('link', { name: 'Read the cookie policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    expect(stored()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(script('analytics')).toBeNull();
  });

  it('Accept all stores every category and adds both scripts with their attributes', async () => {
    const { user } = renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    expect(stored()).toEqual({ essential: true, analytics: true, marketing: true, consented: true });
    expect(screen.queryByRole('region', { name: 'Cookies on Forja' })).not.toBeInTheDocument();
    await waitFor(() => expect(script('analytics')).not.toBeNull());
    expect(script('analytics')).toHaveAttribute('src', 'https://stats.example.org/script.js');
    expect(script('analytics')).toHaveAttribute('data-domain', 'forja.example');
    expect(script('marketing')).not.toBeNull();
  });

  it('Reject all stores essential only and adds no script', async () => {
    const { user, fetch } = renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Reject all' }));
    expect(stored()).toEqual({ essential: true, analytics: false, marketing: false, consented: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(script('analytics')).toBeNull();
  });

  it('Customize keeps essential locked, saves the toggles, and Cancel goes back without saving', async () => {
    const { user } = renderConsent();
    await user.click(await screen.findByRole('button', { name: 'Customize' }));
    const essential = screen.getByRole('switch', { name: /Essential/ });
    expect(essential).toHaveAttribute('aria-checked', 'true');
    expect(essential).toHaveAttribute('aria-disabled', 'true');
    await user.click(essential);
    expect(essential).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByRole('switch', { name: 'Analytics' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(stored()).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Customize' }));
    expect(screen.getByRole('switch', { name: 'Analytics' })).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('switch', { name: 'Analytics' }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(stored()).toEqual({ essential: true, analytics: true, marketing: false, consented: true });
    await waitFor(() => expect(script('analytics')).not.toBeNull());
    expect(script('marketing')).toBeNull();
  });

  it('reopens from the footer with the saved choices, and withdrawing removes the script', async () => {
    localStorage.setItem(
      'cookie_prefs',
      JSON.stringify({ essential: true, analytics: true, marketing: false, consented: true }),
    );
    const { user } = renderConsent();
    await waitFor(() => expect(script('analytics')).not.toBeNull());
    expect(screen.queryByRole('region', { name: 'Cookies on Forja' })).not.toBeInTheDocument();

    act(() => openCookieSettings());
    const analytics = await screen.findByRole('switch', { name: 'Analytics' });
    expect(analytics).toHaveAttribute('aria-checked', 'true');
    await user.click(analytics);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(stored()).toEqual({ essential: true, analytics: false, marketing: false, consented: true });
    expect(script('analytics')).toBeNull();
  });

  it('treats unreadable stored preferences as no choice', async () => {
    localStorage.setItem('cookie_prefs', '{broken');
    renderConsent();
    expect(await screen.findByRole('button', { name: 'Accept all' })).toBeInTheDocument();
  });
});
