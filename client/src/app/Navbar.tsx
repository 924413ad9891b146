/** Top navigation (spec §2): links depend on whether the visitor is signed in and whether they are admin. */
import { useState } from 'react';
import { Box, Button, Flex, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, NavLink, useLocation } from 'react-router-dom';
import { useAuth } from '../lib/auth';
import { copy } from '../lib/copy';
import { notifyError } from '../components/toaster';
import { errorMessage } from '../lib/apollo';

interface NavItem { to: string; label: string }

function navItems(signedIn: boolean, isAdmin: boolean): NavItem[] {
  const items: NavItem[] = [{ to: '/', label: copy.nav.home }, { to: '/blog', label: copy.nav.blog }];
  if (!signedIn) return [...items, { to: '/log-in', label: copy.nav.logIn }];
  if (isAdmin) return [...items, { to: '/profile', label: copy.nav.profile }, { to: '/dashboard', label: copy.nav.dashboard }];
  return [
    ...items,
    { to: '/shop', label: copy.nav.shop },
    { to: '/my-orders', label: copy.nav.myOrders },
    { to: '/quick-order', label: copy.nav.quickOrder },
    { to: '/add-review', label: copy.nav.addReview },
    { to: '/profile', label: copy.nav.profile },
  ];
}

function NavLinkItem({ item, onClick }: { item: NavItem; onClick?: () => void }) {
  return (
    <NavLink to={item.to} end={item.to === '/'} onClick={onClick}>
      {({ isActive }) => (
        <Box as="span" px="3" py="2" rounded="md" fontWeight="medium" display="block"
          color={isActive ? 'orange.600' : 'fg'} bg={isActive ? 'orange.50' : undefined} _hover={{ bg: 'orange.50' }}>
          {item.label}
        </Box>
      )}
    </NavLink>
  );
}

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function Navbar() {
  const { user, isAdmin, loading, signOut } = useAuth();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const location = useLocation();
  const items = navItems(Boolean(user), isAdmin);

  const handleSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch (error) {
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
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky" shadow="xs">
      <Flex as="nav" aria-label={copy.nav.main} maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} h="16" align="center" justify="space-between">
        <RouterLink to="/" aria-label={copy.brand}>
          <Text fontWeight="bold" fontSize="xl" color="orange.600">{copy.brand}</Text>
        </RouterLink>
        <HStack gap="1" display={{ base: 'none', md: 'flex' }} opacity={loading ? 0.6 : 1}>
          {items.map((item) => <NavLinkItem key={item.to} item={item} />)}
          {signOutButton && <Box ms="2">{signOutButton}</Box>}
        </HStack>
        <IconButton aria-label={copy.nav.openMenu} aria-expanded={open} variant="ghost" display={{ base: 'flex', md: 'none' }}
          onClick={() => setOpen((o) => !o)}>
          <MenuIcon />
        </IconButton>
      </Flex>
      {open && (
        <Stack key={location.pathname} display={{ base: 'flex', md: 'none' }} px="4" pb="4" gap="1">
          {items.map((item) => <NavLinkItem key={item.to} item={item} onClick={() => setOpen(false)} />)}
          {signOutButton}
        </Stack>
      )}
    </Box>
  );
}
