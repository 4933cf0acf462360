import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { errorMessage } from '@/lib/errors';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';
import { ProfileForm } from './profile-form';
import { ProfileFormSkeleton } from './profile-form-skeleton';
import { StorageUsageSection } from './storage-usage-section';

export function ProfileTab() {
  const { t } = useTranslation('settings');
  const profile = useProfile();
  return (
    <div className="grid gap-6">
      {profile.isPending ? (
        <ProfileFormSkeleton />
      ) : profile.isError ? (
        <LoadError
          title={t('profile.loadFailed')}
          message={errorMessage(t, profile.error)}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        <ProfileForm profile={profile.data} />
      )}
      {/* Neither needs the profile data, so they stay usable while it loads or fails. */}
      <StorageUsageSection />
      <ChangePasswordForm />
      <DeleteAccountSection />
    </div>
  );
}
