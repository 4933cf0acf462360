import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

interface AuthPageProps {
  title: string;
  subtitle?: ReactNode;
  /** Browser tab title; defaults to the heading. */
  pageTitle?: string;
  children: ReactNode;
}

export function AuthPage({ title, subtitle, pageTitle, children }: AuthPageProps) {
  useDocumentTitle(pageTitle ?? title);
  return (
    <section aria-labelledby="auth-page-title">
      <h1 id="auth-page-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {title}
      </h1>
      {subtitle && <p className="mt-2 text-muted-foreground">{subtitle}</p>}
      <div className="mt-8 grid gap-6">{children}</div>
    </section>
  );
}
