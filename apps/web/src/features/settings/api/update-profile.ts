import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileEndpoints, type Profile, type UpdateProfileBody } from '@forja/contracts';
import { apiCall } from '@/lib/api-call';
import type { SessionData } from '@/lib/auth-client';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { PROFILE_QUERY_KEY } from './get-profile';

/** PATCH /api/profile — any subset of the editable fields; e-mail is not one of them. */
export function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  return apiCall(profileEndpoints.update, { body });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      // The top bar and sidebar read the name from the session: show the new one at once,
      // then re-read the session so every other field matches the server too.
      queryClient.setQueryData<SessionData | null>(SESSION_QUERY_KEY, (old) =>
        old ? { ...old, user: { ...old.user, name: profile.name } } : old,
      );
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
