import { errorMessage } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useBookingStep, type BookingStep } from '../api/bookings';

/**
 * One booking's steps as its buttons take them: the server's words as a toast, a refusal too
 * (`run`); a dialog's form shows a refusal itself (`send` rejects, the dialog puts it under its field).
 */
export function useBookingAction(id: string) {
  const step = useBookingStep(id);
  const run = (next: BookingStep, after?: () => void) =>
    step.mutate(next, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        after?.();
      },
      onError: (error) => notifyError(errorMessage(error)),
    });
  const send = async (next: BookingStep) => notifySuccess((await step.mutateAsync(next)).message);
  return { run, send, busy: step.isPending, busyWith: step.isPending ? step.variables.kind : null };
}
