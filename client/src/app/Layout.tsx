import { Box, Flex } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { Navbar } from './Navbar';
import { Footer } from './Footer';

export function Layout() {
  return (
    <Flex direction="column" minH="100vh">
      <Navbar />
      <Box as="main" flex="1" w="full" maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="6">
        <Outlet />
      </Box>
      <Footer />
    </Flex>
  );
}
