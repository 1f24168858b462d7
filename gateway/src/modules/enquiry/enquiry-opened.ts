import type { EntityManager } from 'typeorm';

/**
 * The owner has opened an enquiry (it stops counting as unopened); `answered`: by writing in its
 * thread, which also moves a new enquiry to contacted. Said once for the thread's reads and writes.
 */
export async function markEnquiryOpened(manager: EntityManager, id: string, { answered = false } = {}): Promise<void> {
  const status = answered ? `, status = CASE WHEN status = 'new' THEN 'contacted' ELSE status END` : '';
  await manager.query(`UPDATE enquiries SET read_at = coalesce(read_at, now())${status}, updated_at = now() WHERE id = $1`, [id]);
}
