import type { Logger } from 'pino';
import { IsNull, MoreThan, type DataSource } from 'typeorm';
import type { ListingImages } from './listing-images';
import { PropertyImage } from './property-image.entity';

/** Photos read per round: each is encoded in the photo queue, so uploads keep their turn. */
const BATCH = 4;

/**
 * Makes the narrower copies of photos stored before they existed (issue 15 item 3), a few at a
 * time after the gateway has started. Idempotent: it only takes photos whose `variantWidths` is
 * still null and sets it only if it still is, so a second gateway or a restart does no harm.
 * A photo it cannot read is logged and left for the next start; until then it shows as it is.
 */
export class ImageVariantBackfill {
  private stopped = false;
  private running?: Promise<{ made: number; failed: number }>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly images: ListingImages,
    private readonly log: Pick<Logger, 'info' | 'warn'>,
  ) {}

  /** Starts the backfill (once) and answers when it is done or stopped. */
  run(): Promise<{ made: number; failed: number }> {
    this.running ??= this.backfill().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Stops after the photo in hand (a gateway shutting down); the rest wait for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running?.catch(() => undefined);
  }

  private async backfill(): Promise<{ made: number; failed: number }> {
    const photos = this.dataSource.getRepository(PropertyImage);
    const total = await photos.countBy({ variantWidths: IsNull() });
    let made = 0;
    let failed = 0;
    if (!total) return { made, failed };
    this.log.info({ total }, 'making the responsive sizes of photos stored without them');
    const step = Math.max(BATCH, Math.ceil(total / 10));
    let after = '00000000-0000-0000-0000-000000000000';
    while (!this.stopped) {
      const batch = await photos.find({
        select: { id: true, largeKey: true, largeWidth: true },
        where: { variantWidths: IsNull(), id: MoreThan(after) },
        order: { id: 'ASC' },
        take: BATCH,
      });
      if (!batch.length) break;
      for (const photo of batch) {
        if (this.stopped) break;
        after = photo.id;
        try {
          const widths = await this.images.addVariants(photo);
          const { affected } = await photos.update({ id: photo.id, variantWidths: IsNull() }, { variantWidths: widths });
          // Deleted meanwhile: its copies are not needed (done by another gateway: the same files).
          if (!affected && !(await photos.existsBy({ id: photo.id }))) await this.images.removeVariants(photo.largeKey, widths);
          made++;
        } catch (error) {
          failed++;
          this.log.warn(
            { photoId: photo.id, key: photo.largeKey, err: error },
            'could not make the responsive sizes of a photo; it shows at its full size',
          );
        }
      }
      // About every tenth of the way, and at the end.
      const done = made + failed;
      if (Math.floor(done / step) > Math.floor((done - batch.length) / step) || done >= total)
        this.log.info({ done, total, made, failed }, 'responsive photo sizes: progress');
    }
    return { made, failed };
  }
}
