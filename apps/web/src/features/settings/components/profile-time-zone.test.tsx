import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '@/test/render-app';
import { PROFILE, settingsServer } from '@/test/settings-test-server';

async function openProfile() {
  const app = renderApp('/settings');
  await screen.findByDisplayValue('Ana Pop');
  return app;
}

describe('Profile time zone', () => {
  it('shows the saved zone with its offset, and says what it is used for', async () => {
    settingsServer();
    await openProfile();
    const select = screen.getByLabelText('Time zone');
    expect(select).toHaveValue('Europe/Bucharest');
    expect(select).toHaveAccessibleDescription(
      'Schedules are chosen in this time zone and the calendar shows times in it.',
    );
    // Every zone the platform knows, grouped by region, each with its offset now.
    const option = screen.getByRole('option', { name: /^Pacific\/Auckland \(UTC\+1[23]:00\)$/ });
    expect(option.closest('optgroup')).toHaveAttribute('label', 'Pacific');
    expect(screen.getByRole('option', { name: 'UTC (UTC+00:00)' })).toBeInTheDocument();
    expect(screen.getAllByRole('option').length).toBeGreaterThan(300);
  });

  it('saves the chosen zone with the profile', async () => {
    const server = settingsServer();
    const { user } = await openProfile();
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Pacific/Auckland');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    const patches = server.callsTo('PATCH', '/api/profile');
    expect(patches).toHaveLength(1);
    expect(server.bodyOf(patches[0])).toMatchObject({ timeZone: 'Pacific/Auckland', name: PROFILE.name });
    expect(server.state.profile.timeZone).toBe('Pacific/Auckland');
    expect(screen.getByLabelText('Time zone')).toHaveValue('Pacific/Auckland');
  });

  it('shows the server refusing a zone under the field, and keeps the choice', async () => {
    const server = settingsServer({
      'PATCH /api/profile': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid',
          details: { fields: { timeZone: ['time_zone_invalid'] } },
        },
      },
    });
    const { user } = await openProfile();
    await user.selectOptions(screen.getByLabelText('Time zone'), 'America/Sao_Paulo');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Choose a time zone from the list.')).toBeInTheDocument();
    expect(screen.getByLabelText('Time zone')).toHaveValue('America/Sao_Paulo');
    expect(server.state.profile.timeZone).toBe('Europe/Bucharest');
  });
});
