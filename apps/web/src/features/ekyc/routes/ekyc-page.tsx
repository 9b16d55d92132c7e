import { Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { ekycMessages, paths, type EkycAnswer } from '@sevak/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadFailed } from '../../../components/load-failed';
import { SectionCard } from '../../../components/section';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useEkyc } from '../api/ekyc';
import { EkycForm } from '../components/ekyc-form';
import { AccountLines, SubmissionLines } from '../components/ekyc-status';

export const EKYC_FETCH_FAILED = 'Your e-KYC could not be loaded.';
export const REPLACES_ONLY_WHEN_VERIFIED =
  'The new account replaces this one only once our team has verified it; until then withdrawals go to this one.';

/** The form, under its own heading; after an approval it replaces the verified account once verified. */
function FormSection({ title, note }: { title: string; note?: string }) {
  return (
    <SectionCard id="ekyc-form" title={title}>
      <Stack gap="md">
        {note ? <Text size="sm">{note}</Text> : null}
        <EkycForm />
      </Stack>
    </SectionCard>
  );
}

function EkycBody({ answer }: { answer: EkycAnswer }) {
  const [changing, setChanging] = useState(false);
  const { ekyc, payoutAccount } = answer;

  const verified = payoutAccount ? (
    <SectionCard id="ekyc-verified" title="Verified bank account">
      <Stack gap="md" align="flex-start">
        <Text size="sm">{ekycMessages.approvedNotice.body}</Text>
        <AccountLines account={payoutAccount} />
        {ekyc?.status === 'approved' && !changing ? (
          <Button variant="light" onClick={() => setChanging(true)}>
            Change bank account
          </Button>
        ) : null}
      </Stack>
    </SectionCard>
  ) : null;

  if (!ekyc) {
    return <FormSection title="Verify your bank account" />;
  }

  if (ekyc.status === 'pending') {
    return (
      <>
        <SectionCard id="ekyc-status" title="Your e-KYC">
          <Stack gap="sm">
            <Text role="status">Your bank details are awaiting verification by our team.</Text>
            <SubmissionLines ekyc={ekyc} />
            {payoutAccount ? <Text size="sm">{REPLACES_ONLY_WHEN_VERIFIED}</Text> : null}
          </Stack>
        </SectionCard>
        {verified}
      </>
    );
  }

  if (ekyc.status === 'rejected') {
    const notice = ekycMessages.rejectedNotice(ekyc.reason ?? '');
    return (
      <>
        <SectionCard id="ekyc-status" title="Your e-KYC">
          <Stack gap="sm">
            <ErrorAlert title={notice.title}>
              {ekyc.reason ? `Reason: ${ekyc.reason}` : 'Please submit your bank details again.'}
            </ErrorAlert>
            <SubmissionLines ekyc={ekyc} />
          </Stack>
        </SectionCard>
        {verified}
        <FormSection title="Submit again" {...(payoutAccount ? { note: REPLACES_ONLY_WHEN_VERIFIED } : {})} />
      </>
    );
  }

  // Approved: the verified account, and a way to change it.
  return (
    <>
      {verified ?? (
        <SectionCard id="ekyc-verified" title="Verified bank account">
          <SubmissionLines ekyc={ekyc} />
        </SectionCard>
      )}
      {changing ? <FormSection title="Change bank account" note={REPLACES_ONLY_WHEN_VERIFIED} /> : null}
    </>
  );
}

/**
 * /ekyc: the member's bank account and PAN (DESIGN §5b): the latest submission's status (awaiting
 * verification, verified, or not accepted with the reason) and the form to submit, submit again,
 * or change a verified account. Withdrawals from the wallet go to the verified account.
 */
export function EkycPage() {
  usePageTitle('Bank account (e-KYC)');
  const ekyc = useEkyc();

  let body;
  if (ekyc.isPending) body = <Loader size="sm" aria-label="Loading your e-KYC" />;
  else if (ekyc.isError) {
    body = (
      <LoadFailed title={EKYC_FETCH_FAILED} message={errorMessage(ekyc.error)} onRetry={() => void ekyc.refetch()} />
    );
  } else body = <EkycBody answer={ekyc.data} />;

  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={880} mx="auto">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Bank account (e-KYC)
        </Title>
        <Text c="dimmed" size="sm">
          Withdrawals from your{' '}
          <Anchor component={Link} to={paths.wallet}>
            wallet
          </Anchor>{' '}
          are paid to a bank account in your name, once our team has verified it with your PAN.
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
