import { lazy, Suspense } from 'react';
import { BrowserOnly } from '../../components/BrowserOnly';
import { BusySpinner } from '../../components/BusySpinner';

const ContactMap = lazy(() => import('./ContactMap'));

/** The office on a map: Leaflet and its tiles load in the browser only, with a spinner meanwhile. */
export function OfficeMap({ latitude, longitude, address }: { latitude: number; longitude: number; address: string }) {
  return (
    <BrowserOnly fallback={<BusySpinner label="Loading the map" />}>
      <Suspense fallback={<BusySpinner label="Loading the map" />}>
        <ContactMap latitude={latitude} longitude={longitude} address={address} />
      </Suspense>
    </BrowserOnly>
  );
}
