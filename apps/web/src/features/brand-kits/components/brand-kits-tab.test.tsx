import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BrandKit, BrandKitBody } from '@forja/contracts';
import { renderApp } from '@/test/render-app';
import { brandKit } from '@/test/brand-kit-fixtures';
import { signedInAs, type MockHandler } from '@/test/mock-fetch';
import { settingsServer } from '@/test/settings-test-server';

const OWN = brandKit({ name: 'Acme', language: 'ro', tone: 'friendly', isDefault: true, keywords: ['acme'] });
const TEAM = brandKit({ name: 'Company voice', team: true, editable: false, tone: 'formal' });

/** The settings server with a brand kits API over `kits` (the list the tab reads again after each change). */
function kitsServer(initial: BrandKit[], overrides: Record<string, MockHandler> = {}) {
  let kits = [...initial];
  const saved = (id: string, body: BrandKitBody): BrandKit => ({
    ...brandKit(body as Partial<BrandKit>),
    ...body,
    id,
    keywords: body.keywords ?? [],
    avoidWords: body.avoidWords ?? [],
  });
  const routes: Record<string, MockHandler> = {
    'GET /api/brand-kits': () => ({ body: { items: kits } }),
    'POST /api/brand-kits': ({ body }) => {
      const kit = saved('00000000-0000-4000-8000-0000000000ff', body as BrandKitBody);
      kits = [...kits, kit];
      return { status: 201, body: kit };
    },
  };
  for (const kit of initial) {
    routes[`PUT /api/brand-kits/${kit.id}`] = ({ body }) => {
      const next = saved(kit.id, body as BrandKitBody);
      kits = kits.map((k) =>
        k.id === kit.id ? next : { ...k, isDefault: next.isDefault ? false : k.isDefault },
      );
      return { body: next };
    };
    routes[`DELETE /api/brand-kits/${kit.id}`] = () => {
      kits = kits.filter((k) => k.id !== kit.id);
      return { status: 204 };
    };
    routes[`POST /api/brand-kits/${kit.id}/duplicate`] = () => {
      const copy = {
        ...kit,
        id: '00000000-0000-4000-8000-0000000000ee',
        name: `${kit.name} (copy)`,
        team: false,
        editable: true,
        isDefault: false,
      };
      kits = [...kits, copy];
      return { status: 201, body: copy };
    };
  }
  return settingsServer({ ...routes, ...overrides });
}

async function openTab() {
  const app = renderApp('/settings?tab=brand-kits');
  await screen.findByRole('tab', { name: 'Brand kits', selected: true });
  return app;
}

const card = (name: string) => screen.getByRole('group', { name: `Actions for ${name}` });

