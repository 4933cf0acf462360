import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Bell, UserRound } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';

/* Connections, subscription and invoices join this list with their features. */
const TABS = ['profile', 'notifications'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => (TABS as readonly (string | null)[]).includes(value);

export function SettingsPage() {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';

  // In the URL so a reload or a shared link opens the same tab; replace, so Back leaves the page.
  const onTabChange = (value: string) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">{t('title')}</h1>
        <p className="text-muted-foreground">{t('subtitle')}</p>
      </div>
      <Tabs value={tab} onValueChange={onTabChange}>
        <TabsList aria-label={t('tabs.label')} className="self-start">
          <TabsTrigger value="profile">
            <UserRound aria-hidden="true" />
            {t('tabs.profile')}
          </TabsTrigger>
          <TabsTrigger value="notifications">
            <Bell aria-hidden="true" />
            {t('tabs.notifications')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
          <ProfileTab />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
