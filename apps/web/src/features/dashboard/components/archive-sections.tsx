import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';

export interface ArchiveSection {
  value: string;
  title: string;
  description?: string;
  icon: LucideIcon;
  /** Mounted only while the section is open, so a closed archive loads nothing. */
  content: ReactNode;
}

/** The archives, one open at a time (`open`, else the first, at start); each can be closed. */
export function ArchiveSections({
  label,
  sections,
  open,
}: {
  label: string;
  sections: ArchiveSection[];
  open?: string;
}) {
  const headingId = useId();
  if (sections.length === 0) return null;
  return (
    // Named by a heading (read, not shown) so the archives' own headings follow the page's h1 in order.
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only">
        {label}
      </h2>
      <Accordion
        type="single"
        collapsible
        defaultValue={sections.some((s) => s.value === open) ? open : sections[0]?.value}
        className="grid gap-3"
      >
        {sections.map(({ value, title, description, icon: Icon, content }) => (
          <AccordionItem
            key={value}
            value={value}
            className="rounded-lg border bg-card px-3 shadow-sm sm:px-6"
          >
            <AccordionTrigger className="hover:no-underline">
              <span className="flex min-w-0 items-center gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="grid min-w-0 gap-0.5">
                  <span className="text-base font-semibold">{title}</span>
                  {description && (
                    <span className="text-sm font-normal text-muted-foreground">{description}</span>
                  )}
                </span>
              </span>
            </AccordionTrigger>
            <AccordionContent className="pt-1">{content}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
