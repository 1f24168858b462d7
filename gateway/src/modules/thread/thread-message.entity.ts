import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../user/user.entity';
import { Thread } from './thread.entity';

/**
 * A message in a lead's thread: the owner's to the seeker or the seeker's to the owner. (An
 * enquiry's own message opens its thread and stays on the enquiry.)
 */
@Entity('thread_messages')
@Index('IDX_thread_messages_thread_created', ['threadId', 'createdAt'])
export class ThreadMessage {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  threadId: string;

  @ManyToOne(() => Thread, (thread) => thread.messages, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'thread_id' })
  thread?: Relation<Thread>;

  /** Who wrote it; null once that account is deleted. */
  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id' })
  author?: Relation<User> | null;

  /** Written by the seeker; otherwise by the listing's owner (admins wrote for owners until 29 November 2026). */
  @Column({ type: 'boolean', default: false })
  fromSeeker: boolean;

  /** Plain text, shown as text. */
  @Column({ type: 'varchar', length: 2000 })
  message: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
