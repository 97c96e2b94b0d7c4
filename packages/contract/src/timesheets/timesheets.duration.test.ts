import { describe, expect, it } from 'vitest';
import { minutesOfDay, minutesToHours, normaliseTime, sessionIssues, SESSION_MESSAGES, timesheetDuration } from './timesheets.duration.ts';

describe('timesheet duration', () => {
  it('is (end - start - break) / 60 hours with two decimals', () => {
    expect(timesheetDuration({ start_time: '09:00', end_time: '12:30', break: 0 })).toBe('3.50');
    expect(timesheetDuration({ start_time: '13:00', end_time: '17:30', break: 30 })).toBe('4.00');
    expect(timesheetDuration({ start_time: '10:00', end_time: '15:00', break: '60' })).toBe('4.00');
    expect(timesheetDuration({ start_time: '00:00', end_time: '23:59', break: 0 })).toBe('23.98');
  });

  it('rounds thirds and sixths half-up in exact hundredths, never with float drift', () => {
    expect(minutesToHours(20)).toBe('0.33');
    expect(minutesToHours(40)).toBe('0.67');
    expect(minutesToHours(50)).toBe('0.83');
    expect(minutesToHours(1)).toBe('0.02');
    expect(minutesToHours(0)).toBe('0.00');
    // 0.3 h is 18 minutes: 18 * 100 / 60 = 30 exactly.
    expect(minutesToHours(18)).toBe('0.30');
    expect(minutesToHours(-30)).toBe('-0.50');
    expect(timesheetDuration({ start_time: '09:10', end_time: '09:30', break: 0 })).toBe('0.33');
    expect(() => minutesToHours(1.5)).toThrow(RangeError);
  });

  it('treats a missing break as 0', () => {
    expect(timesheetDuration({ start_time: '09:00', end_time: '10:00', break: null })).toBe('1.00');
    expect(timesheetDuration({ start_time: '09:00', end_time: '10:00', break: '' })).toBe('1.00');
  });

  it('refuses an end before or at the start and a break longer than the session', () => {
    expect(sessionIssues({ start_time: '10:00', end_time: '09:00', break: 0 })).toEqual({ end_time: SESSION_MESSAGES.endAfterStart });
    expect(sessionIssues({ start_time: '10:00', end_time: '10:00', break: 0 })).toEqual({ end_time: SESSION_MESSAGES.endAfterStart });
    expect(sessionIssues({ start_time: '09:00', end_time: '10:00', break: 61 })).toEqual({ break: SESSION_MESSAGES.breakTooLong });
    expect(sessionIssues({ start_time: '09:00', end_time: '10:00', break: 60 })).toEqual({});
    expect(sessionIssues({ start_time: '09:00', end_time: '10:00', break: -5 })).toEqual({ break: SESSION_MESSAGES.breakInvalid });
    expect(sessionIssues({ start_time: '9am', end_time: '24:00', break: 0 })).toEqual({ start_time: SESSION_MESSAGES.time, end_time: SESSION_MESSAGES.time });
    expect(timesheetDuration({ start_time: '10:00', end_time: '09:00', break: 0 })).toBeNull();
  });

  it('reads and normalises times of day', () => {
    expect(minutesOfDay('9:05')).toBe(545);
    expect(minutesOfDay('23:59:00')).toBe(1439);
    expect(minutesOfDay('12:60')).toBeNull();
    expect(normaliseTime('9:05')).toBe('09:05');
    expect(normaliseTime('')).toBeNull();
  });
});
