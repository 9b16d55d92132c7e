import { Anchor, Button, Group, Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AUDIT_ACTIONS, documentAccessQuerySchema, formatDateTime, type AuditEntry } from '@sevak/shared';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../../components/error-alert';
import { RecordList, type RecordColumn } from '../../../../components/record-list';
import { API_BASE, errorMessage } from '../../../../lib/api';
import { usePageTitle } from '../../../../lib/page-title';
import { useUrlFilters } from '../../../../lib/url-filters';
import { auditFiltersFromSearch, useAuditLog, type AuditFilters } from '../api/audit-log';
import { DateRangeInputs } from '../../../../components/date-range-inputs';
import { DebouncedTextInput } from '../../../../components/debounced-text-input';
import { LoadMore } from '../../../../components/load-more';
import { memberRecordPath } from '../../../../lib/member-record';

/** Actions the app's own background jobs record, with no admin as the actor. */
const SYSTEM_ACTIONS = new Set(['purge_aadhaar']);

export const NO_AUDIT_ENTRIES_TEXT = 'No audit entries match these filters.';

/** Mount a Select's list only while it is open (one element per label for getByLabel). */
const COMBOBOX_PROPS = { keepMounted: false } as const;

/** The Action select's "no filter" value (the URL leaves `action` out). */
const ALL = 'all';

const ACTION_OPTIONS = [
  { value: ALL, label: 'All' },
  ...Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label })),
];

function isKnownAction(action: string): action is keyof typeof AUDIT_ACTIONS {
  return Object.hasOwn(AUDIT_ACTIONS, action);
}

function actionLabel(action: string): string {
  return isKnownAction(action) ? AUDIT_ACTIONS[action] : action;
}

/** A value in a change line: text as it is, anything else as JSON; '—' for none. */
function showValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}

type Change = { key: string; old: unknown; next: unknown };

/**
 * Every field that differs (all of them for a record created or deleted); nothing when both sides
 * are null.
 */
function changesOf(before: AuditEntry['before'], after: AuditEntry['after']): Change[] {
  if (!before && !after) return [];
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.flatMap((key) => {
    const old = before?.[key];
    const next = after?.[key];
    if (before && after && JSON.stringify(old) === JSON.stringify(next)) return [];
    return [{ key, old, next }];
  });
}

type Members = AuditEntry['members'];

/** A member by name, linked to their record (User Details) unless the account is deleted. */
function MemberName({ id, members }: { id: string; members: Members }) {
  const member = members[id]!;
  if (member.deleted) return <>{member.name}</>;
  return (
    <Anchor component={Link} to={memberRecordPath(id)} inherit>
      {member.name}
    </Anchor>
  );
}

/** A value of a change: a member's id as their name, anything else as `showValue`. */
function ChangeValue({ value, members }: { value: unknown; members: Members }) {
  if (typeof value === 'string' && Object.hasOwn(members, value)) return <MemberName id={value} members={members} />;
  return <>{showValue(value)}</>;
}

function rangeError(filters: AuditFilters): string | null {
  // yyyy-MM-dd compares correctly as text.
  return filters.from && filters.to && filters.to < filters.from ? "'To' must be on or after 'From'" : null;
}

type FilterProps = {
  filters: AuditFilters;
  invalidRange: string | null;
  set: (key: keyof AuditFilters, value: string) => void;
  reset: () => void;
};

function AuditFiltersForm({ filters, invalidRange, set, reset }: FilterProps) {
  // Reset remounts the text inputs: their typed-but-unsent text goes too.
  const [generation, setGeneration] = useState(0);
  const actionOptions =
    filters.action && !isKnownAction(filters.action)
      ? [...ACTION_OPTIONS, { value: filters.action, label: filters.action }]
      : ACTION_OPTIONS;

  return (
    <Stack gap="md" component="section" aria-label="Filters">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 5 }} spacing="sm">
        <Select
          label="Action"
          value={filters.action || ALL}
          data={actionOptions}
          allowDeselect={false}
          maxDropdownHeight={300}
          comboboxProps={COMBOBOX_PROPS}
          onChange={(value) => set('action', !value || value === ALL ? '' : value)}
        />
        <DebouncedTextInput
          key={`actor-${generation}`}
          label="Admin"
          value={filters.actor}
          onCommit={(value) => set('actor', value)}
        />
        <DebouncedTextInput
          key={`target-${generation}`}
          label="Record id"
          value={filters.targetId}
          onCommit={(value) => set('targetId', value)}
        />
        <DateRangeInputs
          labels={['From', 'To']}
          from={filters.from}
          to={filters.to}
          onFromChange={(value) => set('from', value)}
          onToChange={(value) => set('to', value)}
          error={invalidRange}
        />
      </SimpleGrid>
      <Group>
        <Button
          variant="default"
          onClick={() => {
            reset();
            setGeneration((n) => n + 1);
          }}
        >
          Reset filters
        </Button>
      </Group>
    </Stack>
  );
}

/** What each kind of record is called on screen. */
const TARGET_TYPES: Record<string, string> = {
  user: 'Member',
  plan: 'Plan',
  category: 'Category',
  ticket: 'Ticket',
  remark: 'Remark',
  outbox: 'Outbox',
  audit_log: 'Audit log',
};

/** The fields of a record's before/after that name it (a plan's or category's name, a ticket's issue). */
const NAME_FIELDS = ['name', 'categoryName', 'planName', 'title', 'issue'] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The name of the record an entry is about: a member's from the server, else the
 * name the change itself carries (a plan, a category); null when nothing names it.
 */
