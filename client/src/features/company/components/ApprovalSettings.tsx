/** My company's spending limits and approval rules (company admins), loaded on their own. */
import { ErrorAlert } from '../../../components/ErrorAlert';
import { PageSpinner } from '../../../components/PageSpinner';
import { approvalSettingsCopy } from '../copy';
import { useApprovalSettings } from '../api/approvalSettings';
import { ApprovalRulesPanel } from './ApprovalRulesPanel';
import { Section } from './Section';
import { SpendingLimitsPanel } from './SpendingLimitsPanel';

const t = approvalSettingsCopy;

export function ApprovalSettings() {
  const { data, error, refetch } = useApprovalSettings(false);
  const company = data?.myCompany;
  return (
    <>
      <Section title={t.limits.heading}>
        {!data && !error && <PageSpinner />}
        {error && !data && <ErrorAlert error={error} onRetry={() => void refetch()} />}
        {company && <SpendingLimitsPanel members={company.members} />}
      </Section>
      <Section title={t.rules.heading}>
        {company && <ApprovalRulesPanel rules={company.approvalRules} />}
      </Section>
    </>
  );
}
