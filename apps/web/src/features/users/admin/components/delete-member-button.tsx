import { ActionIcon, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { User } from '@sevak/shared';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { errorMessage } from '../../../../lib/api';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDeleteMember } from '../api/members';
import { IconTrash } from '../../../../components/action-icons';

export const DELETE_CONFIRM_TEXT = 'Are you sure you want to delete ?';

/** A row's delete icon and its Yes/No confirmation (docs/product-spec.md §2); Yes deletes and reloads the list. */
export function DeleteMemberButton({ user }: { user: Pick<User, '_id' | 'name'> }) {
  const [opened, dialog] = useDisclosure(false);
  const remove = useDeleteMember();

  const confirm = () =>
    remove.mutate(user._id, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        dialog.close();
      },
      onError: (error) => notifyError(errorMessage(error)),
    });

  return (
    <>
      <ActionIcon variant="subtle" color="red" aria-label={`Delete ${user.name}`} onClick={dialog.open}>
        <IconTrash size={18} />
      </ActionIcon>
      <ConfirmDialog
        opened={opened}
        onClose={dialog.close}
        title={`Delete ${user.name}`}
        onConfirm={confirm}
        busy={remove.isPending}
      >
        <Text>{DELETE_CONFIRM_TEXT}</Text>
      </ConfirmDialog>
    </>
  );
}
