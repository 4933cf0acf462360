import { accountEndpoints } from '@forja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiCall } from '@/lib/api-call';
import { leaveSignedOut } from '@/lib/session';
import { paths } from '@/config/paths';

/** DELETE /api/account — removes the user and everything they own; the server clears the cookie. */
export function deleteAccount(): Promise<void> {
  return apiCall(accountEndpoints.delete);
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    // The drafts go at once; the root layout forgets the rest once home is on show.
    onSuccess: () => leaveSignedOut(queryClient, navigate, paths.home),
  });
}
