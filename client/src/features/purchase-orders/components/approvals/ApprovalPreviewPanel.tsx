/**
 * Before submitting: whether these items need approval now, by whom and why, in the server's words
 * (approvalPreview). The box keeps its place while the answer comes, so the form below does not jump.
 */
import { Box, List, Text } from '@chakra-ui/react';
import { describeError } from '../../../../lib/errors';
import { approvalsCopy } from '../../approvalsCopy';
import { useApprovalPreview } from '../../api/submitOrder';

const t = approvalsCopy.preview;

export function ApprovalPreviewPanel({ itemIds }: { itemIds: string[] }) {
  const { data, previousData, error, loading } = useApprovalPreview(itemIds);
  const preview = (data ?? previousData)?.approvalPreview;
  if (itemIds.length === 0) return null;
  const needs = preview?.needsApproval ?? false;
  return (
    <Box
      role="status"
      aria-label={t.label}
      borderWidth="1px"
      rounded="md"
      p="3"
      minH="12"
      bg={preview ? (needs ? 'orange.50' : 'green.50') : undefined}
      aria-busy={loading}
    >
      {!preview && !error && <Text color="fg.muted">{t.checking}</Text>}
      {error && !preview && <Text color="red.700">{describeError(error).message}</Text>}
      {preview && (
        <>
          <Text fontWeight="bold">{needs ? preview.summary : t.none}</Text>
          {needs && preview.reasons.length > 0 && (
            <List.Root ps="5" mt="1" fontSize="sm">
              {preview.reasons.map((r) => (
                <List.Item key={r}>{r}</List.Item>
              ))}
            </List.Root>
          )}
        </>
      )}
    </Box>
  );
}

/**
 * Whether the current preview says approval is needed (the submit button's words follow it), and whether a first
 * answer is in (checkout shows its form only then, so nothing below the preview moves when it arrives).
 */
export function usePreviewNeedsApproval(itemIds: string[]): { needsApproval: boolean; ready: boolean } {
  const { data, previousData, error } = useApprovalPreview(itemIds);
  const preview = (data ?? previousData)?.approvalPreview;
  return {
    needsApproval: Boolean(preview?.needsApproval),
    ready: itemIds.length === 0 || Boolean(preview) || Boolean(error),
  };
}
