/**
 * Send an EDI file (docs/decisions/080): a buyer of a company set up for EDI chooses or pastes an X12 interchange of
 * 850s; the answer says in words what it became: the orders made (with links), the purchase orders refused and why,
 * and the 997 to download. The server's refusal of the whole file (not our sender, a replay, unreadable) is shown as said.
 */
import { useRef, useState } from 'react';
import { Box, Button, Field, HStack, Link, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LiveStatus } from '../../../components/LiveStatus';
import { useKeepInView } from '../../../components/revealError';
import { describeError } from '../../../lib/errors';
import { ediCopy as t } from '../../../lib/ediCopy';
import { ediFileName, saveEdi } from '../../../lib/ediText';
import type { SendEdiInterchangeMutation } from '../../../gql/graphql';
import { EDI_UPLOAD_MAX_CHARS, useSendEdiInterchange } from '../api/ediUpload';
import { readTextFile } from './textFiles';

type Answer = SendEdiInterchangeMutation['ediInbound'];

/** What the file became in one line: orders made (or, for a file of 997s, documents acknowledged) and sets refused. */
function summaryOf(answer: Answer): string {
  const acks = answer.acknowledgement === null;
  const made = acks ? t.acknowledgedCount(answer.accepted) : t.ordersMade(answer.orders.length);
  const changed = answer.changes.length ? t.changesMade(answer.changes.length) : null;
  const refused = answer.refusals.length
    ? acks
      ? t.acksRefused(answer.refusals.length)
      : t.refused(answer.refusals.length)
    : null;
  return [
    (answer.accepted > 0 || !refused) && !(changed && answer.orders.length === 0) ? made : null,
    changed,
    refused,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The functional acknowledgement is a 999 for a company set up for it, a 997 otherwise. */
const ackKindOf = (text: string) => (/(^|[~\n])\s*ST\*999\*/.test(text) ? '999' : '997');

function AnswerView({ answer }: { answer: Answer }) {
  return (
    <Stack gap="3">
      {answer.orders.length > 0 && (
        <List.Root gap="1" ps="5" aria-label={t.ordersList}>
          {answer.orders.map((o) => (
            <List.Item key={o.transactionSet}>
              {t.orderLine(o.poNumber ?? null)}
              {o.purchaseOrderId && o.orderNumber ? (
                <Link asChild colorPalette="orange">
                  <RouterLink to={`/my-orders/invoices/${o.purchaseOrderId}`}>{o.orderNumber}</RouterLink>
                </Link>
              ) : (
                o.approvalRequestId && (
                  <Link asChild colorPalette="orange">
                    <RouterLink to={`/order-request/${o.approvalRequestId}`}>{t.waitingLine}</RouterLink>
                  </Link>
                )
              )}
            </List.Item>
          ))}
        </List.Root>
      )}
      {answer.changes.length > 0 && (
        <List.Root gap="1" ps="5" aria-label={t.changesList}>
          {answer.changes.map((c) => (
            <List.Item key={c.transactionSet} wordBreak="break-word">
              {t.changeLine(c.poNumber ?? null, c.cancellation, c.taken, c.refused)}
              {c.reasons.length > 0 && (
                <List.Root ps="5" color="red.700">
                  {c.reasons.map((r) => (
                    <List.Item key={r}>{r}</List.Item>
                  ))}
                </List.Root>
              )}
              <Button
                ms="2"
                size="xs"
                variant="outline"
                onClick={() => saveEdi(c.acknowledgement, ediFileName('865', c.transactionSet))}
              >
                {t.download865(c.poNumber ?? null)}
              </Button>
            </List.Item>
          ))}
        </List.Root>
      )}
      {answer.refusals.length > 0 && (
        <List.Root gap="1" ps="5" aria-label={t.refusalsList}>
          {answer.refusals.map((r) => (
            <List.Item key={r.transactionSet} color="red.700" wordBreak="break-word">
              {t.refusalLine(r.transactionSet, r.poNumber ?? null, r.reason)}
            </List.Item>
          ))}
        </List.Root>
      )}
      {answer.acknowledged.length > 0 && (
        <List.Root gap="1" ps="5" aria-label={t.acknowledgedList}>
          {answer.acknowledged.map((a) => (
            <List.Item key={a.transactionSet}>
              {t.acknowledgedLine(a.kind, a.groupControl, t.ackStatus[a.status] ?? a.status)}
            </List.Item>
          ))}
        </List.Root>
      )}
      {(answer.acknowledgement || answer.interchangeAcknowledgement) && (
        <HStack gap="2" wrap="wrap">
          {answer.acknowledgement && (
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                saveEdi(
                  answer.acknowledgement!,
                  ediFileName(ackKindOf(answer.acknowledgement!), answer.interchange),
                )
              }
            >
              {t.downloadAck(ackKindOf(answer.acknowledgement))}
            </Button>
          )}
          {answer.interchangeAcknowledgement && (
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                saveEdi(answer.interchangeAcknowledgement!, ediFileName('TA1', answer.interchange))
              }
            >
              {t.downloadTa1}
            </Button>
          )}
        </HStack>
      )}
    </Stack>
  );
}

export function SendEdiFile({ sender }: { sender: string }) {
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { loading }] = useSendEdiInterchange();
  const fileInput = useRef<HTMLInputElement>(null);
  // The answer shows under the buttons: sections of the page that load late may have pushed it out of sight.
  const saidRef = useKeepInView<HTMLDivElement>(answer);
  const edit = (next: string) => {
    setText(next);
    setProblem(null);
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    try {
      edit(await readTextFile(file));
    } catch {
      setProblem(t.fileUnreadable);
    }
    if (fileInput.current) fileInput.current.value = '';
  };
  const submit = async () => {
    setAnswer(null);
    if (!text.trim()) return setProblem(t.empty);
    if (text.length > EDI_UPLOAD_MAX_CHARS) return setProblem(t.tooLarge);
    setProblem(null);
    try {
      const res = await send({ variables: { text } });
      if (res.data) {
        setAnswer(res.data.ediInbound);
        setText('');
      }
    } catch (e) {
      setProblem(describeError(e).message);
    }
  };
  return (
    <Box
      as="form"
      aria-label={t.uploadHeading}
      onSubmit={(e: React.FormEvent) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="3">
        <Text fontSize="sm">{t.uploadIntro(sender)}</Text>
        <Field.Root invalid={Boolean(problem)}>
          <Field.Label>{t.fileText}</Field.Label>
          <Textarea
            value={text}
            onChange={(e) => edit(e.target.value)}
            rows={6}
            fontFamily="mono"
            spellCheck={false}
            autoCapitalize="off"
            autoComplete="off"
          />
          <Field.ErrorText role="alert">{problem}</Field.ErrorText>
        </Field.Root>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" colorPalette="orange" loading={loading} loadingText={t.sending}>
            {t.send}
          </Button>
          <Button variant="outline" onClick={() => fileInput.current?.click()}>
            {t.chooseFile}
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {t.fileHint}
          </Text>
          <input
            ref={fileInput}
            type="file"
            accept=".edi,.x12,.txt,text/plain,application/edi-x12"
            hidden
            aria-label={t.chooseFile}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </HStack>
        <div ref={saidRef}>
          <LiveStatus>
            {answer && (
              <Text fontWeight="semibold" color={answer.accepted > 0 ? 'green.800' : 'red.700'}>
                {summaryOf(answer)}
              </Text>
            )}
          </LiveStatus>
        </div>
        {answer && <AnswerView answer={answer} />}
      </Stack>
    </Box>
  );
}
