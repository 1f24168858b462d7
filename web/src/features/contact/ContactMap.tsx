import { Box, Text } from '@chakra-ui/react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef, useState } from 'react';

const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

const CONTACT_TILES_FAILED = 'The map could not load (are you offline?). Our address is above.';

/** Nivaas's office on an OpenStreetMap map (Leaflet, loaded only on this page). */
export default function ContactMap({ latitude, longitude, address }: { latitude: number; longitude: number; address: string }) {
  const element = useRef<HTMLDivElement | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { scrollWheelZoom: false }).setView([latitude, longitude], 15);
    const tiles = L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.addTo(map);
    L.marker([latitude, longitude], { icon, title: address, alt: address, keyboard: true }).bindPopup(address).addTo(map);
    return () => {
      map.remove();
    };
  }, [latitude, longitude, address]);
  return (
    <Box>
      {tilesFailed && (
        <Text role="status" color="fg.muted" mb="2">
          {CONTACT_TILES_FAILED}
        </Text>
      )}
      <Box
        ref={element}
        h={{ base: '260px', md: '360px' }}
        borderRadius="xl"
        overflow="hidden"
        role="region"
        aria-label={`Map of ${address}`}
      />
    </Box>
  );
}
