import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { copy } from '../../../lib/copy';

function GlueGunArt() {
  return (
    <svg viewBox="0 50 320 170" width="100%" role="img" aria-label={copy.home.heroImageAlt}>
      <rect x="40" y="60" width="170" height="70" rx="20" fill="#dd6b20" />
      <rect x="210" y="80" width="60" height="30" rx="6" fill="#9c4221" />
      <rect x="268" y="88" width="36" height="14" rx="4" fill="#718096" />
      <path d="M90 130 l-20 80 h45 l15 -80z" fill="#c05621" />
      <path d="M130 130 q10 30 -5 45" stroke="#2d3748" strokeWidth="8" fill="none" strokeLinecap="round" />
      <rect x="0" y="85" width="48" height="18" rx="6" fill="#faf089" />
      <circle cx="306" cy="95" r="6" fill="#faf089" />
    </svg>
  );
}

export function Hero() {
  return (
    <Box
      as="section"
      bgGradient="to-r"
      gradientFrom="orange.50"
      gradientTo="yellow.50"
      rounded="2xl"
      px={{ base: '6', md: '12' }}
      py={{ base: '10', md: '16' }}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" alignItems="center">
        <Stack gap="5">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="gray.800">
            {copy.home.heroTitle}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            {copy.home.heroText}
          </Text>
          <Box>
            <Button asChild size="lg" colorPalette="orange">
              <RouterLink to="/shop">{copy.home.buyNow}</RouterLink>
            </Button>
          </Box>
        </Stack>
        <Box maxW={{ base: '2xs', md: 'sm' }} mx="auto" w="full">
          <GlueGunArt />
        </Box>
      </SimpleGrid>
    </Box>
  );
}
