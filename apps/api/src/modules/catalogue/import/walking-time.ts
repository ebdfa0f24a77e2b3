/**
 * Reads DOC's free-text walking times ("2 hr 30 min one way", "15-30 min", "3–4 days",
 * "1 hr 20 min one way | 3 hr 30 min - 4 hr return", "Various: 20 min to 2 hr return") for
 * the Time filter and the track type. DOC writes these by hand, so the reader is forgiving:
 * it takes the longest time mentioned, counting the upper end of a range, and a day as 8 hours.
 */

export type TrackType = 'One way' | 'Return' | 'Loop';

export type WalkingTime = {
  /** The longest time mentioned, in hours; undefined when no time is given ("At your leisure"). */
  hours: number | undefined;
  trackType: TrackType | undefined;
};

const HOURS_PER_DAY = 8;

type Unit = 'day' | 'hour' | 'minute';
const UNIT_HOURS: Record<Unit, number> = { day: HOURS_PER_DAY, hour: 1, minute: 1 / 60 };
const UNIT_RANK: Record<Unit, number> = { day: 3, hour: 2, minute: 1 };

type Token =
  { kind: 'number'; value: number } | { kind: 'unit'; unit: Unit } | { kind: 'range' } | { kind: 'break' };

function unitOf(word: string): Unit | undefined {
  if (/^days?$/.test(word)) return 'day';
  if (/^(h|hr|hrs|hour|hours)$/.test(word)) return 'hour';
  if (/^(m|mi|min|mins|minute|minutes)$/.test(word)) return 'minute';
  return undefined;
}

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /(\d+(?:\.\d+)?)|([a-z]+)|([-–—])|(\S)/gi;
  for (let match = pattern.exec(text.toLowerCase()); match; match = pattern.exec(text.toLowerCase())) {
    const [, number, word, dash] = match;
    if (number) tokens.push({ kind: 'number', value: Number(number) });
    else if (dash) tokens.push({ kind: 'range' });
    else if (word) {
      const unit = unitOf(word);
      if (unit) tokens.push({ kind: 'unit', unit });
      else if (word === 'to' || word === 'or') tokens.push({ kind: 'range' });
      // "4 hr and 30 min": "and" joins the parts of one time; other words end it.
      else if (word !== 'and') tokens.push({ kind: 'break' });
    } else if (match[4] !== '+') tokens.push({ kind: 'break' }); // "2 days +", "4 + hrs"
  }
  return tokens;
}

/** Every stated time in hours; a bare number before a range takes the unit that follows it. */
function statedHours(tokens: Token[]): number[] {
  const times: number[] = [];
  let current: { hours: number; lastUnit: Unit } | undefined;
  /** Numbers waiting for a unit, as in "15-30 min" or "2 or 3 hr". */
  let pending: number[] = [];

  const finish = () => {
    if (current) times.push(current.hours);
    current = undefined;
  };

  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    if (token.kind === 'number') {
      if (next?.kind === 'unit') {
        const unit = next.unit;
        // Descending units continue one time ("2 hr 30 min"); anything else starts another.
        if (current && UNIT_RANK[unit] < UNIT_RANK[current.lastUnit]) {
          current.hours += token.value * UNIT_HOURS[unit];
          current.lastUnit = unit;
        } else {
          finish();
          current = { hours: token.value * UNIT_HOURS[unit], lastUnit: unit };
        }
        for (const value of pending) times.push(value * UNIT_HOURS[unit]);
        pending = [];
        i += 1;
        continue;
      }
      if (current?.lastUnit === 'hour' && next?.kind !== 'range') {
        // "1 hr 25 one way", "1 hr - 1 hr 40": minutes with the unit left off.
        current.hours += token.value / 60;
        current.lastUnit = 'minute';
        continue;
      }
      finish();
      pending.push(token.value);
      continue;
    }
    if (token.kind === 'range') {
      finish();
      continue;
    }
    if (token.kind === 'break' || token.kind === 'unit') {
      finish();
      pending = [];
    }
  }
  finish();
  return times;
}

function trackTypeOf(text: string): TrackType | undefined {
  const lower = text.toLowerCase();
  const found = [
    { type: 'One way' as const, at: lower.search(/\bone[\s-]?way\b|\beach way\b/) },
    { type: 'Return' as const, at: lower.search(/\breturn\b|\bround trip\b/) },
    { type: 'Loop' as const, at: lower.search(/\bloop\b|\bcircuit\b/) },
  ]
    .filter((candidate) => candidate.at >= 0)
    .sort((a, b) => a.at - b.at);
  return found[0]?.type;
}

export function parseWalkingTime(text: string): WalkingTime {
  const hours = statedHours(tokenize(text));
  return {
    hours: hours.length > 0 ? Math.max(...hours) : undefined,
    trackType: trackTypeOf(text),
  };
}

/** A track named a loop or circuit ("Kamahi Loop Track", "Tongariro Northern Circuit") is one. */
export function trackTypeFromName(name: string): TrackType | undefined {
  return /\b(loop|circuit)\b/i.test(name) ? 'Loop' : undefined;
}
