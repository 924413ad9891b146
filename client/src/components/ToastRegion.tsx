/**
 * The toast region itself; loaded after first paint (see toaster.tsx). On a phone a toast is as wide as the region
 * (the screen less 1rem each side) and never wider; from tablet width up it is 24rem. Long words (file names,
 * references) wrap, and the text keeps clear of the close button in the top corner.
 */
import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { toaster } from './toast-store';

export default function ToastRegion() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ base: 'full', md: 'sm' }} minW="0" pe={toast.closable ? '10' : undefined}>
            {toast.type === 'loading' ? <Spinner size="sm" color="blue.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" minW="0" maxWidth="100%">
              {toast.title && (
                <Toast.Title overflowWrap="anywhere" me="0">
                  {toast.title}
                </Toast.Title>
              )}
              {toast.description && (
                <Toast.Description overflowWrap="anywhere">{toast.description}</Toast.Description>
              )}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
