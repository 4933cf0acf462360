import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { SOCIAL_PLATFORM_NAMES, type SavedSocialPosts } from '@forja/contracts';
import { ArchiveList } from '@/components/archive/archive-list';
import { ExpandableCardToggle } from '@/components/archive/expandable-card-toggle';
import { DeleteButton } from '@/components/feedback/delete-button';
import { DemoGeneratorNotice } from '@/components/feedback/demo-generator-notice';
import type { ArchivePage } from '@/lib/api/archive-list';
import { useStudios } from '@/lib/studio';
import { relativeTime } from '@/lib/relative-time';
import { useDeleteSocialPosts, useSavedSocialPosts } from '../api/social-posts';
import { CopyPostButton } from './posts-step';

/** The dashboard's social posts section: the archive on its data. */
export function SocialPostsArchiveSection() {
  const [search, setSearch] = useState('');
  const remove = useDeleteSocialPosts();
  // The studio's own path, as the list of studios declares it.
  const studioPath = useStudios().find((studio) => studio.id === 'socialPosts')?.screen.path ?? '/';
  return (
    <SocialPostsArchive
      list={useSavedSocialPosts(search)}
      search={search}
      onSearch={setSearch}
      onDelete={(id) => remove.mutateAsync(id)}
      studioPath={studioPath}
    />
  );
}

export interface SocialPostsArchiveProps {
  /** The saved posts for `search`, newest first, a page at a time. */
  list: UseInfiniteQueryResult<InfiniteData<ArchivePage<SavedSocialPosts>>>;
  search: string;
  onSearch: (text: string) => void;
  onDelete: (id: string) => Promise<unknown>;
  /** Where the empty state's button goes: the studio. */
  studioPath: string;
}

/** The social posts archive: sets of posts newest first, searched by title or text, one open at a time. */
export function SocialPostsArchive({
  list,
  search,
  onSearch,
  onDelete,
  studioPath,
}: SocialPostsArchiveProps) {
  const { t } = useTranslation('social-posts', { keyPrefix: 'archive' });
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <ArchiveList
      testId="social-posts-archive"
      list={list}
      search={search}
      onSearch={onSearch}
      searchId="social-posts-search"
      t={t}
      gridClassName="grid gap-3"
      skeleton={{ bars: ['h-5 w-2/3', 'h-4 w-full'], count: 3 }}
      empty={{ icon: Share2, to: studioPath }}
      renderItem={(item) => (
        <SavedPostsCard
          item={item}
          expanded={openId === item.id}
          onToggle={() => setOpenId((open) => (open === item.id ? null : item.id))}
          onDelete={() => onDelete(item.id)}
        />
      )}
    />
  );
}

interface SavedPostsCardProps {
  item: SavedSocialPosts;
  expanded: boolean;
  onToggle: () => void;
  onDelete: () => Promise<unknown>;
}

/** A saved set: its title, platforms, what it came from and when; opened, each post with Copy. */
export function SavedPostsCard({ item, expanded, onToggle, onDelete }: SavedPostsCardProps) {
  const { t, i18n } = useTranslation('social-posts');
  const bodyId = `saved-posts-${item.id}`;
  const platforms = item.posts.map((post) => SOCIAL_PLATFORM_NAMES[post.platform]).join(' · ');
  return (
    <article className="grid gap-2 rounded-lg border bg-card p-4" data-testid="saved-posts">
      <ExpandableCardToggle
        title={item.title}
        expanded={expanded}
        onToggle={onToggle}
        controls={bodyId}
        meta={
          <span className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
            <span>{platforms}</span>
            {item.source && <span>{t(`archive.fromSource.${item.source.studio}`)}</span>}
            <time dateTime={item.createdAt}>{relativeTime(item.createdAt, i18n.resolvedLanguage)}</time>
          </span>
        }
      />
      <div id={bodyId}>
        {expanded ? (
          <ul className="grid gap-3">
            {item.posts.map((post) => (
              <li key={post.platform} className="grid gap-2 rounded-md border p-3">
                <div className="flex items-center justify-between gap-2">
                  <h3 className="text-sm font-semibold">{SOCIAL_PLATFORM_NAMES[post.platform]}</h3>
                  <CopyPostButton post={post} variant="ghost" />
                </div>
                <p className="text-sm break-words whitespace-pre-line">{post.text}</p>
                {post.hashtags.length > 0 && (
                  <p className="text-sm break-words text-primary">
                    {post.hashtags.map((tag) => `#${tag}`).join(' ')}
                  </p>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="line-clamp-2 text-sm text-muted-foreground">{item.posts[0]?.text}</p>
        )}
      </div>
      <DemoGeneratorNotice demo={item.demo} />
      <div className="flex flex-wrap items-center gap-1">
        <DeleteButton namespace="social-posts" onDelete={onDelete} />
      </div>
    </article>
  );
}
