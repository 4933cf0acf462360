/**
 * Below the first view, sections skip layout and paint until they come near the viewport
 * (content-visibility: auto): the page's first render on a slow phone does a fraction of
 * the work. Once an anchor is targeted (#pricing…) every section lays out for real, or the
 * placeholder heights would make the jump land in the wrong place.
 */
export const DEFERRED_SECTION =
  '[content-visibility:auto] [contain-intrinsic-size:auto_900px] [html:has(:target)_&]:[content-visibility:visible]';

export function SectionHeading({ id, title, subtitle }: { id: string; title: string; subtitle?: string }) {
  return (
    <div className="mx-auto mb-10 grid max-w-2xl gap-3 text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {subtitle && <p className="text-lg text-muted-foreground">{subtitle}</p>}
    </div>
  );
}
