/**
 * The navbar's Categories: a menu of the top-level categories with their children (desktop) or a nested list
 * (inside the phone menu). Loaded lazily by the navbar, so Apollo's query hooks stay out of the first bundle; the
 * categories are asked for when the menu first opens.
 */
import type { ReactElement } from 'react';
import { Box, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useCategoryMenu } from '../api/catalog';
import { catalogCopy } from '../../../lib/catalogCopy';

interface MenuCategory {
  id: string;
  slug: string;
  name: string;
  parentId?: string | null;
}

/** Top-level categories, each with its children, in the server's order. */
export function categoryTree<T extends MenuCategory>(
  categories: readonly T[],
): { category: T; children: T[] }[] {
  const top = categories.filter((c) => !c.parentId);
  return top.map((category) => ({
    category,
    children: categories.filter((c) => c.parentId === category.id),
  }));
}

function MenuEntries() {
  const { data, error } = useCategoryMenu();
  if (error)
    return (
      <Menu.Item value="error" disabled>
        {error.message}
      </Menu.Item>
    );
  if (!data)
    return (
      <Menu.Item value="loading" disabled>
        {catalogCopy.loadingMenu}
      </Menu.Item>
    );
  return (
    <>
      {categoryTree(data.categories).map(({ category, children }) => (
        <Box key={category.id}>
          <Menu.Item value={category.slug} asChild fontWeight="semibold">
            <RouterLink to={`/category/${category.slug}`}>{category.name}</RouterLink>
          </Menu.Item>
          {children.map((child) => (
            <Menu.Item key={child.id} value={child.slug} asChild ps="6">
              <RouterLink to={`/category/${child.slug}`}>{child.name}</RouterLink>
            </Menu.Item>
          ))}
        </Box>
      ))}
    </>
  );
}

/** Desktop: `trigger` is the navbar's own Categories button (the same one shows while this chunk loads). */
export default function CategoriesMenu({ trigger }: { trigger: ReactElement }) {
  return (
    <Menu.Root lazyMount positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="16rem">
            <MenuEntries />
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Phone: the same tree as nested lists of links inside the phone menu. */
export function CategoriesList({ onNavigate }: { onNavigate(): void }) {
  const { data, error } = useCategoryMenu();
  if (error)
    return (
      <Text color="fg.error" px="3">
        {error.message}
      </Text>
    );
  if (!data)
    return (
      <Text color="fg.muted" px="3" role="status">
        {catalogCopy.loadingMenu}
      </Text>
    );
  const link = (slug: string, name: string, strong: boolean) => (
    <RouterLink to={`/category/${slug}`} onClick={onNavigate}>
      <Box
        as="span"
        display="block"
        px="3"
        py="2"
        rounded="md"
        fontWeight={strong ? 'semibold' : 'normal'}
        _hover={{ bg: 'orange.50' }}
      >
        {name}
      </Box>
    </RouterLink>
  );
  return (
    <Stack as="ul" gap="0" ps="3" listStyleType="none" m="0">
      {categoryTree(data.categories).map(({ category, children }) => (
        <li key={category.id}>
          {link(category.slug, category.name, true)}
          {children.length > 0 && (
            <Stack as="ul" gap="0" ps="4" listStyleType="none" m="0">
              {children.map((child) => (
                <li key={child.id}>{link(child.slug, child.name, false)}</li>
              ))}
            </Stack>
          )}
        </li>
      ))}
    </Stack>
  );
}
