import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { InboxItemColumns } from '../inbox/inbox-item-columns';

/** A message sent through the Contact us page; admins read, assign and resolve it in the inbox. */
@Entity('contact_messages')
export class ContactMessage extends InboxItemColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 60 })
  fullName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 10 })
  mobile: string;

  @Column({ type: 'varchar', length: 80 })
  enquiryType: string;

  @Column({ type: 'text' })
  message: string;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
