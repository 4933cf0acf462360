import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Copy } from 'lucide-react';
import {
  BRAND_AUDIENCE_MAX_LENGTH,
  BRAND_AVOID_WORDS_MAX,
  BRAND_CTA_MAX_LENGTH,
  BRAND_IMAGE_STYLES,
  BRAND_KEYWORDS_MAX,
  BRAND_KIT_NAME_MAX_LENGTH,
  BRAND_LANGUAGES,
  BRAND_TEXT_MAX_LENGTH,
  BRAND_TONES,
  SUBTITLE_POSITIONS,
  SUBTITLE_STYLES,
  VIDEO_RESOLUTIONS,
  VOICE_OVER_SPEED,
  VOICES,
  type BrandKit,
} from '@forja/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { FormField } from '@/components/form/form-field';
import { OptionSelect } from '@/components/form/option-select';
import { SubmitButton } from '@/components/form/submit-button';
import { errorMessage, fieldErrors, validationMessage } from '@/lib/errors';
import { usePermissions } from '@/lib/permissions';
import { toast } from '@/lib/toast';
import { voiceName } from '@/lib/voice-name';
import {
  bodyOf,
  EMPTY_KIT_FORM,
  formValuesOf,
  splitWords,
  validateKit,
  type KitFormValues,
} from '../model/kit-form';
import { useCreateBrandKit } from '../api/create-brand-kit';
import { useDuplicateBrandKit } from '../api/duplicate-brand-kit';
import { useUpdateBrandKit } from '../api/update-brand-kit';

const NO_STYLE = 'none';
const STYLE_CHOICES = [NO_STYLE, ...BRAND_IMAGE_STYLES];

interface BrandKitFormProps {
  /** The kit to edit (or, when not editable, to read); none for a new kit. */
  kit?: BrandKit;
  /** Back to the list (saved, duplicated or cancelled). */
  onDone: () => void;
}

