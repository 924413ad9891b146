/** Top navigation (spec §2): links depend on whether the visitor is signed in and whether they are admin. */
import {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth';
import { copy } from '../lib/copy';
import { notifyError } from '../components/toaster';
import { WhenWide } from '../components/WhenWide';

/** Approvals with its count, for buyers and company admins: its own chunk (Apollo's query hooks). */
const ApprovalsNavLink = lazy(
  () => import('../features/purchase-orders/components/approvals/ApprovalsNavBadge'),
);
/** Quick Order only for roles that may order (accounts payable places nothing): decided in the same chunk. */
const OrderingNavLink = lazy(() =>
  import('../features/purchase-orders/components/approvals/ApprovalsNavBadge').then((m) => ({
    default: m.OrderingNavLink,
  })),
);
const ApprovalsWaiting = lazy(() =>
  import('../features/purchase-orders/components/approvals/ApprovalsNavBadge').then((m) => ({
    default: m.ApprovalsWaiting,
  })),
);
const ApprovalsCount = lazy(() =>
  import('../features/purchase-orders/components/approvals/ApprovalsNavBadge').then((m) => ({
    default: m.ApprovalsCount,
  })),
);
/** Categories (everyone): the menu and the phone's list ask the server, so they are a chunk of their own. */
const CategoriesMenu = lazy(() => import('../features/catalog/components/CategoriesNav'));
const CategoriesList = lazy(() =>
  import('../features/catalog/components/CategoriesNav').then((m) => ({ default: m.CategoriesList })),
);

interface NavItem {
  to: string;
  label: string;
  count?: number | null;
  ordering?: boolean;
}

function navItems(signedIn: boolean, isAdmin: boolean, salesRep: boolean): NavItem[] {
  const items: NavItem[] = [
    { to: '/', label: copy.nav.home },
    { to: '/blog', label: copy.nav.blog },
  ];
  if (!signedIn) return [...items, { to: '/log-in', label: copy.nav.logIn }];
  if (isAdmin)
    return [
      ...items,
      { to: '/profile', label: copy.nav.profile },
      { to: '/dashboard', label: copy.nav.dashboard },
    ];
  return [
    ...items,
    { to: '/shop', label: copy.nav.shop },
    { to: '/my-orders', label: copy.nav.myOrders },
    { to: '/statement', label: copy.nav.statement },
    { to: '/approval-queue', label: copy.nav.approvals, count: null },
    { to: '/quick-order', label: copy.nav.quickOrder, ordering: true },
    { to: '/add-review', label: copy.nav.addReview },
    { to: '/company', label: copy.nav.myCompany },
    // Only a sales rep serves companies: everyone else's row stays the spec's.
    ...(salesRep ? [{ to: '/my-companies', label: copy.nav.myCompanies }] : []),
    { to: '/profile', label: copy.nav.profile },
  ];
}

/**
 * A link's size. Tighter between md and lg, where a visitor's or an admin's links fit 768 px. From xl a customer's
 * row is full (eleven links with Approvals and its count, then Sign Out): 15 px type and 8 px padding keep it near
 * 1,000 px, which with the 190 px brand fits the 1,216 px the navbar has at 1280 px and wider, on one line. A link
 * never breaks inside ("Quick / Order" on two lines reads as two links).
 */
const LINK_SIZE = {
  px: { base: '3', md: '2', lg: '3', xl: '2' },
  fontSize: { base: 'md', xl: '15px' },
  whiteSpace: 'nowrap',
} as const;

/** /home is the home page too, so Home is current there as well. */
const HOME_PATHS = ['/', '/home'];

function NavLinkItem({ item, onClick }: { item: NavItem; onClick?: () => void }) {
  const { pathname } = useLocation();
  const home = item.to === '/';
  const current = home
    ? HOME_PATHS.includes(pathname)
    : pathname === item.to || pathname.startsWith(`${item.to}/`);
  return (
    <RouterLink to={item.to} onClick={onClick} aria-current={current ? 'page' : undefined}>
      <Box
        as="span"
        {...LINK_SIZE}
        py="2"
        rounded="md"
        fontWeight="medium"
        display="block"
        color={current ? 'orange.800' : 'fg'}
        bg={current ? 'orange.100' : undefined}
        _hover={{ bg: 'orange.50' }}
      >
        {item.label}
        {item.count != null && (
          <Suspense fallback={null}>
            <ApprovalsCount count={item.count} />
          </Suspense>
        )}
      </Box>
    </RouterLink>
  );
}

/** A nav link; Approvals shows only to approvers, with their count (decided in its lazy chunk). */
function NavEntry({ item, onClick }: { item: NavItem; onClick?: () => void }) {
  if (item.ordering)
    return (
      <Suspense fallback={null}>
        <OrderingNavLink render={() => <NavLinkItem item={item} onClick={onClick} />} />
      </Suspense>
    );
  if (item.count === undefined) return <NavLinkItem item={item} onClick={onClick} />;
  const render = (count: number | null): ReactNode => (
    <NavLinkItem item={{ ...item, count }} onClick={onClick} />
  );
  return (
    <Suspense fallback={null}>
      <ApprovalsNavLink render={render} />
    </Suspense>
  );
}

/** The Categories button, also shown as is while the menu's chunk loads, so the row never shifts. */
function CategoriesButton({ current, ...props }: { current: boolean } & Record<string, unknown>) {
  return (
    <Button
      variant="ghost"
      fontWeight="medium"
      {...LINK_SIZE}
      h="auto"
      py="2"
      color={current ? 'orange.800' : 'fg'}
      bg={current ? 'orange.100' : undefined}
      _hover={{ bg: 'orange.50' }}
      {...props}
    >
      {copy.nav.categories}
    </Button>
  );
}

/**
 * Desktop: a menu of the categories under a button placed after Blog (the spec's links keep their order). A phone,
 * which hides this row, neither loads nor starts the menu (decision 132).
 */
function CategoriesEntry({ from }: { from: 'md' | 'xl' }) {
  const { pathname } = useLocation();
  const trigger = <CategoriesButton current={pathname.startsWith('/category/')} />;
  return (
    <WhenWide from={from} fallback={trigger}>
      <CategoriesMenu trigger={trigger} />
    </WhenWide>
  );
}

/** Phone: a disclosure inside the phone menu that shows the categories as nested links. */
function PhoneCategories({ onNavigate }: { onNavigate(): void }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const listId = 'phone-categories';
  return (
    <>
      <CategoriesButton
        current={pathname.startsWith('/category/')}
        justifyContent="flex-start"
        w="full"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={() => setOpen((o) => !o)}
      />
      {open && (
        <Box id={listId}>
          <Suspense fallback={null}>
            <CategoriesList onNavigate={onNavigate} />
          </Suspense>
        </Box>
      )}
    </>
  );
}

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

const PHONE_MENU_ID = 'phone-menu';
/** Over the page, under the header: opening or closing the menu (a navigation closes it) moves nothing below. */
const PHONE_MENU_BOX = {
  position: 'absolute',
  top: '100%',
  insetX: '0',
  maxH: 'calc(100dvh - 4rem)',
  overflowY: 'auto',
  bg: 'bg',
  borderBottomWidth: '1px',
  shadow: 'md',
  px: '4',
  pb: '4',
  gap: '1',
} as const;

interface MenuToggleProps {
  open: boolean;
  onToggle(): void;
  wide: string;
  buttonRef: RefObject<HTMLButtonElement | null>;
  approvals: boolean;
}

/**
 * The phone menu's button. For a customer who approves orders, what waits for them shows on it (and is in its name):
 * the closed menu tells them, as the desktop row's Approvals does.
 */
function MenuToggle({ open, onToggle, wide, buttonRef, approvals }: MenuToggleProps) {
  const button = (waiting: number | null) => (
    <IconButton
      ref={buttonRef}
      aria-label={waiting ? copy.nav.openMenuWaiting(waiting) : copy.nav.openMenu}
      aria-expanded={open}
      aria-controls={open ? PHONE_MENU_ID : undefined}
      variant="ghost"
      display={{ base: 'flex', [wide]: 'none' }}
      position="relative"
      onClick={onToggle}
    >
      <MenuIcon />
      {waiting ? (
        <Box
          as="span"
          aria-hidden="true"
          position="absolute"
          top="0"
          right="0"
          transform="translate(35%, -20%)"
          minW="5"
          h="5"
          px="1"
          rounded="full"
          bg="orange.700"
          color="white"
          fontSize="xs"
          fontWeight="bold"
          lineHeight="1"
          display="flex"
          alignItems="center"
          justifyContent="center"
        >
          {waiting}
        </Box>
      ) : null}
    </IconButton>
  );
  if (!approvals) return button(null);
  return (
    <Suspense fallback={button(null)}>
      <ApprovalsWaiting render={button} />
    </Suspense>
  );
}

export function Navbar() {
  const { user, isAdmin, loading, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const location = useLocation();
  const items = navItems(Boolean(user), isAdmin, Boolean(user?.salesRep));
  // A customer's links and Sign Out need about 1,000 px (LINK_SIZE): below 1280 px (xl), the menu.
  const wide = user && !isAdmin ? 'xl' : 'md';
  const menuButton = useRef<HTMLButtonElement>(null);

  // The phone menu is a disclosure: Escape closes it and gives focus back to its button, and
  // it closes when focus moves on past it (Tab out of the last link), so it never covers the page unasked.
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const onMenuBlur = (e: FocusEvent<HTMLElement>) => {
    const next = e.relatedTarget as Node | null;
    // Focus going nowhere (a click on the page's background) or to another element outside menu and button closes it.
    if (next && (e.currentTarget.contains(next) || menuButton.current?.contains(next))) return;
    setOpen(false);
  };

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch (error) {
      // Rare: the message wording (and Apollo's error classes) load only then.
      const { errorMessage } = await import('../lib/apolloErrors');
      notifyError(copy.common.errorTitle, errorMessage(error));
    } finally {
      setSigningOut(false);
      setOpen(false);
    }
  };

  const signOutButton = user && (
    <Button size="sm" colorPalette="orange" variant="outline" onClick={handleSignOut} loading={signingOut}>
      {copy.nav.signOut}
    </Button>
  );

  return (
    <Box
      as="header"
      borderBottomWidth="1px"
      bg="bg"
      position="sticky"
      top="0"
      zIndex="sticky"
      shadow="xs"
      _print={{ display: 'none' }}
    >
      <Flex
        as="nav"
        aria-label={copy.nav.main}
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '8' }}
        h="16"
        align="center"
        justify="space-between"
      >
        <RouterLink to="/" aria-label={copy.brand}>
          <Text fontWeight="bold" fontSize="xl" whiteSpace="nowrap" color="orange.700">
            {copy.brand}
          </Text>
        </RouterLink>
        {/* While a stored session is checked the links wait: showing 'Log In' first and then swapping would jump. */}
        {/* No gap where the links are tight (LINK_SIZE): their padding keeps them apart. */}
        <HStack
          gap={{ base: '1', md: '0', lg: '1', xl: '0' }}
          display={{ base: 'none', [wide]: 'flex' }}
          visibility={loading ? 'hidden' : 'visible'}
        >
          {items.slice(0, 2).map((item) => (
            <NavEntry key={item.to} item={item} />
          ))}
          <CategoriesEntry from={wide} />
          {items.slice(2).map((item) => (
            <NavEntry key={item.to} item={item} />
          ))}
          {signOutButton && <Box ms="2">{signOutButton}</Box>}
        </HStack>
        <MenuToggle
          open={open}
          onToggle={() => setOpen((o) => !o)}
          wide={wide}
          buttonRef={menuButton}
          approvals={Boolean(user) && !isAdmin}
        />
      </Flex>
      {open && (
        <Stack
          key={location.pathname}
          id={PHONE_MENU_ID}
          display={{ base: 'flex', [wide]: 'none' }}
          {...PHONE_MENU_BOX}
          onBlur={onMenuBlur}
        >
          {items.slice(0, 2).map((item) => (
            <NavEntry key={item.to} item={item} onClick={() => setOpen(false)} />
          ))}
          <PhoneCategories onNavigate={() => setOpen(false)} />
          {items.slice(2).map((item) => (
            <NavEntry key={item.to} item={item} onClick={() => setOpen(false)} />
          ))}
          {signOutButton}
        </Stack>
      )}
    </Box>
  );
}
