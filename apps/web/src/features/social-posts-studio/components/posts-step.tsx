import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Copy, FileDown } from 'lucide-react';
import {
  composeSocialPost,
  fitsSocialLimit,
  SOCIAL_PLATFORM_NAMES,
  SOCIAL_POST_LIMITS,
  socialPostLength,
  type SocialPlatform,
  type SocialPost,
} from '@forja/contracts';
import { SaveStateButton, type SaveState } from '@/components/form/save-state-button';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { hashtagsFromInput, hashtagsToInput, postsFileName, postsToText } from '../model/posts-draft';

export type { SaveState };

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
        <SaveStateButton state={saveState} onSave={onSave} disabled={!valid} testId="save-posts">
          {t(`save.${saveState}`)}
        </SaveStateButton>
        <Button type="button" variant="outline" onClick={download}>
          <FileDown aria-hidden="true" />
          {t('posts.download')}
        </Button>
      </div>
    </div>
  );
}

export interface PostCardProps {
  post: SocialPost;
  onChange: (patch: Partial<Pick<SocialPost, 'text' | 'hashtags'>>) => void;
}

/** Copies a post as it would be published (text, blank line, hashtags), with a toast either way. */
export function CopyPostButton({
  post,
  variant = 'outline',
}: {
  post: SocialPost;
  variant?: 'outline' | 'ghost';
}) {
  const { t } = useTranslation('social-posts');
  const copy = () =>
    navigator.clipboard.writeText(composeSocialPost(post)).then(
      () => void toast.success(t('posts.copied')),
      () => void toast.error(t('posts.copyFailed')),
    );
  return (
    <Button
      type="button"
      variant={variant}
      size="sm"
      aria-label={t('posts.copyLabel', { platform: SOCIAL_PLATFORM_NAMES[post.platform] })}
      onClick={() => void copy()}
    >
      <Copy aria-hidden="true" />
      {t('posts.copy')}
    </Button>
  );
}

/**
 * One platform's post to edit: the text, the hashtags, and the characters used against the
 * platform's limit (hashtags count), live; over the limit the count and a message say by how
 * much, and the field is marked invalid.
 */
export function PostCard({ post, onChange }: PostCardProps) {
  const { t, i18n } = useTranslation('social-posts');
  // The typed text, so a half-typed "#" is not swept away; the post keeps the clean tags.
  const [tagsText, setTagsText] = useState(() => hashtagsToInput(post.hashtags));
  // Hashtags changed from outside (new posts arrived): the field shows them.
  if (hashtagsFromInput(tagsText).join(' ') !== post.hashtags.join(' '))
    setTagsText(hashtagsToInput(post.hashtags));
  const number = (n: number) => new Intl.NumberFormat(i18n.resolvedLanguage).format(n);
  const platform = SOCIAL_PLATFORM_NAMES[post.platform];
  const limit = SOCIAL_POST_LIMITS[post.platform];
  const length = socialPostLength(post);
  const over = length - limit;
  const empty = post.text.trim() === '';
  const id = `post-${post.platform}`;
  const describedBy = [`${id}-count`, over > 0 || empty ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <article
      className="grid gap-3 rounded-lg border bg-card p-3 sm:p-4"
      data-testid={`post-${post.platform}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{platform}</h3>
        <CopyPostButton post={post} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-text`}>{t('posts.text', { platform })}</Label>
        <Textarea
          id={`${id}-text`}
          rows={post.platform === 'x' ? 4 : 8}
          value={post.text}
          aria-invalid={over > 0 || empty || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange({ text: event.target.value })}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-tags`}>{t('posts.hashtags')}</Label>
        <Input
          id={`${id}-tags`}
          value={tagsText}
          aria-describedby={`${id}-tags-hint`}
          onChange={(event) => {
            setTagsText(event.target.value);
            onChange({ hashtags: hashtagsFromInput(event.target.value) });
          }}
        />
        <p id={`${id}-tags-hint`} className="text-xs text-muted-foreground">
          {t('posts.hashtagsHint')}
        </p>
      </div>
      <p
        id={`${id}-count`}
        data-testid={`count-${post.platform}`}
        className={cn(
          'text-right text-xs tabular-nums',
          over > 0 ? 'font-medium text-destructive' : 'text-muted-foreground',
        )}
      >
        {t('posts.count', { count: length, limit: number(limit) })}
      </p>
      {/* Announced once when the post goes over (not on every keystroke like the count). */}
      <p id={`${id}-error`} role="status" className="text-sm font-medium text-destructive empty:hidden">
        {empty ? t('posts.empty') : over > 0 ? t('posts.tooLong', { over: number(over), platform }) : ''}
      </p>
    </article>
  );
}
