import { RequireAdmin } from '../../guards/require-admin';
import { ContactMessagesPage } from '@/features/contact/components/contact-messages-page';

/* /backend/messages: the contact form's inbox (features/contact). */
export function Component() {
  return (
    <RequireAdmin permission="settings.manage">
      <ContactMessagesPage />
    </RequireAdmin>
  );
}
