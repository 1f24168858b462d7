import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import type { AuditAction, AuditTargetType } from '../../../../shared/domain/audit';
import { User } from '../user/user.entity';

/**
 * One admin action: who did what to which thing, when and why. The actor's and the target's
 * names are copied in, so the entry still reads well after either account is deleted.
 */
@Entity('audit_log')
@Index('IDX_audit_log_created', ['createdAt'])
@Index('IDX_audit_log_action_created', ['action', 'createdAt'])
@Index('IDX_audit_log_actor_created', ['actorId', 'createdAt'])
@Index('IDX_audit_log_target', ['targetType', 'targetId'])
export class AuditEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'actor_id' })
  actor?: Relation<User>;

  @Column({ type: 'varchar', length: 30 })
  actorName: string;

  @Column({ type: 'varchar', length: 40 })
  action: AuditAction;

  @Column({ type: 'varchar', length: 20 })
  targetType: AuditTargetType;

  @Column({ type: 'uuid', nullable: true })
  targetId: string | null;

  @Column({ type: 'varchar', length: 300 })
  targetLabel: string;

  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ type: 'jsonb', default: () => `'{}'` })
  details: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
