import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { renderApp } from '@/test/render-app';
import { settingsServer } from '@/test/settings-test-server';

const GB = 1024 ** 3;

describe('Storage in Settings', () => {
  it('shows the storage used against the plan quota, with a bar', async () => {
    settingsServer({
      'GET /api/media/usage': { body: { usedBytes: 1.5 * GB, quotaBytes: 5 * GB, planId: 'plus' } },
    });
    renderApp('/settings');
    const section = await screen.findByTestId('storage-usage');
    expect(await within(section).findByTestId('storage-text')).toHaveTextContent(
      '1.50 GB of 5.00 GB used (30%)',
    );
    expect(
      within(section).getByRole('progressbar', { name: 'Storage used: 1.50 GB of 5.00 GB' }),
    ).toHaveAttribute('aria-valuenow', '30');
    expect(within(section).getByTestId('storage-plan')).toHaveTextContent('Included in your Plus plan.');
  });

  it('warns when nearly full, in the reader’s language', async () => {
    await i18n.changeLanguage('ro');
    try {
      settingsServer({
        'GET /api/media/usage': { body: { usedBytes: 0.95 * GB, quotaBytes: GB, planId: 'free' } },
      });
      renderApp('/settings');
      const section = await screen.findByTestId('storage-usage');
      expect(await within(section).findByTestId('storage-text')).toHaveTextContent(
        '972,80 MB din 1,00 GB folosiți (95%)',
      );
      expect(within(section).getByTestId('storage-plan')).toHaveTextContent(/Aproape plin/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says when the storage cannot be loaded, with a retry', async () => {
    settingsServer({
      'GET /api/media/usage': { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } },
    });
    renderApp('/settings');
    const section = await screen.findByTestId('storage-usage');
    expect(await within(section).findByText('Your storage could not be loaded')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
