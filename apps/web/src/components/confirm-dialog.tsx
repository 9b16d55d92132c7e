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
  /** Disables Yes (e.g. until a replacement is chosen). */
  confirmDisabled?: boolean;
  /** Inside a Modal.Stack (asked from another dialog): its id there, so focus and Escape stay with the question. */
  stackId?: string;
};

/** A Yes/No confirmation (spec §2 deletes), in one place for every screen. */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  onConfirm,
  busy = false,
  confirmLabel,
  confirmDisabled = false,
  stackId,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="sm" {...(stackId ? { stackId } : {})}>
      {children}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('confirmDialog.no')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy} disabled={confirmDisabled}>
          {confirmLabel ?? t('confirmDialog.yes')}
        </Button>
      </Group>
    </Modal>
  );
}
