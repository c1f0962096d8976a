import type { SmsPreference, SmsPreferenceUpdate } from '@fengshui/shared/sms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { sessionKey } from '../../../lib/session/session-api.ts';
import { accountKeys } from './account-keys.ts';

interface SmsPreferenceResponse {
  success: boolean;
  message: string;
  preference: SmsPreference;
}

/** PUT /users/sms-preference: the choice and the mobile number, which is also the profile's phone. */
export const updateSmsPreference = (body: SmsPreferenceUpdate) =>
  apiRequest<SmsPreferenceResponse>('/users/sms-preference', { method: 'PUT', body });

export function useUpdateSmsPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSmsPreference,
    onSuccess: (response) => {
      queryClient.setQueryData(accountKeys.smsPreference(), response.preference);
      // The number is the profile's phone: Personal Details shows it from the session.
      return queryClient.invalidateQueries({ queryKey: sessionKey });
    },
  });
}
