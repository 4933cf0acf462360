import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  OAUTH_PERMISSIONS,
  OAUTH_RETURN_ERRORS,
  oauthStartPath,
  type OAuthPermission,
  type OAuthReturnError,
} from '@forja/contracts';
import { queryKeys } from '@/lib/api/query-keys';
import { toast } from '@/lib/toast';

const RETURN_PARAMS = ['success', 'error', 'channel', 'username', 'missing'];

const isPermission = (name: string): name is OAuthPermission =>
  (OAUTH_PERMISSIONS as readonly string[]).includes(name);

/**
 * The return from YouTube's or TikTok's consent page: `?success=youtube_connected&channel=…`
 * or `?error=youtube_auth_denied`. Shows the toast once, then takes the parameters out of the
 * address (a reload or a shared link does not show it again). `?error=*_permission_missing`
 * names what the user unticked (`missing`): the toast says what Forja needs it for and offers
 * to connect again.
 */
export function useOAuthReturn() {
  const { t, i18n } = useTranslation('connections');
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const shown = useRef<string | null>(null);
  const success = params.get('success');
  const error = params.get('error');

  useEffect(() => {
    if (!success && !error) return;
    const key = params.toString();
    if (shown.current === key) return;
    shown.current = key;
    if (success === 'youtube_connected' || success === 'tiktok_connected') {
      const platform = success === 'youtube_connected' ? 'youtube' : 'tiktok';
      toast.success(t('oauth.returnSuccessTitle'), {
        description:
          platform === 'youtube'
            ? t('oauth.returnSuccess.youtube', { channel: params.get('channel') ?? '' })
            : t('oauth.returnSuccess.tiktok', { username: params.get('username') ?? '' }),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.connections() });
    } else if (error === 'youtube_permission_missing' || error === 'tiktok_permission_missing') {
      const platform = error === 'youtube_permission_missing' ? 'youtube' : 'tiktok';
      const needed = (params.get('missing') ?? '').split(',').filter(isPermission);
      const list = new Intl.ListFormat(i18n.resolvedLanguage, { type: 'conjunction' }).format(
        needed.map((name) => t(`oauth.permissions.${name.replace(/\./g, '_')}`)),
      );
      toast.error(t('oauth.permissionMissingTitle'), {
        description: needed.length
          ? t('oauth.permissionMissing', { permissions: list })
          : t(`oauth.returnError.${error}`),
        action: {
          label: t('oauth.connectAgain'),
          onClick: () => window.location.assign(oauthStartPath(platform)),
        },
        duration: 20_000,
      });
    } else {
      const known = (OAUTH_RETURN_ERRORS as readonly string[]).includes(error ?? '');
      toast.error(t('oauth.returnErrorTitle'), {
        description: known
          ? t(`oauth.returnError.${error as OAuthReturnError}`)
          : t('oauth.returnError.other'),
      });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
  }, [success, error, params, setParams, t, i18n.resolvedLanguage, queryClient]);
}
