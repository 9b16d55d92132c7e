import { Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatDay, tdsExemptionSchema, type User } from '@sevak/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { api, errorMessage } from '../../../../lib/api';
import { useInvalidate } from '../../../../lib/invalidate';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { queryKeys } from '../../../../lib/query-keys';

/**
 * A provider's tax details in User Details (docs/decisions/041): their GSTIN, and the Income-tax
 * s.194-O(4) exemption an admin grants with a reason (no TDS on their jobs) or withdraws; audited.
 */
export function MemberTax({ user }: { user: User }) {
  const invalidate = useInvalidate([queryKeys.admin]);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (body: { exempt: true; reason: string } | { exempt: false }) =>
      api.put<{ message: string }>(`/admin/users/${encodeURIComponent(user._id)}/tds-exemption`, body),
    onSuccess: (answer) => {
      notifySuccess(answer.message);
      setReason('');
      invalidate();
    },
    onError: (error) => notifyError(errorMessage(error)),
  });
  const grant = () => {
    const parsed = tdsExemptionSchema.safeParse({ exempt: true, reason });
    if (!parsed.success) return setProblem(parsed.error.issues[0]!.message);
    setProblem(null);
    save.mutate(parsed.data);
  };
  const exemption = user.tdsExemption;
  return (
    <Stack gap={6} component="section" aria-labelledby="member-tax-title">
      <Title order={3} size="h5" id="member-tax-title">
        Tax
      </Title>
      <Text size="sm">GSTIN: {user.gstin ?? 'not given'}</Text>
      {exemption ? (
        <>
          <Text size="sm">
            Exempt from TDS (s.194-O(4)) since {formatDay(exemption.at)}: {exemption.reason}
          </Text>
          <Group>
            <Button size="xs" variant="default" loading={save.isPending} onClick={() => save.mutate({ exempt: false })}>
              Withdraw the TDS exemption
            </Button>
          </Group>
        </>
      ) : (
        <>
          <Text size="sm">TDS is deducted on their jobs.</Text>
          <Textarea
            label="Reason for the TDS exemption"
            description="An individual or HUF with gross sales through Sevak under ₹5 lakh last year, who gave their PAN or Aadhaar."
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={problem}
            autosize
            minRows={2}
            maxLength={500}
          />
          <Group>
            <Button size="xs" variant="default" loading={save.isPending} onClick={grant}>
              Exempt from TDS
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
