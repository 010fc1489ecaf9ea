import type { PitchDto } from '@liga/contracts';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { DEFAULT_CENTER, DEFAULT_ZOOM, TILE_URL } from '../lib/map-defaults';
import { pitchesTexts } from '../texts';
import styles from './pitch-map.module.css';

export interface PitchMapProps {
  pitches: readonly PitchDto[];
  selectedId?: string | null;
  /** Clicking (or Enter/Space on) a marker chooses its pitch; without it markers only show. */
  onSelect?: (pitch: PitchDto) => void;
  center?: [number, number];
  zoom?: number;
  /** Keep the view on the selected pitch (the admin preview). */
  follow?: boolean;
  label?: string;
  invalid?: boolean;
  height?: number;
  /** Say when the tiles cannot load (off for small previews). */
  showTileNote?: boolean;
}

/** An inline SVG pin: no image files to bundle, drawn even when the tiles cannot load. */
function pinIcon(selected: boolean): L.DivIcon {
  const size: [number, number] = selected ? [36, 46] : [28, 36];
  return L.divIcon({
    className: `${styles.marker} ${selected ? styles.selected : ''}`,
    iconSize: size,
    iconAnchor: [size[0] / 2, size[1]],
    tooltipAnchor: [0, -size[1]],
    html: `<svg viewBox="0 0 28 36" width="${size[0]}" height="${size[1]}" aria-hidden="true" focusable="false"><path d="M14 1C6.8 1 1 6.6 1 13.6 1 23 14 35 14 35s13-12 13-21.4C27 6.6 21.2 1 14 1z"/><circle cx="14" cy="13.5" r="5"/></svg>`,
  });
}

/** The Leaflet map of pitches: one marker per pitch, the chosen one highlighted. */
export function PitchMap({
  pitches,
  selectedId = null,
  onSelect,
  center = DEFAULT_CENTER,
  zoom = DEFAULT_ZOOM,
  follow = false,
  label = pitchesTexts.map.label,
  invalid = false,
  height = 380,
  showTileNote = true,
}: PitchMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const onSelectRef = useRef(onSelect);
  const [tilesFailed, setTilesFailed] = useState(false);

  useEffect(() => {
    onSelectRef.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return undefined;
    const map = L.map(container, { center, zoom, scrollWheelZoom: false });
    const tiles = L.tileLayer(TILE_URL, {
      attribution: pitchesTexts.map.attribution,
      maxZoom: 19,
    });
    tiles.once('tileerror', () => setTilesFailed(true));
    tiles.on('tileload', () => setTilesFailed(false));
    tiles.addTo(map);
    layerRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    // The container may get its final size after the first paint (grid layouts, dialogs).
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    return () => {
      observer.disconnect();
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
    };
    // The map is created once; later centre changes go through the `follow` effect below.
  }, []);

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    layer.clearLayers();
    for (const pitch of pitches) {
      const selected = pitch.id === selectedId;
      const marker = L.marker([pitch.position.latitude, pitch.position.longitude], {
        icon: pinIcon(selected),
        title: pitchesTexts.map.markerTitle(pitch.name),
        keyboard: onSelect !== undefined,
        interactive: onSelect !== undefined,
        zIndexOffset: selected ? 1000 : 0,
        riseOnHover: true,
      });
      marker.bindTooltip(pitch.name, { direction: 'top', className: styles.tooltip });
      marker.on('click', () => onSelectRef.current?.(pitch));
      marker.addTo(layer);
      const element = marker.getElement();
      if (element && onSelect) {
        element.setAttribute('aria-pressed', String(selected));
        element.addEventListener('keydown', (event) => {
          if (event.key !== 'Enter' && event.key !== ' ') return;
          event.preventDefault();
          onSelectRef.current?.(pitch);
        });
      }
    }
  }, [pitches, selectedId, onSelect]);

  const [lat, lng] = center;
  useEffect(() => {
    if (follow) mapRef.current?.setView([lat, lng], mapRef.current.getZoom());
  }, [follow, lat, lng]);

  return (
    <div className={`${styles.frame} ${invalid ? styles.invalid : ''}`}>
      <div
        ref={containerRef}
        className={styles.map}
        style={{ height }}
        role="region"
        aria-label={label}
      />
      {showTileNote && tilesFailed && (
        <p className={styles.note}>{pitchesTexts.map.tilesUnavailable}</p>
      )}
    </div>
  );
}
