import { Box, Flex, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { copy } from '../lib/copy';

/** Footer (spec §2): Home, Shop and Blog, plus placeholder company links. */
export function Footer() {
  const explore = [
    { to: '/', label: copy.nav.home },
    { to: '/shop', label: copy.nav.shop },
    { to: '/blog', label: copy.nav.blog },
  ];
  return (
    <Box as="footer" bg="gray.900" color="gray.200" mt="12" _print={{ display: 'none' }}>
      <SimpleGrid
        columns={{ base: 1, md: 3 }}
        gap="8"
        maxW="7xl"
        mx="auto"
        px={{ base: '4', md: '8' }}
        py="10"
      >
        <Stack>
          <Text fontWeight="bold" fontSize="lg" color="orange.300">
            {copy.brand}
          </Text>
          <Text fontSize="sm">{copy.home.heroText}</Text>
        </Stack>
        <Stack as="nav" aria-label={copy.footer.explore}>
          <Text fontWeight="semibold">{copy.footer.explore}</Text>
          {explore.map((l) => (
            <Link key={l.to} asChild color="gray.300">
              <RouterLink to={l.to}>{l.label}</RouterLink>
            </Link>
          ))}
        </Stack>
        <Stack as="nav" aria-label={copy.footer.company}>
          <Text fontWeight="semibold">{copy.footer.company}</Text>
          {copy.footer.companyLinks.map((label) => (
            <Link key={label} href="#" color="gray.300" onClick={(e) => e.preventDefault()}>
              {label}
            </Link>
          ))}
        </Stack>
      </SimpleGrid>
      <Flex justify="center" py="4" borderTopWidth="1px" borderColor="gray.700" fontSize="sm">
        {copy.footer.rights(new Date().getFullYear())}
      </Flex>
    </Box>
  );
}
