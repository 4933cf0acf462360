import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '@/lib/i18n';
import { LANGUAGE_KEY_NAME } from '../model/stored-items';
import { CookiePolicyPage } from './cookie-policy-page';

describe('CookiePolicyPage', () => {
  it('lists the categories and what the studio stores, and reopens the settings', async () => {
    const open = vi.fn();
    render(<CookiePolicyPage onOpenCookieSettings={open} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Cookie policy' })).toBeInTheDocument();
    for (const name of ['Essential', 'Analytics', 'Marketing'])
      expect(screen.getAllByText(name).length).toBeGreaterThan(0);
    for (const row of ['better-auth.session_token', 'forja.language', 'cookie_prefs']) {
      expect(screen.getAllByRole('rowheader', { name: row }).length).toBeGreaterThan(0);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }));
    expect(open).toHaveBeenCalledOnce();
  });

  it('names the language keys the app really uses', () => {
    expect(LANGUAGE_KEY_NAME).toBe(LANGUAGE_STORAGE_KEY);
    expect(LANGUAGE_KEY_NAME).toBe(LANGUAGE_COOKIE);
  });

  it('is written in Spanish too', async () => {
    await i18n.changeLanguage('es');
    render(<CookiePolicyPage onOpenCookieSettings={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Política de cookies' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Siempre activas, porque el sitio no puede funcionar sin ellas. Nunca se usan para seguirte por otros sitios.',
      ),
    ).toBeInTheDocument();
  });
});
