/**
 * Dashboard: Companies (shop admins). Search by name or member e-mail; each company's members with their
 * roles, credit terms, limit and hold; create a company, edit its details, set its credit terms, lift its hold,
 * invite someone to it (ShopInviteDialog) and move a user into it with a role. Phones get one card per company,
 * wider screens a table (as All User).
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Badge,
  Box,
  Button,
  Field,
  HStack,
  Heading,
  Input,
  Stack,
  Table,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { COMPANY_ROLE_LABELS, creditSummary, termsLabel } from '@gluegun/common';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { LiveStatus } from '../../../components/LiveStatus';
import { PageSpinner } from '../../../components/PageSpinner';
import { ScrollTable } from '../../../components/ScrollTable';
import { LoadMoreButton } from '../../../lib/cursorPages';
import { dashboardCopy } from '../../../lib/dashboardCopy';
import { companiesCopy, customerCreditCopy } from '../copy';
import { punchOutCopy } from '../punchOutCopy';
import { useCompanies } from '../api/companies';
import { CompanyCreditDialog, MoveUserDialog, ProfileDialog, type AdminCompany } from './CompanyDialogs';
import { ApplyCreditDialog, RefundCreditDialog } from './CustomerCreditDialogs';
import { TaxExemptionDialog } from './TaxExemptionDialog';
import { FreeFreightDialog, freeFreightCopy } from './FreeFreightDialog';
import { ShopInviteDialog } from './ShopInviteDialog';
import { PunchOutDialog } from './PunchOutDialog';
import { CompanyRepsDialog, companyRepsCopy } from './CompanyRepsDialog';

const t = companiesCopy;
type Dialog =
  | { kind: 'create' }
  | {
      kind:
        'edit' | 'credit' | 'move' | 'invite' | 'apply' | 'refund' | 'tax' | 'freight' | 'punchout' | 'reps';
      id: string;
    }
  | null;

function Members({ company }: { company: AdminCompany }) {
  if (company.members.length === 0) return <Text color="fg.muted">{t.noMembers}</Text>;
  return (
    <Stack as="ul" listStyleType="none" gap="0" fontSize="sm">
      {company.members.map((m) => (
        <Text as="li" key={m.id} wordBreak="break-all">
          {m.email} · {COMPANY_ROLE_LABELS[m.companyRole]}
        </Text>
      ))}
    </Stack>
  );
}

function Credit({ company }: { company: AdminCompany }) {
  const credit = company.credit;
  if (!credit) return <Text color="fg.muted">—</Text>;
  return (
    <Stack gap="1" align="flex-start" fontSize="sm">
      <Text>{creditSummary(credit.availableCents, credit.limitCents)}</Text>
      <Text>
        {termsLabel(credit.termsDays)}
        {credit.custom ? '' : ` ${dashboardCopy.credit.defaults}`}
      </Text>
      {credit.onHold && (
        <Badge colorPalette="red" variant="solid">
          {dashboardCopy.credit.onHold}
        </Badge>
      )}
      {credit.heldCreditCents > 0 && <Text>{customerCreditCopy.holdsText(credit.heldCreditCents)}</Text>}
      {company.taxExemption.expiresOn && (
        <Text>
          {company.taxExemption.activeToday
            ? t.taxExemptUntil(company.taxExemption.expiresOn)
            : t.taxExpired(company.taxExemption.expiresOn)}
        </Text>
      )}
    </Stack>
  );
}

function Actions({ company, open }: { company: AdminCompany; open(d: Dialog): void }) {
  return (
    <Wrap gap="2">
      <Button
        size="xs"
        variant="outline"
        aria-label={t.editFor(company.name)}
        onClick={() => open({ kind: 'edit', id: company.id })}
      >
        {t.edit}
      </Button>
      <Button
        size="xs"
        variant="outline"
        aria-label={t.creditFor(company.name)}
        onClick={() => open({ kind: 'credit', id: company.id })}
      >
        {dashboardCopy.credit.edit}
      </Button>
      {(company.credit?.heldCreditCents ?? 0) > 0 && (
        <>
          <Button
            size="xs"
            variant="outline"
            aria-label={customerCreditCopy.applyFor(company.name)}
            onClick={() => open({ kind: 'apply', id: company.id })}
          >
            {customerCreditCopy.applyButton}
          </Button>
          <Button
            size="xs"
            variant="outline"
            aria-label={customerCreditCopy.refundFor(company.name)}
            onClick={() => open({ kind: 'refund', id: company.id })}
          >
            {customerCreditCopy.refundButton}
          </Button>
        </>
      )}
      <Button
        size="xs"
        variant="outline"
        aria-label={t.taxFor(company.name)}
        onClick={() => open({ kind: 'tax', id: company.id })}
      >
        {t.tax}
      </Button>
      <Button
        size="xs"
        variant="outline"
        aria-label={freeFreightCopy.buttonFor(company.name)}
        onClick={() => open({ kind: 'freight', id: company.id })}
      >
        {freeFreightCopy.button}
      </Button>
      <Button
        size="xs"
        variant="outline"
        aria-label={punchOutCopy.buttonFor(company.name)}
        onClick={() => open({ kind: 'punchout', id: company.id })}
      >
        {punchOutCopy.button}
      </Button>
      <Button
        size="xs"
        variant="outline"
        aria-label={companyRepsCopy.buttonFor(company.name)}
        onClick={() => open({ kind: 'reps', id: company.id })}
      >
        {companyRepsCopy.button}
      </Button>
      <Button
        size="xs"
        variant="outline"
        aria-label={t.inviteFor(company.name)}
        onClick={() => open({ kind: 'invite', id: company.id })}
      >
        {t.invite}
      </Button>
      <Button asChild size="xs" variant="outline">
        <RouterLink
          to={`/dashboard/company-prices?company=${company.id}`}
          aria-label={t.pricesFor(company.name)}
        >
          {t.prices}
        </RouterLink>
      </Button>
      <Button
        size="xs"
        colorPalette="orange"
        aria-label={t.moveFor(company.name)}
        onClick={() => open({ kind: 'move', id: company.id })}
      >
        {t.move}
      </Button>
    </Wrap>
  );
}

function Name({ company }: { company: AdminCompany }) {
  return (
    <Text fontWeight="medium" wordBreak="break-word">
      {company.name}{' '}
      {company.personal && (
        <Badge variant="outline" ms="1">
          {t.personal}
        </Badge>
      )}
    </Text>
  );
}

function CompanyCards({ rows, open }: { rows: AdminCompany[]; open(d: Dialog): void }) {
  return (
    <Stack as="ul" listStyleType="none" gap="3" display={{ base: 'flex', md: 'none' }} aria-label={t.heading}>
      {rows.map((co) => (
        <Stack as="li" key={co.id} borderWidth="1px" rounded="md" p="3" gap="2">
          <Name company={co} />
          <Members company={co} />
          <Credit company={co} />
          <Actions company={co} open={open} />
        </Stack>
      ))}
    </Stack>
  );
}

function CompanyRows({ rows, open }: { rows: AdminCompany[]; open(d: Dialog): void }) {
  return (
    <Box display={{ base: 'none', md: 'block' }}>
      <ScrollTable label={t.heading}>
        <Table.Header>
          <Table.Row>
            {[t.name, t.members, t.credit, t.actions].map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((co) => (
            <Table.Row key={co.id} verticalAlign="top">
              <Table.Cell minW="10rem">
                <Name company={co} />
              </Table.Cell>
              <Table.Cell minW="14rem">
                <Members company={co} />
              </Table.Cell>
              <Table.Cell minW="12rem">
                <Credit company={co} />
              </Table.Cell>
              <Table.Cell>
                <Actions company={co} open={open} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </ScrollTable>
    </Box>
  );
}

export default function CompaniesPage() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const { data, loading, error, refetch, loadMore } = useCompanies(search);
  const rows = data?.companyConnection.nodes ?? [];
  const target = dialog && dialog.kind !== 'create' ? (rows.find((r) => r.id === dialog.id) ?? null) : null;
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    setSearch(typed.trim());
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h2" size="xl">
          {t.heading}
        </Heading>
        <Button colorPalette="orange" size="sm" onClick={() => setDialog({ kind: 'create' })}>
          {t.create}
        </Button>
      </HStack>
      <form role="search" aria-label={t.search} onSubmit={onSearch}>
        <HStack gap="2" align="flex-end">
          <Field.Root flex="1" minW="0">
            <Field.Label>{t.search}</Field.Label>
            <Input type="search" value={typed} onChange={(e) => setTyped(e.target.value)} />
          </Field.Root>
          <Button type="submit" variant="outline">
            {t.searchButton}
          </Button>
        </HStack>
      </form>
      {loading && !data && <PageSpinner label={dashboardCopy.loading} />}
      {error && <ErrorAlert error={error} title={dashboardCopy.errorTitle} onRetry={() => void refetch()} />}
      <LiveStatus>
        {data ? (rows.length === 0 ? t.empty : t.count(data.companyConnection.totalCount)) : ''}
      </LiveStatus>
      {rows.length > 0 && (
        <>
          <CompanyCards rows={rows} open={setDialog} />
          <CompanyRows rows={rows} open={setDialog} />
        </>
      )}
      <LoadMoreButton pageInfo={data?.companyConnection.pageInfo} label={t.loadMore} onMore={loadMore} />
      <ProfileDialog
        open={dialog?.kind === 'create' || (dialog?.kind === 'edit' && target !== null)}
        company={dialog?.kind === 'edit' ? target : null}
        onClose={() => setDialog(null)}
      />
      <CompanyCreditDialog
        company={dialog?.kind === 'credit' ? target : null}
        onClose={() => setDialog(null)}
      />
      <MoveUserDialog company={dialog?.kind === 'move' ? target : null} onClose={() => setDialog(null)} />
      <ShopInviteDialog company={dialog?.kind === 'invite' ? target : null} onClose={() => setDialog(null)} />
      <ApplyCreditDialog company={dialog?.kind === 'apply' ? target : null} onClose={() => setDialog(null)} />
      <RefundCreditDialog
        company={dialog?.kind === 'refund' ? target : null}
        onClose={() => setDialog(null)}
      />
      <TaxExemptionDialog company={dialog?.kind === 'tax' ? target : null} onClose={() => setDialog(null)} />
      <FreeFreightDialog
        company={dialog?.kind === 'freight' ? target : null}
        onClose={() => setDialog(null)}
      />
      <PunchOutDialog company={dialog?.kind === 'punchout' ? target : null} onClose={() => setDialog(null)} />
      <CompanyRepsDialog company={dialog?.kind === 'reps' ? target : null} onClose={() => setDialog(null)} />
    </Stack>
  );
}
