import { useTranslation } from 'react-i18next';
import { ChevronDown, Languages } from 'lucide-react';
import { LANGUAGES } from '@forja/contracts';
import { currentLanguage, isLanguage, LANGUAGE_NAMES } from '@/lib/i18n';
import { cx } from '@/lib/class-names';

/**
 * A native <select>: keyboard and screen-reader support come from the browser, phones
 * get their own picker, and it costs no JavaScript on the landing page (a Radix Select
 * would add ~30 KB gzip there). Saving the choice to the profile happens in lib/session.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation('common');
  return (
    <div className={cx('relative inline-flex items-center text-foreground', className)}>
      <Languages aria-hidden="true" className="pointer-events-none absolute left-2 size-4" />
      <select
        aria-label={t('language.label')}
        value={currentLanguage()}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void i18n.changeLanguage(event.target.value);
        }}
        className="h-9 cursor-pointer appearance-none rounded-md border border-transparent bg-transparent py-1 pr-7 pl-8 text-sm font-medium hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute right-2 size-4 opacity-70" />
    </div>
  );
}
