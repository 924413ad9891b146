/**
 * Links to product and reviewer images are typed in by people and may break; swap a broken image
 * for a neutral placeholder instead of showing its alt text squeezed into the frame.
 */
import type { SyntheticEvent } from 'react';

const PLACEHOLDER =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%23edf2f7'/%3E%3Ccircle cx='32' cy='26' r='10' fill='%23a0aec0'/%3E%3Cpath d='M12 56c2-11 10-17 20-17s18 6 20 17z' fill='%23a0aec0'/%3E%3C/svg%3E";

export function showPlaceholderImage(event: SyntheticEvent<HTMLImageElement>): void {
  const img = event.currentTarget;
  if (img.dataset.fallback) return; // never loop if the placeholder itself fails
  img.dataset.fallback = 'true';
  img.src = PLACEHOLDER;
}
