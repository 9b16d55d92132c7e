import { describe, expect, it } from 'vitest';
import { statementFileName, walletFiltersFromSearch } from './wallet-filters';

describe('wallet filters', () => {
  it('drops an unknown kind and malformed days from the URL', () => {
    expect(walletFiltersFromSearch(new URLSearchParams('kind=bonus&from=yesterday&to=2026-11-30'))).toEqual({
      from: '',
      to: '2026-11-30',
      kind: '',
    });
  });

  it('names the statement file after its days', () => {
    expect(statementFileName({ from: '2026-04-01', to: '2026-11-26' }, 'csv')).toBe(
      'Sevak_Wallet_Statement_2026-04-01_2026-11-26.csv',
    );
    expect(statementFileName({ from: '', to: '' }, 'pdf')).toBe('Sevak_Wallet_Statement.pdf');
  });
});
