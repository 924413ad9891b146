import { Stack } from '@chakra-ui/react';
import { Hero } from './Hero';
import { FeatureTiles } from './FeatureTiles';
import { HomeProducts } from './HomeProducts';
import { AchievementsBanner } from './AchievementsBanner';
import { HomeReviews } from './HomeReviews';

/** Home page (spec §1): hero, tiles, first products, achievements, first reviews. */
export function HomePage() {
  return (
    <Stack gap={{ base: '10', md: '16' }}>
      <Hero />
      <FeatureTiles />
      <HomeProducts />
      <AchievementsBanner />
      <HomeReviews />
    </Stack>
  );
}
