import type { SessionUser } from '@fengshui/shared/auth';
import type { ProfileUpdate } from '@fengshui/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionKey, setSessionUser } from '../../../lib/session/session-api.ts';

export interface ProfileUpdateResponse {
  success: boolean;
  message: string;
  user: SessionUser;
}

/** PUT /users/profile with only the fields that changed; a new e-mail gets a verification link. */
export const updateProfile = (changes: ProfileUpdate) =>
  apiRequest<ProfileUpdateResponse>('/users/profile', { method: 'PUT', body: changes });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The answer carries the updated user: shown at once, then confirmed by GET /auth/me.
    onSuccess: (response) => {
      setSessionUser(queryClient, response.user);
      return queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
}