export function recordName(entry: Pick<AuditEntry, 'targetName' | 'before' | 'after'>): string | null {
  if (entry.targetName) return entry.targetName;
  for (const side of [entry.after, entry.before]) {
    for (const field of NAME_FIELDS) {
      const value = side?.[field];
      if (typeof value === 'string' && value.trim()) return value;
    }
  }
  return null;
}

/**
 * The record cell: its kind, and its name (a member's linked to their record); a bare UUID never
 * shows (only its start, the whole as a tooltip).
 */
function RecordCell({ entry }: { entry: AuditEntry }) {
  const kind = TARGET_TYPES[entry.targetType] ?? entry.targetType;
  const name = recordName(entry);
  const id = entry.targetId;
  return (
    <>
      <Text size="xs" c="dimmed">
        {kind}
      </Text>
      {entry.targetType === 'user' && id && Object.hasOwn(entry.members, id) ? (
        <Text size="sm">
          <MemberName id={id} members={entry.members} />
        </Text>
      ) : name ? (
        <Text size="sm">{name}</Text>
      ) : id && UUID.test(id) ? (
        <Text size="sm" title={id}>
          {`#${id.slice(0, 8)}`}
        </Text>
      ) : (
        <Text size="sm">{id ?? '—'}</Text>
      )}
    </>
  );
}

/** A change line per field: `key: old → new`. */
function Changes({ entry }: { entry: AuditEntry }) {
  return changesOf(entry.before, entry.after).map(({ key, old, next }) => (
    <Text key={key} size="xs" ff="monospace">
      {key}: <ChangeValue value={old} members={entry.members} /> → <ChangeValue value={next} members={entry.members} />
    </Text>
  ));
}

function ActorName({ entry }: { entry: AuditEntry }) {
  return (
    entry.actor?.name ?? (
      <Text span c="dimmed" inherit>
        {/* The retention purge is the app's own job, not a person's (docs/decisions/007). */}
        {SYSTEM_ACTIONS.has(entry.action) ? 'Sevak (automatic)' : 'Deleted account'}
      </Text>
    )
  );
}

const AUDIT_COLUMNS: RecordColumn<AuditEntry>[] = [
  { header: 'When', cell: (entry) => formatDateTime(entry.at), nowrap: true },
  { header: 'Admin', cell: (entry) => <ActorName entry={entry} /> },
  { header: 'Action', cell: (entry) => actionLabel(entry.action) },
  { header: 'Record', cell: (entry) => <RecordCell entry={entry} /> },
  // Values are often JSON or ids, with no spaces to wrap at.
  { header: 'Changes', cell: (entry) => <Changes entry={entry} />, anywhere: true },
];

function AuditTable({ entries, busy }: { entries: AuditEntry[]; busy: boolean }) {
  return (
    <RecordList
      records={entries}
      rowKey={(entry) => entry._id}
      columns={AUDIT_COLUMNS}
      label="Audit entries"
      phone="table"
      minWidth={820}
      busy={busy}
    />
  );
}

/**
 * The access log of identity documents (breach readiness) for the filters' From–To, as
 * CSV: the link is there once the period is one the server takes, else it says what is missing.
 */
function DocumentAccessDownload({ from, to, invertedRange }: { from: string; to: string; invertedRange: boolean }) {
  const period = documentAccessQuerySchema.safeParse({ from: from || undefined, to: to || undefined });
  return (
    <Stack gap={4} component="section" aria-labelledby="document-access-heading">
      <Title order={2} size="h4" id="document-access-heading">
        Access log of identity documents
      </Title>
      <Text size="sm" c="dimmed">
        Every time an admin opened a member’s identity image or full Aadhaar number, for From–To: what a breach report
        must say within 72 hours.
      </Text>
      {period.success ? (
        <Group>
          <Button
            component="a"
            variant="default"
            href={`${API_BASE}/admin/audit/document-access.csv?${new URLSearchParams({ from, to }).toString()}`}
            download
          >
            Download access log (CSV)
          </Button>
        </Group>
      ) : (
        // A backwards range is already pointed out at the filters' To.
        !invertedRange && <Text size="sm">{period.error.issues[0]?.message}</Text>
      )}
    </Stack>
  );
}

/** /admin/audit-log: who changed what, newest first, filtered by action, admin, record and days. */
export function AuditLogPage() {
  usePageTitle('Audit Log');
  const { filters, set, reset } = useUrlFilters(auditFiltersFromSearch);
  const invalidRange = rangeError(filters);
  const log = useAuditLog(filters, !invalidRange);
  const entries = useMemo(() => log.data?.pages.flatMap((page) => page.entries) ?? [], [log.data]);

  let body;
  if (invalidRange) body = null;
  else if (log.isPending) body = <Loader size="sm" aria-label="Loading the audit log" />;
  else if (log.isError && !log.isFetchNextPageError) {
    body = <ErrorAlert title="The audit log could not be loaded">{errorMessage(log.error)}</ErrorAlert>;
  } else if (entries.length === 0) body = <Text c="dimmed">{NO_AUDIT_ENTRIES_TEXT}</Text>;
  else {
    body = (
      <Stack gap="md">
        <AuditTable entries={entries} busy={log.isFetching} />
        <LoadMore
          hasNextPage={log.hasNextPage}
          isFetchingNextPage={log.isFetchingNextPage}
          fetchNextPage={log.fetchNextPage}
          failed={
            log.isFetchNextPageError
              ? { title: 'More entries could not be loaded', message: errorMessage(log.error) }
              : null
          }
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Title order={1}>Audit Log</Title>
      <AuditFiltersForm filters={filters} invalidRange={invalidRange} set={set} reset={reset} />
      <DocumentAccessDownload from={filters.from} to={filters.to} invertedRange={invalidRange !== null} />
      {body}
    </Stack>
  );
}
