import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { SCENE_KEYWORD_MAX_LENGTH, SCENE_KEYWORDS_MAX } from '@forja/contracts';
import { Input } from '@/components/ui/input';

interface KeywordsFieldProps {
  id: string;
  keywords: string[];
  onChange: (keywords: string[]) => void;
}

/** The scene's search words as chips: Enter or a comma adds one, × (or Backspace) removes one. */
export function KeywordsField({ id, keywords, onChange }: KeywordsFieldProps) {
  const { t } = useTranslation('video-studio');
  const [typed, setTyped] = useState('');
  const full = keywords.length >= SCENE_KEYWORDS_MAX;
  const add = (text = typed) => {
    const word = text.replace(/,/g, ' ').trim().slice(0, SCENE_KEYWORD_MAX_LENGTH);
    setTyped('');
    if (!word || full || keywords.some((k) => k.toLowerCase() === word.toLowerCase())) return;
    onChange([...keywords, word]);
  };
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {t('media.stock.keywords')}
      </label>
      <div className="flex flex-wrap items-center gap-1.5 rounded-md border border-input p-1.5">
        {keywords.map((word) => (
          <span
            key={word}
            className="inline-flex items-center gap-1 rounded bg-secondary py-0.5 pr-0.5 pl-2 text-sm text-secondary-foreground"
          >
            {word}
            <button
              type="button"
              className="rounded p-0.5 hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              aria-label={t('media.stock.removeKeyword', { word })}
              onClick={() => onChange(keywords.filter((k) => k !== word))}
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        ))}
        <Input
          id={id}
          value={typed}
          disabled={full}
          maxLength={SCENE_KEYWORD_MAX_LENGTH + 1}
          placeholder={
            full ? t('media.stock.keywordsFull', { max: SCENE_KEYWORDS_MAX }) : t('media.stock.addKeyword')
          }
          className="h-8 min-w-32 flex-1 border-0 px-1 focus-visible:ring-0 focus-visible:ring-offset-0"
          onChange={(event) => {
            const value = event.target.value;
            if (value.endsWith(',')) add(value);
            else setTyped(value);
          }}
          onBlur={() => add()}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            } else if (event.key === 'Backspace' && typed === '' && keywords.length > 0) {
              onChange(keywords.slice(0, -1));
            }
          }}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        {t('media.stock.keywordsHint', { max: SCENE_KEYWORDS_MAX })}
      </p>
    </div>
  );
}
