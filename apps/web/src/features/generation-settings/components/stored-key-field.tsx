import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, Trash2, TriangleAlert, Undo2 } from 'lucide-react';
import { FormField, type FieldControlProps } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';

interface StoredKey {
  hasApiKey: boolean;
  /** e.g. 'sk-…abcd': the server never sends the key itself. */
  apiKeyMasked: string;
  /** Stored, but this server's ENCRYPTION_KEY cannot read it: it must be entered again. */
  apiKeyUnreadable: boolean;
}

/** Wording for a key that is not the OpenAI-compatible API's (a card with two keys needs distinct labels). */
export interface StoredKeyTexts {
  title: string;
  noKey: string;
  newKey: string;
  replaceKey: string;
}

/**
 * An API key as the settings keep it (the OpenAI-compatible API, the speech server, stock footage): what is
 * stored, shown masked; Remove key (cleared on save) and Keep key; and the field for a new
 * key, where empty keeps the stored one.
 */
export function StoredKeyField({
  id,
  maskedTestId,
  saved,
  clearing,
  onClearingChange,
  error,
  texts,
  children,
}: {
  id: string;
  texts?: StoredKeyTexts | undefined;
  maskedTestId: string;
  saved: StoredKey;
  clearing: boolean;
  onClearingChange: (clearing: boolean) => void;
  error: string | undefined;
  /** The password input, read-only while the key is being removed. */
  children: (control: FieldControlProps) => ReactNode;
}) {
  const { t } = useTranslation('generation-settings');
  const words = texts ?? {
    title: t('openai.apiKey'),
    noKey: t('openai.noKey'),
    newKey: t('openai.newKey'),
    replaceKey: t('openai.replaceKey'),
  };
  return (
    <div className="grid gap-3 rounded-md border bg-muted/40 p-4 sm:col-span-2">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1 text-sm">
          <span className="font-medium">{words.title}</span>
          {saved.apiKeyUnreadable ? (
            <span className="flex items-start gap-2 text-amber-800">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('openai.unreadable')}
            </span>
          ) : clearing ? (
            <span>{t('openai.clearPending')}</span>
          ) : saved.hasApiKey ? (
            <span className="flex items-center gap-2">
              <KeyRound aria-hidden="true" className="size-4 text-muted-foreground" />
              {t('openai.storedKey')}
              <code
                data-testid={maskedTestId}
                className="rounded bg-background px-1.5 py-0.5 font-mono text-xs"
              >
                {saved.apiKeyMasked}
              </code>
            </span>
          ) : (
            <span className="text-muted-foreground">{words.noKey}</span>
          )}
        </div>
        {saved.hasApiKey && (
          <Button variant="outline" size="sm" onClick={() => onClearingChange(!clearing)}>
            {clearing ? <Undo2 aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
            {clearing ? t('openai.undoClear') : t('openai.clearKey')}
          </Button>
        )}
      </div>
      <FormField
        id={id}
        label={saved.hasApiKey ? words.replaceKey : words.newKey}
        hint={saved.hasApiKey ? t('openai.keepHint') : t('openai.newKeyHint')}
        error={error}
      >
        {children}
      </FormField>
    </div>
  );
}
