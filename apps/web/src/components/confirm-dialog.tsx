import { Button, Group, Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';

type ConfirmDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The question, e.g. 'Are you sure you want to delete ?'. */
  children: ReactNode;
  onConfirm: () => void;
  /** While the confirmed action runs: Yes spins, No is disabled. */
  busy?: boolean;
  /** Defaults to Yes (in the member's language). */
  confirmLabel?: string;
  /** Defaults to No (in the member's language); e.g. Cancel when Yes is not the answer's word. */
  cancelLabel?: string;
  /** Disables Yes (e.g. until a replacement is chosen). */
  confirmDisabled?: boolean;
  /** Inside a Modal.Stack (asked from another dialog): its id there, so focus and Escape stay with the question. */
  stackId?: string;
};

/**
 * The one way to ask before acting (docs/product-spec.md §2 deletes, approvals, money moves): a
 * Yes/No dialog for every screen, with what is asked (and any choice it needs) as its children.
 */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  onConfirm,
  busy = false,
  confirmLabel,
  cancelLabel,
  confirmDisabled = false,
  stackId,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="sm" {...(stackId ? { stackId } : {})}>
      {children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {cancelLabel ?? t('confirmDialog.no')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy} disabled={confirmDisabled}>
          {confirmLabel ?? t('confirmDialog.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
