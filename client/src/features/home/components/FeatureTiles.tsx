import { Card, SimpleGrid } from '@chakra-ui/react';
import { copy } from '../../../lib/copy';

/** Three feature tiles with placeholder text (spec §1). */
export function FeatureTiles() {
  return (
    <SimpleGrid as="section" columns={{ base: 1, md: 3 }} gap="6">
      {copy.home.tiles.map((tile) => (
        <Card.Root key={tile.title} variant="subtle" borderTopWidth="4px" borderTopColor="orange.400">
          <Card.Body gap="2">
            <Card.Title as="h2">{tile.title}</Card.Title>
            <Card.Description>{tile.text}</Card.Description>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}
