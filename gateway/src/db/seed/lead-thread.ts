import type { DataSource } from 'typeorm';
import { ThreadMessage } from '../../modules/thread/thread-message.entity';
import { Thread } from '../../modules/thread/thread.entity';

/** One message of a sample conversation, `after` minutes after its lead was made. */
export interface SampleLine {
  fromSeeker: boolean;
  after: number;
  message: string;
}

/**
 * Writes a sample conversation into a lead's thread, each side having read it up to the minute
 * given; never in the future.
 */
export async function writeSampleThread(
  dataSource: DataSource,
  lead: { id: string; ownerId: string; seekerId: string | null; createdAt: Date },
  lines: readonly SampleLine[],
  seen: { seeker: number; owner: number },
): Promise<number> {
  const at = (minutes: number) => new Date(Math.min(Date.now(), lead.createdAt.getTime() + minutes * 60_000));
  await dataSource.getRepository(ThreadMessage).insert(
    lines.map((line) => ({
      threadId: lead.id,
      authorId: line.fromSeeker ? lead.seekerId : lead.ownerId,
      fromSeeker: line.fromSeeker,
      message: line.message,
      createdAt: at(line.after),
    })),
  );
  await dataSource.getRepository(Thread).update({ id: lead.id }, { seekerSeenAt: at(seen.seeker), ownerSeenAt: at(seen.owner) });
  return lines.length;
}
