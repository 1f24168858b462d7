import argon2 from 'argon2';

/** argon2id with OWASP's recommended minimum: 19 MiB of memory, 2 passes, 1 lane. */
const OWASP_ARGON2ID = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OWASP_ARGON2ID);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of a password nobody has, verified when an e-mail is unknown so that a wrong
 * e-mail and a wrong password take the same time (no user enumeration by timing).
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}
