/**
 * Links to product and reviewer images are typed in by people and may break; swap a broken image
 * for a neutral placeholder instead of showing its alt text squeezed into the frame. One placeholder
 * for every product picture (shop, product page, orders, invoice, dashboard) and one for reviewers.
 */
import type { SyntheticEvent } from 'react';

const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'>${body}</svg>`)}`;

/** A grey glue gun on a light tile. */
export const PRODUCT_PLACEHOLDER = svg(
  "<rect width='64' height='64' fill='#edf2f7'/><rect x='12' y='20' width='30' height='14' rx='4' fill='#a0aec0'/>" +
    "<rect x='42' y='24' width='10' height='6' rx='2' fill='#a0aec0'/><path d='M20 34l-4 16h8l3-16z' fill='#a0aec0'/>",
);

/** A grey head-and-shoulders. */
export const PERSON_PLACEHOLDER = svg(
  "<rect width='64' height='64' fill='#edf2f7'/><circle cx='32' cy='26' r='10' fill='#a0aec0'/><path d='M12 56c2-11 10-17 20-17s18 6 20 17z' fill='#a0aec0'/>",
);

function swapTo(placeholder: string) {
  return (event: SyntheticEvent<HTMLImageElement>): void => {
    const img = event.currentTarget;
    if (img.dataset.fallback) return; // never loop if the placeholder itself fails
    img.dataset.fallback = 'true';
    img.src = placeholder;
  };
}

export const showProductPlaceholder = swapTo(PRODUCT_PLACEHOLDER);
export const showPlaceholderImage = swapTo(PERSON_PLACEHOLDER);