describe('Settings -> Brand kits', () => {
  it('lists the own and the team kits with their badges; a team kit opens read-only', async () => {
    kitsServer([OWN, TEAM]);
    const { user } = await openTab();
    const list = await screen.findByRole('list', { name: 'Brand kits' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Acme');
    expect(items[0]).toHaveTextContent('Default');
    expect(items[0]).toHaveTextContent('Romanian · Friendly');
    expect(items[1]).toHaveTextContent('Team');
    // Not the user's to change: view and duplicate only.
    expect(within(card('Company voice')).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(card('Company voice')).getByRole('button', { name: 'View' }));
    expect(await screen.findByText(/A team kit, kept by an administrator/)).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    // Back on the list, the keyboard goes on from its first control.
    // The form's own Close (a notice's close button may be on the page too).
    const form = screen.getByLabelText('Name').closest('form')!;
    await user.click(within(form).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'New brand kit' })).toHaveFocus();
  });

  it('shows an empty state, and an error with Retry when the list cannot be read', async () => {
    let fail = true;
    kitsServer([], {
      'GET /api/brand-kits': () =>
        fail ? { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } } : { body: { items: [] } },
    });
    const { user } = await openTab();
    expect(await screen.findByText('Your brand kits could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No brand kits yet')).toBeInTheDocument();
  });

  it('creates a kit: the name is required (in words), the word lists are sent as lists', async () => {
    const server = kitsServer([]);
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'New brand kit' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();
    // Members do not see the team option.
    expect(screen.queryByLabelText('Team kit (every user sees it)')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create brand kit' }));
    expect(await screen.findByText('Name cannot be empty.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name cannot be empty.');
    expect(server.callsTo('POST', '/api/brand-kits')).toHaveLength(0);

    await user.type(screen.getByLabelText('Name'), 'Bakery');
    await user.type(screen.getByLabelText('Keywords to use'), 'bread, fresh ,, local');
    expect(screen.getByText('Separate them with commas: 3 of at most 20.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Words to avoid'), 'cheap');
    await user.click(screen.getByLabelText('Default kit (every studio starts from it)'));
    await user.click(screen.getByRole('button', { name: 'Create brand kit' }));

    await waitFor(() => expect(server.callsTo('POST', '/api/brand-kits')).toHaveLength(1));
    expect(server.bodyOf(server.callsTo('POST', '/api/brand-kits')[0])).toMatchObject({
      name: 'Bakery',
      keywords: ['bread', 'fresh', 'local'],
      avoidWords: ['cheap'],
      isDefault: true,
      team: false,
    });
    // Back on the list, which shows the new kit.
    expect(await screen.findByRole('group', { name: 'Actions for Bakery' })).toBeInTheDocument();
  });

  it('offers administrators a team kit', async () => {
    kitsServer([], { 'GET /api/auth/get-session': signedInAs({ role: 'admin', isAdmin: true }) });
    const { user } = await openTab();
    await user.click(await screen.findByRole('button', { name: 'New brand kit' }));
    const team = screen.getByLabelText('Team kit (every user sees it)');
    await user.click(team);
    expect(team).toBeChecked();
    // A team kit is nobody's default.
    expect(screen.queryByLabelText('Default kit (every studio starts from it)')).not.toBeInTheDocument();
  });

  it('edits a kit with the keyboard and saves the whole body', async () => {
    const server = kitsServer([OWN]);
    const { user } = await openTab();
    await screen.findByRole('list', { name: 'Brand kits' });
    await user.click(within(card('Acme')).getByRole('button', { name: 'Edit' }));
    const name = screen.getByLabelText('Name');
    expect(name).toHaveValue('Acme');
    await user.clear(name);
    await user.type(name, 'Acme Co{Enter}');
    await waitFor(() => expect(server.callsTo('PUT', `/api/brand-kits/${OWN.id}`)).toHaveLength(1));
    expect(server.bodyOf(server.callsTo('PUT', `/api/brand-kits/${OWN.id}`)[0])).toMatchObject({
      name: 'Acme Co',
      language: 'ro',
      tone: 'friendly',
      keywords: ['acme'],
      isDefault: true,
    });
    expect(await screen.findByRole('group', { name: 'Actions for Acme Co' })).toBeInTheDocument();
  });

  it('makes another kit the default: the whole kit goes back with isDefault, the badge moves', async () => {
    const other = brandKit({ name: 'Side project', avoidWords: ['cheap'] });
    const server = kitsServer([OWN, other]);
    const { user } = await openTab();
    await screen.findByRole('list', { name: 'Brand kits' });
    // The default has nothing to make default.
    expect(within(card('Acme')).queryByRole('button', { name: 'Make default' })).not.toBeInTheDocument();
    await user.click(within(card('Side project')).getByRole('button', { name: 'Make default' }));
    await waitFor(() => expect(server.callsTo('PUT', `/api/brand-kits/${other.id}`)).toHaveLength(1));
    expect(server.bodyOf(server.callsTo('PUT', `/api/brand-kits/${other.id}`)[0])).toMatchObject({
      name: 'Side project',
      avoidWords: ['cheap'],
      isDefault: true,
    });
    await waitFor(() =>
      expect(within(card('Acme')).getByRole('button', { name: 'Make default' })).toBeInTheDocument(),
    );
  });

  it('duplicates a team kit into a kit of ones own', async () => {
    const server = kitsServer([TEAM]);
    const { user } = await openTab();
    await screen.findByRole('list', { name: 'Brand kits' });
    await user.click(within(card('Company voice')).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() =>
      expect(server.callsTo('POST', `/api/brand-kits/${TEAM.id}/duplicate`)).toHaveLength(1),
    );
    const copy = await screen.findByRole('group', { name: 'Actions for Company voice (copy)' });
    expect(within(copy).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('deletes only after the confirmation; Cancel keeps the kit', async () => {
    const server = kitsServer([OWN]);
    const { user } = await openTab();
    await screen.findByRole('list', { name: 'Brand kits' });
    await user.click(within(card('Acme')).getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete “Acme”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE', `/api/brand-kits/${OWN.id}`)).toHaveLength(0);

    await user.click(within(card('Acme')).getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete “Acme”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No brand kits yet')).toBeInTheDocument();
    expect(server.callsTo('DELETE', `/api/brand-kits/${OWN.id}`)).toHaveLength(1);
  });
});
