import { Entity, JoinColumn, ManyToOne, PrimaryColumn, UpdateDateColumn, type Relation } from 'typeorm';
import { User } from '../user/user.entity';

/**
 * An address an account has signed in from before (SHA-256 of the IP, not the IP itself). A
 * flood of failed sign-ins from elsewhere then only slows, never locks out, its owner there.
 */
@Entity('sign_in_addresses')
export class SignInAddress {
  @PrimaryColumn({ type: 'uuid' })
  userId: string;

  @PrimaryColumn({ type: 'char', length: 64 })
  addressHash: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: Relation<User>;

  @UpdateDateColumn({ type: 'timestamptz' })
  lastSeenAt: Date;
}
