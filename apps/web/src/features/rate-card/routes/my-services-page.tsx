import { Anchor, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { paths, type Service, type User } from '@sevak/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LoadFailed } from '../../../components/load-failed';
import { RecordList, type RecordColumn } from '../../../components/record-list';
import { translateText, useTranslation } from '../../../i18n/i18n';
import { errorMessage } from '../../../lib/api';
import { useCategoryLabel } from '../../../lib/categories';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/page-title';
import { useServiceTerms } from '../../../lib/service-terms';
import { useSession } from '../../../lib/session';
import { useDeleteService, useMyServices, useUpdateService } from '../api/services';
import { ServiceForm } from '../components/service-form';
import { serviceBody } from '../utils/service-form';

/** Which form is open: none, a new service, or one being changed. */
type Editing = null | 'new' | Service;

function ServiceList({ provider, onEdit }: { provider: User; onEdit: (service: Service) => void }) {
  const { t } = useTranslation('rateCard');
  const label = useCategoryLabel();
  const terms = useServiceTerms();
  const services = useMyServices(provider._id);
  const update = useUpdateService(provider._id);
  const remove = useDeleteService(provider._id);
  const [deleting, setDeleting] = useState<Service | null>(null);

  if (services.isPending) return <Loader size="sm" aria-label={t('loading')} />;
  if (services.isError) {
    return (
      <LoadFailed
        title={t('loadFailed')}
        message={errorMessage(services.error)}
        onRetry={() => void services.refetch()}
      />
    );
  }
  const list = services.data.services;
  if (list.length === 0) return <Text c="dimmed">{t('none')}</Text>;

  const toggle = (service: Service) =>
    update.mutate(
      { id: service._id, service: serviceBody(service, { active: !service.active }) },
      {
        onSuccess: () => notifySuccess(service.active ? t('form.hidden') : t('form.shown')),
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  const confirmDelete = (service: Service) =>
    remove.mutate(service._id, {
      onSuccess: ({ message }) => notifySuccess(translateText(message)),
      onError: (error) => notifyError(errorMessage(error)),
      onSettled: () => setDeleting(null),
    });

  const columns: RecordColumn<Service>[] = [
    { header: t('column.title'), cell: (s) => s.title, main: true, inTitle: true },
    { header: t('column.category'), cell: (s) => label(s.category) },
    { header: t('column.price'), cell: (s) => terms.price(s), nowrap: true },
    { header: t('column.duration'), cell: (s) => terms.duration(s.durationMinutes), nowrap: true },
    {
      header: t('column.status'),
      nowrap: true,
      cell: (s) => (
        <Badge color={s.active ? 'teal' : 'gray'} variant="light" tt="none">
          {s.active ? t('status.active') : t('status.hidden')}
        </Badge>
      ),
    },
    {
      header: t('column.actions'),
      actions: true,
      wide: true,
      nowrap: true,
      cell: (s) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onEdit(s)}
            aria-label={t('actions.editService', { title: s.title })}
          >
            {t('actions.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => toggle(s)}
            loading={update.isPending && update.variables?.id === s._id}
            aria-label={
              s.active ? t('actions.hideService', { title: s.title }) : t('actions.showService', { title: s.title })
            }
          >
            {s.active ? t('actions.hide') : t('actions.show')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() => setDeleting(s)}
            aria-label={t('actions.deleteService', { title: s.title })}
          >
            {t('actions.delete')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <>
      <RecordList
        records={list}
        rowKey={(s) => s._id}
        columns={columns}
        label={t('listLabel')}
        minWidth={640}
        cardTitle={(s) => s.title}
      />
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => {
          if (!remove.isPending) setDeleting(null);
        }}
        title={t('confirmDelete.title')}
        onConfirm={() => deleting && confirmDelete(deleting)}
        busy={remove.isPending}
      >
        <Text size="sm">{t('confirmDelete.text', { title: deleting?.title ?? '' })}</Text>
      </ConfirmDialog>
    </>
  );
}

/**
 * /services/mine: a provider's rate card (docs/contract.md §5c "Services and hours"), the services
 * seekers see on their page with a price and a duration each. A member without a business
 * category is sent to Edit profile first: the API takes only their own categories.
 */
export function MyServicesPage() {
  const { t } = useTranslation('rateCard');
  usePageTitle(t('title'));
  const { user } = useSession();
  const [editing, setEditing] = useState<Editing>(null);
  const categories = user?.businessCategory ?? [];

  return (
    <Stack gap="lg" py={{ base: 'md', sm: 'xl' }} maw={1000} mx="auto">
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      {!user || categories.length === 0 ? (
        <Text>
          {t('noCategories')}{' '}
          <Anchor component={Link} to={paths.editProfile}>
            {t('editProfile')}
          </Anchor>
        </Text>
      ) : (
        <>
          <Text c="dimmed">{t('intro')}</Text>
          {editing === null ? (
            <Group>
              <Button onClick={() => setEditing('new')}>{t('add')}</Button>
            </Group>
          ) : (
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="service-form">
              <Title order={2} size="h4" id="service-form" mb="sm">
                {editing === 'new' ? t('form.addTitle') : t('form.editTitle')}
              </Title>
              <ServiceForm
                // A new form for each service opened, with that service's values.
                key={editing === 'new' ? 'new' : editing._id}
                providerId={user._id}
                categories={categories}
                service={editing === 'new' ? undefined : editing}
                onClose={() => setEditing(null)}
              />
            </Paper>
          )}
          <ServiceList provider={user} onEdit={setEditing} />
        </>
      )}
    </Stack>
  );
}
