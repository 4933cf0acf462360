import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  YOUTUBE_PRIVACY,
  YOUTUBE_TITLE_MAX,
  youtubePublishSchema,
  type PublishVideoBody,
  type YouTubePrivacy,
  type YouTubeScheduleFields,
} from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { validationMessage } from '@/lib/errors';
import { PrivacyChoice, SwitchField } from './form-bits';

interface Props {
  formId: string;
  videoTitle: string;
  /** Choices made before (a schedule being edited); the defaults otherwise. */
  initial?: Partial<YouTubeScheduleFields> | null;
  /** Field -> message keys from the server's answer. */
  serverFields: Record<string, string[]> | undefined;
  onSubmit: (body: PublishVideoBody) => void;
}

/**
 * Title, description, tags, privacy, made for kids and the synthetic-media disclosure: the
 * same form for publishing now and for a scheduled publication (scheduling/ScheduleDialog).
 */
export function YouTubePublishForm({ formId, videoTitle, initial, serverFields, onSubmit }: Props) {
  const { t } = useTranslation('publishing');
  const [title, setTitle] = useState(initial?.title ?? videoTitle.slice(0, YOUTUBE_TITLE_MAX));
  const [description, setDescription] = useState(initial?.description ?? '');
  const [tags, setTags] = useState(initial?.tags?.join(', ') ?? '');
  const [privacy, setPrivacy] = useState<YouTubePrivacy>(initial?.privacy ?? 'private');
  const [madeForKids, setMadeForKids] = useState(initial?.madeForKids ?? false);
  const [synthetic, setSynthetic] = useState(initial?.containsSyntheticMedia ?? true);
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const shown = { ...serverFields, ...fields };
  const fieldError = (name: string) => (shown[name]?.[0] ? validationMessage(t, shown[name][0]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      platform: 'youtube' as const,
      title,
      description,
      tags: tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
      privacy,
      madeForKids,
      containsSyntheticMedia: synthetic,
    };
    const parsed = youtubePublishSchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) (next[String(issue.path[0])] ??= []).push(issue.message);
      setFields(next);
      return;
    }
    setFields({});
    onSubmit(body);
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
      <FormField id={`${formId}-title`} label={t('youtube.title')} error={fieldError('title')}>
        {(control) => (
          <Input
            {...control}
            value={title}
            maxLength={YOUTUBE_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${formId}-description`}
        label={t('youtube.description')}
        error={fieldError('description')}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={4}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </FormField>
      <FormField
        id={`${formId}-tags`}
        label={t('youtube.tags')}
        hint={t('youtube.tagsHint')}
        error={fieldError('tags')}
      >
        {(control) => <Input {...control} value={tags} onChange={(e) => setTags(e.target.value)} />}
      </FormField>
      <PrivacyChoice
        legend={t('youtube.privacy')}
        value={privacy}
        options={YOUTUBE_PRIVACY}
        optionLabel={(p) => t(`youtube.privacyOptions.${p}`)}
        onChange={setPrivacy}
        note={t('youtube.privacyNote')}
        error={fieldError('privacy')}
      />
      <SwitchField
        label={t('youtube.madeForKids')}
        hint={t('youtube.madeForKidsHint')}
        checked={madeForKids}
        onChange={setMadeForKids}
      />
      <SwitchField
        label={t('youtube.synthetic')}
        hint={t('youtube.syntheticHint')}
        checked={synthetic}
        onChange={setSynthetic}
      />
    </form>
  );
}
