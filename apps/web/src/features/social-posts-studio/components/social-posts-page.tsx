import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  SOCIAL_SOURCE_STUDIOS,
  socialPostsCost,
  type SocialPlatform,
  type SocialPost,
  type SocialSourceStudio,
} from '@forja/contracts';
import { DemoGeneratorNotice } from '@/components/feedback/demo-generator-notice';
import { CreditNote } from '@/components/wizard/credit-note';
import { GenerateStep } from '@/components/wizard/generate-step';
import { StudioWizard } from '@/components/wizard/studio-wizard';
import { errorMessage } from '@/lib/errors';
import { readFromItem } from '@/lib/studio-items';
import { toast } from '@/lib/toast';
import { moveOnSuccess } from '@/lib/wizard/move-on-success';
import { useDraft } from '@/lib/wizard/use-draft';
import { useGeneration } from '@/lib/wizard/use-generation';
import { useStudioSteps } from '@/lib/wizard/use-studio-steps';
import { findSourceItem, useSaveSocialPosts, useSourceItems } from '../api/social-posts';
import {
  hasSubject,
  POSTS_STEPS,
  postsDraftStore,
  postsInput,
  postsTitle,
  saveBody,
  type PostsDraft,
} from '../model/posts-draft';
import { PlatformsStep } from './platforms-step';
import { PostsStep } from './posts-step';
import { SourceStep } from './source-step';

/** What a new run clears: the last generation and its posts. */
const FRESH = { generationId: null, posts: null, savedId: null } satisfies Partial<PostsDraft>;

/** The studio's state and what its buttons do (docs/product/social-posts-studio.md). */
function useSocialPostsStudio() {
  const { i18n } = useTranslation();
  const { userId, draft, update } = useDraft(postsDraftStore, () => i18n.resolvedLanguage ?? 'en');
  const generation = useGeneration('socialPosts', {
    id: draft.generationId,
    onStarted: (record) => update({ ...FRESH, generationId: record.id }),
    onFinished: moveOnSuccess(postsDraftStore, userId, 3),
  });
  const steps = useStudioSteps({
    draft,
    update,
    stepCount: POSTS_STEPS.length,
    run: { generation, step: 3, reset: FRESH },
    forward: {
      1: { valid: () => hasSubject(draft) },
      2: {
        valid: () => draft.platforms.length > 0,
        go: ({ generate }) => void generate(postsInput(draft)),
      },
      // "New posts": a new subject, keeping the platforms, tone and language.
      4: { go: () => update({ ...FRESH, step: 1, mode: 'idea', idea: '', source: null }) },
    },
  });
  // The posts as edited, else as written.
  const posts = draft.posts ?? generation.output?.posts ?? null;
  return {
    ...steps,
    draft,
    update,
    generation,
    posts,
    unsaved: draft.step === 4 && posts !== null && !draft.savedId,
    retry: () => void steps.generate(postsInput(draft)),
  };
}
type SocialPostsStudio = ReturnType<typeof useSocialPostsStudio>;

/**
 * Opened with `?from=<studio>:<id>` ("Make a post from this" on a saved item): the item is
 * chosen and the studio opens on the platforms step; the parameter then leaves the address.
 */
function useStartFromItem(update: (patch: Partial<PostsDraft>) => void) {
  const { t } = useTranslation('social-posts');
  const [params, setParams] = useSearchParams();
  const from = readFromItem(params);
  const studio =
    from && (SOCIAL_SOURCE_STUDIOS as readonly string[]).includes(from.studio)
      ? (from.studio as SocialSourceStudio)
      : null;
  const id = from?.id;
  useEffect(() => {
    if (!studio || !id) return;
    let live = true;
    void findSourceItem(studio, id).then((item) => {
      if (!live) return;
      if (item) {
        const source = { studio, id, title: item.title };
        update({ ...FRESH, mode: 'source', sourceStudio: studio, source, step: 2 });
      } else {
        update({ ...FRESH, mode: 'source', sourceStudio: studio, source: null, step: 1 });
        toast.error(t('fromItemMissing'));
      }
      setParams((p) => (p.delete('from'), p), { replace: true });
    });
    return () => {
      live = false;
    };
  }, [studio, id, update, setParams, t]);
}

function Subject({ studio }: { studio: SocialPostsStudio }) {
  const { draft, update } = studio;
  const [search, setSearch] = useState('');
  const sources = useSourceItems(draft.sourceStudio, search, draft.mode === 'source');
  return (
    <SourceStep
      draft={draft}
      onChange={update}
      showErrors={studio.showErrors}
      sources={{ items: sources.data, failed: sources.isError, search, onSearch: setSearch }}
      onSubmit={studio.forward}
    />
  );
}

function Platforms({ studio }: { studio: SocialPostsStudio }) {
  const { t } = useTranslation('social-posts');
  const { draft } = studio;
  const cost = socialPostsCost(draft.platforms);
  return (
    <PlatformsStep
      draft={draft}
      onChange={studio.update}
      showErrors={studio.showErrors}
      disabled={studio.running}
      costNote={
        draft.platforms.length > 0 && (
          <CreditNote cost={cost} text={t('platforms.cost', { count: draft.platforms.length, cost })} />
        )
      }
    />
  );
}

function Posts({ studio }: { studio: SocialPostsStudio }) {
  const { t } = useTranslation('social-posts');
  const { draft, posts, generation } = studio;
  const save = useSaveSocialPosts();
  if (!posts || !draft.generationId) return null;
  const generationId = draft.generationId;
  const edit = (platform: SocialPlatform, patch: Partial<Pick<SocialPost, 'text' | 'hashtags'>>) =>
    studio.update({
      posts: posts.map((post) => (post.platform === platform ? { ...post, ...patch } : post)),
      savedId: null,
    });
  const onSave = () =>
    save.mutate(saveBody({ ...draft, generationId }, posts), {
      onSuccess: (saved) => {
        studio.update({ savedId: saved.id });
        toast.success(t('save.saved'));
      },
    });
  return (
    <PostsStep
      posts={posts}
      title={postsTitle(draft)}
      onEdit={edit}
      onSave={onSave}
      saveState={draft.savedId ? 'saved' : save.isPending ? 'saving' : 'idle'}
      saveError={
        save.isError && !draft.savedId ? `${t('save.failed')} ${errorMessage(t, save.error)}` : undefined
      }
      notice={<DemoGeneratorNotice demo={generation.record?.demo} />}
    />
  );
}

/** /social-posts: subject -> platforms -> generate -> posts (docs/product/social-posts-studio.md). */
export function SocialPostsPage() {
  const studio = useSocialPostsStudio();
  useStartFromItem(studio.update);
  const { step } = studio.draft;
  return (
    <StudioWizard namespace="social-posts" stepIds={POSTS_STEPS} family="article" studio={studio}>
      {step === 1 && <Subject studio={studio} />}
      {step === 2 && <Platforms studio={studio} />}
      {step === 3 && (
        <GenerateStep generation={studio.generation} namespace="social-posts" onRetry={studio.retry} />
      )}
      {step === 4 && <Posts studio={studio} />}
    </StudioWizard>
  );
}
