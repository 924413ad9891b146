/** Makes a customer a sales rep, or takes it back after a confirmation (their companies and act-as sessions end). */
import { Button } from '@chakra-ui/react';
import { useConfirm } from '../../../components/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../components/toaster';
import { errorMessage } from '../../../lib/apollo';
import { dashboardCopy } from '../../../lib/dashboardCopy';
import { useSetSalesRep } from '../api/salesRep';

const t = dashboardCopy.users.salesRep;

export function SalesRepButton({ user }: { user: { id: string; email: string; salesRep?: boolean | null } }) {
  const [setSalesRep, { loading }] = useSetSalesRep();
  const { ask, dialog } = useConfirm();
  const rep = Boolean(user.salesRep);
  const change = async () => {
    const question = { title: t.confirmStop(user.email), confirmLabel: t.stop, palette: 'red' };
    if (rep && !(await ask({ ...question, keepLabel: dashboardCopy.keep }))) return;
    try {
      await setSalesRep({ variables: { userId: user.id, salesRep: !rep } });
      notifySuccess(rep ? t.stopped(user.email) : t.made(user.email));
    } catch (err) {
      notifyError(t.failed, errorMessage(err));
    }
  };
  return (
    <>
      <Button
        size="xs"
        variant="outline"
        loading={loading}
        onClick={() => void change()}
        aria-label={`${rep ? t.stop : t.make}: ${user.email}`}
      >
        {rep ? t.stop : t.make}
      </Button>
      {dialog}
    </>
  );
}
