import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { clearUserData } from '@/lib/session';
import { paths } from '@/config/paths';

/** DELETE /api/account — removes the user and everything they own; the server clears the cookie. */
export function deleteAccount(): Promise<void> {
  return api.delete<void>('/api/account');
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      await queryClient.cancelQueries();
      // Leave the protected screen before the session turns null, or its guard sends us to /login.
      await navigate(paths.home, { replace: true });
      clearUserData(queryClient);
    },
  });
}
