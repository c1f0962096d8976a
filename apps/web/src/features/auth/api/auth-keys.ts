// Query keys of the auth feature, from one place.
export const authKeys = {
  providers: () => ['auth', 'providers'] as const,
  verifyEmail: (token: string) => ['auth', 'verify-email', token] as const,
  verifyResetToken: (token: string) => ['auth', 'verify-reset-token', token] as const,
};
