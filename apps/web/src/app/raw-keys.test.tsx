import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  AUDIT_ACTIONS,
  GENERATION_KINDS,
  GENERATION_STATUSES,
  SETUP_ITEM_IDS,
  VIDEO_RESOLUTIONS,
  VOICES,
  type AdminStats,
  type AdminUserDetail,
  type AuditEvent,
  type SavedVoiceOver,
  type VideoRecord,
} from '@forja/contracts';
import { freeCredits } from '@/test/fixtures';
import { recordMissingKeys } from '@/test/missing-keys';
import { mockFetch, signedInAs, type MockHandler } from '@/test/mock-fetch';
import { renderApp } from '@/test/render-app';
import { FREE } from '@/test/billing-test-server';

/*
 * Internal names never reach the screen (issue 21: "video", "voiceOver", "instagram-story",
 * "es-ES-ElviraNeural"): each screen that shows a kind, a ledger reason, an audit action, a
 * video format or a voice is rendered with every value the server can send, and neither a
 * text missing from the catalogues nor a raw name may appear.
 */

const KINDS = Object.keys(GENERATION_KINDS);
/** What the server writes in credit_ledger.reason (credits/credit-operations.repository.ts, migration 0001). */
const LEDGER_REASONS = [
  'signup_grant',
  'admin_grant',
  'generation',
  'monthly_renewal',
  'subscription_invoice',
];
/** Modes the setup checklist reports (admin-overview/setup-checklist.service.ts). */
const SETUP_MODES = [
  'builtin',
  'webhook',
  'openai',
  'smtp',
  'outbox',
  'local',
  's3',
  'stripe',
  'test',
  'none',
  'system',
  'npm',
  'oauth',
  'perUser',
];
/** Names that cannot be ordinary words (plain ones such as "video" are caught as missing texts). */
const RAW = [...KINDS, ...LEDGER_REASONS, ...AUDIT_ACTIONS, ...VIDEO_RESOLUTIONS, ...VOICES].filter((name) =>
  /[A-Z_.-]/.test(name),
);
const when = '2026-11-20T10:00:00.000Z';

let recorder: ReturnType<typeof recordMissingKeys>;
beforeEach(() => {
  recorder = recordMissingKeys();
});
afterEach(() => recorder.stop());

function expectNoRawNames() {
  expect([...new Set(recorder.missing)]).toEqual([]);
  const text = document.body.textContent ?? '';
  expect(RAW.filter((raw) => text.includes(raw))).toEqual([]);
}

const admin = (routes: Record<string, MockHandler>) =>
  mockFetch({ 'GET /api/auth/get-session': signedInAs({ isAdmin: true, role: 'owner' }), ...routes });

