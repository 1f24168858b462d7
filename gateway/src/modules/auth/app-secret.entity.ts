import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/**
 * Secrets the gateway generates itself when none is configured (the token signing key), kept in
 * the database so every gateway on it, and every restart, agrees.
 */
@Entity('app_secrets')
export class AppSecret {
  @PrimaryColumn({ type: 'varchar', length: 50 })
  name: string;

  @Column({ type: 'text' })
  value: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
