import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  assignPlanSchema,
  indianDayOf,
  investmentMessages,
  PLAN_KIND_LABELS,
  type Plan,
  type PlanKind,
} from '@sevak/shared';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { DayInput } from '../../../../components/day-input';
import { ErrorAlert } from '../../../../components/error-alert';
import { ApiError, errorMessage } from '../../../../lib/api';
import { useIdempotencyKey } from '../../../../lib/idempotency-key';
import { showErrors, showServerErrors, useAppForm } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useAssignPlan } from '../api/investments';
import { planLabel } from '../utils/plan-label';
import { phoneInputProps } from '../../../../lib/phone-input';

/** Mount a Select's list only while it is open (one element per label for getByLabel). */
const COMBOBOX_PROPS = { keepMounted: false } as const;

/**
 * The server's rules (assignPlanSchema), as the inputs hold them: no plan is null, an emptied
 * start date or reference is left out (the server starts today), and no start after today in India.
 */
const assignFormSchema = assignPlanSchema.extend({
  planId: z.preprocess((value) => value ?? undefined, assignPlanSchema.shape.planId),
  startDate: z.preprocess(
    (value) => (value === '' ? undefined : value),
    assignPlanSchema.shape.startDate.refine(
      (day) => day === undefined || day <= indianDayOf(new Date()),
      investmentMessages.startTooLate,
    ),
  ),
  reference: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    assignPlanSchema.shape.reference,
  ),
});
type AssignFormValues = { phone: string; planId: string | null; startDate: string; reference: string };

type AssignPlanDialogProps = {
  kind: PlanKind;
  opened: boolean;
  onClose: () => void;
  /** The kind's plans; only the active ones are offered. */
  plans: readonly Plan[];
};

function AssignPlanForm({ plans, onClose }: Pick<AssignPlanDialogProps, 'plans' | 'onClose'>) {
  const today = indianDayOf(new Date());
  const form = useAppForm<AssignFormValues, z.infer<typeof assignFormSchema>>({
    schema: assignFormSchema,
    initialValues: { phone: '', planId: null, startDate: today, reference: '' },
  });
  const assign = useAssignPlan();
  // One key per form: a retry or a second click replays the first assignment instead of making another.
  const idempotencyKey = useIdempotencyKey();
  const [problem, setProblem] = useState<string | null>(null);
  const options = useMemo(
    () =>
      plans
        .filter((plan) => plan.active)
        .sort((a, b) => a.investmentAmount - b.investmentAmount || a.durationMonths - b.durationMonths)
        .map((plan) => ({ value: plan._id, label: planLabel(plan) })),
    [plans],
  );

  const submit = form.onSubmit((body) => {
    setProblem(null);
    assign.mutate(
      { body, idempotencyKey: idempotencyKey.key },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message || investmentMessages.assigned);
          onClose();
        },
        onError: (error) => {
          idempotencyKey.settle(error);
          if (showServerErrors(form, error)) return;
          const message = errorMessage(error, investmentMessages.assignFailed);
          // The phone or the plan was refused: say so under it.
          if (error instanceof ApiError && (error.code === 'PHONE_NOT_FOUND' || error.code === 'MEMBER_NOT_APPROVED'))
            showErrors(form, { phone: message });
          else if (error instanceof ApiError && (error.code === 'PLAN_INACTIVE' || error.code === 'PLAN_NOT_FOUND'))
            showErrors(form, { planId: message });
          else if (error instanceof ApiError && error.code === 'INVESTMENT_REFERENCE_TAKEN')
            showErrors(form, { reference: message });
          else setProblem(message);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Phone"
          description="The approved member's mobile number."
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          data-autofocus
          {...phoneInputProps(form.getInputProps('phone'))}
        />
        <Select
          label="Plan"
          placeholder={options.length ? 'Search by amount' : 'No active plan: add one under Plans'}
          data={options}
          searchable
          nothingFoundMessage="No plan has this amount"
          maxDropdownHeight={240}
          comboboxProps={COMBOBOX_PROPS}
          {...form.getInputProps('planId')}
        />
        <DayInput
          label="Start date"
          description="Today, or an earlier day when recording an existing investment."
          max={today}
          clearable
          {...form.getInputProps('startDate')}
          value={form.values.startDate}
        />
        <TextInput
          label="Payment reference"
          description="The bank reference of the money received."
          maxLength={100}
          autoComplete="off"
          {...form.getInputProps('reference')}
        />
        <ErrorAlert title={investmentMessages.assignFailed}>{problem}</ErrorAlert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={assign.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={assign.isPending}>
            {investmentMessages.assignButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The spec's assign-plan dialog: phone, a searchable plan list by amount, Cancel / Assign Plan. */
export function AssignPlanDialog({ opened, onClose, kind, plans }: AssignPlanDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={`Assign a ${PLAN_KIND_LABELS[kind].toLowerCase()} plan`} centered>
      {/* Inside the Modal: a new, empty form each time it opens. */}
      <AssignPlanForm plans={plans} onClose={onClose} />
    </Modal>
  );
}
