import { createStore, del, entries, set, type UseStore } from 'idb-keyval';

/**
 * Messages written while the network is away (docs/decisions/038): kept on the phone in
 * IndexedDB until the server has them, then dropped. Each carries the client id the server keeps
 * it by, so sending one again (after a lost answer, on the next visit, or when the network
 * returns) never makes a second. Where IndexedDB is missing (private windows of some browsers,
 * the test DOM) they are kept for this page's life only.
 */
export type PendingMessage = {
  workRequestId: string;
  clientId: string;
  text: string;
  createdAt: string;
  /** A photo to send with it (IndexedDB keeps the file itself). */
  photo?: Blob | undefined;
};

let store: UseStore | null | undefined;
const memory = new Map<string, PendingMessage>();

function storeOf(): UseStore | null {
  if (store === undefined) store = typeof indexedDB === 'undefined' ? null : createStore('sevak-outbox', 'messages');
  return store;
}

export async function keepPending(message: PendingMessage): Promise<void> {
  memory.set(message.clientId, message);
  const db = storeOf();
  if (db) await set(message.clientId, message, db).catch(() => undefined);
}

export async function dropPending(clientId: string): Promise<void> {
  memory.delete(clientId);
  const db = storeOf();
  if (db) await del(clientId, db).catch(() => undefined);
}

/** A conversation's messages still to send, oldest first. */
export async function pendingOf(workRequestId: string): Promise<PendingMessage[]> {
  const db = storeOf();
  const all = new Map(memory);
  if (db) {
    for (const [, value] of await entries<string, PendingMessage>(db).catch(() => [])) all.set(value.clientId, value);
  }
  return [...all.values()]
    .filter((m) => m.workRequestId === workRequestId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * A new client id: 32 random hex digits (valid for the server's 8–64 letters, digits and '-').
 * getRandomValues, unlike randomUUID, works on a page served without HTTPS too.
 */
export function newClientId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
