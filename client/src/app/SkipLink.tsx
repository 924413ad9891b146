/**
 * "Skip to content": the first thing Tab reaches on every page, hidden until focused, so a
 * keyboard user jumps past the navbar to the page's <main>. The jump is done here rather than by the browser's
 * fragment navigation: a plain #main would add a history entry the router reads as a new page.
 */
import { chakra } from '@chakra-ui/react';
import { copy } from '../lib/copy';
import { MAIN_ID } from './mainId';

export function SkipLink() {
  return (
    <chakra.a
      href={`#${MAIN_ID}`}
      onClick={(e) => {
        e.preventDefault();
        const main = document.getElementById(MAIN_ID);
        main?.focus({ preventScroll: true });
        main?.scrollIntoView({ block: 'start' });
      }}
      position="absolute"
      top="2"
      left="2"
      zIndex="skipNav"
      px="4"
      py="2"
      rounded="md"
      bg="bg"
      color="orange.800"
      fontWeight="semibold"
      borderWidth="2px"
      borderColor="orange.700"
      // Visually hidden (not display: none: it must stay focusable) until it has focus.
      css={{
        '&:not(:focus)': {
          clipPath: 'inset(50%)',
          width: '1px',
          height: '1px',
          overflow: 'hidden',
          whiteSpace: 'nowrap',
          padding: 0,
          border: 0,
        },
      }}
      _print={{ display: 'none' }}
    >
      {copy.nav.skipToContent}
    </chakra.a>
  );
}
