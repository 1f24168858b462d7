import { LOCATION_MESSAGES } from '../../../../shared/validation/location';
import { In, type DataSource, type EntityManager } from 'typeorm';
import { DEFAULT_LISTING_STATUS, LISTING_STATUSES, MAX_LISTING_IMAGES, type ListingStatus } from '../../../../shared/domain/property';
import { PROPERTY_MESSAGES, exceedsCapacity, propertySchema, vacantBedsSchema } from '../../../../shared/validation/property';
import { UPLOAD_MESSAGES } from '../../../../shared/domain/uploads';
import { DomainError, NotFoundError, isUuid } from '../../common/errors';
import { sanitizeRichText } from '../../common/rich-text';
import { parseInput } from '../../common/validate';
import type { AuditAction } from '../../../../shared/domain/audit';
import type { RejectionReason } from '../../../../shared/domain/listing-review';
import type { AuditLog } from '../audit/audit-log';
import { requireRole, type Viewer } from '../auth/viewer';
import { closeReportsOfRemovedListing } from '../report/removed-listing-reports';
import type { EncodedImage, ListingImages, StoredImage, UploadedImage } from './listing-images';
import type { ListingGeography } from './listing-geography';
import { mayEditListing } from './edit-rule';
import { notRemovedWhere } from './listed';
import { PropertyImage } from './property-image.entity';
import { Property } from './property.entity';

export const PROPERTY_NOT_FOUND = 'Property not found';
const NOT_YOUR_LISTING = 'You can only change your own listings.';

/**
 * The gallery after an edit, in order: each entry is the id of a photo to keep, or `new:<n>` for
 * the n-th newly uploaded file (so a photo can be replaced in place).
 */
export type GalleryOrder = string[];

/** The audit action of each status an admin sets. */
const STATUS_ACTIONS: Record<ListingStatus, AuditAction> = {
  approved: 'listing_approved',
  rejected: 'listing_rejected',
  pending: 'listing_reopened',
};

