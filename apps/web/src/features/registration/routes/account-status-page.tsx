import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatPaise, paths, type User } from '@sevak/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ContactCard } from '../../../components/contact-card';
import { SectionCard } from '../../../components/section';
import { ApiError, errorMessage } from '../../../lib/api';
import { thumbnailUrl } from '../../../lib/files';
import { notifyError } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { usePublicConfig } from '../../../lib/public-config';
import { queryKeys } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';
import { approvalTimeQuery, createPaymentOrder, paymentHistoryQuery } from '../api/payment';
import { useRazorpayCheckout } from '../api/razorpay-checkout';
import classes from '../../../components/member-form/document-picker.module.css';
import { PaymentHistory } from '../components/payment-history';
import { DOCUMENT_BOXES, KYC_SLOTS } from '../../../components/member-form/document-boxes';

function StatusBadge({ done, yes, no }: { done: boolean; yes: string; no: string }) {
  return (
    <Badge color={done ? 'teal' : 'yellow'} variant="light" size="lg" radius="sm" tt="none">
      {done ? yes : no}
    </Badge>
  );
}

/**
 * What a member awaiting approval sees in place of the member pages (DESIGN §7): the fee, the
 * documents on file (with a way to replace the Aadhaar photos) and the approval itself.
 * Rendered by the RequireApproved guard; admins and approved members never see it.
 */
export function AccountStatusPage({ user }: { user: User }) {
  usePageTitle('Account status');
  const { refresh } = useSession();
  const { registrationFeePaise } = usePublicConfig();
  const fee = formatPaise(registrationFeePaise);
  const [checking, setChecking] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const razorpay = useRazorpayCheckout();

  // A new order each time; the test provider pays it on /pay/checkout, Razorpay in its own popup.
  const pay = useMutation({
    mutationFn: createPaymentOrder,
    onSuccess: (order) => {
      void queryClient.invalidateQueries({ queryKey: paymentHistoryQuery().queryKey });
      if (order.provider === 'local') navigate(paths.payCheckout, { state: { order } });
      else void razorpay.open(order);
    },
    onError: (error) => {
      notifyError(errorMessage(error));
      // Already paid (e.g. in another tab); the session will say so.
      if (error instanceof ApiError && error.code === 'FEE_ALREADY_PAID') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      }
    },
  });

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
          Account status
        </Title>
        <Text c="dimmed">
          Welcome, {user.name}. Your account is not active yet: the rest of Sevak opens once an admin has approved it.
        </Text>
      </Stack>

      <SectionCard id="status-fee" title="Registration fee">
        <Stack gap="sm" align="flex-start">
          <StatusBadge done={user.paymentVerified} yes="Paid" no="Not paid" />
          {user.paymentVerified ? (
            <Text size="sm">Thank you, your one-time registration fee of {fee} is paid.</Text>
          ) : (
            <>
              <Text size="sm">Every member pays a one-time registration fee of {fee}.</Text>
              <Button onClick={() => pay.mutate()} loading={pay.isPending || razorpay.busy}>
                Pay {fee} registration fee
              </Button>
            </>
          )}
        </Stack>
      </SectionCard>

      <PaymentHistory />

      <SectionCard id="status-documents" title="Documents">
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {KYC_SLOTS.map((key) => {
            const label = DOCUMENT_BOXES[key].title;
            const url = user[key];
            return (
              <Stack key={key} gap={4}>
                <Text size="sm" fw={500}>
                  {label}
                </Text>
                <div className={classes.preview}>
                  {url ? <img src={thumbnailUrl(url)} alt={label} loading="lazy" /> : <span>Not uploaded</span>}
                </div>
              </Stack>
            );
          })}
        </SimpleGrid>
        <Anchor component={Link} to={paths.uploadAadhaar} size="sm" mt="sm" display="inline-block">
          Replace Aadhaar photos
        </Anchor>
      </SectionCard>

      <SectionCard id="status-approval" title="Admin approval">
        <Stack gap="sm" align="flex-start">
          <StatusBadge done={user.isAdminApproved} yes="Approved" no="Waiting for admin approval" />
          <Text size="sm">
            {user.paymentVerified
              ? 'Our team checks your details and documents, then approves your account. You will be told here, in the bell and by a notification as soon as it is done.'
              : 'Once your fee is paid, our team checks your details and documents and approves your account.'}
          </Text>
          <ApprovalTimeLine />
          <Group>
            <Button variant="default" onClick={() => void checkAgain()} loading={checking}>
              Check again
            </Button>
          </Group>
        </Stack>
      </SectionCard>

      <SectionCard id="status-help" title="Need help?">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            A question about your fee, your documents or your approval? Our customer care answers members who are still
            waiting too.
          </Text>
          <Anchor component={Link} to={paths.support} size="sm">
            Write to customer care
          </Anchor>
        </Stack>
      </SectionCard>
      <ContactCard />
    </Stack>
  );
}

/** 'Most members are approved within about 10 hours' — from the last 90 days' approvals. */
function ApprovalTimeLine() {
  const time = useQuery(approvalTimeQuery()).data;
  if (!time || time.medianHours === null) return null;
  const hours = Math.max(1, Math.round(time.medianHours));
  const within =
    hours < 48 ? `about ${hours} ${hours === 1 ? 'hour' : 'hours'}` : `about ${Math.round(hours / 24)} days`;
  return (
    <Text size="sm" c="dimmed">
      Most members are approved within {within} of registering (over the last 90 days).
    </Text>
  );
}
