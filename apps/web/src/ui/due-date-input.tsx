import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';

/** A job's due date shows as DD-MM-YYYY (spec 1 section 9). */
export const DUE_DATE_FORMAT = 'DD-MM-YYYY';
/** Every other date, a task's due date among them, in the default format DD/MM/YYYY (spec 1 section 9). */
export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY';

export type DueDateInputProps = {
  /** YYYY-MM-DD or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  label?: string;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  clearable?: boolean;
  required?: boolean;
  error?: string;
  placeholder?: string;
  size?: 'xs' | 'sm';
  w?: number | string;
  'data-autofocus'?: boolean;
  /** DD-MM-YYYY for a job's due date (the default), DD/MM/YYYY for any other date. */
  valueFormat?: typeof DUE_DATE_FORMAT | typeof DEFAULT_DATE_FORMAT;
};

/** A date picker for due dates: shows DD-MM-YYYY (or the format given), hands back YYYY-MM-DD. */
export function DueDateInput({ value, onChange, clearable = false, size = 'sm', valueFormat = DUE_DATE_FORMAT, placeholder = valueFormat, 'aria-label': ariaLabel, ...rest }: DueDateInputProps) {
  return (
    <DatePickerInput
      // the field is a button showing its date: its name holds that date too (axe: label-content-name-mismatch)
      aria-label={ariaLabel && value ? `${ariaLabel}, ${dayjs(value).format(valueFormat)}` : ariaLabel}
      value={value}
      onChange={(next) => onChange(next ? dayjs(next).format('YYYY-MM-DD') : null)}
      valueFormat={valueFormat}
      clearable={clearable}
      size={size}
      placeholder={placeholder}
      leftSection={<IconCalendar size={16} stroke={1.6} />}
      leftSectionPointerEvents="none"
      firstDayOfWeek={1}
      {...rest}
    />
  );
}
