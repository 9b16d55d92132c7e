import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeSlots, type Busy, type ExceptionRange, type SlotInput, type WeeklyRange } from './slots.js';

// Free times of a provider (docs/contract.md §5c): examples first, then properties over random
// plans checked against a brute force over the 48 half hours of the day.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** An instant written in India's time: ist('2026-03-02', '09:30') → 2026-03-02T04:00:00Z. */
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

/** Monday 2 March 2026, seen at 08:00 that morning: a provider open 09:00–13:00 on Mondays. */
const MONDAY = '2026-03-02';
const base: SlotInput = {
  date: MONDAY,
  now: ist(MONDAY, '08:00'),
  weekly: [{ day: 1, from: '09:00', to: '13:00' }],
  exceptions: [],
  online: true,
  bufferMinutes: 0,
  durationMinutes: 60,
  busy: [],
  horizonDays: 30,
};

/** The starts of the slots as 'HH:mm' in India's time (all on `date` in these examples). */
const startsOf = (input: Partial<SlotInput>) =>
  freeSlots({ ...base, ...input }).map((slot) => indianTimeOf(slot.start));
const indianTimeOf = (at: Date) => new Date(at.getTime() + 5.5 * 3_600_000).toISOString().slice(11, 16);

describe('freeSlots, examples', () => {
  it('a normal day: every half hour whose slot ends by closing time, each as long as the service', () => {
    const slots = freeSlots(base);
    expect(slots.map((slot) => indianTimeOf(slot.start))).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
    ]);
    expect(slots[0]).toEqual({ start: ist(MONDAY, '09:00'), end: ist(MONDAY, '10:00') });
    expect(slots.every((slot) => slot.end.getTime() - slot.start.getTime() === 60 * MINUTE_MS)).toBe(true);
  });

  it('two ranges a day: no slot across the gap; overlapping or touching ranges give each start once', () => {
    const twoRanges: WeeklyRange[] = [
      { day: 1, from: '09:00', to: '11:00' },
      { day: 1, from: '14:00', to: '15:30' },
    ];
    expect(startsOf({ weekly: twoRanges })).toEqual(['09:00', '09:30', '10:00', '14:00', '14:30']);
    const overlapping: WeeklyRange[] = [
      { day: 1, from: '09:00', to: '10:30' },
      { day: 1, from: '10:00', to: '11:00' },
      { day: 1, from: '11:00', to: '11:30' },
    ];
    expect(startsOf({ weekly: overlapping })).toEqual(['09:00', '09:30', '10:00', '10:30']);
  });

  it('ranges not on the half hour: the first start is the next half hour, the last slot ends by closing', () => {
    expect(startsOf({ weekly: [{ day: 1, from: '09:10', to: '11:20' }] })).toEqual(['09:30', '10:00']);
  });

  it("a range may end at '24:00': the last slot ends at midnight", () => {
    expect(startsOf({ weekly: [{ day: 1, from: '22:00', to: '24:00' }] })).toEqual(['22:00', '22:30', '23:00']);
  });

  it('other weekdays’ ranges do not open this day', () => {
    expect(startsOf({ weekly: [{ day: 2, from: '09:00', to: '13:00' }] })).toEqual([]);
  });

  it('an exception without times closes the day, even beside an exception with times', () => {
    expect(startsOf({ exceptions: [{ date: MONDAY }] })).toEqual([]);
    expect(startsOf({ exceptions: [{ date: MONDAY, from: '09:00', to: '12:00' }, { date: MONDAY }] })).toEqual([]);
  });

  it('exceptions with times replace the weekly ranges that day only', () => {
    const exceptions: ExceptionRange[] = [
      { date: MONDAY, from: '15:00', to: '16:30' },
      { date: MONDAY, from: '18:00', to: '19:00' },
      { date: '2026-03-09', from: '06:00', to: '07:00' },
    ];
    expect(startsOf({ exceptions })).toEqual(['15:00', '15:30', '18:00']);
    expect(startsOf({ exceptions, date: '2026-03-09' })).toEqual(['06:00']);
    expect(startsOf({ exceptions, date: '2026-03-16' })).toHaveLength(7);
  });

  it('keeps the buffer free before and after a job', () => {
    const busy: Busy[] = [{ start: ist(MONDAY, '10:30'), end: ist(MONDAY, '11:00') }];
    expect(startsOf({ busy })).toEqual(['09:00', '09:30', '11:00', '11:30', '12:00']);
    // 30 minutes either side: clear of [10:00, 11:30).
    expect(startsOf({ busy, bufferMinutes: 30 })).toEqual(['09:00', '11:30', '12:00']);
    expect(startsOf({ busy, bufferMinutes: 31 })).toEqual(['12:00']);
  });

  it('a job spanning midnight blocks the start of the next day', () => {
    const busy: Busy[] = [{ start: ist('2026-03-01', '22:00'), end: ist(MONDAY, '01:00') }];
    const weekly: WeeklyRange[] = [{ day: 1, from: '00:00', to: '03:00' }];
    const now = ist('2026-03-01', '12:00');
    expect(startsOf({ weekly, busy, now, bufferMinutes: 30 })).toEqual(['01:30', '02:00']);
  });

  it("IST midnight: a day's slots are India's day, though before 05:30 they fall on the previous UTC day", () => {
    const weekly: WeeklyRange[] = [{ day: 1, from: '00:00', to: '01:30' }];
    const slots = freeSlots({ ...base, weekly, now: new Date('2026-03-01T12:00:00Z') });
    expect(slots.map((slot) => slot.start.toISOString())).toEqual([
      '2026-03-01T18:30:00.000Z',
      '2026-03-01T19:00:00.000Z',
    ]);
    // The weekday is India's too: at 2026-03-01T18:30Z it is already Monday in India, still Sunday in UTC.
    expect(freeSlots({ ...base, weekly: [{ day: 0, from: '00:00', to: '01:30' }] })).toEqual([]);
  });

  it('now in the middle of the day: only starts strictly after now', () => {
    expect(startsOf({ now: ist(MONDAY, '10:10') })).toEqual(['10:30', '11:00', '11:30', '12:00']);
    expect(startsOf({ now: ist(MONDAY, '10:30') })).toEqual(['11:00', '11:30', '12:00']);
    expect(startsOf({ now: new Date(ist(MONDAY, '10:30').getTime() - 1) })).toEqual([
      '10:30',
      '11:00',
      '11:30',
      '12:00',
    ]);
    expect(startsOf({ now: ist(MONDAY, '12:00') })).toEqual([]);
  });

  it('the horizon: from today to today + horizonDays, both counted in India', () => {
    const open = { weekly: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, from: '09:00', to: '10:00' })) };
    const now = ist('2026-03-01', '08:00');
    expect(startsOf({ ...open, now, date: '2026-03-01' })).toEqual(['09:00']);
    expect(startsOf({ ...open, now, date: '2026-03-31' })).toEqual(['09:00']);
    expect(startsOf({ ...open, now, date: '2026-04-01' })).toEqual([]);
    expect(startsOf({ ...open, now, date: '2026-02-28' })).toEqual([]);
    // At 2026-03-01T19:00Z it is already 2 March in India: today moves on, and so does the last day.
    const lateNow = new Date('2026-03-01T19:00:00Z');
    expect(startsOf({ ...open, now: lateNow, date: '2026-04-01' })).toEqual(['09:00']);
    expect(startsOf({ ...open, now: lateNow, date: '2026-03-01' })).toEqual([]);
  });

  it('offline: no slots at all', () => {
    expect(freeSlots({ ...base, online: false })).toEqual([]);
  });

  it('a day that does not exist, or a range that does not parse, opens nothing', () => {
    expect(startsOf({ date: '2026-02-30', weekly: [{ day: 1, from: '09:00', to: '13:00' }] })).toEqual([]);
    expect(startsOf({ weekly: [{ day: 1, from: '9:00', to: '13:00' }] })).toEqual([]);
    expect(startsOf({ weekly: [{ day: 1, from: '13:00', to: '09:00' }] })).toEqual([]);
    expect(startsOf({ weekly: [{ day: 1, from: '24:00', to: '24:00' }] })).toEqual([]);
  });
});

