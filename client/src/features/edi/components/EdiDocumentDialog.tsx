/** One EDI document: its text one segment a line in a monospace block, and a Download button (.edi). */
import { Box, Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { ediFileName, ediKindLabel, ediSegments, saveEdi } from '../../../lib/ediText';
import { ediCopy as t } from '../../../lib/ediCopy';

export interface EdiDocumentShown {
  kind: string;
  direction: string;
  controlNumber: string;
  companyName: string;
  sender: string;
  content: string;
  ackStatus?: string | null;
  acknowledgedAt?: unknown;
  ackNote?: string | null;
}

export function EdiDocumentDialog({ doc, onClose }: { doc: EdiDocumentShown | null; onClose(): void }) {
  const title = doc ? t.documentTitle(ediKindLabel(doc.kind), doc.controlNumber) : '';
  return (
    <Dialog.Root
      open={doc !== null}
      onOpenChange={(d) => {
        if (!d.open) onClose();
      }}
      placement="center"
      size={{ base: 'full', md: 'xl' }}
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={{ base: '0', md: '4' }}>
          <Dialog.Content>
            {doc && (
              <>
                <Dialog.Header>
                  <Dialog.Title wordBreak="break-word">{title}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="3">
                    <Text>
                      {doc.direction === 'IN' ? t.received : t.sent} · {doc.companyName} · {doc.sender}
                    </Text>
                    {doc.ackStatus && (
                      <Text>
                        {t.ackLine(
                          t.ackStatus[doc.ackStatus] ?? doc.ackStatus,
                          new Date(String(doc.acknowledgedAt)).toLocaleString('en-GB', {
                            dateStyle: 'medium',
                            timeStyle: 'short',
                          }),
                          doc.ackNote ?? null,
                        )}
                      </Text>
                    )}
                    <Box
                      as="pre"
                      role="region"
                      aria-label={t.segmentsLabel}
                      tabIndex={0}
                      fontFamily="mono"
                      fontSize="sm"
                      whiteSpace="pre"
                      overflowX="auto"
                      bg="bg.muted"
                      borderWidth="1px"
                      rounded="md"
                      p="3"
                      m="0"
                    >
                      {ediSegments(doc.content).join('\n')}
                    </Box>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button variant="outline" onClick={onClose}>
                    {t.close}
                  </Button>
                  <Button
                    colorPalette="orange"
                    onClick={() =>
                      saveEdi(doc.content, ediFileName(doc.kind, doc.controlNumber, doc.direction))
                    }
                  >
                    {t.download}
                  </Button>
                </Dialog.Footer>
              </>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t.close} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
