/**
 * Quick order: paste or upload `sku,quantity` rows, see every line checked by the server (quantity
 * rule, stock, duplicates, unknown products, price breaks), round up what misses a case pack, download the lines
 * to fix, and add every ready line to My Orders in one go. Signed-in customers only (the router guards it).
 */
import { useState } from 'react';
import { Alert, Box, Button, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ServerError } from '@apollo/client';
import { ErrorAlert, FormErrorAlert } from '../../../components/ErrorAlert';
import { describeError } from '../../../lib/errors';
import { notifySuccess } from '../../../components/toaster';
import { useKeepInView } from '../../../components/revealError';
import { wholesaleCopy } from '../../../lib/wholesaleCopy';
import { useQuickOrderPreview } from '../api/quickOrderPreview';
import { useBulkAddToOrders } from '../api/bulkAddToOrders';
import { QuickOrderInput } from './QuickOrderInput';
import { PreviewLines, type PreviewLine } from './PreviewLines';
import { AddLinesPanel } from './AddLinesPanel';
import { downloadCsv, setLineQuantity } from './editLines';

const t = wholesaleCopy.quickOrder;

/** The 100 kB body limit answers 413 with no GraphQL body: say what to do instead of a generic failure. */
const tooLarge = (error: unknown) => ServerError.is(error) && error.statusCode === 413;

/** A message of this page's own (a file refused before sending, a 413), shown (and announced) like the other failures. */
function Notice({ message }: { message: string }) {
  return <FormErrorAlert revealKey={message}>{message}</FormErrorAlert>;
}

/**
 * The heading over a failure: an add the server refused says nothing was added; a list the server would not check
 * (more than 500 lines, nothing in it) says so, with the server's reason under it, instead of "Something went
 * wrong"; anything else keeps the generic heading.
 */
function failureTitle(error: unknown, whileAdding: boolean): string | undefined {
  if (whileAdding) return t.refusedTitle;
  return describeError(error).code === 'BAD_USER_INPUT' ? t.notCheckedTitle : undefined;
}

export default function QuickOrderPage() {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<unknown>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [added, setAdded] = useState<number | null>(null);
  const [check, preview] = useQuickOrderPreview();
  const [bulkAdd, adding] = useBulkAddToOrders();
  const result = preview.data?.quickOrderPreview;
  // Each answer to "Check lines" brings its verdict into view: on a phone it is below the box and the buttons.
  const [checked, setChecked] = useState<object | null>(null);
  const verdictRef = useKeepInView<HTMLDivElement>(checked);

  const runCheck = async (content: string) => {
    setProblem(null);
    setNotice(null);
    setAdded(null);
    const answer = await check({ variables: { text: content } }).catch(() => undefined); // shown from preview.error
    return Boolean(answer?.data);
  };

  const roundUp = (line: PreviewLine, quantity: number) => {
    const next = setLineQuantity(text, line.lineNumber, line.product?.sku ?? line.reference, quantity);
    setText(next);
    void runCheck(next);
  };

  const add = async (phone: string) => {
    if (!result) return;
    const lines = result.lines
      .filter((l) => l.ok && l.product && l.quantity != null)
      .map((l) => ({ productId: l.product!.id, quantity: l.quantity!, lineNumber: l.lineNumber }));
    setProblem(null);
    try {
      const res = await bulkAdd({ variables: { input: { lines, phone } } });
      const count = res.data?.bulkAddToOrders.count ?? lines.length;
      setAdded(count);
      setText('');
      notifySuccess(t.addedTitle(count));
    } catch (e) {
      setProblem(e);
      await check({ variables: { text } }).catch(() => undefined); // show what changed
    }
  };

  const error = problem ?? preview.error;
  return (
    <Stack gap="6" maxW="4xl">
      <Heading as="h1" size="3xl">
        {t.title}
      </Heading>
      <Text>{t.intro}</Text>
      <QuickOrderInput
        text={text}
        checking={preview.loading}
        onText={setText}
        onCheck={(c) => void runCheck(c).then((ok) => ok && setChecked({}))}
        onFileProblem={setNotice}
      />
      {notice && <Notice message={notice} />}
      {error != null &&
        (tooLarge(error) ? (
          <Notice message={t.requestTooLarge} />
        ) : (
          <ErrorAlert error={error} title={failureTitle(error, Boolean(problem) && !preview.error)} />
        ))}
      {added !== null && (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.addedTitle(added)}</Alert.Title>
            <Alert.Description>
              <Link asChild color="green.900" fontWeight="semibold">
                <RouterLink to="/my-orders">{t.openMyOrders}</RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {result && added === null && (
        <Stack gap="4">
          <Box role="status" ref={verdictRef}>
            <Text fontWeight="semibold">{t.summary(result.okCount, result.failedCount)}</Text>
            <Text>{t.total(result.totalCents, result.totalUnits)}</Text>
          </Box>
          {result.failedLinesCsv && (
            <Button
              variant="outline"
              alignSelf="start"
              onClick={() => downloadCsv(result.failedLinesCsv, t.failedFileName)}
            >
              {t.downloadFailed}
            </Button>
          )}
          <PreviewLines lines={result.lines} onRoundUp={roundUp} />
          <AddLinesPanel
            readyCount={result.okCount}
            adding={adding.loading}
            onAdd={(phone) => void add(phone)}
          />
        </Stack>
      )}
    </Stack>
  );
}