// ---- Properties ------------------------------------------------------------------------------

/** Minutes 0–1440 as 'HH:mm' ('24:00' for the end of the day). */
const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A range of hours: any minute, or one on the quarter hour (so ends land on the half hour often). */
const rangeArb = fc
  .oneof(
    fc.tuple(fc.integer({ min: 0, max: 1439 }), fc.integer({ min: 1, max: 720 })),
    fc.tuple(fc.integer({ min: 0, max: 95 }), fc.integer({ min: 1, max: 48 })).map(([q, n]) => [q * 15, n * 15]),
  )
  .map(([from, length]) => ({ from: hhmm(from), to: hhmm(Math.min(1440, from + length)) }));

const DAY_ZERO = Date.UTC(2026, 0, 1);
const dayOf = (offset: number) => new Date(DAY_ZERO + offset * DAY_MS).toISOString().slice(0, 10);

const inputArb: fc.Arbitrary<SlotInput> = fc
  .record({
    dayOffset: fc.integer({ min: 0, max: 730 }),
    // now: from ~35 days before the day's midnight to ~1.5 days after it; on the half hour or any ms.
    nowOffset: fc.oneof(
      fc.integer({ min: -35 * 48, max: 72 }).map((halfHours) => halfHours * 30 * MINUTE_MS),
      fc.integer({ min: -35 * DAY_MS, max: 1.5 * DAY_MS }),
    ),
    weekly: fc.array(
      fc.record({ day: fc.integer({ min: 0, max: 6 }), range: rangeArb }).map(({ day, range }) => ({ day, ...range })),
      { maxLength: 10 },
    ),
    exceptions: fc.array(
      fc.record({
        dayShift: fc.constantFrom(0, 0, 1, -1, 7),
        range: fc.option(rangeArb, { freq: 4 }),
      }),
      { maxLength: 3 },
    ),
    online: fc.integer({ min: 0, max: 4 }).map((n) => n > 0), // online 4 times in 5
    bufferMinutes: fc.oneof(fc.constantFrom(0, 15, 30, 60, 120), fc.integer({ min: 0, max: 120 })),
    durationMinutes: fc.integer({ min: 1, max: 16 }).map((n) => n * 30),
    busy: fc.array(
      fc.record({
        startMinute: fc.integer({ min: -12 * 60, max: 36 * 60 }),
        lengthMinutes: fc.integer({ min: 1, max: 8 * 60 }),
      }),
      { maxLength: 5 },
    ),
    horizonDays: fc.oneof(fc.constant(30), fc.integer({ min: 0, max: 40 })),
  })
  .map((drawn) => {
    const date = dayOf(drawn.dayOffset);
    const midnight = ist(date, '00:00').getTime();
    return {
      date,
      now: new Date(midnight + drawn.nowOffset),
      weekly: drawn.weekly,
      exceptions: drawn.exceptions.map(({ dayShift, range }) => ({
        date: dayOf(drawn.dayOffset + dayShift),
        ...range,
      })),
      online: drawn.online,
      bufferMinutes: drawn.bufferMinutes,
      durationMinutes: drawn.durationMinutes,
      busy: drawn.busy.map(({ startMinute, lengthMinutes }) => ({
        start: new Date(midnight + startMinute * MINUTE_MS),
        end: new Date(midnight + (startMinute + lengthMinutes) * MINUTE_MS),
      })),
      horizonDays: drawn.horizonDays,
    };
  });

