import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import type { Plan } from '@forja/contracts';
import { cx } from '@/lib/class-names';
import { FAQ_ITEMS, type FaqItem, faqAnswer } from '../model/faq-answers';
import { DEFERRED_SECTION, SectionHeading } from './section-heading';

/**
 * Seven questions in an accordion: one answer open at a time, and the open one closes again
 * when its question is pressed. Plain buttons with aria-expanded (the APG accordion pattern).
 */
export function FaqSection({ plans }: { plans: Plan[] | undefined }) {
  const { t } = useTranslation('landing');
  const [open, setOpen] = useState<FaqItem | null>(null);
  const baseId = useId();
  return (
    <section
      id="faq"
      aria-labelledby="faq-title"
      className={`scroll-mt-16 px-4 py-16 sm:px-6 md:py-24 ${DEFERRED_SECTION}`}
    >
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-title" title={t('faq.title')} subtitle={t('faq.subtitle')} />
        <div className="divide-y rounded-lg border bg-card" data-testid="faq">
          {FAQ_ITEMS.map((item) => {
            const expanded = open === item;
            const buttonId = `${baseId}-${item}-q`;
            const panelId = `${baseId}-${item}-a`;
            return (
              <div key={item}>
                <h3>
                  <button
                    type="button"
                    id={buttonId}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : item)}
                    className="flex w-full items-center justify-between gap-4 rounded-md px-5 py-4 text-left font-medium hover:bg-muted/60"
                  >
                    {t(`faq.${item}.q`)}
                    <ChevronDown
                      aria-hidden="true"
                      className={cx(
                        'size-5 shrink-0 text-muted-foreground transition-transform',
                        expanded && 'rotate-180',
                      )}
                    />
                  </button>
                </h3>
                <div
                  id={panelId}
                  role="region"
                  aria-labelledby={buttonId}
                  hidden={!expanded}
                  className="px-5 pb-5 text-muted-foreground"
                >
                  <p>{faqAnswer(t, item, plans)}</p>
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
