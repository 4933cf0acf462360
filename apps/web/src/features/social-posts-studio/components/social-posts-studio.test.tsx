import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SavedSocialPosts, SocialPlatform, SocialPost } from '@forja/contracts';
import type { ArchivePage } from '@/lib/api/archive-list';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { toast } from '@/lib/toast';
import { createTestQueryClient } from '@/test/render-app';
import { emptyPostsDraft, type PostsDraft } from '../model/posts-draft';
import { PlatformsStep } from './platforms-step';
import { PostsStep, type SaveState } from './posts-step';
import { SocialPostsArchive } from './social-posts-archive';
import { SourceStep, type SourceItem } from './source-step';

/* The social posts studio's steps and archive as components (docs/product/social-posts-studio.md). */

function renderWithProviders(element: React.ReactElement) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  const router = createMemoryRouter([{ path: '/', element }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** A step with its draft in state, as the page will hold it. */
function Stateful({
  children,
}: {
  children: (d: PostsDraft, set: (p: Partial<PostsDraft>) => void) => React.ReactNode;
}) {
  const [draft, setDraft] = useState(() => emptyPostsDraft('en'));
  return <>{children(draft, (patch) => setDraft((d) => ({ ...d, ...patch })))}</>;
}

const ITEMS: SourceItem[] = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    title: 'Sourdough for beginners',
    createdAt: new Date().toISOString(),
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    title: 'Croissants at dawn',
    createdAt: new Date().toISOString(),
  },
];

describe('SourceStep', () => {
  it('asks for an idea longer than 10 characters', async () => {
    const user = renderWithProviders(
      <Stateful>
        {(draft, set) => (
          <SourceStep
            draft={draft}
            onChange={set}
            showErrors
            onSubmit={() => {}}
            sources={{ items: [], failed: false, search: '', onSearch: () => {} }}
          />
        )}
      </Stateful>,
    );
    const idea = await screen.findByLabelText('What should the posts be about?');
    expect(screen.getByText('The idea must be longer than 10 characters.')).toBeInTheDocument();
    expect(idea).toHaveAttribute('aria-invalid', 'true');
    await user.type(idea, 'Fresh bread every morning');
    expect(screen.queryByText('The idea must be longer than 10 characters.')).not.toBeInTheDocument();
  });

  it('lists the saved items of the chosen archive and picks one with the keyboard', async () => {
    const onSearch = vi.fn();
    const changes: Partial<PostsDraft>[] = [];
    const user = renderWithProviders(
      <Stateful>
        {(draft, set) => (
          <SourceStep
            draft={draft}
            onChange={(patch) => {
              changes.push(patch);
              set(patch);
            }}
            showErrors
            onSubmit={() => {}}
            sources={{ items: ITEMS, failed: false, search: '', onSearch }}
          />
        )}
      </Stateful>,
    );
    await user.click(await screen.findByRole('radio', { name: 'Something I saved' }));
    expect(screen.getByText('Choose the item to write from.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Video scripts' }));
    expect(screen.getByRole('button', { name: 'Video scripts' })).toHaveAttribute('aria-pressed', 'true');
    const list = screen.getByRole('radiogroup', { name: 'Saved items to write from' });
    within(list).getAllByRole('radio')[0]!.focus();
    await user.keyboard('[Space]');
    expect(screen.getByTestId('chosen-source')).toHaveTextContent('Writing from: Sourdough for beginners');
    expect(changes.at(-1)).toEqual({
      source: { studio: 'videoScript', id: ITEMS[0]!.id, title: 'Sourdough for beginners' },
    });
    expect(screen.queryByText('Choose the item to write from.')).not.toBeInTheDocument();
  });

  it('says when nothing matches the search', async () => {
    const props = {
      draft: { ...emptyPostsDraft(), mode: 'source' as const },
      onChange: () => {},
      showErrors: false,
      onSubmit: () => {},
    };
    renderWithProviders(
      <SourceStep {...props} sources={{ items: [], failed: false, search: 'x', onSearch: () => {} }} />,
    );
    expect(await screen.findByText('Nothing matches this search.')).toBeInTheDocument();
  });

  it('says when the saved items could not be loaded', async () => {
    const draft = { ...emptyPostsDraft(), mode: 'source' as const };
    renderWithProviders(
      <SourceStep
        draft={draft}
        onChange={() => {}}
        showErrors={false}
        onSubmit={() => {}}
        sources={{ items: undefined, failed: true, search: '', onSearch: () => {} }}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your saved items.');
  });
});

