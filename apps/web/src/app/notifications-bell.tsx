import { InboxBell } from '@/features/inbox/components/inbox-bell';
import { useInbox, useMarkInboxRead } from '@/features/scheduling/api/schedules';

/*
 * The header's bell, reading the inbox through the scheduling feature's hooks (features do
 * not import each other). Loaded once the shell is on screen (routes/signed-in-layout.tsx):
 * it is on every signed-in page, so it stays out of their first load.
 */
export function NotificationsBell() {
  return <InboxBell inbox={useInbox()} markRead={useMarkInboxRead()} />;
}
