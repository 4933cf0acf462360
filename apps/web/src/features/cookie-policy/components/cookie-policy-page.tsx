import { useTranslation } from 'react-i18next';
import { ArrowLeft, Cookie } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { useDocumentTitle } from '@/lib/use-document-title';
import { COOKIE_PREFS_KEY_NAME, LANGUAGE_KEY_NAME, SESSION_COOKIE_NAME } from '../model/stored-items';
import { paths } from '@/config/paths';

const CATEGORIES = ['essential', 'analytics', 'marketing'] as const;

const ITEMS = [
  { key: 'session', name: SESSION_COOKIE_NAME, category: 'essential' },
  { key: 'languageCookie', name: LANGUAGE_KEY_NAME, category: 'essential' },
  { key: 'languageStorage', name: LANGUAGE_KEY_NAME, category: 'essential' },
  { key: 'prefs', name: COOKIE_PREFS_KEY_NAME, category: 'essential' },
] as const;

/** /cookie-policy and /politica-cookie: the categories, what the studio stores, and how to change the choice. */
export function CookiePolicyPage({ onOpenCookieSettings }: { onOpenCookieSettings: () => void }) {
  const { t } = useTranslation('cookie-policy');
  useDocumentTitle(t('title'));
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-b">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-4 sm:px-6">
          <a
            href={paths.home}
            className="inline-flex items-center gap-2 rounded-md text-sm font-medium hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('backHome')}
          </a>
          <LanguageSwitcher />
        </div>
      </header>
      <main id="main-content" className="mx-auto grid w-full max-w-3xl gap-10 px-4 py-12 sm:px-6">
        <div className="grid gap-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="text-lg text-muted-foreground">{t('subtitle')}</p>
          <p className="text-sm text-muted-foreground">{t('updated')}</p>
        </div>

        <section aria-labelledby="policy-intro" className="grid gap-3">
          <h2 id="policy-intro" className="text-xl font-semibold">
            {t('intro.title')}
          </h2>
          <p>{t('intro.text')}</p>
        </section>

        <section aria-labelledby="policy-categories" className="grid gap-4">
          <h2 id="policy-categories" className="text-xl font-semibold">
            {t('categoriesTitle')}
          </h2>
          <dl className="grid gap-4">
            {CATEGORIES.map((category) => (
              <div key={category} className="rounded-lg border p-4">
                <dt className="font-semibold">{t(`cookies:categories.${category}.name`)}</dt>
                <dd className="mt-1 grid gap-1 text-muted-foreground">
                  <span>{t(`cookies:categories.${category}.short`)}</span>
                  <span>{t(`${category}.text`)}</span>
                </dd>
              </div>
            ))}
          </dl>
        </section>

        {/* Named by its scrolling table region below, so the heading labels one landmark only. */}
        <section className="grid gap-4">
          <h2 id="policy-table" className="text-xl font-semibold">
            {t('tableTitle')}
          </h2>
          {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
          <div
            className="relative overflow-x-auto rounded-lg border"
            tabIndex={0}
            role="region"
            aria-labelledby="policy-table"
          >
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="bg-muted">
                <tr>
                  {(['name', 'kind', 'purpose', 'duration', 'category'] as const).map((column) => (
                    <th key={column} scope="col" className="px-3 py-2 font-semibold">
                      {t(`table.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ITEMS.map((item) => (
                  <tr key={item.key} className="border-t align-top">
                    <th scope="row" className="px-3 py-2 font-mono text-xs font-medium break-all">
                      {item.name}
                    </th>
                    <td className="px-3 py-2">{t(`items.${item.key}.kind`)}</td>
                    <td className="px-3 py-2">{t(`items.${item.key}.purpose`)}</td>
                    <td className="px-3 py-2">{t(`items.${item.key}.duration`)}</td>
                    <td className="px-3 py-2">{t(`cookies:categories.${item.category}.name`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="policy-change" className="grid gap-3">
          <h2 id="policy-change" className="text-xl font-semibold">
            {t('change.title')}
          </h2>
          <p>{t('change.text')}</p>
          <button
            type="button"
            onClick={onOpenCookieSettings}
            className={buttonVariants({ variant: 'outline', className: 'w-fit' })}
          >
            <Cookie aria-hidden="true" />
            {t('openSettings')}
          </button>
        </section>

        <section aria-labelledby="policy-contact" className="grid gap-3">
          <h2 id="policy-contact" className="text-xl font-semibold">
            {t('contact.title')}
          </h2>
          <p>{t('contact.text')}</p>
          <a href="/#contact" className="w-fit font-medium text-primary underline underline-offset-4">
            {t('contact.link')}
          </a>
        </section>
      </main>
    </div>
  );
}