describe('PlatformsStep', () => {
  it('shows each platform with its limit and hashtags, toggles them, and asks for one', async () => {
    const user = renderWithProviders(
      <Stateful>
        {(draft, set) => (
          <PlatformsStep
            draft={draft}
            onChange={set}
            showErrors
            costNote={<p>{draft.platforms.length} credits</p>}
          />
        )}
      </Stateful>,
    );
    const x = await screen.findByRole('checkbox', { name: /^X/ });
    expect(x.closest('label')).toHaveTextContent('Up to 280 characters · 2 hashtags');
    expect(screen.getByRole('checkbox', { name: /Facebook/ }).closest('label')).toHaveTextContent(
      'Up to 63,206 characters',
    );
    expect(screen.getByText('2 credits')).toBeInTheDocument();
    await user.click(x);
    await user.click(screen.getByRole('checkbox', { name: /LinkedIn/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose at least one platform.');
    await user.click(screen.getByRole('checkbox', { name: /Instagram/ }));
    expect(screen.getByText('1 credits')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('PostsStep', () => {
  const POSTS: SocialPost[] = [
    { platform: 'linkedin', text: 'A longer post about bread.', hashtags: ['bread', 'bakery'] },
    { platform: 'x', text: 'Fresh bread!', hashtags: ['bread'] },
  ];

  function Posts({ onSave = () => {}, saveState = 'idle' as SaveState }) {
    const [posts, setPosts] = useState(POSTS);
    const edit = (platform: SocialPlatform, patch: Partial<SocialPost>) =>
      setPosts((list) => list.map((p) => (p.platform === platform ? { ...p, ...patch } : p)));
    return <PostsStep posts={posts} title="Bread" onEdit={edit} onSave={onSave} saveState={saveState} />;
  }

  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:posts');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
    void toast.dismiss();
  });

  it('counts the characters live, hashtags included, and blocks saving over the limit', async () => {
    const onSave = vi.fn();
    const user = renderWithProviders(<Posts onSave={onSave} />);
    // "Fresh bread!" + blank line + "#bread" = 20.
    expect(await screen.findByTestId('count-x')).toHaveTextContent('20 / 280 characters');
    const text = screen.getByLabelText('X post');
    await user.clear(text);
    await user.click(text);
    await user.paste('b'.repeat(280));
    expect(screen.getByTestId('count-x')).toHaveTextContent('288 / 280 characters');
    expect(
      screen.getByText('8 characters over the X limit. Shorten the text or remove hashtags.'),
    ).toBeInTheDocument();
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('save-posts')).toBeDisabled();
    await user.clear(screen.getByLabelText('Hashtags', { selector: '#post-x-tags' }));
    expect(screen.getByTestId('count-x')).toHaveTextContent('280 / 280 characters');
    await user.click(screen.getByTestId('save-posts'));
    expect(onSave).toHaveBeenCalledOnce();
  });

  it('edits hashtags as typed text', async () => {
    const user = renderWithProviders(<Posts />);
    const tags = await screen.findByLabelText('Hashtags', { selector: '#post-linkedin-tags' });
    expect(tags).toHaveValue('#bread #bakery');
    await user.type(tags, ' #fresh');
    expect(screen.getByTestId('count-linkedin')).toHaveTextContent('49 / 3,000 characters');
  });

  it('copies a post as published and downloads them all as .txt', async () => {
    const user = renderWithProviders(<Posts />);
    // user-event's own clipboard stub, watched (and left as it was).
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy the X post' }));
    expect(writeText).toHaveBeenCalledWith('Fresh bread!\n\n#bread');
    writeText.mockRestore();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Download .txt' }));
    expect(click).toHaveBeenCalledOnce();
    expect(click.mock.instances[0]).toHaveAttribute('download', 'bread.txt');
    click.mockRestore();
  });

  it('says saved', async () => {
    renderWithProviders(
      <PostsStep posts={POSTS} title="t" onEdit={() => {}} onSave={() => {}} saveState="saved" />,
    );
    expect(await screen.findByTestId('save-posts')).toHaveTextContent('Saved');
    expect(screen.getByTestId('save-posts')).toBeDisabled();
  });

  it('tells a failed save and offers saving again', async () => {
    renderWithProviders(
      <PostsStep
        posts={POSTS}
        title="t"
        onEdit={() => {}}
        onSave={() => {}}
        saveState="idle"
        saveError="Network down."
      />,
    );
    expect(await screen.findByText('Could not save the posts. Network down.')).toBeInTheDocument();
    expect(screen.getByTestId('save-posts')).toBeEnabled();
  });
});

describe('SocialPostsArchive', () => {
  const item = (id: string, title: string): SavedSocialPosts => ({
    id,
    title,
    source: { studio: 'article', id: '33333333-3333-4333-8333-333333333333' },
    language: 'en',
    tone: 'friendly',
    posts: [
      { platform: 'linkedin', text: `${title} on LinkedIn`, hashtags: ['bread'] },
      { platform: 'x', text: `${title} on X`, hashtags: [] },
    ],
    generationId: null,
    demo: false,
    createdAt: new Date().toISOString(),
  });
  const list = (items: SavedSocialPosts[]) =>
    ({
      data: { pages: [{ items, nextCursor: null }], pageParams: [null] },
      isPending: false,
      hasNextPage: false,
    }) as unknown as UseInfiniteQueryResult<InfiniteData<ArchivePage<SavedSocialPosts>>>;

  it('shows the saved sets, opens one to read and copy its posts, and deletes after asking', async () => {
    const onDelete = vi.fn(() => Promise.resolve());
    const user = renderWithProviders(
      <SocialPostsArchive
        list={list([item('a', 'Bread'), item('b', 'Butter')])}
        search=""
        onSearch={() => {}}
        onDelete={onDelete}
        studioPath="/social-posts"
      />,
    );
    const cards = await screen.findAllByTestId('saved-posts');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('LinkedIn · X');
    expect(cards[0]).toHaveTextContent('From an article');
    const open = within(cards[0]!).getByRole('button', { name: /Bread/ });
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(within(cards[0]!).getByText('#bread')).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('button', { name: 'Copy the X post' })).toBeInTheDocument();
    await user.click(within(cards[1]!).getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith('b');
  });

  it('offers the studio when nothing is saved, and says when a search finds nothing', async () => {
    renderWithProviders(
      <SocialPostsArchive
        list={list([])}
        search=""
        onSearch={() => {}}
        onDelete={vi.fn()}
        studioPath="/social-posts"
      />,
    );
    expect(await screen.findByText('No saved posts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Write social posts' })).toHaveAttribute('href', '/social-posts');
  });
});