// The oracle, written apart from slots.ts: India's day from Intl's time zone database, instants
// from ISO strings with +05:30, open hours as a table of 1440 minutes.

const indianDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Which minutes of the day are open: the day's exceptions if any (closed if one has no times), else its weekday's. */
function openMinutes(input: SlotInput): boolean[] {
  const open = Array.from({ length: 1440 }, () => false);
  const exceptions = input.exceptions.filter((exception) => exception.date === input.date);
  const weekday = new Date(`${input.date}T12:00:00+05:30`).getUTCDay();
  const ranges =
    exceptions.length > 0
      ? exceptions.some((exception) => !exception.from)
        ? []
        : exceptions.map((exception) => ({ from: exception.from!, to: exception.to! }))
      : input.weekly.filter((range) => range.day === weekday);
  for (const range of ranges) {
    for (let minute = minutesOf(range.from); minute < minutesOf(range.to); minute++) open[minute] = true;
  }
  return open;
}

function withinHorizon(input: SlotInput): boolean {
  const today = indianDay.format(input.now);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const lastDay = new Date(Date.UTC(y, m - 1, d + input.horizonDays)).toISOString().slice(0, 10);
  return input.date >= today && input.date <= lastDay;
}

function clearOfJobs(start: number, end: number, input: SlotInput): boolean {
  const buffer = input.bufferMinutes * MINUTE_MS;
  return input.busy.every((job) => end <= job.start.getTime() - buffer || start >= job.end.getTime() + buffer);
}