describe('no internal name on screen', () => {
  it('back-office overview: every kind in the chart table, every setup item and mode', async () => {
    const stats: AdminStats = {
      totalUsers: 1,
      activeUsers: 1,
      generations: { current: KINDS.length, previous: 0, changePercent: null },
      batches: { current: 0, previous: 0, changePercent: null, rowsRun: 0, rowsFailed: 0 },
      mrr: [],
      kinds: KINDS,
      days: [
        {
          date: '2026-11-20',
          byKind: Object.fromEntries(KINDS.map((k) => [k, 1])),
          total: KINDS.length,
          creditsSpent: 3,
        },
      ],
      generatedAt: when,
    };
    admin({
      'GET /api/admin/stats': { body: stats },
      'GET /api/admin/setup': {
        body: {
          items: SETUP_ITEM_IDS.map((id, i) => ({
            id,
            state: (['ready', 'fallback', 'missing'] as const)[i % 3],
            mode: SETUP_MODES[i % SETUP_MODES.length],
            detail: null,
            envVars: [],
            registerUrls: [],
          })),
        },
      },
    });
    renderApp('/backend');
    await screen.findByRole('table', { name: /Generations per day by kind/ }, { timeout: 15_000 });
    await screen.findByText('Setup checklist');
    expectNoRawNames();
  });

  it("a user's history: every ledger reason, every kind and status", async () => {
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
      ledger: LEDGER_REASONS.map((reason, i) => ({
        id: `l${i}`,
        amount: 5,
        reason,
        reference: null,
        balanceAfter: 10,
        createdAt: when,
      })),
      generations: KINDS.flatMap((kind, i) =>
        GENERATION_STATUSES.map((status, j) => ({
          id: `g${i}-${j}`,
          kind,
          status,
          cost: 1,
          startedAt: when,
        })),
      ),
      subscription: { ...FREE, renewsAt: null },
      invoices: [],
    };
    admin({ 'GET /api/admin/users/u2': { body: detail } });
    renderApp('/backend/users/u2');
    await screen.findByRole('heading', { level: 1, name: 'Ion Pop' });
    expectNoRawNames();
  });

  it('the audit log: every action', async () => {
    const details: Record<string, Record<string, unknown>> = {
      'credits.added': { amount: 5, description: 'Support', balance: 15 },
      'role.changed': { from: 'user', to: 'support' },
      'settings.changed': { section: 'generation', changed: ['articleProvider'] },
      'brand_kit.created': { kitId: 'k1', name: 'House style' },
      'brand_kit.updated': { kitId: 'k1', name: 'House style', team: true, wasTeam: true },
      'brand_kit.deleted': { kitId: 'k1', name: 'House style' },
    };
    const items: AuditEvent[] = AUDIT_ACTIONS.map((action, i) => ({
      id: `a${i}`,
      action,
      actor: { id: 'u1', email: 'owner@example.com' },
      target: { id: 'u2', email: 'ion@example.com' },
      details: details[action] ?? {},
      createdAt: when,
    }));
    admin({ 'GET /api/admin/audit': { body: { items, nextCursor: null } } });
    renderApp('/backend/audit');
    await screen.findByRole('list', { name: 'Audit log entries' });
    expectNoRawNames();
  });

  it('the video library: every format', async () => {
    const video = (resolution: string, i: number): VideoRecord => ({
      id: `0000000${i}-0000-4000-8000-000000000000`,
      title: `Clip ${i}`,
      prompt: `Clip ${i} prompt`,
      status: 'completed',
      source: 'local',
      fileSource: 'storage',
      url: `/files/${i}.mp4`,
      posterUrl: null,
      generationId: null,
      projectId: null,
      duration: 15,
      resolution,
      fileSize: 1000,
      scenesCount: 3,
      createdAt: when,
      completedAt: '2026-11-20T10:00:30.000Z',
      expiresAt: null,
      error: null,
      version: 1,
      parentVideoId: null,
      revisable: true,
      credits: [],
      demo: false,
    });
    mockFetch({
      'GET /api/auth/get-session': signedInAs(),
      'GET /api/credits': { body: freeCredits(50) },
      'GET /api/articles/count': { body: { count: 0 } },
      'GET /api/articles': { body: { items: [], nextCursor: null } },
      'GET /api/images/count': { body: { count: 0 } },
      'GET /api/video-scripts/count': { body: { count: 0 } },
      'GET /api/videos/count': { body: { count: VIDEO_RESOLUTIONS.length } },
      'GET /api/videos': { body: { items: VIDEO_RESOLUTIONS.map(video), nextCursor: null } },
    });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Video Library/ }, { timeout: 5000 }));
    expect(await screen.findAllByTestId('video-card')).toHaveLength(VIDEO_RESOLUTIONS.length);
    expectNoRawNames();
  });

  it('the audio archive: every studio voice', async () => {
    const saved = (voice: string, i: number): SavedVoiceOver => ({
      id: `0000000${i}-0000-4000-8000-00000000000a`,
      title: `Recording ${i}`,
      text: 'Hello there.',
      voice,
      speed: 1,
      pitch: 0,
      engine: 'espeak-ng',
      durationMs: 2500,
      mp3Url: null,
      wavUrl: null,
      generationId: null,
      demo: false,
      createdAt: when,
    });
    mockFetch({
      'GET /api/auth/get-session': signedInAs(),
      'GET /api/credits': { body: freeCredits(50) },
      'GET /api/articles/count': { body: { count: 0 } },
      'GET /api/articles': { body: { items: [], nextCursor: null } },
      'GET /api/images/count': { body: { count: 0 } },
      'GET /api/video-scripts/count': { body: { count: 0 } },
      'GET /api/videos/count': { body: { count: 0 } },
      'GET /api/voice-overs/count': { body: { count: VOICES.length } },
      'GET /api/voice-overs': { body: { items: VOICES.map(saved), nextCursor: null } },
    });
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: /Audio archive/ }, { timeout: 5000 }));
    expect(await screen.findAllByTestId('saved-voice-over')).toHaveLength(VOICES.length);
    expect(screen.getByText(/Elvira \(Spanish, Spain\)/)).toBeInTheDocument();
    expectNoRawNames();
  });
});
