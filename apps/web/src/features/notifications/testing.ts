import { notificationSchema, type Notification } from '@sevak/shared';
import { fixture } from '../../test/fixtures';

/** Test helpers for this feature: a stand-in EventSource and notifications as the API sends them. */

/** Install with `vi.stubGlobal('EventSource', FakeEventSource)`; reset `instances` before each test. */
export class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  readyState = 0;

  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }

  close(): void {
    this.readyState = 2;
  }

  /** The server sends `event: <type>` with `data` as JSON. */
  emit(type: string, data: unknown = {}): void {
    this.readyState = 1;
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }

  /** The browser gives up on the connection (e.g. the server answered 401). */
  fail(): void {
    this.readyState = 2;
    this.dispatchEvent(new Event('error'));
  }

  static latest(): FakeEventSource | undefined {
    return FakeEventSource.instances.at(-1);
  }
}

let next = 1;

export function makeNotification(overrides: Partial<Notification> = {}): Notification {
  const n = next++;
  return fixture(notificationSchema, {
    _id: `20000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Notice ${n}`,
    body: `Something happened (${n}).`,
    link: null,
    read: false,
    createdAt: '2026-03-05T06:45:00.000Z',
    ...overrides,
  });
}
