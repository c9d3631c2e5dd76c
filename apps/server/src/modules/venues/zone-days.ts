const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2000, 0, 1);

/** How long a time zone's today is taken as known without asking again (a change of offset falls between). */
const RECHECK_MS = 10 * 60 * 1000;

interface Zone {
  /** Undefined for a name the runtime does not know. */
  format: Intl.DateTimeFormat | undefined;
  today: number;
  until: number;
}

/**
 * The time zones of the kept venues, each numbered, and each one's today as days since 2000-01-01 (as the statements
 * count a venue's days: `(now() at time zone e.timezone)::date - date '2000-01-01'`), worked out again past its next
 * midnight or every ten minutes.
 */
export class ZoneDays {
  private readonly zones: Zone[] = [];
  private readonly numbers = new Map<string, number>();

  /** The number of the time zone `name`, given on first sight. */
  number(name: string): number {
    let number = this.numbers.get(name);
    if (number !== undefined) return number;
    number = this.zones.length;
    this.numbers.set(name, number);
    this.zones.push({ format: formatOf(name), today: 0, until: 0 });
    return number;
  }

  get count(): number {
    return this.zones.length;
  }

  /**
   * Each time zone's today at `now`, in `into` (by number) as days after `base`: false when a zone's name is unknown
   * to the runtime (its today cannot be told here).
   */
  todays(now: number, base: number, into: Int32Array): boolean {
    for (let number = 0; number < this.zones.length; number++) {
      const zone = this.zones[number]!;
      if (!zone.format) return false;
      if (now >= zone.until) refresh(zone, zone.format, now);
      into[number] = zone.today - base;
    }
    return true;
  }
}

function formatOf(name: string): Intl.DateTimeFormat | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone: name,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return undefined;
  }
}

function refresh(zone: Zone, format: Intl.DateTimeFormat, now: number) {
  const part: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(now)) part[type] = Number(value);
  const midnight = Date.UTC(part.year!, part.month! - 1, part.day!);
  const local = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  zone.today = (midnight - EPOCH) / DAY_MS;
  // The next local midnight at today's offset (whole seconds: the milliseconds were not formatted).
  const nextMidnight = midnight + DAY_MS - (local - Math.floor(now / 1000) * 1000);
  zone.until = Math.min(nextMidnight, now + RECHECK_MS);
}
