import { useEffect, useLayoutEffect, useRef, useState, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  List,
  ListOrdered,
  Pilcrow,
  Redo2,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { sanitizeHtml } from '../model/sanitize-html';
import { ARTICLE_PROSE } from './article-prose';

interface Command {
  key: string;
  icon: LucideIcon;
  run: () => void;
  /** For toggles: whether the selection has it on. */
  active?: () => boolean;
}

/* document.execCommand is deprecated but still the only built-in rich-text editing, and every browser has it. */
const exec = (command: string, value?: string) => {
  if (typeof document.execCommand === 'function') document.execCommand(command, false, value);
};
const queryState = (command: string) =>
  typeof document.queryCommandState === 'function' && document.queryCommandState(command);
const blockIs = (tag: string) =>
  typeof document.queryCommandValue === 'function' &&
  document.queryCommandValue('formatBlock').toLowerCase() === tag;

const COMMANDS: Command[] = [
  { key: 'bold', icon: Bold, run: () => exec('bold'), active: () => queryState('bold') },
  { key: 'italic', icon: Italic, run: () => exec('italic'), active: () => queryState('italic') },
  { key: 'heading2', icon: Heading2, run: () => exec('formatBlock', '<h2>'), active: () => blockIs('h2') },
  { key: 'heading3', icon: Heading3, run: () => exec('formatBlock', '<h3>'), active: () => blockIs('h3') },
  { key: 'paragraph', icon: Pilcrow, run: () => exec('formatBlock', '<p>'), active: () => blockIs('p') },
  {
    key: 'bulletList',
    icon: List,
    run: () => exec('insertUnorderedList'),
    active: () => queryState('insertUnorderedList'),
  },
  {
    key: 'numberedList',
    icon: ListOrdered,
    run: () => exec('insertOrderedList'),
    active: () => queryState('insertOrderedList'),
  },
  { key: 'undo', icon: Undo2, run: () => exec('undo') },
  { key: 'redo', icon: Redo2, run: () => exec('redo') },
];

interface ArticleEditorProps {
  /** HTML; shown sanitised. */
  value: string;
  onChange: (html: string) => void;
  editing: boolean;
  label: string;
}

/**
 * The article, formatted, and editable in place: a contentEditable area with a small
 * toolbar (bold, italic, headings, lists, undo). What it emits is what gets saved,
 * published and downloaded (sanitised again on the way out). Pasting inserts plain text,
 * so no foreign markup or styles come in.
 */
export function ArticleEditor({ value, onChange, editing, label }: ArticleEditorProps) {
  const { t } = useTranslation('article-wizard');
  const ref = useRef<HTMLDivElement>(null);
  // What the area holds already: typing must not rewrite it (the caret would jump).
  const shown = useRef<string | null>(null);
  const [active, setActive] = useState<Record<string, boolean>>({});

  useLayoutEffect(() => {
    if (!ref.current || value === shown.current) return;
    ref.current.innerHTML = sanitizeHtml(value);
    shown.current = value;
  }, [value]);

  useEffect(() => {
    if (!editing) return;
    exec('defaultParagraphSeparator', 'p');
    exec('styleWithCSS', 'false');
    const update = () => {
      const selection = document.getSelection();
      if (!ref.current || !selection?.anchorNode || !ref.current.contains(selection.anchorNode)) return;
      setActive(
        Object.fromEntries(COMMANDS.filter((c) => c.active).map((c) => [c.key, c.active?.() ?? false])),
      );
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, [editing]);

  const emit = () => {
    if (!ref.current) return;
    shown.current = ref.current.innerHTML;
    onChange(shown.current);
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    exec('insertText', event.clipboardData.getData('text/plain'));
  };

  return (
    <div className="grid gap-2">
      {editing && (
        <div
          role="toolbar"
          aria-label={t('editor.toolbar')}
          aria-controls="article-editor"
          className="sticky top-16 z-10 flex flex-wrap gap-1 rounded-md border bg-background p-1 shadow-sm"
        >
          {COMMANDS.map(({ key, icon: Icon, run, active: isToggle }) => (
            <Button
              key={key}
              type="button"
              variant="ghost"
              size="icon"
              className={cn('size-9', active[key] && 'bg-accent text-accent-foreground')}
              aria-label={t(`editor.${key}`)}
              title={t(`editor.${key}`)}
              aria-pressed={isToggle ? (active[key] ?? false) : undefined}
              // Keep the selection in the article: a click would move focus to the button first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                run();
                emit();
              }}
            >
              <Icon aria-hidden="true" />
            </Button>
          ))}
        </div>
      )}
      <div
        id="article-editor"
        ref={ref}
        role={editing ? 'textbox' : 'article'}
        aria-multiline={editing || undefined}
        aria-label={label}
        contentEditable={editing}
        suppressContentEditableWarning
        tabIndex={editing ? 0 : -1}
        onInput={emit}
        onBlur={emit}
        onPaste={onPaste}
        data-testid="article-content"
        className={cn(
          ARTICLE_PROSE,
          'min-h-40 rounded-md',
          editing &&
            'border border-input bg-background p-4 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1 sm:p-6',
        )}
      />
    </div>
  );
}
