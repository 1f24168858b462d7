import { useCallback, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** One press of the zoom buttons, and what a double tap zooms to. */
export const ZOOM_STEP = 1.5;
/** A horizontal move longer than this, unzoomed, turns the photo. */
const SWIPE_PX = 50;
/** Two taps within this time and distance are a double tap. */
const DOUBLE_TAP_MS = 300;
const TAP_SLOP_PX = 10;

interface Point {
  x: number;
  y: number;
}

/** Touches near a button land on it (Chromium's touch adjustment): swipes may start there, taps are the button's. */
const onControl = (event: ReactPointerEvent) => event.target instanceof Element && event.target.closest('button') !== null;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Swipe, pinch, double tap and pan on a photo, with pointer events so touch, pen and mouse
 * behave alike. The handlers go on the whole screen (with touch-action none), so a swipe that
 * starts on a control still turns the photo. Zoomed in, one finger pans the photo (kept inside the stage); at 1x a horizontal
 * swipe calls `onSwipe(-1 | 1)`.
 */
export function usePhotoGestures(onSwipe: (direction: -1 | 1) => void) {
  const [zoom, setZoomState] = useState(MIN_ZOOM);
  const [offset, setOffset] = useState<Point>({ x: 0, y: 0 });
  /** How far an unzoomed photo follows the finger during a swipe. */
  const [dragX, setDragX] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef({ start: { x: 0, y: 0 }, startOffset: { x: 0, y: 0 }, startZoom: 1, startDistance: 0, pinched: false });
  const lastTap = useRef({ at: 0, x: 0, y: 0 });

  /** Keeps the photo covering the stage's centre: it never pans out of sight. */
  const clampOffset = useCallback((next: Point, scale: number): Point => {
    const box = stage.current?.getBoundingClientRect();
    const maxX = ((box?.width ?? 0) * (scale - 1)) / 2;
    const maxY = ((box?.height ?? 0) * (scale - 1)) / 2;
    return { x: clamp(next.x, -maxX, maxX), y: clamp(next.y, -maxY, maxY) };
  }, []);

  const setZoom = useCallback(
    (next: number) => {
      const scale = clamp(next, MIN_ZOOM, MAX_ZOOM);
      setZoomState(scale);
      setOffset((current) => (scale === MIN_ZOOM ? { x: 0, y: 0 } : clampOffset(current, scale)));
    },
    [clampOffset],
  );

  const reset = useCallback(() => {
    setZoomState(MIN_ZOOM);
    setOffset({ x: 0, y: 0 });
    setDragX(0);
  }, []);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    // Capturing a press on a button would take its click away.
    if (!onControl(event)) event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    if (points.length === 2) {
      gesture.current = { ...gesture.current, startZoom: zoom, startDistance: distance(points[0], points[1]), pinched: true };
    } else if (points.length === 1) {
      gesture.current = { start: points[0], startOffset: offset, startZoom: zoom, startDistance: 0, pinched: false };
    }
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    const { start, startOffset, startZoom, startDistance } = gesture.current;
    if (points.length === 2 && startDistance > 0) {
      setZoom(startZoom * (distance(points[0], points[1]) / startDistance));
    } else if (points.length === 1 && !gesture.current.pinched) {
      const dx = points[0].x - start.x;
      const dy = points[0].y - start.y;
      if (zoom > MIN_ZOOM) setOffset(clampOffset({ x: startOffset.x + dx, y: startOffset.y + dy }, zoom));
      else setDragX(dx);
    }
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0 || gesture.current.pinched) {
      if (pointers.current.size === 0) gesture.current.pinched = false;
      return;
    }
    const { start } = gesture.current;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    setDragX(0);
    if (zoom === MIN_ZOOM && Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
      onSwipe(dx < 0 ? 1 : -1);
      return;
    }
    if (Math.hypot(dx, dy) > TAP_SLOP_PX || onControl(event)) return;
    const now = event.timeStamp || Date.now();
    const previous = lastTap.current;
    if (now - previous.at < DOUBLE_TAP_MS && distance(previous, { x: event.clientX, y: event.clientY }) < TAP_SLOP_PX * 3) {
      setZoom(zoom > MIN_ZOOM ? MIN_ZOOM : ZOOM_STEP * ZOOM_STEP);
      lastTap.current = { at: 0, x: 0, y: 0 };
    } else {
      lastTap.current = { at: now, x: event.clientX, y: event.clientY };
    }
  };

  const onPointerCancel = (event: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) gesture.current.pinched = false;
    setDragX(0);
  };

  return {
    zoom,
    setZoom,
    reset,
    stageRef: stage,
    transform: `translate3d(${offset.x + dragX}px, ${offset.y}px, 0) scale(${zoom})`,
    dragging: dragX !== 0,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel },
  };
}
