/**
 * Every product picture goes through here: the same alt text, the same broken-link placeholder, and a box
 * whose size is fixed before the image arrives (no layout shift when it loads).
 */
import { Image, type ImageProps } from '@chakra-ui/react';
import { copy } from '../lib/copy';
import { showProductPlaceholder } from './imageFallback';

export function ProductImage({
  src,
  name,
  ...box
}: { src: string; name: string } & Omit<ImageProps, 'src' | 'alt'>) {
  return (
    <Image
      src={src}
      alt={copy.product.imageAlt(name)}
      objectFit="contain"
      bg="gray.50"
      onError={showProductPlaceholder}
      {...box}
    />
  );
}
