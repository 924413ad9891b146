import { Suspense, lazy, useEffect } from 'react';
import { Box, Flex } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { Navbar } from './Navbar';
import { MAIN_ID } from './mainId';
import { SkipLink } from './SkipLink';
import { Footer } from './Footer';
import { routeTitle } from './titles';
import { PageSpinner } from '../components/PageSpinner';
import { VerifyEmailPanel } from '../components/VerifyEmailPanel';
import { PunchOutBanner } from '../components/PunchOut';
import { ActingBanner } from '../components/ActingBanner';
import { useAuth } from '../lib/auth';

/**
 * The frame of every page. Layout stability: the main area is at least a screen tall, so the footer
 * never shows under "Loading…" and then jumps; while a stored session is being checked (one `me` request) the
 * page waits, so the navbar, the verification banner and the page appear together instead of one pushing the next.
 */
// Where a new page opens: not needed for the first page of a load, so not in the first bundle.
const RouteScroll = lazy(() => import('./RouteScroll'));

export function Layout() {
  const { pathname } = useLocation();
  const { loading } = useAuth();

  useEffect(() => {
    document.title = routeTitle(pathname);
  }, [pathname]);

  return (
    <Flex direction="column" minH="100dvh">
      <Suspense fallback={null}>
        <RouteScroll />
      </Suspense>
      <SkipLink />
      <Navbar />
      {/* Focusable from script only (tabIndex -1): the skip link and a route change move focus here. */}
      <Box
        as="main"
        id={MAIN_ID}
        tabIndex={-1}
        outline="none"
        flex="1"
        w="full"
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '8' }}
        py="6"
        minH="calc(100dvh - 4rem)"
      >
        {loading ? (
          <PageSpinner />
        ) : (
          <>
            <Box mb="6" _empty={{ display: 'none' }} _print={{ display: 'none' }}>
              <VerifyEmailPanel />
            </Box>
            <PunchOutBanner />
            <ActingBanner />
            <Outlet />
          </>
        )}
      </Box>
      <Footer />
    </Flex>
  );
}
