import { ActionIcon, Group } from '@mantine/core';
import { paths, type User } from '@sevak/shared';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DeleteMemberButton } from './delete-member-button';
import { IconEdit, IconNotes } from '../../../../components/action-icons';

type MemberActionsProps = {
  user: User;
  /** Also offer the remark checklist (All Users). */
  withRemarks?: boolean;
  /** Put before the icons (e.g. a 'Details' button). */
  children?: ReactNode;
};

/**
 * A member row's actions: edit (/admin/editUser with the record in navigation state, docs/product-spec.md §2),
 * remarks (/admin/users/addremark with {userId, name}) and delete with its confirmation.
 */
export function MemberActions({ user, withRemarks = false, children }: MemberActionsProps) {
  const navigate = useNavigate();
  return (
    <Group gap={4} wrap="nowrap">
      {children}
      <ActionIcon
        variant="subtle"
        aria-label={`Edit ${user.name}`}
        onClick={() => navigate(paths.admin.editUser, { state: { user } })}
      >
        <IconEdit size={18} />
      </ActionIcon>
      {withRemarks ? (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={`Remarks for ${user.name}`}
          onClick={() => navigate(paths.admin.addRemark, { state: { userId: user._id, name: user.name } })}
        >
          <IconNotes size={18} />
        </ActionIcon>
      ) : null}
      <DeleteMemberButton user={user} />
    </Group>
  );
}