/** Every field of a kit. Another's team kit is shown read-only, with Duplicate to make one's own. */
export function BrandKitForm({ kit, onDone }: BrandKitFormProps) {
  const { t, i18n } = useTranslation('brand-kits');
  const { can } = usePermissions();
  const [values, setValues] = useState<KitFormValues>(() => (kit ? formValuesOf(kit) : EMPTY_KIT_FORM));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateBrandKit();
  const update = useUpdateBrandKit();
  const duplicate = useDuplicateBrandKit();
  const readOnly = kit !== undefined && !kit.editable;
  const saving = create.isPending || update.isPending;

  const set = <K extends keyof KitFormValues>(field: K, value: KitFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _fixed, ...rest }) => rest);
  };
  const errorOf = (field: keyof KitFormValues) =>
    errors[field] ? validationMessage(t, errors[field]) : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = validateKit(values);
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      document.getElementById(`brand-kit-${Object.keys(problems)[0]}`)?.focus();
      return;
    }
    try {
      const body = bodyOf(values);
      if (kit) await update.mutateAsync({ id: kit.id, body });
      else await create.mutateAsync(body);
      toast.success(t('form.saved'));
      onDone();
    } catch (error) {
      setErrors(fieldErrors(error));
      toast.error(t('form.saveFailed'), { description: errorMessage(t, error) });
    }
  };

  const onDuplicate = () =>
    kit &&
    duplicate.mutate(kit.id, {
      onSuccess: (copy) => {
        toast.success(t('duplicate.done', { name: copy.name }));
        onDone();
      },
      onError: (error) => toast.error(t('duplicate.failed'), { description: errorMessage(t, error) }),
    });

  const text = (
    field: 'name' | 'audience' | 'callToAction',
    max: number,
    extra: { autoFocus?: boolean } = {},
  ) => (
    <FormField
      id={`brand-kit-${field}`}
      label={t(`form.fields.${field}`)}
      error={errorOf(field)}
      className="content-start"
    >
      {(control) => (
        <Input
          {...control}
          {...extra}
          maxLength={max}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </FormField>
  );

  const wordList = (field: 'keywords' | 'avoidWords', max: number) => (
    <FormField
      id={`brand-kit-${field}`}
      label={t(`form.fields.${field}`)}
      error={errorOf(field)}
      hint={t('form.wordsHint', { count: splitWords(values[field]).length, max })}
      className="content-start"
    >
      {(control) => (
        <Textarea
          {...control}
          rows={2}
          value={values[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </FormField>
  );

  const title = kit ? (readOnly ? kit.name : t('form.editTitle', { name: kit.name })) : t('form.createTitle');

  return (
    <Card>
      <CardHeader>
        <Button variant="ghost" size="sm" className="-ml-2 self-start" onClick={onDone}>
          <ArrowLeft aria-hidden="true" />
          {t('form.back')}
        </Button>
        <CardTitle className="break-words">{title}</CardTitle>
        <CardDescription>{readOnly ? t('form.teamReadOnly') : t('form.description')}</CardDescription>
      </CardHeader>
      <form noValidate onSubmit={onSubmit} aria-label={title}>
        <fieldset disabled={readOnly || saving} className="contents">
          <CardContent className="grid gap-5 sm:grid-cols-2">
            {text('name', BRAND_KIT_NAME_MAX_LENGTH, { autoFocus: true })}
            {text('audience', BRAND_AUDIENCE_MAX_LENGTH)}
            <OptionSelect
              id="brand-kit-language"
              label={t('form.fields.language')}
              value={values.language}
              options={BRAND_LANGUAGES}
              optionLabel={(v) => t(`options.languages.${v}`)}
              onChange={(language) => set('language', language)}
              disabled={readOnly}
            />
            <OptionSelect
              id="brand-kit-tone"
              label={t('form.fields.tone')}
              value={values.tone}
              options={BRAND_TONES}
              optionLabel={(v) => t(`options.tones.${v}`)}
              onChange={(tone) => set('tone', tone)}
              disabled={readOnly}
            />
            <FormField
              id="brand-kit-description"
              label={t('form.fields.description')}
              error={errorOf('description')}
              className="sm:col-span-2"
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={3}
                  maxLength={BRAND_TEXT_MAX_LENGTH}
                  value={values.description}
                  onChange={(event) => set('description', event.target.value)}
                />
              )}
            </FormField>
            <div className="sm:col-span-2">{text('callToAction', BRAND_CTA_MAX_LENGTH)}</div>
            {wordList('keywords', BRAND_KEYWORDS_MAX)}
            {wordList('avoidWords', BRAND_AVOID_WORDS_MAX)}
            <OptionSelect
              id="brand-kit-imageStyle"
              label={t('form.fields.imageStyle')}
              value={values.imageStyle ?? NO_STYLE}
              options={STYLE_CHOICES}
              optionLabel={(v) => (v === NO_STYLE ? t('form.noImageStyle') : t(`options.imageStyles.${v}`))}
              onChange={(style) => set('imageStyle', style === NO_STYLE ? null : style)}
              disabled={readOnly}
            />
            <OptionSelect
              id="brand-kit-videoFormat"
              label={t('form.fields.videoFormat')}
              value={values.videoFormat}
              options={VIDEO_RESOLUTIONS}
              optionLabel={(v) => t(`options.videoFormats.${v}`)}
              onChange={(format) => set('videoFormat', format)}
              disabled={readOnly}
            />
            <OptionSelect
              id="brand-kit-voice"
              label={t('form.fields.voice')}
              value={values.voice}
              options={VOICES}
              optionLabel={(v) => voiceName(v, i18n.resolvedLanguage ?? 'en')}
              onChange={(voice) => set('voice', voice)}
              disabled={readOnly}
            />
            <div className="grid content-start gap-2">
              <Label htmlFor="brand-kit-speed">
                {t('form.fields.speed', {
                  value: new Intl.NumberFormat(i18n.resolvedLanguage, {
                    minimumFractionDigits: 1,
                    maximumFractionDigits: 1,
                  }).format(values.speed),
                })}
              </Label>
              <input
                id="brand-kit-speed"
                type="range"
                min={VOICE_OVER_SPEED.min}
                max={VOICE_OVER_SPEED.max}
                step={0.1}
                value={values.speed}
                onChange={(event) => set('speed', Number(event.target.value))}
                className="accent-primary"
              />
            </div>
            <OptionSelect
              id="brand-kit-subtitleStyle"
              label={t('form.fields.subtitleStyle')}
              value={values.subtitleStyle}
              options={SUBTITLE_STYLES}
              optionLabel={(v) => t(`options.subtitleStyles.${v}`)}
              onChange={(style) => set('subtitleStyle', style)}
              disabled={readOnly}
            />
            <OptionSelect
              id="brand-kit-subtitlePosition"
              label={t('form.fields.subtitlePosition')}
              value={values.subtitlePosition}
              options={SUBTITLE_POSITIONS}
              optionLabel={(v) => t(`options.subtitlePositions.${v}`)}
              onChange={(position) => set('subtitlePosition', position)}
              disabled={readOnly}
            />
            {!readOnly && (
              <div className="grid gap-3 sm:col-span-2">
                {!values.team && (
                  <Checkbox
                    id="brand-kit-isDefault"
                    label={t('form.fields.isDefault')}
                    checked={values.isDefault}
                    onChange={(checked) => set('isDefault', checked)}
                  />
                )}
                {/* Chosen when the kit is made: a team kit stays a team kit. */}
                {!kit && can('settings.manage') && (
                  <Checkbox
                    id="brand-kit-team"
                    label={t('form.fields.team')}
                    checked={values.team}
                    onChange={(checked) =>
                      setValues((v) => ({ ...v, team: checked, isDefault: checked ? false : v.isDefault }))
                    }
                  />
                )}
              </div>
            )}
          </CardContent>
        </fieldset>
        <CardFooter className="mt-6 flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onDone}>
            {readOnly ? t('common:actions.close') : t('form.cancel')}
          </Button>
          {readOnly ? (
            <Button type="button" onClick={onDuplicate} disabled={duplicate.isPending}>
              <Copy aria-hidden="true" />
              {t('actions.duplicate')}
            </Button>
          ) : (
            <SubmitButton pending={saving} pendingLabel={t('form.saving')}>
              {kit ? t('form.save') : t('form.create')}
            </SubmitButton>
          )}
        </CardFooter>
      </form>
    </Card>
  );
}

function Checkbox({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}
