import { describe, expect, it } from 'vitest';
import { keysInReferenceOrder, orderByForeignKeys, type TableInfo } from './copy-database.js';

/** The orders npm run migrate-to-postgres copies in (the copy itself: migrate-to-postgres.test.ts). */
const table = (name: string, ...refs: string[]): TableInfo => ({
  name,
  columns: [],
  foreignKeys: refs.map((refTable) => ({ table: name, refTable, columns: ['x'], refColumns: ['id'] })),
});

describe('orderByForeignKeys', () => {
  it('puts every table after the tables it refers to (itself aside), ties by name', () => {
    const ordered = orderByForeignKeys([
      table('ledger_entries', 'ledger_transfers', 'ledger_accounts'),
      table('ledger_transfers', 'ledger_accounts', 'ledger_transfers'),
      table('withdrawals', 'users', 'ledger_transfers'),
      table('ledger_accounts', 'users'),
      table('users', 'users'),
      table('categories'),
    ]).map((t) => t.name);
    expect(ordered).toEqual([
      'categories',
      'users',
      'ledger_accounts',
      'ledger_transfers',
      'ledger_entries',
      'withdrawals',
    ]);
  });

  it('refuses tables that refer to each other in a cycle, naming them', () => {
    expect(() => orderByForeignKeys([table('a', 'b'), table('b', 'a'), table('c')])).toThrow(
      'the tables a, b refer to each other in a cycle',
    );
  });
});

describe('keysInReferenceOrder', () => {
  it('puts each row after the rows it refers to, whatever order they were read in', () => {
    // [key, referred_by]: d ← c ← b, a alone, e refers to itself.
    const order = keysInReferenceOrder([
      ['b', 'c'],
      ['a', null],
      ['c', 'd'],
      ['e', 'e'],
      ['d', null],
    ]);
    expect(order).toHaveLength(5);
    expect(order.indexOf('d')).toBeLessThan(order.indexOf('c'));
    expect(order.indexOf('c')).toBeLessThan(order.indexOf('b'));
  });

  it('follows several references of a row (the deeper one decides)', () => {
    // [key, pending_id, duplicate_of]
    const order = keysInReferenceOrder([
      ['z', 'y', 'x'],
      ['y', null, null],
      ['x', 'w', null],
      ['w', null, null],
    ]);
    expect(order.indexOf('z')).toBe(3);
    expect(order.indexOf('x')).toBeGreaterThan(order.indexOf('w'));
  });

  it('orders a referral chain 20,000 long, read backwards, without running out of stack', () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [`m${i}`, i === 0 ? null : `m${i - 1}`]).reverse();
    const order = keysInReferenceOrder(rows);
    expect(order[0]).toBe('m0');
    expect(order.at(-1)).toBe('m19999');
    expect(order.every((key, i) => key === `m${i}`)).toBe(true);
  });

  it('refuses rows that refer to each other in a cycle', () => {
    expect(() =>
      keysInReferenceOrder([
        ['a', 'b'],
        ['b', 'a'],
      ]),
    ).toThrow('rows refer to each other in a cycle');
  });
});
