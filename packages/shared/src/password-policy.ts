// docs/accounts.md#password-policy: at least 8 characters, one lowercase, one uppercase, one digit, one symbol
// from @$!%*?&, each with its own message; every new-password checklist shows the same rules live.
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: 'At least 8 characters',
    message: 'Password must be at least 8 characters long',
    test: (password: string) => password.length >= 8,
  },
  {
    id: 'lowercase',
    label: 'One lowercase letter',
    message: 'Password must contain at least one lowercase letter',
    test: (password: string) => /[a-z]/.test(password),
  },
  {
    id: 'uppercase',
    label: 'One uppercase letter',
    message: 'Password must contain at least one uppercase letter',
    test: (password: string) => /[A-Z]/.test(password),
  },
  {
    id: 'number',
    label: 'One number',
    message: 'Password must contain at least one number',
    test: (password: string) => /[0-9]/.test(password),
  },
  {
    id: 'symbol',
    label: 'One special character (@$!%*?&)',
    message: 'Password must contain at least one special character (@$!%*?&)',
    test: (password: string) => /[@$!%*?&]/.test(password),
  },
] as const;

export const PASSWORD_MAX_LENGTH = 128;

/** The message of each rule the password breaks, in the checklist's order. */
export function passwordProblems(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}
