import { Skeleton } from '@chakra-ui/react';
import { Suspense, lazy } from 'react';
import { BrowserOnly } from '../../components/BrowserOnly';
import type { MapListing } from './SearchMap';

const SearchMap = lazy(() => import('./SearchMap'));

const mapSkeleton = <Skeleton h={{ base: '320px', md: '460px' }} borderRadius="card" />;

/**
 * The map view's map: a skeleton in the server's HTML (Leaflet needs a browser), the map once its
 * code has come. An island of the search page, woken as it comes into view.
 */
export function SearchMapView({ listings, center }: { listings: MapListing[]; center: { lat: number; lng: number } | null }) {
  return (
    <BrowserOnly fallback={mapSkeleton}>
      <Suspense fallback={mapSkeleton}>
        <SearchMap listings={listings} center={center} />
      </Suspense>
    </BrowserOnly>
  );
}
