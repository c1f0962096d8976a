import type { SessionUser } from '@fengshui/shared/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionKey, setSessionUser } from '../../../lib/session/session-api.ts';

export interface UsernameUpdateResponse {
  success: boolean;
  message: string;
  user: SessionUser;
}

/** PUT /users/update-username; 409 when the name is taken. */
export const updateUsername = (username: string) =>
  apiRequest<UsernameUpdateResponse>('/users/update-username', { method: 'PUT', body: { username } });

export function useUpdateUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUsername,
    // The answer carries the updated user: shown at once, then confirmed by GET /auth/me.
    onSuccess: (response) => {
      setSessionUser(queryClient, response.user);
      return queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
}
