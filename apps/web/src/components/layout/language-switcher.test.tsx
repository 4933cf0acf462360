import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n, LANGUAGE_STORAGE_KEY } from '@/lib/i18n';
import { LanguageSwitcher } from './language-switcher';

describe('LanguageSwitcher', () => {
  it('lists the three languages by their own names', () => {
    render(<LanguageSwitcher />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveDisplayValue('English');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'Română', 'Español']);
  });

  it('is reachable with Tab and switches the language, <html lang> and the saved choice', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitcher />);
    await user.tab();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveFocus();
    await user.selectOptions(select, 'Română');

    await waitFor(() => expect(i18n.resolvedLanguage).toBe('ro'));
    expect(document.documentElement.lang).toBe('ro');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ro');
    expect(screen.getByRole('combobox', { name: 'Limbă' })).toHaveDisplayValue('Română');
  });
});
