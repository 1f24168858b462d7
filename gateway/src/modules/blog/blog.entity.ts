import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BlogStatus } from '../../../../shared/domain/blog';

@Entity('blogs')
// The public list: published posts, newest first.
@Index('IDX_blogs_status_created', ['status', 'createdAt'])
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

  /** The post's words in a URL, unique; a second way to open it besides its id. */
  @Index('UQ_blogs_slug', { unique: true })
  @Column({ type: 'varchar', length: 120 })
  slug: string;

  /** A sentence or two for search results and link previews; empty: the start of the post. */
  @Column({ type: 'varchar', length: 300, default: '' })
  excerpt: string;

  @Column({ type: 'varchar', length: 20, default: 'published' })
  status: BlogStatus;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
