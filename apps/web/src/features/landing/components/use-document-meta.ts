import { useEffect } from 'react';

/** Title and meta description in the page's language (the prerendered HTML carries them too). */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