/** Every half-hour start of the day that keeps all the rules, by brute force over the 48 half hours. */
function bruteForceStarts(input: SlotInput): number[] {
  if (!input.online || !withinHorizon(input)) return [];
  const open = openMinutes(input);
  const midnight = ist(input.date, '00:00').getTime();
  const starts: number[] = [];
  for (let halfHour = 0; halfHour < 48; halfHour++) {
    const from = halfHour * 30;
    const to = from + input.durationMinutes;
    if (to > 1440 || !open.slice(from, to).every(Boolean)) continue;
    const start = midnight + from * MINUTE_MS;
    const end = midnight + to * MINUTE_MS;
    if (start > input.now.getTime() && clearOfJobs(start, end, input)) starts.push(start);
  }
  return starts;
}

const RUNS = { numRuns: 200 };

/** Holds for every slot of every random input. */
const everySlot = (check: (slot: { start: Date; end: Date }, input: SlotInput) => boolean) =>
  fc.assert(
    fc.property(inputArb, (input) => freeSlots(input).every((slot) => check(slot, input))),
    RUNS,
  );

describe('freeSlots, properties', () => {
  it('every slot lies inside the open hours of its day', () => {
    everySlot((slot, input) => {
      const midnight = ist(input.date, '00:00').getTime();
      const from = (slot.start.getTime() - midnight) / MINUTE_MS;
      const to = (slot.end.getTime() - midnight) / MINUTE_MS;
      return from >= 0 && to <= 1440 && openMinutes(input).slice(from, to).every(Boolean);
    });
  });

  it('every slot starts on :00 or :30 India’s time and lasts the service’s duration', () => {
    everySlot((slot, input) => {
      const minute = Number(indianTimeOf(slot.start).slice(3));
      const exact = slot.start.getTime() % (30 * MINUTE_MS) === 0;
      return (
        exact &&
        (minute === 0 || minute === 30) &&
        slot.end.getTime() - slot.start.getTime() === input.durationMinutes * MINUTE_MS
      );
    });
  });

  it('every slot starts strictly after now, on a day within the horizon', () => {
    everySlot(
      (slot, input) =>
        slot.start.getTime() > input.now.getTime() &&
        indianDay.format(slot.start) === input.date &&
        withinHorizon(input),
    );
  });

  it('no slot meets a busy job widened by the buffer', () => {
    everySlot((slot, input) => clearOfJobs(slot.start.getTime(), slot.end.getTime(), input));
  });

  it('a day closed by an exception, or a provider offline, has no slots', () => {
    fc.assert(
      fc.property(inputArb, fc.boolean(), (input, offline) => {
        const closed = offline
          ? { ...input, online: false }
          : { ...input, exceptions: [...input.exceptions, { date: input.date }] };
        return freeSlots(closed).length === 0;
      }),
      RUNS,
    );
  });

  it('slots come sorted by start, each start once', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const starts = freeSlots(input).map((slot) => slot.start.getTime());
        return starts.every((start, i) => i === 0 || start > starts[i - 1]!);
      }),
      RUNS,
    );
  });

  it('completeness: every half hour that keeps all the rules is a slot (and nothing else is)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        expect(freeSlots(input).map((slot) => slot.start.getTime())).toEqual(bruteForceStarts(input));
      }),
      RUNS,
    );
  });

  it('the random inputs are not vacuous: many days have slots, and many slots are blocked', () => {
    const samples = fc.sample(inputArb, { numRuns: 400, seed: 1 });
    const withSlots = samples.filter((input) => freeSlots(input).length > 0).length;
    const blocked = samples.filter((input) => {
      const free = freeSlots(input).length;
      return free > 0 && free < freeSlots({ ...input, busy: [] }).length;
    }).length;
    expect(withSlots).toBeGreaterThan(40);
    expect(blocked).toBeGreaterThan(10);
  });
});
