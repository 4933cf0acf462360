import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api-client';
import { SIGNED_OUT_STATE } from '@/lib/session';
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
      // The root layout forgets the user once home is on show (see SIGNED_OUT_STATE).
      await navigate(paths.home, { replace: true, state: SIGNED_OUT_STATE });
    },
  });
}
