import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  Bell,
  CreditCard,
  KeyRound,
  Link2,
  Palette,
  ReceiptText,
  UserRound,
  Webhook,
  type LucideIcon,
} from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/use-document-title';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';

/* The settings tabs, in order. Tabs owned by other features arrive through `extraTabs`. */
const ALL_TABS = [
  'profile',
  'brand-kits',
  'connections',
  'api',
  'webhooks',
  'notifications',
  'subscription',
  'invoices',
] as const;
type Tab = (typeof ALL_TABS)[number];
type ExtraTab = Exclude<Tab, 'profile' | 'notifications'>;

const ICONS: Record<Tab, LucideIcon> = {
  profile: UserRound,
  'brand-kits': Palette,
  connections: Link2,
  api: KeyRound,
  webhooks: Webhook,
  notifications: Bell,
  subscription: CreditCard,
  invoices: ReceiptText,
};

interface SettingsPageProps {
  /** Content for the tabs other features own (composed in the route module); absent ones are not shown. */
  extraTabs?: Partial<Record<ExtraTab, ReactNode>>;
}

export function SettingsPage({ extraTabs = {} }: SettingsPageProps) {
  const { t } = useTranslation('settings');
  useDocumentTitle(t('title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const content: Partial<Record<Tab, ReactNode>> = {
    ...extraTabs,
    profile: <ProfileTab />,
    notifications: <NotificationsTab />,
  };
  const tabs = ALL_TABS.filter((tab) => content[tab] !== undefined);
  const requested = searchParams.get('tab');
  const tab = tabs.find((name) => name === requested) ?? 'profile';

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
          {tabs.map((name) => {
            const Icon = ICONS[name];
            return (
              <TabsTrigger key={name} value={name}>
                <Icon aria-hidden="true" />
                {t(`tabs.${name}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {tabs.map((name) => (
          <TabsContent key={name} value={name}>
            {content[name]}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
