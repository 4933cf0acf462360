import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { BATCH_CSV_MAX_BYTES, type BatchSource } from '@forja/contracts';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { mockFetch, type MockHandler } from '@/test/mock-fetch';
import { createTestQueryClient } from '@/test/render-app';
import { batchDraftStore } from '../model/batch-draft';
import { BATCH_ID, KIT_ID, batch, brandKit, preview, row } from '../test-data';
import { NewBatchPage } from './new-batch-page';

/* The new batch: the source, the kit, the preview with its problems and cost, and Start. */

function renderPage(path = '/batches/new?studio=article') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  const router = createMemoryRouter(
    [
      { path: '/batches/new', element: <NewBatchPage /> },
      { path: '/batches/:batchId', element: <p>Batch page</p> },
      { path: '/batches', element: <p>Batches</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, user: userEvent.setup() };
}

function server(routes: Record<string, MockHandler> = {}) {
  const sent: BatchSource[] = [];
  const fetch = mockFetch({
    'GET /api/brand-kits': {
      body: {
        items: [
          brandKit(),
          brandKit({
            id: '1a2b3c4d-0000-4000-8000-000000000001',
            name: 'Shared',
            isDefault: false,
            team: true,
            editable: false,
          }),
        ],
      },
    },
    'POST /api/batches/preview': ({ body }) => {
      sent.push(body as BatchSource);
      return { body: preview() };
    },
    ...routes,
  });
  return { fetch, sent };
}

afterEach(() => {
  batchDraftStore.forgetInMemory();
});

describe('NewBatchPage', () => {
  it('previews a typed list with the default kit and shows each row with its problems per column', async () => {
    const { sent } = server({
      'POST /api/batches/preview': ({ body }) => {
        sent.push(body as BatchSource);
        return {
          body: preview({
            valid: false,
            rows: [
              preview().rows[0]!,
              {
                line: 2,
                label: 'Short',
                values: { idea: 'Short', tone: 'angry' },
                cost: 2,
                errors: [
                  { column: 'idea', code: 'idea_min_length' },
                  { column: 'tone', code: 'invalid' },
                ],
              },
            ],
          }),
        };
      },
    });
    const { user } = renderPage();
    await user.type(
      await screen.findByLabelText('Ideas, one per line'),
      'How small bakeries can win customers{Enter}Short',
    );
    // The user's default kit is chosen before the preview can be asked for.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Brand kit' })).toHaveTextContent('Bakery'),
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const second = await screen.findByTestId('preview-row-2');
    expect(
      within(second).getByText('idea: Describe your idea in more than 10 characters.'),
    ).toBeInTheDocument();
    expect(within(second).getByText('tone: This value is not valid.')).toBeInTheDocument();
    expect(within(screen.getByTestId('preview-row-1')).getByText('Ready')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        studio: 'article',
        format: 'lines',
        content: 'How small bakeries can win customers\nShort',
        brandKitId: KIT_ID,
        autoSave: false,
      },
    ]);
    const start = screen.getByRole('button', { name: /Start the batch/ });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(
      '1 row has a problem. Fix it in the list or the file, then preview again.',
    );
  });

  it('keeps Start disabled when the credits do not cover the total, and says so', async () => {
    server({
      'POST /api/batches/preview': { body: preview({ totalCost: 40, available: 12, enough: false }) },
    });
    const { user } = renderPage();
    await user.type(
      await screen.findByLabelText('Ideas, one per line'),
      'How small bakeries can win customers',
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const summary = await screen.findByTestId('batch-preview-summary');
    expect(within(summary).getByText('40 credits')).toBeInTheDocument();
    expect(within(summary).getByText('12 credits')).toBeInTheDocument();
    const start = within(summary).getByRole('button', { name: /Start the batch/ });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription(
      'Not enough credits: the batch costs 40 and you have 12 available.',
    );
  });

  it('names the line of a CSV the server refuses, and refuses a file over 1 MB before sending it', async () => {
    const { sent } = server({
      'POST /api/batches/preview': ({ body }) => {
        sent.push(body as BatchSource);
        return {
          status: 400,
          body: {
            code: 'BATCH_SOURCE_INVALID',
            message: 'The list cannot be read',
            details: { reason: 'unclosed_quote', line: 4 },
          },
        };
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('radio', { name: 'A CSV file' }));
    const input = screen.getByLabelText('CSV file');
    const csv = 'idea,title\n"An idea that is long enough,A title\n';
    await user.upload(input, new File([csv], 'ideas.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Chosen file: ideas.csv')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Line 4: a quote is left open.')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ format: 'csv', content: btoa(csv) });

    await user.upload(
      input,
      new File([new Uint8Array(BATCH_CSV_MAX_BYTES + 1)], 'big.csv', { type: 'text/csv' }),
    );
    expect(
      await screen.findByText('The file is larger than 1 MB. Split it into smaller files.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    expect(sent).toHaveLength(1);
  });

  it('starts the batch and opens its page; the typed list survives a reload until then', async () => {
    const created: BatchSource[] = [];
    server({
      'POST /api/batches': ({ body }) => {
        created.push(body as BatchSource);
        return { status: 201, body: batch([row()], { studio: 'article' }) };
      },
    });
    const first = renderPage();
    await first.user.type(
      await screen.findByLabelText('Ideas, one per line'),
      'How small bakeries can win customers',
    );
    await first.user.click(screen.getByLabelText('Save results to the archive automatically'));
    first.unmount();
    batchDraftStore.flush();
    batchDraftStore.forgetInMemory();

    const { user, router } = renderPage();
    expect(await screen.findByLabelText('Ideas, one per line')).toHaveValue(
      'How small bakeries can win customers',
    );
    expect(screen.getByLabelText('Save results to the archive automatically')).toBeChecked();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Preview' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Start the batch (2 rows)' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/batches/${BATCH_ID}`));
    expect(created).toEqual([
      {
        studio: 'article',
        format: 'lines',
        content: 'How small bakeries can win customers',
        brandKitId: KIT_ID,
        autoSave: true,
      },
    ]);
  });

  it('offers the CSV template built from the studio columns', async () => {
    server();
    renderPage('/batches/new?studio=video');
    const link = await screen.findByRole('link', { name: 'Download a CSV template' });
    const csv = decodeURIComponent(link.getAttribute('href')!.split(',').slice(1).join(','));
    expect(csv.split('\r\n')[0]).toBe('idea,title,scenes,seconds,voice,format,language,style');
    expect(link).toHaveAttribute('download', 'video-batch-template.csv');
    expect(
      screen.getByText(
        'Columns this studio accepts: idea, title, scenes, seconds, voice, format, language, style. Only idea is required.',
      ),
    ).toBeInTheDocument();
  });
});
