import { Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { ekycMessages, paths, type EkycAnswer } from '@sevak/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { LoadFailed } from '../../../components/load-failed';
import { SectionCard } from '../../../components/section';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api';
import { usePageTitle } from '../../../lib/page-title';
import { useEkyc } from '../api/ekyc';
import { EkycForm } from '../components/ekyc-form';
import { AccountLines, SubmissionLines } from '../components/ekyc-status';

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
  const { t } = useTranslation('ekyc');
  const [changing, setChanging] = useState(false);
  const { ekyc, payoutAccount } = answer;

  const verified = payoutAccount ? (
    <SectionCard id="ekyc-verified" title={t('sections.verifiedAccount')}>
      <Stack gap="md" align="flex-start">
        <Text size="sm">{translateText(ekycMessages.approvedNotice.body)}</Text>
        <AccountLines account={payoutAccount} />
        {ekyc?.status === 'approved' && !changing ? (
          <Button variant="light" onClick={() => setChanging(true)}>
            {t('sections.changeAccount')}
          </Button>
        ) : null}
      </Stack>
    </SectionCard>
  ) : null;

  if (!ekyc) {
    return <FormSection title={t('sections.verifyAccount')} />;
  }

  if (ekyc.status === 'pending') {
    return (
      <>
        <SectionCard id="ekyc-status" title={t('sections.yourEkyc')}>
          <Stack gap="sm">
            <Text role="status">{t('status.awaiting')}</Text>
            <SubmissionLines ekyc={ekyc} />
            {payoutAccount ? <Text size="sm">{t('status.replacesOnlyWhenVerified')}</Text> : null}
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
        <SectionCard id="ekyc-status" title={t('sections.yourEkyc')}>
          <Stack gap="sm">
            <ErrorAlert title={translateText(notice.title)}>
              {ekyc.reason ? t('status.reason', { reason: ekyc.reason }) : t('status.submitAgainPlease')}
            </ErrorAlert>
            <SubmissionLines ekyc={ekyc} />
          </Stack>
        </SectionCard>
        {verified}
        <FormSection
          title={t('sections.submitAgain')}
          {...(payoutAccount ? { note: t('status.replacesOnlyWhenVerified') } : {})}
        />
      </>
    );
  }

  // Approved: the verified account, and a way to change it.
  return (
    <>
      {verified ?? (
        <SectionCard id="ekyc-verified" title={t('sections.verifiedAccount')}>
          <SubmissionLines ekyc={ekyc} />
        </SectionCard>
      )}
      {changing ? (
        <FormSection title={t('sections.changeAccount')} note={t('status.replacesOnlyWhenVerified')} />
      ) : null}
    </>
  );
}

/**
 * /ekyc: the member's bank account and PAN (docs/contract.md §5b): the latest submission's status (awaiting
 * verification, verified, or not accepted with the reason) and the form to submit, submit again,
 * or change a verified account. Withdrawals from the wallet go to the verified account.
 */
export function EkycPage() {
  const { t } = useTranslation('ekyc');
  usePageTitle(t('page.title'));
  const ekyc = useEkyc();
  // One sentence for the translator, its link marked: 'Withdrawals from your <link>wallet</link> are…'.
  const [before = '', linkText = '', after = ''] = t('page.intro').split(/<\/?link>/);

  let body;
  if (ekyc.isPending) body = <Loader size="sm" aria-label={t('page.loading')} />;
  else if (ekyc.isError) {
    body = (
      <LoadFailed
        title={t('page.fetchFailed')}
        message={errorMessage(ekyc.error)}
        onRetry={() => void ekyc.refetch()}
      />
    );
  } else body = <EkycBody answer={ekyc.data} />;

  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={880} mx="auto">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('page.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {before}
          <Anchor component={Link} to={paths.wallet}>
            {linkText}
          </Anchor>
          {after}
        </Text>
      </Stack>
      {body}
    </Stack>
  );
}
