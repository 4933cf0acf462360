import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { MyPlanAccess, PlanAccessMatrix } from '@forja/contracts';
import { mockFetch, signedInAs } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';

const all = {
  article: true,
  image: true,
  videoScript: true,
  video: true,
  voiceOver: true,
  socialPosts: true,
};
const MATRIX: PlanAccessMatrix = {
  plans: [
    { planId: 'free', planName: 'Free', studios: { ...all, video: false }, api: true },
    { planId: 'start', planName: 'Start', studios: all, api: true },
    { planId: 'plus', planName: 'Plus', studios: all, api: true },
    { planId: 'pro', planName: 'Pro', studios: all, api: true },
  ],
  updatedAt: null,
};

describe('Plan access', () => {
  it('saves the whole matrix with the changed box', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'GET /api/auth/get-session': signedInAs({ isAdmin: true }),
      'GET /api/admin/plan-access': { body: MATRIX },
      'PUT /api/admin/plan-access': ({ body }) => {
        bodies.push(body);
        return { body: { ...MATRIX, updatedAt: '2026-11-26T00:00:00.000Z' } };
      },
      'GET /api/plan-access/mine': { body: { planId: 'free', planName: 'Free', studios: all } },
    });
    const { user } = renderApp('/backend/plan-access');
    const box = await screen.findByRole('checkbox', { name: 'Images on the Free plan' });
    expect(screen.getByRole('checkbox', { name: 'Videos on the Free plan' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.click(box);
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Studio access saved.')).toBeInTheDocument();
    const sent = bodies[0] as { access: Record<string, Record<string, boolean>> };
    expect(sent.access.free).toEqual({ ...all, video: false, image: false });
    expect(sent.access.pro).toEqual(all);
    expect((bodies[0] as { api: unknown }).api).toEqual({ free: true, start: true, plus: true, pro: true });
  });

  it('turns the API off for a plan and sends it with the studios', async () => {
    const bodies: unknown[] = [];
    mockFetch({
      'GET /api/auth/get-session': signedInAs({ isAdmin: true }),
      'GET /api/admin/plan-access': { body: MATRIX },
      'PUT /api/admin/plan-access': ({ body }) => {
        bodies.push(body);
        const { api } = body as { api: Record<string, boolean> };
        return {
          body: {
            plans: MATRIX.plans.map((p) => ({ ...p, api: api[p.planId] })),
            updatedAt: '2026-11-26T00:00:00.000Z',
          },
        };
      },
      'GET /api/plan-access/mine': { body: { planId: 'free', planName: 'Free', studios: all } },
    });
    const { user } = renderApp('/backend/plan-access');
    expect(await screen.findByRole('columnheader', { name: 'API' })).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'API tokens on the Free plan' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
    // Discard puts the saved value back.
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByRole('checkbox', { name: 'API tokens on the Free plan' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'API tokens on the Free plan' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Studio access saved.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      access: Object.fromEntries(MATRIX.plans.map((p) => [p.planId, p.studios])),
      api: { free: false, start: true, plus: true, pro: true },
    });
    expect(screen.getByRole('checkbox', { name: 'API tokens on the Free plan' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  });
});

describe('Plan access summary', () => {
  it('says in words what the ticks say, and follows a change before it is saved', async () => {
    const matrix: PlanAccessMatrix = {
      plans: [
        { planId: 'free', planName: 'Free', studios: all, api: true },
        {
          planId: 'start',
          planName: 'Start',
          studios: { ...all, voiceOver: false, video: false },
          api: true,
        },
        { planId: 'plus', planName: 'Plus', studios: all, api: true },
        { planId: 'pro', planName: 'Pro', studios: all, api: true },
      ],
      updatedAt: '2026-11-26T00:00:00.000Z',
    };
    mockFetch({
      'GET /api/auth/get-session': signedInAs({ isAdmin: true }),
      'GET /api/admin/plan-access': { body: matrix },
      'GET /api/plan-access/mine': { body: { planId: 'free', planName: 'Free', studios: all } },
    });
    const { user } = renderApp('/backend/plan-access');
    const summary = await screen.findByTestId('plan-access-summary');
    expect(screen.getByRole('checkbox', { name: 'Videos on the Free plan' })).toBeChecked();
    expect(summary).toHaveTextContent('The Free, Plus, and Pro plans include every studio.');
    expect(summary).toHaveTextContent('The Start plan includes every studio except Videos and Voice-overs.');
    expect(summary).not.toHaveTextContent(/except Videos on Free/);

    await user.click(screen.getByRole('checkbox', { name: 'Images on the Free plan' }));
    expect(summary).toHaveTextContent('The Plus and Pro plans include every studio.');
    expect(summary).toHaveTextContent('The Free plan includes every studio except Images.');
  });
});

describe('A studio the plan does not include', () => {
  it('shows the upgrade notice with a link to the plans instead of the wizard', async () => {
    const mine: MyPlanAccess = { planId: 'free', planName: 'Free', studios: { ...all, videoScript: false } };
    mockFetch({
      'GET /api/auth/get-session': signedInAs(),
      'GET /api/plan-access/mine': { body: mine },
    });
    renderApp('/generate-video-script');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Upgrade to use Video scripts' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your Free plan does not include this studio/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });
});
