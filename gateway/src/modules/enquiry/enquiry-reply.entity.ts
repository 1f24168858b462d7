import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from 'typeorm';
import { User } from '../user/user.entity';
import { Enquiry } from './enquiry.entity';

/**
 * A message in an enquiry's thread: the owner's to the seeker, shown in 'My
 * enquiries', or the signed-in seeker's to the owner, shown in the owner's leads.
 */
@Entity('enquiry_replies')
@Index('IDX_enquiry_replies_enquiry_created', ['enquiryId', 'createdAt'])
export class EnquiryReply {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  enquiryId: string;

  @ManyToOne(() => Enquiry, (enquiry) => enquiry.replies, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'enquiry_id' })
  enquiry?: Relation<Enquiry>;

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
