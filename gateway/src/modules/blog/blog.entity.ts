import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('blogs')
export class Blog {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  /** Sanitized HTML (see common/rich-text.ts); never stored unsanitized. */
  @Column({ type: 'text' })
  description: string;

  /** URL of the cover image; the web app shows its default banner when there is none. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  image: string | null;

  @Index()
  @CreateDateColumn({ type: 'timestamptz', name: 'created_at' })
  createdAt: Date;
}
