import { Badge, Button, Group, Loader, Modal, NumberInput, Stack, Text } from '@mantine/core';
import {
  formatDuration,
  formatRupees,
  investmentMessages,
  PLAN_KIND_LABELS,
  planInputSchema,
  type Plan,
  type PlanInput,
  type PlanKind,
} from '@sevak/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ErrorAlert } from '../../../../components/error-alert';
import { RupeeInput } from '../../../../components/rupee-input';
import { errorMessage } from '../../../../lib/api';
import { showServerErrors, useAppForm } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDeletePlan, useSavePlan, usePlans } from '../api/investments';
import { planLabel } from '../utils/plan-label';
import { RecordList, type RecordColumn } from '../../../../components/record-list';

/** What the inputs hold: a NumberInput is '' while empty (the schema then says what is missing). */
type PlanFormValues = {
  kind: PlanKind;
  investmentAmount: number | string;
  returnAmount: number | string;
  durationMonths: number | string;
};

const RETURN_DESCRIPTIONS: Record<PlanKind, string> = {
  monthly: 'Paid every month; the investment comes back with the last payment.',
  yearly: 'Paid once at maturity: the investment and its return together.',
};

const returnText = (plan: Plan) =>
  `${formatRupees(plan.returnAmount)} ${plan.kind === 'monthly' ? 'a month' : 'at maturity'}`;

/** New plan (plan null) or Edit: the shared planInputSchema, the kind fixed by the screen. */
function PlanForm({ kind, plan, onClose }: { kind: PlanKind; plan: Plan | null; onClose: () => void }) {
  const form = useAppForm<PlanFormValues, PlanInput>({
    schema: planInputSchema,
    initialValues: {
      kind,
      investmentAmount: plan?.investmentAmount ?? '',
      returnAmount: plan?.returnAmount ?? '',
      durationMonths: plan?.durationMonths ?? '',
    },
  });
  const save = useSavePlan();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.onSubmit((input) => {
    setProblem(null);
    save.mutate(
      { id: plan?._id ?? null, plan: input },
      {
        onSuccess: () => {
          notifySuccess(plan ? investmentMessages.planUpdated : investmentMessages.planCreated);
          onClose();
        },
        onError: (error) => {
          if (!showServerErrors(form, error)) setProblem(errorMessage(error));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <RupeeInput
          label="Investment amount (₹)"
          description="Received by bank transfer, outside the app."
          data-autofocus
          {...form.getInputProps('investmentAmount')}
        />
        <RupeeInput
          label="Return amount (₹)"
          description={RETURN_DESCRIPTIONS[kind]}
          {...form.getInputProps('returnAmount')}
        />
        <NumberInput
          label="Duration (months)"
          description="From 1 to 120."
          allowNegative={false}
          allowDecimal={false}
          min={1}
          max={120}
          {...form.getInputProps('durationMonths')}
        />
        <ErrorAlert>{problem}</ErrorAlert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {plan ? 'Save plan' : 'Create plan'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Editing = { plan: Plan | null } | null;

/**
 * The 'Plans' tab: the kind's plans, active and inactive, with what each promises a year; New
 * plan and Edit through one form; Delete (a plan in use is deactivated instead, the server says);
 * Offer again for an inactive plan.
 */
export function InvestmentPlans({ kind }: { kind: PlanKind }) {
  const plans = usePlans(kind);
  const remove = useDeletePlan();
  const save = useSavePlan();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Plan | null>(null);

  /** An inactive plan offered again: PUT with its own terms and active: true. */
  const reactivate = (p: Plan) =>
    save.mutate(
      {
        id: p._id,
        plan: {
          kind: p.kind,
          investmentAmount: p.investmentAmount,
          returnAmount: p.returnAmount,
          durationMonths: p.durationMonths,
          active: true,
        },
      },
      {
        onSuccess: () => notifySuccess(investmentMessages.planUpdated),
        onError: (error) => notifyError(errorMessage(error)),
      },
    );

  const columns: RecordColumn<Plan>[] = [
    { header: 'Investment', cell: (p) => formatRupees(p.investmentAmount), nowrap: true, inTitle: true },
    { header: 'Return', cell: returnText, inTitle: true },
    { header: 'Duration', cell: (p) => formatDuration(p.durationMonths), nowrap: true },
    { header: 'Yearly rate', cell: (p) => `${p.yearlyRatePercent.toFixed(2)}% a year`, nowrap: true },
    { header: 'Investments', cell: (p) => p.investments, nowrap: true },
    {
      header: 'Status',
      cell: (p) => (
        <Badge color={p.active ? 'green' : 'gray'} variant="light" tt="none">
          {p.active ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
    {
      header: 'Actions',
      wide: true,
      cell: (p) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => setEditing({ plan: p })}
            aria-label={`Edit plan ${planLabel(p)}`}
          >
            Edit
          </Button>
          {p.active ? null : (
            <Button
              size="compact-sm"
              variant="light"
              color="green"
              onClick={() => reactivate(p)}
              loading={save.isPending && save.variables.id === p._id}
              disabled={save.isPending}
              aria-label={`Offer again plan ${planLabel(p)}`}
            >
              Offer again
            </Button>
          )}
          {p.active || p.investments === 0 ? (
            <Button
              size="compact-sm"
              variant="light"
              color="red"
              onClick={() => setDeleting(p)}
              aria-label={`Delete plan ${planLabel(p)}`}
            >
              Delete
            </Button>
          ) : null}
        </Group>
      ),
    },
  ];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        setDeleting(null);
      },
      onError: (error) => {
        notifyError(errorMessage(error));
        setDeleting(null);
      },
    });
  };

  let body;
  if (plans.isPending) body = <Loader size="sm" aria-label="Loading the plans" />;
  else if (plans.isError)
    body = <ErrorAlert title="The plans could not be loaded">{errorMessage(plans.error)}</ErrorAlert>;
  else if (plans.data.length === 0) body = <Text c="dimmed">No {PLAN_KIND_LABELS[kind].toLowerCase()} plan yet.</Text>;
  else {
    body = (
      <RecordList
        records={plans.data}
        rowKey={(p) => p._id}
        columns={columns}
        label="Plans"
        cardTitle={(p) => `${formatRupees(p.investmentAmount)} → ${returnText(p)}`}
        minWidth={800}
        busy={plans.isFetching}
      />
    );
  }

  return (
    <Stack gap="md">
      <Group>
        <Button onClick={() => setEditing({ plan: null })}>New plan</Button>
      </Group>
      {body}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.plan ? 'Edit plan' : `New ${PLAN_KIND_LABELS[kind].toLowerCase()} plan`}
        centered
      >
        {editing ? <PlanForm kind={kind} plan={editing.plan} onClose={() => setEditing(null)} /> : null}
      </Modal>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => {
          if (!remove.isPending) setDeleting(null);
        }}
        title="Delete plan"
        onConfirm={confirmDelete}
        busy={remove.isPending}
      >
        {deleting ? (
          <Stack gap="xs">
            <Text>Delete the plan {planLabel(deleting)}?</Text>
            {deleting.investments > 0 ? (
              <Text size="sm" c="dimmed">
                It is in use, so it will be deactivated instead: nobody new can get it.
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </ConfirmDialog>
    </Stack>
  );
}
