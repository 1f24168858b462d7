import { Box, Text } from '@chakra-ui/react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatRupees } from '../../lib/money';

export interface MapListing {
  id: string;
  title: string;
  price: number;
  locality: string;
  latitude: number | null;
  longitude: number | null;
}

/** Leaflet's marker, from our own bundle (no CDN: the app works offline). */
const icon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

const TILES_FAILED = 'The map tiles could not load (are you offline?). The markers and the list below still work.';

/**
 * The page's results on an OpenStreetMap map (Leaflet, loaded only when the map view opens).
 * Listings that share a position (the postal area's centre) share one marker whose popup lists
 * them all. Without internet the tiles fail but markers, popups and the list still work.
 */
export default function SearchMap({ listings, center }: { listings: MapListing[]; center?: { lat: number; lng: number } | null }) {
  const element = useRef<HTMLDivElement | null>(null);
  const navigate = useNavigate();
  const [tilesFailed, setTilesFailed] = useState(false);
  const placed = listings.filter(
    (listing): listing is MapListing & { latitude: number; longitude: number } => listing.latitude !== null && listing.longitude !== null,
  );

  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { scrollWheelZoom: false });
    const tiles = L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.addTo(map);

    const groups = new Map<string, typeof placed>();
    for (const listing of placed) {
      const key = `${listing.latitude},${listing.longitude}`;
      groups.set(key, [...(groups.get(key) ?? []), listing]);
    }
    const points: L.LatLngExpression[] = [];
    for (const group of groups.values()) {
      const point: L.LatLngExpression = [group[0].latitude, group[0].longitude];
      points.push(point);
      const title = group.length === 1 ? group[0].title : `${group.length} PGs in ${group[0].locality}`;
      const marker = L.marker(point, { icon, title, alt: title, keyboard: true }).addTo(map);
      marker.bindPopup(() => popupFor(group, (path) => navigate(path)));
    }
    if (center) {
      L.circleMarker([center.lat, center.lng], { radius: 7, color: '#0b5e5b', fillColor: '#f4a300', fillOpacity: 1, weight: 3 })
        .bindTooltip('You are here')
        .addTo(map);
      points.push([center.lat, center.lng]);
    }
    if (points.length) map.fitBounds(L.latLngBounds(points), { padding: [40, 40], maxZoom: 14 });
    else map.setView([22.6, 79], 4);
    return () => {
      map.remove();
    };
  }, [placed.map((l) => l.id).join(), center?.lat, center?.lng]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <Box>
      {tilesFailed && (
        <Text role="status" fontSize="sm" color="fg.warning" mb="2">
          {TILES_FAILED}
        </Text>
      )}
      <Box
        ref={element}
        h={{ base: '320px', md: '460px' }}
        borderRadius="card"
        overflow="hidden"
        borderWidth="1px"
        bg="bg.muted"
        data-testid="search-map"
        aria-label="Map of the results"
        role="region"
      />
      {placed.length < listings.length && (
        <Text fontSize="xs" color="fg.muted" mt="1">
          {listings.length - placed.length} of these listings have no known position and are not on the map.
        </Text>
      )}
    </Box>
  );
}

/** The popup of one marker: each listing there with its rent, linking to its page. */
function popupFor(group: MapListing[], go: (path: string) => void): HTMLElement {
  const list = document.createElement('div');
  list.style.maxHeight = '220px';
  list.style.overflowY = 'auto';
  for (const listing of group) {
    const link = document.createElement('a');
    link.href = `/property/${listing.id}`;
    link.textContent = `${listing.title} · ${formatRupees(listing.price)}`;
    link.style.display = 'block';
    link.style.padding = '6px 0';
    link.addEventListener('click', (event) => {
      event.preventDefault();
      go(`/property/${listing.id}`);
    });
    list.append(link);
  }
  return list;
}
