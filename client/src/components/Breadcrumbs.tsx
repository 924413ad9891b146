/** A trail from Home to the page: links, then the page itself marked aria-current="page". */
import { Box, HStack, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { copy } from '../lib/copy';
import { catalogCopy } from '../lib/catalogCopy';

export interface Crumb {
  name: string;
  to: string;
}

export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current: string }) {
  const links = [{ name: copy.nav.home, to: '/' }, ...trail];
  return (
    <Box as="nav" aria-label={catalogCopy.breadcrumb} fontSize="sm">
      <HStack as="ol" gap="1" wrap="wrap" listStyleType="none" m="0" p="0">
        {links.map((c) => (
          <HStack as="li" key={c.to} gap="1">
            <Link asChild color="blue.700" textDecoration="underline">
              <RouterLink to={c.to}>{c.name}</RouterLink>
            </Link>
            <Text as="span" aria-hidden="true" color="fg.muted">
              /
            </Text>
          </HStack>
        ))}
        <Box as="li" aria-current="page" fontWeight="medium">
          {current}
        </Box>
      </HStack>
    </Box>
  );
}
