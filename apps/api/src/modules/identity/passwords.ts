import { hash, verify } from '@node-rs/argon2';

/** argon2id (memory-hard) with OWASP's minimum parameters: 19 MiB, 2 passes. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Hash anyway for unknown accounts so timing does not reveal which e-mails exist.
  if (!passwordHash) {
    await hash(password, OPTIONS);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
