import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';

/** How long typing must pause before the search runs, so each keystroke does not ask the server. */
const SEARCH_DELAY_MS = 300;

/** A labelled search field that reports its text once typing pauses. */
export function SearchBox({
  id,
  label,
  onSearch,
}: {
  id: string;
  label: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className="relative">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        aria-label={label}
        placeholder={label}
        className="ps-9"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}
