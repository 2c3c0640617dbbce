import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { useTheme } from 'styled-components';
import type { LatLng } from '@barrio/shared/countries';
import { DEFAULT_MAP_ZOOM } from '@barrio/shared/domain';
import { pickupMessages } from '../messages';
import type { PickupPoint } from '../pickup-point';
import type { MapFailure } from './map-failure';
import { MAP_HEIGHT } from './map-height';
import type { TileSource } from './tile-source';

export interface PickupMapProps {
  center: LatLng;
  shopper: LatLng | null;
  points: readonly PickupPoint[];
  selectedId: number | null;
  tiles: TileSource;
  onSelect: (point: PickupPoint) => void;
  /** Called when the map cannot be shown, so that the caller falls back to the list alone. */
  onUnavailable: (failure: MapFailure) => void;
}

/** MapContainer reads `center` only once; a later position (a geolocation fix) moves the view. */
function FollowCenter({ center }: { center: LatLng }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.lat, center.lng], map.getZoom());
  }, [map, center.lat, center.lng]);
  return null;
}

/**
 * Loaded as its own chunk (Leaflet and its CSS stay off the list's path). Tiles that fail
 * before any has loaded mean the tile server is unreachable (offline, blocked, down): the
 * caller then shows the list alone instead of a grey box. A tile failing after others loaded
 * is a hole in the map, not an outage.
 */
export default function PickupMap({
  center,
  shopper,
  points,
  selectedId,
  tiles,
  onSelect,
  onUnavailable,
}: PickupMapProps) {
  const intl = useIntl();
  const theme = useTheme();
  const anyTileLoaded = useRef(false);
  const onUnavailableRef = useRef(onUnavailable);
  useEffect(() => {
    onUnavailableRef.current = onUnavailable;
  });

  const tileEvents = useMemo(
    () => ({
      tileload: () => {
        anyTileLoaded.current = true;
      },
      tileerror: () => {
        if (!anyTileLoaded.current) onUnavailableRef.current('tiles');
      },
    }),
    [],
  );

  return (
    <div
      data-testid="pickup-map"
      role="region"
      aria-label={intl.formatMessage(pickupMessages.mapLabel)}
    >
      <MapContainer
        center={[center.lat, center.lng]}
        zoom={DEFAULT_MAP_ZOOM}
        scrollWheelZoom={false}
        style={{ height: MAP_HEIGHT, width: '100%', borderRadius: theme.radii.md }}
      >
        <FollowCenter center={center} />
        <TileLayer url={tiles.url} attribution={tiles.attribution} eventHandlers={tileEvents} />
        {shopper && (
          <CircleMarker
            center={[shopper.lat, shopper.lng]}
            radius={7}
            pathOptions={{
              color: theme.colors.info,
              fillColor: theme.colors.info,
              fillOpacity: 0.9,
            }}
          >
            <Tooltip>{intl.formatMessage(pickupMessages.youAreHere)}</Tooltip>
          </CircleMarker>
        )}
        {points.map((point) => {
          const selected = point.id === selectedId;
          const color = selected ? theme.colors.primary : theme.colors.textMuted;
          return (
            <CircleMarker
              key={point.id}
              center={[point.location.lat, point.location.lng]}
              radius={selected ? 11 : 8}
              pathOptions={{ color, fillColor: color, fillOpacity: selected ? 0.9 : 0.6 }}
              eventHandlers={{ click: () => onSelect(point) }}
            >
              <Tooltip>{point.name}</Tooltip>
            </CircleMarker>
          );
        })}
      </MapContainer>
    </div>
  );
}
