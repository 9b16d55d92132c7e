import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatRupees, paths, type User } from '@sevak/shared';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { ContactCard } from '../../../components/contact-card';
import { SectionCard } from '../../../components/section';
import { NextSteps } from '../../../components/next-steps';
import { PhoneCheck } from '../../../components/phone-check';
import { wantsFeePayment } from '../../../lib/pay-fee-state';
import { thumbnailUrl } from '../../../lib/files';
import { usePageTitle } from '../../../lib/page-title';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';
import { usePayFee } from '../api/pay-fee';
import classes from '../../../components/member-form/document-picker.module.css';
import { PaymentHistory } from '../components/payment-history';
import { KYC_SLOTS, useDocumentBoxes } from '../../../components/member-form/document-boxes';
import { useTranslation } from '../../../i18n/i18n';

function StatusBadge({ done, yes, no }: { done: boolean; yes: string; no: string }) {
  return (
    <Badge color={done ? 'teal' : 'yellow'} variant="light" size="lg" radius="sm" tt="none">
      {done ? yes : no}
    </Badge>
  );
}

/**
 * What a member awaiting approval sees in place of the member pages (docs/contract.md §7): the fee, the
 * documents on file (with a way to replace the Aadhaar photos) and the approval itself.
 * Rendered by the RequireApproved guard; admins and approved members never see it.
 */
export function AccountStatusPage({ user }: { user: User }) {
  const { t } = useTranslation('registration');
  usePageTitle(t('status.title'));
  const documentBoxes = useDocumentBoxes();
  const { refresh } = useSession();
  const { registrationFee } = usePublicConfig();
  const fee = formatRupees(registrationFee);
  const [checking, setChecking] = useState(false);
  const pay = usePayFee();
  const location = useLocation();
  const navigate = useNavigate();
  const payNow = wantsFeePayment(location.state) && !user.paymentVerified;
  const started = useRef(false);

  // Just registered, or "Pay now" elsewhere: straight to the checkout, once (the state is dropped).
  useEffect(() => {
    if (!payNow || started.current) return;
    started.current = true;
    void navigate(location.pathname, { replace: true, state: null });
    pay.start();
  }, [payNow, pay, navigate, location.pathname]);

  const checkAgain = async () => {
    setChecking(true);
    try {
      await refresh();
    } finally {
      setChecking(false);
    }
  };

  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={760} mx="auto">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('status.title')}
        </Title>
        <Text c="dimmed">{t('status.welcome', { name: user.name })}</Text>
      </Stack>

      <NextSteps user={user} />

      <SectionCard id="status-fee" title={t('status.fee.title')}>
        <Stack gap="sm" align="flex-start">
          <StatusBadge done={user.paymentVerified} yes={t('status.fee.paid')} no={t('status.fee.notPaid')} />
          {user.paymentVerified ? (
            <Text size="sm">{t('status.fee.thanks', { fee })}</Text>
          ) : (
            <>
              <Text size="sm">{t('status.fee.everyMember', { fee })}</Text>
              <Text size="sm">{t('status.fee.inclusive', { fee })}</Text>
              <Button onClick={pay.start} loading={pay.busy}>
                {t('status.fee.pay', { fee })}
              </Button>
            </>
          )}
        </Stack>
      </SectionCard>

      <PaymentHistory />

      <PhoneCheck user={user} />

      <SectionCard id="status-documents" title={t('status.documents.title')}>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {KYC_SLOTS.map((key) => {
            const label = documentBoxes[key].title;
            const url = user[key];
            return (
              <Stack key={key} gap={4}>
                <Text size="sm" fw={500}>
                  {label}
                </Text>
                <div className={classes.preview}>
                  {url ? (
                    <img src={thumbnailUrl(url)} alt={label} loading="lazy" />
                  ) : (
                    <span>{t('status.documents.notUploaded')}</span>
                  )}
                </div>
              </Stack>
            );
          })}
        </SimpleGrid>
        <Anchor component={Link} to={paths.uploadAadhaar} size="sm" mt="sm" display="inline-block">
          {t('status.documents.replaceAadhaar')}
        </Anchor>
      </SectionCard>

      <SectionCard id="status-approval" title={t('status.approval.title')}>
        <Stack gap="sm" align="flex-start">
          <StatusBadge
            done={user.isAdminApproved}
            yes={t('status.approval.approved')}
            no={t('status.approval.waiting')}
          />
          <Text size="sm">
            {user.paymentVerified ? t('status.approval.afterPayment') : t('status.approval.beforePayment')}
          </Text>
          <Group>
            <Button variant="default" onClick={() => void checkAgain()} loading={checking}>
              {t('status.approval.checkAgain')}
            </Button>
          </Group>
        </Stack>
      </SectionCard>

      <SectionCard id="status-help" title={t('status.help.title')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('status.help.text')}</Text>
          <Anchor component={Link} to={paths.support} size="sm">
            {t('status.help.link')}
          </Anchor>
          <Anchor component={Link} to={paths.myData} size="sm">
            {t('status.help.myData')}
          </Anchor>
          <Anchor component={Link} to={paths.deleteAccount} size="sm" c="red">
            {t('status.help.deleteAccount')}
          </Anchor>
        </Stack>
      </SectionCard>
      <ContactCard />
    </Stack>
  );
}
