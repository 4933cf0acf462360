import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { AdminUserDetail, PlanAccessMatrix } from '@forja/contracts';
import { mockFetch, signedInAs, type MockHandler } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';
import { FREE } from '@/test/billing-test-server';

/*
 * /backend/permissions was 422 px wide on a 375 px phone (issue 21): its table scrolls inside
 * a box, but the cells' screen-reader texts are absolutely positioned, and an absolute element
 * is clipped by a scrolling box only when that box (or something inside it) is positioned. So a
 * sideways-scrolling box holding positioned content must itself be `relative`. (jsdom has no
 * layout: the widths were measured in Chromium; this test keeps the cause away.)
 */
/** Every box that scrolls a table sideways is positioned, so it clips what the table positions. */
function expectScrollBoxesContainTheirContent() {
  const boxes = [...document.querySelectorAll<HTMLElement>('.overflow-x-auto')].filter((box) =>
    box.querySelector('table'),
  );
  expect(boxes.length).toBeGreaterThan(0);
  expect(
    boxes.filter((box) => !box.classList.contains('relative')).map((box) => box.outerHTML.slice(0, 120)),
  ).toEqual([]);
}

const owner = (routes: Record<string, MockHandler>) =>
  mockFetch({ 'GET /api/auth/get-session': signedInAs({ isAdmin: true, role: 'owner' }), ...routes });

const all = {
  article: true,
  image: true,
  videoScript: true,
  video: true,
  voiceOver: true,
  socialPosts: true,
};
const when = '2026-11-20T10:00:00.000Z';

describe('tables that scroll sideways on a phone', () => {
  it('roles and permissions', async () => {
    owner({ 'GET /api/admin/staff': { body: { items: [] } } });
    renderApp('/backend/permissions');
    await screen.findByRole('table', { name: 'Permissions of each role' });
    expectScrollBoxesContainTheirContent();
  });

  it('plan access', async () => {
    const matrix: PlanAccessMatrix = {
      plans: (['free', 'start', 'plus', 'pro'] as const).map((planId) => ({
        planId,
        planName: planId,
        studios: all,
        api: true,
      })),
      updatedAt: null,
    };
    owner({
      'GET /api/admin/plan-access': { body: matrix },
      'GET /api/plan-access/mine': { body: { planId: 'free', planName: 'Free', studios: all } },
    });
    renderApp('/backend/plan-access');
    await screen.findByRole('checkbox', { name: 'Images on the Free plan' });
    expectScrollBoxesContainTheirContent();
  });

  it("a user's history", async () => {
    const detail: AdminUserDetail = {
      user: {
        id: 'u2',
        name: 'Ion Pop',
        email: 'ion@example.com',
        role: 'user',
        planId: 'free',
        planName: 'Free',
        credits: 10,
        status: 'active',
        createdAt: when,
      },
      ledger: [
        {
          id: 'l1',
          amount: 50,
          reason: 'signup_grant',
          reference: 'free',
          balanceAfter: 50,
          createdAt: when,
        },
      ],
      generations: [{ id: 'g1', kind: 'article', status: 'succeeded', cost: 2, startedAt: when }],
      subscription: { ...FREE, renewsAt: null },
      invoices: [],
    };
    owner({ 'GET /api/admin/users/u2': { body: detail } });
    renderApp('/backend/users/u2');
    await screen.findByRole('heading', { level: 1, name: 'Ion Pop' });
    expectScrollBoxesContainTheirContent();
  });
});
