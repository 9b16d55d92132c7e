import { Text, useMantineTheme } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { formatDay, formatDayMonth, formatRupees, type AdminStats } from '@sevak/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatCount } from '../../../../lib/format-count';

/**
 * Registrations (bars, left axis) and fee revenue in rupees (line, right axis) per day, drawn with
 * uPlot. Loaded lazily by the dashboard, so its numbers paint before this chunk arrives.
 */

const HEIGHT = 260;

const compactRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/**
 * uPlot's columns: x in Unix seconds (midnight in India), counts, rupees. The days are named by the
 * shared formatters, in India's calendar whatever the admin's computer says.
 */
export function toChartData(daily: AdminStats['daily']): uPlot.AlignedData {
  return [
    daily.map((day) => Date.parse(`${day.date}T00:00:00+05:30`) / 1000),
    daily.map((day) => day.registrations),
    daily.map((day) => day.revenue),
  ];
}

const DAY_S = 86_400;

/** Between labelled days: every day, or every 2nd, 3rd… as the width allows (uPlot picks). */
const DAY_STEPS = [1, 2, 3, 5, 7, 10, 15].map((days) => days * DAY_S);

/**
 * The days that get a label: today's, and every `step`-th day before it, so the last bar (today in
 * India) is always named — uPlot's own ticks counted from the first day and could stop at yesterday.
 */
export function labelledDays(days: ArrayLike<number>, stepSeconds: number): number[] {
  const step = Math.max(1, Math.round(stepSeconds / DAY_S));
  return Array.from(days).filter((_, index) => (days.length - 1 - index) % step === 0);
}

/** A day's label under the chart: '02 Dec' (dd MMM, India's calendar, the member's language). */
export const dayLabel = (seconds: number) => formatDayMonth(new Date(seconds * 1000));

/** Without a 2D canvas (old browsers, happy-dom in tests) there is no chart, only the table. */
function canDraw(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    return false;
  }
}

type Colors = { registrations: string; revenue: string };

function chartOptions(width: number, colors: Colors): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    cursor: { drag: { x: false, y: false } },
    scales: {
      // Half a day either side, so the first and last bars are not cut in half.
      x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] },
      count: { range: (_u, _min, max) => [0, Math.max(4, max)] },
      rupees: { range: (_u, _min, max) => [0, Math.max(100, max)] },
    },
    series: [
      { label: 'Day', value: (_u, seconds) => (seconds == null ? '–' : formatDay(new Date(seconds * 1000))) },
      {
        label: 'Registrations',
        scale: 'count',
        stroke: colors.registrations,
        fill: `${colors.registrations}99`,
        width: 1,
        paths: uPlot.paths.bars?.({ size: [0.6, 24] }),
        points: { show: false },
        value: (_u, value) => (value == null ? '–' : formatCount(value)),
      },
      {
        label: 'Fee revenue',
        scale: 'rupees',
        stroke: colors.revenue,
        width: 2,
        value: (_u, value) => (value == null ? '–' : formatRupees(value)),
      },
    ],
    axes: [
      {
        space: 56,
        incrs: DAY_STEPS,
        splits: (u, _axis, _min, _max, step) => labelledDays(u.data[0], step),
        values: (_u, splits) => splits.map(dayLabel),
      },
      {
        scale: 'count',
        stroke: colors.registrations,
        // Whole numbers only: there is no half a registration.
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000],
        values: (_u, splits) => splits.map(formatCount),
      },
      {
        scale: 'rupees',
        side: 1,
        stroke: colors.revenue,
        grid: { show: false },
        values: (_u, splits) => splits.map((value) => compactRupees.format(value)),
      },
    ],
  };
}

export function DailyChart({ daily }: { daily: AdminStats['daily'] }) {
  const theme = useMantineTheme();
  const registrations = theme.colors.indigo[6];
  const revenue = theme.colors.teal[7];
  const [drawable] = useState(canDraw);
  const { ref: sizeRef, width } = useElementSize();
  const target = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const data = useMemo(() => toChartData(daily), [daily]);

  useEffect(() => {
    const element = target.current;
    if (!drawable || !element) return;
    const chart = new uPlot(chartOptions(element.clientWidth || 320, { registrations, revenue }), data, element);
    plot.current = chart;
    return () => {
      chart.destroy();
      plot.current = null;
    };
  }, [drawable, data, registrations, revenue]);

  // Follow the container's width (phone rotation, menu folding, window resize).
  useEffect(() => {
    if (width > 0) plot.current?.setSize({ width: Math.floor(width), height: HEIGHT });
  }, [width]);

  if (!drawable) {
    return (
      <Text c="dimmed" size="sm">
        This browser cannot draw the chart; the numbers are in the table below.
      </Text>
    );
  }
  return (
    <div ref={sizeRef} style={{ minWidth: 0, overflow: 'hidden' }}>
      <div
        ref={target}
        role="img"
        aria-label="Chart of registrations and fee revenue per day over the last 30 days. The same numbers are in the table below."
      />
    </div>
  );
}
