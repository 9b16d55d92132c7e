// The sequence of holds bench/hold.bench.mjs makes (POST /work/requests), shared with its floor
// (floor-server.mjs `vary`): input n is a free hour of provider n mod P — every second hour from
// 06:00, day after day from `firstDay` — booked by seeker n mod S. S is prime to P, so no seeker asks
// one provider twice, and no input's hour meets another's.
const HOUR = 3_600_000;
const INDIA_OFFSET = 5.5 * HOUR;

/** Input n's values as text, each one the app's statements carry. */
export function holdOf(n, seed) {
  const p = n % seed.providers.length;
  const j = Math.floor(n / seed.providers.length);
  const dayStart = Date.parse(`${seed.firstDay}T00:00:00Z`) - INDIA_OFFSET + Math.floor(j / 8) * 24 * HOUR;
  const start = dayStart + (6 + 2 * (j % 8)) * HOUR;
  return {
    seekerId: seed.seekers[n % seed.seekers.length],
    providerId: seed.providers[p].id,
    serviceId: seed.providers[p].service,
    slotStart: new Date(start).toISOString(),
    slotEnd: new Date(start + HOUR).toISOString(),
    dayStart: new Date(dayStart).toISOString(),
    dayEnd: new Date(dayStart + 24 * HOUR).toISOString(),
  };
}
