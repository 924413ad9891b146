/** /my-order-lists/:id (not /order-lists: that is the REST path): one of the company's lists: its items, ordering it in one click, and its schedule. */
import { Heading, Link, Separator, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { listCopy } from '../copy';
import { useOrderList } from '../api/orderLists';
import { ListLines } from './ListLines';
import { RenameList } from './RenameList';
import { OrderPanel } from './OrderPanel';
import { SchedulePanel } from './SchedulePanel';

export default function OrderListPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useOrderList(id);
  const list = data?.orderList;
  return (
    <Stack gap="5" maxW="4xl">
      <Link asChild color="blue.700" textDecoration="underline" alignSelf="flex-start">
        <RouterLink to="/my-order-lists">{listCopy.back}</RouterLink>
      </Link>
      {!data && !error && <PageSpinner label={listCopy.loading} />}
      {error && !data && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {list && (
        <>
          <Heading as="h1" size="3xl" overflowWrap="anywhere">
            {list.name}
          </Heading>
          <Text fontSize="sm">{listCopy.createdBy(list.createdByEmail)}</Text>
          {list.canEdit && <RenameList listId={list.id} name={list.name} />}
          <ListLines
            listId={list.id}
            lines={list.lines}
            canEdit={list.canEdit}
            scheduled={Boolean(list.schedule)}
          />
          <Separator />
          <OrderPanel listId={list.id} disabled={list.lines.length === 0} />
          <Separator />
          <SchedulePanel listId={list.id} schedule={list.schedule ?? null} canChange={list.canEdit} />
        </>
      )}
    </Stack>
  );
}
