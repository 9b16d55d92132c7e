// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, makeNotification } from '../testing';
import { openNotificationStream, RECONNECT_DELAYS_MS } from './event-stream';

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('openNotificationStream', () => {
  it('passes on valid notifications and ready events', () => {
    const onNotification = vi.fn();
    const onReady = vi.fn();
    const close = openNotificationStream('/api/notifications/stream', { onNotification, onReady });
    const stream = FakeEventSource.latest()!;
    stream.emit('ready');
    const notification = makeNotification();
    stream.emit('notification', notification);
    stream.emit('notification', { nope: true });
    stream.dispatchEvent(new MessageEvent('notification', { data: 'not json' }));
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(onNotification.mock.calls).toEqual([[notification]]);
    close();
    expect(stream.readyState).toBe(2);
  });

  it('leaves reconnecting to the browser while it is still trying', () => {
    openNotificationStream('/s', { onNotification: vi.fn() });
    const stream = FakeEventSource.latest()!;
    stream.readyState = 0;
    stream.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('reopens with growing pauses once the browser gave up, and starts over after a success', () => {
    const onClosed = vi.fn();
    const close = openNotificationStream('/s', { onNotification: vi.fn(), onClosed });
    FakeEventSource.latest()!.fail();
    expect(onClosed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]! - 1);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);

    FakeEventSource.latest()!.fail();
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[1]! - 1);
    expect(FakeEventSource.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(3);

    FakeEventSource.latest()!.emit('ready');
    FakeEventSource.latest()!.fail();
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]!);
    expect(FakeEventSource.instances).toHaveLength(4);

    close();
    FakeEventSource.latest()!.fail();
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.instances).toHaveLength(4);
  });

  it('does not reopen after being closed while waiting', () => {
    const close = openNotificationStream('/s', { onNotification: vi.fn() });
    FakeEventSource.latest()!.fail();
    close();
    vi.advanceTimersByTime(120_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});
