import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Bell } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { InboxApi } from './inbox-api';
import { InboxPanel } from './inbox-panel';

/** Above this the badge says "99+". */
const BADGE_MAX = 99;

/**
 * The header's notifications: a button with the unread count, opening a panel over the page.
 * Escape, a click outside or Tab past its end close it; Escape gives focus back to the button.
 * Opening it marks nothing read: following an item does, and so does "Mark all as read".
 * The whole bell loads after the shell (app/notifications-bell.tsx), so it costs no page's
 * first load.
 */
export function InboxBell({ inbox, markRead }: InboxApi) {
  const { t } = useTranslation('inbox');
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const unread = inbox.data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close(true);
    }
  };

  return (
    <div
      ref={wrapper}
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus gone elsewhere on the page (Tab past the last item): the panel goes too.
        if (open && event.relatedTarget && !wrapper.current?.contains(event.relatedTarget as Node)) {
          setOpen(false);
        }
      }}
    >
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="relative"
        aria-label={unread > 0 ? t('buttonUnread', { count: unread }) : t('button')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen((was) => !was)}
      >
        <Bell aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-destructive-foreground"
          >
            {unread > BADGE_MAX ? `${BADGE_MAX}+` : unread}
          </span>
        )}
      </Button>
      {open && (
        <div
          id={panelId}
          role="dialog"
          aria-label={t('title')}
          // Phones: the width of the screen under the header; wider screens: under the bell.
          className="fixed inset-x-2 top-14 z-40 max-h-[min(32rem,calc(100dvh-4.5rem))] overflow-y-auto rounded-lg border bg-popover text-popover-foreground shadow-lg sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <InboxPanel inbox={inbox} markRead={markRead} onNavigate={() => close(false)} />
        </div>
      )}
    </div>
  );
}
