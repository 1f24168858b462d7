// Shared with the pages the gateway renders, so a price reads the same everywhere.
export { formatRupees } from '../../../shared/domain/listing-text';
