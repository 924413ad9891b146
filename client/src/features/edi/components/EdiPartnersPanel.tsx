/** The trading partners (company, ISA qualifier and sender id, on or off) and the form to set one up or change one. */
import { useState } from 'react';
import { Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { ScrollTable } from '../../../components/ScrollTable';
import type { EdiPartnersQuery } from '../../../gql/graphql';
import { ediCopy as t } from '../../../lib/ediCopy';
import { useSaveEdiPartner } from '../api/edi';
import { EdiPartnerForm, type EdiPartnerValues } from './EdiPartnerForm';

type Partner = EdiPartnersQuery['ediPartners'][number];
const sticky = { position: 'sticky', left: 0, bg: 'bg', zIndex: 1 } as const;

export function EdiPartnersPanel({
  partners,
  onSaved,
}: {
  partners: readonly Partner[];
  onSaved(message: string): void;
}) {
  const [editing, setEditing] = useState<Partner | 'new' | null>(null);
  const [save] = useSaveEdiPartner();
  const submit = async (v: EdiPartnerValues) => {
    const res = await save({
      variables: {
        companyId: v.companyId,
        qualifier: v.qualifier,
        senderId: v.senderId,
        enabled: v.enabled,
        functionalAck: v.functionalAck,
      },
    });
    const p = res.data!.saveEdiPartner;
    setEditing(null);
    onSaved(t.saved(p.companyName, `${p.qualifier}:${p.senderId}`, p.enabled));
  };
  return (
    <Stack gap="3" as="section" aria-labelledby="edi-partners">
      <Heading as="h3" size="lg" id="edi-partners">
        {t.partnersHeading}
      </Heading>
      {partners.length === 0 ? (
        <Text>{t.noPartners}</Text>
      ) : (
        <ScrollTable label={t.partnersCaption}>
          <Table.Caption captionSide="top" textAlign="start" srOnly>
            {t.partnersCaption}
          </Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader css={sticky}>{t.company}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.qualifier}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.senderId}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.functionalAck}</Table.ColumnHeader>
              <Table.ColumnHeader>{t.enabled}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Text srOnly>{t.change}</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {partners.map((p) => (
              <Table.Row key={p.id}>
                <Table.Cell css={sticky} fontWeight="medium">
                  {p.companyName}
                </Table.Cell>
                <Table.Cell fontFamily="mono">{p.qualifier}</Table.Cell>
                <Table.Cell fontFamily="mono" whiteSpace="pre">
                  {p.senderId}
                </Table.Cell>
                <Table.Cell>{p.functionalAck}</Table.Cell>
                <Table.Cell>{t.state(p.enabled)}</Table.Cell>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={t.changeLabel(p.companyName)}
                    onClick={() => setEditing(p)}
                  >
                    {t.change}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
      {editing === null && (
        <Button alignSelf="flex-start" colorPalette="orange" onClick={() => setEditing('new')}>
          {t.formAdd}
        </Button>
      )}
      {editing === 'new' && (
        <EdiPartnerForm
          title={t.formAdd}
          initialValues={{
            companyId: '',
            qualifier: 'ZZ',
            senderId: '',
            enabled: true,
            functionalAck: '997',
          }}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      )}
      {editing !== null && editing !== 'new' && (
        <EdiPartnerForm
          key={editing.id}
          title={t.formChange(editing.companyName)}
          company={{ id: editing.companyId, name: editing.companyName }}
          initialValues={{
            companyId: editing.companyId,
            qualifier: editing.qualifier,
            senderId: editing.senderId,
            enabled: editing.enabled,
            functionalAck: editing.functionalAck,
          }}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}
