import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, FileDown, Save } from 'lucide-react';
import { fitsSocialLimit, type SocialPlatform, type SocialPost } from '@forja/contracts';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { postsFileName, postsToText } from '../model/posts-draft';
import { PostCard } from './post-card';

export type SaveState = 'idle' | 'saving' | 'saved';

export interface PostsStepProps {
  posts: SocialPost[];
  /** The title they are saved and downloaded under. */
  title: string;
  onEdit: (platform: SocialPlatform, patch: Partial<Pick<SocialPost, 'text' | 'hashtags'>>) => void;
  onSave: () => void;
  saveState: SaveState;
  /** Already translated, shown under the posts while saving is possible again. */
  saveError?: string;
  /** Under the posts: e.g. the demo generator notice. */
  notice?: ReactNode;
}

/** Step 4: every post to edit and copy, download them all as .txt, save them to the archive. */
export function PostsStep({ posts, title, onEdit, onSave, saveState, saveError, notice }: PostsStepProps) {
  const { t } = useTranslation('social-posts');
  const valid = posts.every((post) => post.text.trim() !== '' && fitsSocialLimit(post.platform, post));
  const download = () => {
    const text = postsToText(posts);
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    Object.assign(document.createElement('a'), { href: url, download: postsFileName(title) }).click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="grid gap-4">
      <ul className="grid gap-3 lg:grid-cols-2" aria-label={t('posts.listLabel')}>
        {posts.map((post) => (
          <li key={post.platform} className="min-w-0">
            <PostCard post={post} onChange={(patch) => onEdit(post.platform, patch)} />
          </li>
        ))}
      </ul>
      {notice}
      {saveError && saveState === 'idle' && (
        <Alert variant="destructive">
          <AlertDescription>
            {t('save.failed')} {saveError}
          </AlertDescription>
        </Alert>
      )}
      {!valid && <p className="text-sm text-destructive">{t('posts.fixFirst')}</p>}
      <div className="flex flex-wrap gap-2 border-t pt-4">
        <Button
          type="button"
          onClick={onSave}
          disabled={saveState !== 'idle' || !valid}
          aria-busy={saveState === 'saving' || undefined}
          data-testid="save-posts"
        >
          {saveState === 'saving' ? (
            <Spinner />
          ) : saveState === 'saved' ? (
            <Check aria-hidden="true" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {t(`save.${saveState}`)}
        </Button>
        <Button type="button" variant="outline" onClick={download}>
          <FileDown aria-hidden="true" />
          {t('posts.download')}
        </Button>
      </div>
    </div>
  );
}
