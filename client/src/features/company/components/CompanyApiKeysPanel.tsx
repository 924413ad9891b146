/**
 * My company → API keys: a company admin's keys for the company, limited to it and to the scopes a
 * company admin holds. The dashboard's API key pieces (features/integrations) do the work; this section only names it.
 */
import { Text } from '@chakra-ui/react';
import { COMPANY_KEY_SCOPES, type CompanyRoleName } from '@gluegun/common';
import { integrationsCopy } from '../../../lib/dashboardCopyIntegrations';
import { ApiKeysPanel } from '../../integrations/components/ApiKeysPage';
import { Section } from './Section';

const t = integrationsCopy.apiKeys;

/** Shown to company admins only (the server refuses everyone else anyway). */
export function CompanyApiKeysPanel({ role }: { role: CompanyRoleName }) {
  if (role !== 'COMPANY_ADMIN') return null;
  return (
    <Section title={t.companyHeading}>
      <Text>{t.companyIntro}</Text>
      <ApiKeysPanel scopes={COMPANY_KEY_SCOPES} company />
    </Section>
  );
}
