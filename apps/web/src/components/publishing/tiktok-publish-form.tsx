import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TIKTOK_CAPTION_MAX,
  type PublishVideoBody,
  type TikTokCreatorInfo,
  type TikTokPrivacyLevel,
  type TikTokScheduleFields,
} from '@forja/contracts';
import { FormField } from '@/components/form/form-field';
import { Textarea } from '@/components/ui/textarea';
import { validationMessage } from '@/lib/errors';
import { PrivacyChoice, SwitchField } from './form-bits';

interface Props {
  formId: string;
  videoTitle: string;
  /** What TikTok lets this account choose now (its creator info). */
  creator: TikTokCreatorInfo;
  /** Choices made before (a schedule being edited); none chosen otherwise, as TikTok asks. */
  initial?: Partial<TikTokScheduleFields> | null;
  serverFields: Record<string, string[]> | undefined;
  onSubmit: (body: PublishVideoBody) => void;
}

/**
 * TikTok's post form, as its content-sharing guidelines ask: the privacy levels the creator
 * info offers with none chosen in advance, and comments, duet and stitch off unless the
 * account allows them.
 */
export function TikTokPublishForm({ formId, videoTitle, creator, initial, serverFields, onSubmit }: Props) {
  const { t } = useTranslation('publishing');
  const [caption, setCaption] = useState(initial?.caption ?? videoTitle.slice(0, TIKTOK_CAPTION_MAX));
  // A level chosen before that the account no longer offers is not kept: the user chooses again.
  const [privacy, setPrivacy] = useState<TikTokPrivacyLevel | ''>(
    initial?.privacyLevel && creator.privacyLevelOptions.includes(initial.privacyLevel)
      ? initial.privacyLevel
      : '',
  );
  const [comments, setComments] = useState(initial?.allowComments ?? false);
  const [duet, setDuet] = useState(initial?.allowDuet ?? false);
  const [stitch, setStitch] = useState(initial?.allowStitch ?? false);
  const [aiGenerated, setAiGenerated] = useState(initial?.aiGenerated ?? true);
  const [missingPrivacy, setMissingPrivacy] = useState(false);
  const fieldError = (name: string) =>
    serverFields?.[name]?.[0] ? validationMessage(t, serverFields[name][0]) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!privacy) return setMissingPrivacy(true);
    setMissingPrivacy(false);
    onSubmit({
      platform: 'tiktok',
      caption,
      privacyLevel: privacy,
      allowComments: comments && !creator.commentDisabled,
      allowDuet: duet && !creator.duetDisabled,
      allowStitch: stitch && !creator.stitchDisabled,
      aiGenerated,
    });
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {t('tiktok.postingAs', { name: creator.nickname, username: creator.username })}
      </p>
      <FormField
        id={`${formId}-caption`}
        label={t('tiktok.caption')}
        hint={t('tiktok.captionHint', { max: TIKTOK_CAPTION_MAX })}
        error={fieldError('caption')}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            maxLength={TIKTOK_CAPTION_MAX}
            value={caption}
            onChange={(e) => setCaption(e.target.value)}
          />
        )}
      </FormField>
      <PrivacyChoice
        legend={t('tiktok.privacy')}
        value={privacy}
        options={creator.privacyLevelOptions}
        optionLabel={(p) => t(`tiktok.privacyOptions.${p}`)}
        onChange={setPrivacy}
        note={t('tiktok.privacyNote')}
        error={missingPrivacy ? t('tiktok.choosePrivacy') : fieldError('privacyLevel')}
      />
      <SwitchField
        label={t('tiktok.allowComments')}
        hint={creator.commentDisabled ? t('tiktok.offInAccount') : undefined}
        checked={comments && !creator.commentDisabled}
        onChange={setComments}
        disabled={creator.commentDisabled}
      />
      <SwitchField
        label={t('tiktok.allowDuet')}
        hint={creator.duetDisabled ? t('tiktok.offInAccount') : undefined}
        checked={duet && !creator.duetDisabled}
        onChange={setDuet}
        disabled={creator.duetDisabled}
      />
      <SwitchField
        label={t('tiktok.allowStitch')}
        hint={creator.stitchDisabled ? t('tiktok.offInAccount') : undefined}
        checked={stitch && !creator.stitchDisabled}
        onChange={setStitch}
        disabled={creator.stitchDisabled}
      />
      <SwitchField
        label={t('tiktok.aiGenerated')}
        hint={t('tiktok.aiGeneratedHint')}
        checked={aiGenerated}
        onChange={setAiGenerated}
      />
      <p className="text-xs text-muted-foreground">{t('tiktok.musicConsent')}</p>
    </form>
  );
}
