import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { never } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';
import { PROFILE, settingsServer } from '@/test/settings-test-server';

const saveButton = () => screen.getByRole('button', { name: 'Save changes' });

async function openProfile() {
  const app = renderApp('/settings');
  await screen.findByDisplayValue('Ana Pop');
  return app;
}

describe('Profile form', () => {
  it('shows every profile field, the e-mail read-only with a note', async () => {
    settingsServer();
    await openProfile();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('ana@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Your email address cannot be changed.');
    expect(screen.getByLabelText('Address')).toHaveValue('Str. Lungă 1');
    expect(screen.getByLabelText('City')).toHaveValue('Brașov');
    expect(screen.getByLabelText('Country')).toHaveValue('Romania');
    expect(screen.getByLabelText('Company (optional)')).toHaveValue('');
    expect(screen.getByLabelText('CUI (optional)')).toHaveValue('');
  });

  it('keeps Save disabled while the profile loads', async () => {
    settingsServer({ 'GET /api/profile': never });
    renderApp('/settings');
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  });

  it('enables Save only when something changed and the name is not blank', async () => {
    settingsServer();
    const { user } = await openProfile();
    expect(saveButton()).toBeDisabled();

    await user.type(screen.getByLabelText('City'), ' Centru');
    expect(saveButton()).toBeEnabled();

    const name = screen.getByLabelText('Full name');
    await user.clear(name);
    expect(saveButton()).toBeDisabled();
    await user.type(name, '   ');
    expect(saveButton()).toBeDisabled();
  });

  it('disables Save while saving, then saves, toasts and shows the new name in the top bar', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = settingsServer();
    const patch = server.fetch.getMockImplementation();
    server.fetch.mockImplementation(async (input, init) => {
      if (init?.method === 'PATCH') await gate;
      return patch!(input, init);
    });
    const { user } = await openProfile();
    const name = screen.getByLabelText('Full name');
    await user.clear(name);
    await user.type(name, '  Ana Maria Pop ');
    await user.click(saveButton());

    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    release();

    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    expect(server.bodyOf(server.callsTo('PATCH', '/api/profile')[0])).toMatchObject({
      name: 'Ana Maria Pop',
    });
    expect(screen.getByLabelText('Full name')).toHaveValue('Ana Maria Pop');
    expect(saveButton()).toBeDisabled(); // saved values are the new baseline
    // Inputs hold values, not text: any text match is the top bar's name.
    expect(await screen.findByText('Ana Maria Pop')).toBeInTheDocument();
  });

  it('puts the server field errors on the fields', async () => {
    settingsServer({
      'PATCH /api/profile': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Invalid body',
          details: { fields: { city: ['field_too_long'] } },
        },
      },
    });
    const { user } = await openProfile();
    await user.type(screen.getByLabelText('City'), 'x');
    await user.click(saveButton());
    await waitFor(() =>
      expect(screen.getByLabelText('City')).toHaveAccessibleDescription('This text is too long.'),
    );
    expect(screen.getByLabelText('City')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Your profile could not be saved.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the profile cannot be loaded', async () => {
    let fail = true;
    settingsServer({
      'GET /api/profile': () =>
        fail ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } } : { body: PROFILE },
    });
    const { user } = renderApp('/settings');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByDisplayValue('Ana Pop')).toBeInTheDocument();
  });
});
