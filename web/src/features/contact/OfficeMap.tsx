import { Spinner } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { BrowserOnly } from '../../components/BrowserOnly';

const ContactMap = lazy(() => import('./ContactMap'));

/** The office on a map: Leaflet and its tiles load in the browser only, with a spinner meanwhile. */
export function OfficeMap({ latitude, longitude, address }: { latitude: number; longitude: number; address: string }) {
  return (
    <BrowserOnly fallback={<Spinner aria-label="Loading the map" />}>
      <Suspense fallback={<Spinner aria-label="Loading the map" />}>
        <ContactMap latitude={latitude} longitude={longitude} address={address} />
      </Suspense>
    </BrowserOnly>
  );
}
