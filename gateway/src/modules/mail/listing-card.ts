import type { DataSource, EntityManager } from 'typeorm';
import { listingPath, listingShareText } from '../../../../shared/domain/share';
import { PropertyImage } from '../property/property-image.entity';
import { Property } from '../property/property.entity';
import type { FileStorage } from '../storage/file-storage';
import type { MailListingCard } from './mail-layout';

/** The card of a listing for mails about it: its first photo, title, price and place, absolute links. */
export class ListingMailCards {
  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: FileStorage,
    private readonly publicUrl: string,
  ) {}

  /**
   * Undefined when the listing is gone (the mail then goes without a card). A mail written in a
   * transaction reads the card in it (`manager`): no second connection while the first is held.
   */
  async of(listingId: string, manager: EntityManager = this.dataSource.manager): Promise<MailListingCard | undefined> {
    const listing = await manager
      .getRepository(Property)
      .findOne({ where: { id: listingId }, select: { id: true, title: true, price: true, locality: true, city: true } });
    if (!listing) return undefined;
    const photo = await manager.getRepository(PropertyImage).findOne({ where: { propertyId: listingId }, order: { position: 'ASC' } });
    return {
      title: listing.title,
      url: this.absolute(listingPath(listing.id)),
      photoUrl: photo ? this.absolute(this.storage.url(photo.thumbKey)) : null,
      caption: listingShareText(listing),
    };
  }

  private absolute(pathOrUrl: string): string {
    return new URL(pathOrUrl, `${this.publicUrl}/`).href;
  }
}
