import { Button, Group, Loader, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDateTime, promoteAdminSchema, type AdminAccount } from '@sevak/shared';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ErrorAlert } from '../../../../components/error-alert';
import { RecordList, type RecordColumn } from '../../../../components/record-list';
import { SectionCard } from '../../../../components/section';
import { errorMessage } from '../../../../lib/api';
import { showErrors, showServerErrors, useAppForm } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { usePageTitle } from '../../../../lib/page-title';
import { useSession } from '../../../../lib/session';
import { useAdminAccounts, useDemoteAdmin, usePromoteAdmin } from '../api/admins';

/** 'Make admin': a member found by email or phone becomes an admin. */
function PromoteAdminForm() {
  const form = useAppForm({ schema: promoteAdminSchema, initialValues: { emailOrPhone: '' } });
  const promote = usePromoteAdmin();

  const submit = form.onSubmit(({ emailOrPhone }) =>
    promote.mutate(emailOrPhone, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        form.reset();
      },
      // Any refusal is about the member asked for, so it shows under the field.
      onError: (error) => {
        if (!showServerErrors(form, error)) showErrors(form, { emailOrPhone: errorMessage(error) });
      },
    }),
  );

  return (
    <SectionCard id="make-admin" title="Make a member an admin">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Member email or phone"
            autoComplete="off"
            style={{ flex: '1 1 240px' }}
            {...form.getInputProps('emailOrPhone')}
          />
          <Button type="submit" loading={promote.isPending} mt={{ base: 0, xs: 25 }}>
            Make admin
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}

/** A row's 'Remove admin' and its Yes/No confirmation. */
function RemoveAdminButton({ admin }: { admin: AdminAccount }) {
  const [opened, dialog] = useDisclosure(false);
  const demote = useDemoteAdmin();

  const confirm = () =>
    demote.mutate(admin._id, {
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        dialog.close();
      },
      onError: (error) => {
        notifyError(errorMessage(error));
        dialog.close();
      },
    });

  return (
    <>
      <Button variant="light" color="red" size="xs" onClick={dialog.open}>
        Remove admin<VisuallyHidden> rights from {admin.name}</VisuallyHidden>
      </Button>
      <ConfirmDialog
        opened={opened}
        onClose={dialog.close}
        title="Remove admin"
        onConfirm={confirm}
        busy={demote.isPending}
      >
        <Text>Remove admin rights from {admin.name}? They will be signed out.</Text>
      </ConfirmDialog>
    </>
  );
}

/** An admin's name; '(you)' after the signed-in admin's. */
function AdminName({ admin, self }: { admin: AdminAccount; self: boolean }) {
  return (
    <>
      {admin.name}
      {self && (
        <Text span c="dimmed">
          {' '}
          (you)
        </Text>
      )}
    </>
  );
}

function AdminTable({ admins, selfId }: { admins: AdminAccount[]; selfId: string | undefined }) {
  const name = (admin: AdminAccount) => <AdminName admin={admin} self={admin._id === selfId} />;
  const columns: RecordColumn<AdminAccount>[] = [
    { header: 'Name', cell: name },
    { header: 'Email', cell: (admin) => admin.email, anywhere: true },
    { header: 'Phone', cell: (admin) => admin.phone },
    { header: 'Admin since', cell: (admin) => formatDateTime(admin.createdAt), nowrap: true },
    { header: 'Action', cell: (admin) => (admin._id === selfId ? null : <RemoveAdminButton admin={admin} />) },
  ];
  return (
    <RecordList
      records={admins}
      rowKey={(admin) => admin._id}
      columns={columns}
      label="Admins"
      phone="table"
      minWidth={640}
      highlightOnHover
    />
  );
}

/** /admin/manageAdmin: who the admins are; make a member an admin or take the rights away. */
export function ManageAdminPage() {
  usePageTitle('Manage Admin');
  const { user } = useSession();
  const admins = useAdminAccounts();

  let list;
  if (admins.isPending) list = <Loader size="sm" aria-label="Loading admins" />;
  else if (admins.isError)
    list = <ErrorAlert title="Admins could not be loaded">{errorMessage(admins.error)}</ErrorAlert>;
  else list = <AdminTable admins={admins.data} selfId={user?._id} />;

  return (
    <Stack gap="lg">
      <Title order={1}>Manage Admin</Title>
      <PromoteAdminForm />
      <SectionCard id="admins" title="Admins">
        {list}
      </SectionCard>
    </Stack>
  );
}
