/*
 * The look of Input and Textarea on its own, for markup that cannot take the components'
 * tailwind-merge (the landing page's contact form). The components merge a caller's
 * classes over these.
 */
export const inputStyles = [
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground sm:text-sm',
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
  'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-muted',
  'aria-invalid:border-destructive aria-invalid:ring-destructive/40',
  'file:border-0 file:bg-transparent file:text-sm file:font-medium',
].join(' ');

export const textareaStyles = [
  'flex min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground sm:text-sm',
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
].join(' ');
