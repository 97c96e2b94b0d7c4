/**
 * The duration rule of spec 2 section 5: total = (end - start - break) / 60 hours, shown
 * with two decimals. Minutes are whole numbers, so the hours are computed in hundredths
 * with integer arithmetic (half-up), never with floats.
 */

const TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/** 'HH:mm' → minutes after midnight; null when it is not a time of day. */
export function minutesOfDay(value: string | null | undefined): number | null {
  const m = TIME.exec((value ?? '').trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 23 || min > 59) return null;
  return h * 60 + min;
}

/** '9:05' or '09:05:00' → '09:05'; null when it is not a time of day. */
export function normaliseTime(value: string | null | undefined): string | null {
  const total = minutesOfDay(value);
  if (total === null) return null;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Whole minutes as hours with two decimals, rounded half-up: 20 → '0.33', 50 → '0.83', 210 → '3.50'. */
export function minutesToHours(minutes: number): string {
  if (!Number.isInteger(minutes)) throw new RangeError('minutes must be a whole number');
  const neg = minutes < 0;
  const abs = Math.abs(minutes);
  const hundredths = Math.floor((abs * 100 + 30) / 60);
  return `${neg ? '-' : ''}${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

export type TSessionInput = { start_time: string | null | undefined; end_time: string | null | undefined; break: number | string | null | undefined };

/** The rule's problems, keyed by the field to show them under (empty when the session is sound). */
export type TSessionIssues = Partial<Record<'start_time' | 'end_time' | 'break', string>>;

export const SESSION_MESSAGES = {
  time: 'Please enter the time as HH:mm',
  endAfterStart: 'The end time must be after the start time',
  breakTooLong: 'The break cannot be longer than the session',
  breakInvalid: 'Please enter the break in whole minutes',
} as const;

function breakMinutes(value: TSessionInput['break']): number | null {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** End after start; the break (minutes, default 0) not longer than the session. */
export function sessionIssues(input: TSessionInput): TSessionIssues {
  const issues: TSessionIssues = {};
  const start = minutesOfDay(input.start_time);
  const end = minutesOfDay(input.end_time);
  const brk = breakMinutes(input.break);
  if (start === null) issues.start_time = SESSION_MESSAGES.time;
  if (end === null) issues.end_time = SESSION_MESSAGES.time;
  if (brk === null) issues.break = SESSION_MESSAGES.breakInvalid;
  if (start !== null && end !== null && end <= start) issues.end_time = SESSION_MESSAGES.endAfterStart;
  else if (start !== null && end !== null && brk !== null && brk > end - start) issues.break = SESSION_MESSAGES.breakTooLong;
  return issues;
}

/**
 * The total time of a session in hours with two decimals ('3.50'), or null while the
 * session is not valid (missing or unordered times, a break longer than the session).
 */
export function timesheetDuration(input: TSessionInput): string | null {
  if (Object.keys(sessionIssues(input)).length) return null;
  const start = minutesOfDay(input.start_time) as number;
  const end = minutesOfDay(input.end_time) as number;
  return minutesToHours(end - start - (breakMinutes(input.break) as number));
}
