import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (docs/architecture.md#stack).
export const hashPassword = (password: string) => hash(password);

// A real hash of a password nobody has, verified when the account does not exist, so that a
// login for an unknown e-mail takes as long as one with a wrong password.
let decoy: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hash('decoy-password-for-constant-time');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
