import { Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { LeadColumns } from '../lead/lead-columns';

/** A signed-in user saw a listing owner's phone number: a lead for that owner. */
@Entity('phone_reveals')
@Index('IDX_phone_reveals_owner_created', ['ownerId', 'createdAt'])
@Index('IDX_phone_reveals_seeker_property_created', ['seekerId', 'propertyId', 'createdAt'])
@Index('IDX_phone_reveals_created', ['createdAt'])
export class PhoneReveal extends LeadColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;
}
