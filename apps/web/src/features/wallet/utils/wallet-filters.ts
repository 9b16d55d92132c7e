import { WALLET_TRANSACTION_KINDS, walletMessages, type WalletTransactionKind } from '@sevak/shared';

/** The wallet history filters as they sit in the page URL ('' = no filter). */
export type WalletFilters = { from: string; to: string; kind: WalletTransactionKind | '' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isKind(value: string | null): value is WalletTransactionKind {
  return (WALLET_TRANSACTION_KINDS as readonly (string | null)[]).includes(value);
}

/** `?from=2026-04-01&to=2026-04-30&kind=withdrawal`; an unknown kind or a malformed day is no filter. */
export function walletFiltersFromSearch(params: URLSearchParams): WalletFilters {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  const kind = params.get('kind');
  return { from: day('from'), to: day('to'), kind: isKind(kind) ? kind : '' };
}

/** GET /wallet/transactions query: empty filters are left out. */
export function transactionsSearch(filters: WalletFilters, cursor?: string | null): string {
  const search = new URLSearchParams();
  if (filters.from) search.set('from', filters.from);
  if (filters.to) search.set('to', filters.to);
  if (filters.kind) search.set('kind', filters.kind);
  if (cursor) search.set('cursor', cursor);
  return search.toString();
}

/** An end before the start (yyyy-MM-dd compares correctly as text). */
export function rangeError(from: string, to: string): string | null {
  return from && to && to < from ? walletMessages.fromAfterTo : null;
}

export type StatementFormat = 'pdf' | 'csv';
export type StatementPeriod = { from: string; to: string };

/** GET /wallet/statement query: empty days are left out (the server then takes the financial year so far). */
export function statementSearch(period: StatementPeriod, format: StatementFormat): string {
  const search = new URLSearchParams();
  if (period.from) search.set('from', period.from);
  if (period.to) search.set('to', period.to);
  search.set('format', format);
  return search.toString();
}

/** 'Sevak_Wallet_Statement_2026-04-01_2026-11-26.pdf'. */
export function statementFileName(period: StatementPeriod, format: StatementFormat): string {
  const days = [period.from, period.to].filter(Boolean).join('_');
  return `Sevak_Wallet_Statement${days ? `_${days}` : ''}.${format}`;
}
