import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../user/user.entity';
import { ContactMessage } from './contact-message.entity';

/** An admin's reply to a Contact us message, as e-mailed to its sender (the mail itself is in mail_outbox). */
@Entity('contact_replies')
@Index('IDX_contact_replies_message', ['messageId', 'createdAt'])
export class ContactReply {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  messageId: string;

  @ManyToOne(() => ContactMessage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id' })
  message?: Relation<ContactMessage>;

  /** The admin who wrote it; null once their account is deleted. */
  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'author_id' })
  author?: Relation<User> | null;

  @Column({ type: 'text' })
  text: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
