import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { SignInAddress } from './sign-in-address.entity';

const hashAddress = (ip: string) => createHash('sha256').update(ip).digest('hex');

/** The addresses each account has signed in from (hashed), to tell its owner from a stranger. */
export class SignInAddresses {
  constructor(private readonly dataSource: DataSource) {}

  async isKnown(userId: string, ip: string | undefined): Promise<boolean> {
    if (!ip) return false;
    return this.dataSource.getRepository(SignInAddress).existsBy({ userId, addressHash: hashAddress(ip) });
  }

  async remember(userId: string, ip: string | undefined): Promise<void> {
    if (!ip) return;
    await this.dataSource
      .getRepository(SignInAddress)
      .upsert({ userId, addressHash: hashAddress(ip), lastSeenAt: new Date() }, ['userId', 'addressHash']);
  }
}