/** Publishing, editing and removing listings. Reads live in PropertyQueries. */
export class PropertyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly images: ListingImages,
    private readonly geography: ListingGeography,
    private readonly audit?: AuditLog,
    /** The site setting that holds new listings for review; without it they go live at once (spec). */
    private readonly settings?: { reviewBeforeLive(manager?: EntityManager): Promise<boolean> },
    /** The listing's open visits, cancelled (each seeker told) in the transaction that deletes it. */
    private readonly visits?: { cancelForRemovedListing(propertyId: string, manager: EntityManager): Promise<number> },
  ) {}

  /**
   * An owner (or admin) publishes a listing with up to 10 photos: live at once, or pending while
   * the site settings ask for review before live. Edits keep the status: an approved listing stays
   * up while its owner changes a price (re-reviewing every edit would take it offline each time).
   */
  async create(viewer: Viewer | null, input: unknown, uploads: UploadedImage[] = []): Promise<Property> {
    requireRole(viewer, 'owner', 'admin');
    // Check the form before the slow part (encoding photos); createWithPhotos parses it again.
    parseInput(propertySchema, input);
    if (uploads.length > MAX_LISTING_IMAGES) throw new DomainError('BAD_USER_INPUT', UPLOAD_MESSAGES.tooMany, 'images');
    return this.createWithPhotos(viewer, input, await this.images.prepare(uploads));
  }

  /** The same, with photos already checked and encoded (the sample data reuses encoded photos). */
  async createWithPhotos(viewer: Viewer | null, input: unknown, photos: EncodedImage[]): Promise<Property> {
    const owner = requireRole(viewer, 'owner', 'admin');
    const values = parseInput(propertySchema, input);
    if (photos.length > MAX_LISTING_IMAGES) throw new DomainError('BAD_USER_INPUT', UPLOAD_MESSAGES.tooMany, 'images');
    const place = await this.place(values.pinCode, values.state, values.district, values.locality);

    const stored = await this.images.write(photos);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const property = await manager.save(
          manager.create(Property, {
            ...values,
            ...place,
            description: sanitizeRichText(values.description, this.images.urlPrefix),
            ownerId: owner.id,
            status: await this.newListingStatus(manager),
          }),
        );
        property.images = await this.saveGallery(
          manager,
          property.id,
          stored.map((image) => ({ stored: image })),
        );
        return property;
      });
    } catch (error) {
      await this.images.remove(stored);
      throw error;
    }
  }

  private async newListingStatus(manager: EntityManager): Promise<ListingStatus> {
    return (await this.settings?.reviewBeforeLive(manager)) ? 'pending' : DEFAULT_LISTING_STATUS;
  }

  /** The owner (or an admin) edits a listing; `gallery` says which photos stay and in what order. */
  async update(viewer: Viewer | null, id: string, input: unknown, gallery: GalleryOrder, uploads: UploadedImage[] = []): Promise<Property> {
    const property = await this.findEditable(viewer, id);
    const values = parseInput(propertySchema, input);
    const existing = new Map((property.images ?? []).map((image) => [image.id, image]));
    const slots = gallery.map((entry) => {
      const newIndex = /^new:(\d+)$/.exec(entry)?.[1];
      if (newIndex !== undefined && Number(newIndex) < uploads.length) return { newIndex: Number(newIndex) };
      if (existing.has(entry)) return { keep: existing.get(entry)! };
      throw new DomainError('BAD_USER_INPUT', 'The photo list changed while you were editing. Reload the page and try again.', 'images');
    });
    if (slots.length > MAX_LISTING_IMAGES) throw new DomainError('BAD_USER_INPUT', UPLOAD_MESSAGES.tooMany, 'images');
    const place = await this.place(values.pinCode, values.state, values.district, values.locality);

    const stored = await this.images.store(uploads);
    const removed = [...existing.values()].filter((image) => !slots.some((slot) => slot.keep?.id === image.id));
    try {
      const saved = await this.dataSource.transaction(async (manager) => {
        const changes = { ...values, ...place, description: sanitizeRichText(values.description, this.images.urlPrefix) };
        await manager.update(Property, { id }, changes);
        // An admin editing somebody's listing leaves a record; owners editing their own do not.
        if (viewer?.role === 'admin' && viewer.id !== property.ownerId) {
          const fields = changedFields(property, changes);
          if (slots.length !== existing.size || removed.length || uploads.length) fields.push('images');
          await this.audit?.record(
            { actor: viewer, action: 'listing_edited', target: { type: 'listing', id, label: values.title }, details: { fields } },
            manager,
          );
        }
        await manager.delete(PropertyImage, { propertyId: id });
        const images = await this.saveGallery(
          manager,
          id,
          slots.map((slot) => (slot.keep ? { stored: slot.keep, id: slot.keep.id } : { stored: stored[slot.newIndex!] })),
        );
        const updated = await manager.findOneByOrFail(Property, { id });
        updated.images = images;
        return updated;
      });
      await this.images.remove(removed);
      return saved;
    } catch (error) {
      await this.images.remove(stored);
      throw error;
    }
  }

  /** The owner (or an admin) says how many beds are free now, from My Properties; null: not stated. */
  async setVacantBeds(viewer: Viewer | null, id: string, vacantBeds: unknown): Promise<Property> {
    const property = await this.findEditable(viewer, id);
    const values = parseInput(vacantBedsSchema, { vacantBeds });
    if (exceedsCapacity(values.vacantBeds, property.totalCapacity))
      throw new DomainError('BAD_USER_INPUT', PROPERTY_MESSAGES.vacantBedsOverCapacity, 'vacantBeds');
    await this.dataSource.getRepository(Property).update({ id }, values);
    return this.dataSource.getRepository(Property).findOneByOrFail({ id });
  }

  /**
   * The owner (or an admin) pauses a listing, or resumes it: while paused it is not listed
   * (listed.ts) and takes no enquiries, phone reveals or visit requests, but its page, reviews,
   * shortlist entries and booked visits stay. Asking for the state it is already in changes nothing.
   */
  async setPaused(viewer: Viewer | null, id: string, paused: boolean): Promise<Property> {
    const property = await this.findEditable(viewer, id);
    if (Boolean(property.pausedAt) !== paused) {
      await this.dataSource.transaction(async (manager) => {
        await manager.update(Property, { id }, { pausedAt: paused ? new Date() : null });
        // As with edits: an admin doing it to somebody's listing leaves a record; owners do not.
        if (viewer?.role === 'admin' && viewer.id !== property.ownerId) {
          const action = paused ? 'listing_paused' : 'listing_resumed';
          await this.audit?.record({ actor: viewer, action, target: { type: 'listing', id, label: property.title } }, manager);
        }
      });
    }
    return this.dataSource.getRepository(Property).findOneByOrFail({ id });
  }

  /**
   * Removes a listing: its owner or an admin. Its open visits are cancelled first and each seeker
   * is e-mailed, and its open reports are closed ('listing_removed'), in the same transaction, so no
   * visit disappears without a word and no report waits on a listing that is gone. The listing is
   * marked removed (listed.ts: offered and managed nowhere from now on) and its photos go, but its
   * row stays with title, place and owner, so the seekers' enquiries and threads, visits, reviews
   * and shortlist entries stay as history ("This listing was removed").
   */
  async delete(viewer: Viewer | null, id: string): Promise<void> {
    const property = await this.findEditable(viewer, id);
    await this.dataSource.transaction(async (manager) => {
      // Locked: a second delete (or an edit) of the same listing waits, then finds it removed.
      const current = await manager.findOne(Property, {
        where: { id, ...notRemovedWhere() },
        select: { id: true },
        lock: { mode: 'pessimistic_write' },
      });
      if (!current) throw new NotFoundError(PROPERTY_NOT_FOUND);
      await this.markRemoved(manager, id, property.ownerId === viewer?.id ? null : (viewer?.id ?? null));
    });
    await this.images.remove(property.images ?? []);
  }

  /**
   * An admin deleting an owner's account: every listing of theirs not yet removed is removed as
   * `delete` removes one, in the account's deletion transaction. Answers the photos, whose files
   * the caller removes once that transaction has committed.
   */
  async removeAllOfOwner(ownerId: string, adminId: string, manager: EntityManager): Promise<PropertyImage[]> {
    const listings = await manager.find(Property, {
      where: { ownerId, ...notRemovedWhere() },
      select: { id: true },
      lock: { mode: 'pessimistic_write' },
    });
    const ids = listings.map((listing) => listing.id);
    const photos = ids.length ? await manager.find(PropertyImage, { where: { propertyId: In(ids) } }) : [];
    for (const id of ids) await this.markRemoved(manager, id, adminId);
    return photos;
  }

  /** The steps of removing a listing, in the caller's transaction (see `delete`); `adminId` is null when its owner removes it. */
  private async markRemoved(manager: EntityManager, id: string, adminId: string | null): Promise<void> {
    await this.visits?.cancelForRemovedListing(id, manager);
    await closeReportsOfRemovedListing(manager, id, adminId);
    await manager.delete(PropertyImage, { propertyId: id });
    await manager.update(Property, { id }, { removedAt: new Date() });
  }

  /**
   * Admins approve, reject or re-open a listing, with a reason for the audit log (the verified mark
   * has its own checklist: VerificationService). `manager` when the change belongs to a larger
   * one (unpublishing a reported listing); otherwise it is a transaction of its own.
   */
  async setStatus(
    viewer: Viewer | null,
    id: string,
    status: ListingStatus,
    options: { reason?: string | null; manager?: EntityManager; rejection?: { reason: RejectionReason; note: string } } = {},
  ): Promise<Property> {
    const admin = requireRole(viewer, 'admin');
    if (!LISTING_STATUSES.includes(status))
      throw new DomainError('BAD_USER_INPUT', `status must be one of ${LISTING_STATUSES.join(', ')}`, 'status');
    if (!isUuid(id)) throw new NotFoundError(PROPERTY_NOT_FOUND);
    const change = async (manager: EntityManager) => {
      const before = await manager.findOne(Property, {
        where: { id, ...notRemovedWhere() },
        select: { id: true, status: true, title: true },
        lock: { mode: 'pessimistic_write' },
      });
      if (!before) throw new NotFoundError(PROPERTY_NOT_FOUND);
      // The owner sees why on My Properties while it stays rejected; without a listed reason the admin's words are the note.
      const rejection =
        status !== 'rejected'
          ? { rejectionReason: null, rejectionNote: null }
          : {
              rejectionReason: options.rejection?.reason ?? null,
              rejectionNote: (options.rejection?.note ?? options.reason)?.trim() || null,
            };
      await manager.update(Property, { id }, { status, ...rejection });
      const action = STATUS_ACTIONS[status];
      const details = { from: before.status, to: status, ...(options.rejection ? { rejectionReason: options.rejection.reason } : {}) };
      await this.audit?.record(
        { actor: admin, action, target: { type: 'listing', id, label: before.title }, reason: options.reason?.trim() || null, details },
        manager,
      );
      return manager.findOneByOrFail(Property, { id });
    };
    return options.manager ? change(options.manager) : this.dataSource.transaction(change);
  }

  private async findEditable(viewer: Viewer | null, id: string): Promise<Property> {
    requireRole(viewer, 'owner', 'admin');
    const property = isUuid(id)
      ? await this.dataSource.getRepository(Property).findOne({ where: { id, ...notRemovedWhere() }, relations: { images: true } })
      : null;
    if (!property) throw new NotFoundError(PROPERTY_NOT_FOUND);
    if (!mayEditListing(viewer, property)) throw new DomainError('FORBIDDEN', NOT_YOUR_LISTING);
    return property;
  }

  /** Checks the place against the postal directory; gives the listing its city and coordinates. */
  private async place(pinCode: string, state: string, district: string, locality: string) {
    const pinState = await this.geography.pincode(pinCode).then(
      (found) => found.stateName,
      () => null,
    );
    if (!pinState) throw new DomainError('BAD_USER_INPUT', LOCATION_MESSAGES.pincodeNotFound, 'pinCode');
    if (pinState.toLowerCase() !== state.trim().toLowerCase()) {
      throw new DomainError('BAD_USER_INPUT', `This pin code is in ${pinState}. Check the pin code or the state.`, 'pinCode');
    }
    if (!(await this.geography.hasPlace(state, district)))
      throw new DomainError('BAD_USER_INPUT', `Choose a district of ${state} from the list.`, 'district');
    if (!(await this.geography.hasPlace(state, district, locality))) {
      throw new DomainError('BAD_USER_INPUT', `Choose a locality of ${district} from the list.`, 'locality');
    }
    const coordinates = await this.geography.locate(pinCode, locality);
    return {
      city: this.geography.cityOf(state, district),
      latitude: coordinates?.latitude ?? null,
      longitude: coordinates?.longitude ?? null,
    };
  }

  private saveGallery(
    manager: EntityManager,
    propertyId: string,
    photos: Array<{ stored: StoredImage; id?: string }>,
  ): Promise<PropertyImage[]> {
    return manager.save(
      photos.map(({ stored, id }, position) =>
        manager.create(PropertyImage, {
          ...(id ? { id } : {}),
          propertyId,
          position,
          largeKey: stored.largeKey,
          largeWidth: stored.largeWidth,
          largeHeight: stored.largeHeight,
          thumbKey: stored.thumbKey,
          thumbWidth: stored.thumbWidth,
          thumbHeight: stored.thumbHeight,
          variantWidths: stored.variantWidths,
        }),
      ),
    );
  }
}

/** The names of the fields an edit changes (for the audit log). */
function changedFields(before: Property, after: Record<string, unknown>): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return Object.keys(after).filter((key) => !same((before as unknown as Record<string, unknown>)[key], after[key]));
}
