import { ActionIcon, Badge, Button, Checkbox, Group, Loader, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { formatDateTime, messages, paths, type Remark } from '@sevak/shared';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { ErrorAlert } from '../../../../components/error-alert';
import { IconTrash } from '../../../../components/action-icons';
import { errorMessage } from '../../../../lib/api';
import { showErrors, showServerErrors, useAppForm } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { usePageTitle } from '../../../../lib/page-title';
import { useSession } from '../../../../lib/session';
import { isCompleted, useAddRemark, useDeleteRemark, useRemarks, useSetRemarkStatus } from '../api/remarks';

/** docs/product-spec.md §8 'Remarks'. */
export const DELETE_REMARK_FAILED_MESSAGE = 'server error deleting remark !!';
export const NO_REMARKS_TEXT = 'No remarks yet.';

type Member = { userId: string; name: string };

/** docs/product-spec.md §2: the member from navigation state ({userId, name}, from All Users), else the signed-in user. */
function memberOf(state: unknown, fallback: Member | null): Member | null {
  const candidate = state as Partial<Member> | null;
  if (candidate && typeof candidate.userId === 'string' && candidate.userId) {
    return { userId: candidate.userId, name: typeof candidate.name === 'string' ? candidate.name : '' };
  }
  return fallback;
}

/** A remark: required (the server keeps at most 1000 characters, as the input does). */
const newRemarkSchema = z.object({ remark: z.string().trim().min(1, messages.remarks.required) });

function AddRemarkForm({ userId }: { userId: string }) {
  const add = useAddRemark(userId);
  const form = useAppForm({ schema: newRemarkSchema, initialValues: { remark: '' } });

  const submit = form.onSubmit(({ remark }) =>
    add.mutate(remark, {
      onSuccess: () => form.reset(),
      onError: (failure) => {
        // docs/product-spec.md §8: add errors are logged; the server's word about the field goes under it.
        console.error('Adding a remark failed', failure);
        if (!showServerErrors(form, failure)) showErrors(form, { remark: errorMessage(failure) });
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea label="Remark" autosize minRows={2} maxLength={1000} {...form.getInputProps('remark')} />
        <div>
          <Button type="submit" loading={add.isPending}>
            Add Remark
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function RemarkItem({ remark, userId }: { remark: Remark; userId: string }) {
  const setStatus = useSetRemarkStatus(userId);
  const remove = useDeleteRemark(userId);
  const completed = isCompleted(remark, userId);

  const toggle = (checked: boolean) =>
    setStatus.mutate(
      { remarkId: remark._id, completed: checked },
      {
        onSuccess: () => notifySuccess(messages.remarks.statusUpdated),
        onError: (error) => notifyError(errorMessage(error)),
      },
    );

  const deleteRemark = () =>
    remove.mutate(remark._id, {
      onSuccess: () => notifySuccess(messages.remarks.deleted),
      onError: () => notifyError(DELETE_REMARK_FAILED_MESSAGE),
    });

  return (
    <Paper component="li" withBorder p="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Checkbox
            label={remark.remark}
            checked={completed}
            onChange={(event) => toggle(event.currentTarget.checked)}
            styles={{ label: { overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' } }}
          />
          <Group gap="xs" pl={32}>
            <Badge color={completed ? 'green' : 'yellow'} variant="light">
              {completed ? 'Completed' : 'Pending'}
            </Badge>
            <Text size="xs" c="dimmed">
              {formatDateTime(remark.createdAt)}
            </Text>
          </Group>
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`Delete remark ${remark.remark}`}
          loading={remove.isPending}
          onClick={deleteRemark}
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

function RemarkList({ userId }: { userId: string }) {
  const remarks = useRemarks(userId);

  if (remarks.isPending) return <Loader size="sm" aria-label="Loading remarks" />;
  if (remarks.isError) {
    return <ErrorAlert title="Remarks could not be loaded">{errorMessage(remarks.error)}</ErrorAlert>;
  }
  if (remarks.data.length === 0) return <Text c="dimmed">{NO_REMARKS_TEXT}</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Remarks">
      {remarks.data.map((remark) => (
        <RemarkItem key={remark._id} remark={remark} userId={userId} />
      ))}
    </Stack>
  );
}

/**
 * /admin/users/addremark (docs/product-spec.md §2 'Remark Checklist'): a member's checklist of remarks: add one,
 * tick it (Completed) or untick it (Pending), delete it.
 */
export function RemarkChecklistPage() {
  usePageTitle('Remark Checklist');
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();
  const member = useMemo(
    () => memberOf(location.state, user ? { userId: user._id, name: user.name } : null),
    [location.state, user],
  );

  const back = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(paths.admin.users);
  };

  return (
    <Stack gap="lg" maw={760}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1}>Remark Checklist</Title>
          {member?.name ? (
            <Text c="dimmed" mt={4}>
              {member.name}
            </Text>
          ) : null}
        </div>
        <Button variant="default" onClick={back}>
          Back
        </Button>
      </Group>

      {member ? (
        <>
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <AddRemarkForm userId={member.userId} />
          </Paper>
          <RemarkList userId={member.userId} />
        </>
      ) : null}
    </Stack>
  );
}
