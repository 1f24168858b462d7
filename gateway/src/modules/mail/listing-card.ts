import type { DataSource } from 'typeorm';
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

  /** Undefined when the listing is gone (the mail then goes without a card). */
  async of(listingId: string): Promise<MailListingCard | undefined> {
    const listing = await this.dataSource
      .getRepository(Property)
      .findOne({ where: { id: listingId }, select: { id: true, title: true, price: true, locality: true, city: true } });
    if (!listing) return undefined;
    const photo = await this.dataSource
      .getRepository(PropertyImage)
      .findOne({ where: { propertyId: listingId }, order: { position: 'ASC' } });
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
