import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { can, ROLES } from '@forja/contracts';
import { BACK_OFFICE_SECTIONS } from '@/features/admin/components/back-office-nav';
import { paths } from '@/config/paths';
import { mockFetch, signedInAs } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

/*
 * Every back-office section the navigation hides from a role is closed to it at its address
 * too: the page says "Access restricted" and asks the server for nothing (no half-drawn page
 * with a failed load).
 */
const closed = ROLES.flatMap((role) =>
  BACK_OFFICE_SECTIONS.filter(
    (s) => s.permission && !can(role, s.permission) && s.to !== paths.backOffice,
  ).map((s) => [role, s.to] as const),
);

describe('back-office sections a role may not use', () => {
  it('covers the support role on the plan access page', () => {
    expect(closed).toContainEqual(['support', paths.backOfficePlanAccess]);
  });

  it.each(closed)('%s at %s sees "Access restricted" and nothing is loaded', async (role, path) => {
    const fetch = mockFetch({ 'GET /api/auth/get-session': signedInAs({ role, isAdmin: false }) });
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Access restricted' })).toBeInTheDocument();
    expect(fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/api/admin'))).toEqual(
      [],
    );
  });
});
