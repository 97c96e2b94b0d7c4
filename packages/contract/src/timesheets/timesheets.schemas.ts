import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, TASK_STATUSES } from '../common/constants.ts';
import { MESSAGES } from '../common/errors.ts';
import { MAX_ID, zId, zIsoDate, zRequiredString } from '../common/fields.ts';
import { normaliseTime, sessionIssues, SESSION_MESSAGES } from './timesheets.duration.ts';
import { TIMESHEET_MESSAGES } from './timesheets.constants.ts';

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const zOptionalId = z.preprocess(blankToUndefined, zId.optional());
const zOptionalDate = z.preprocess(blankToUndefined, zIsoDate.optional());

/** 'HH:mm' (a single-digit hour and seconds are accepted and normalised). */
const zTime = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .refine((v) => normaliseTime(v) !== null, { error: SESSION_MESSAGES.time })
  .transform((v) => normaliseTime(v) as string);

/** Break in whole minutes; empty means 0 (the default). */
const zBreak = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? 0 : v),
  z.coerce
    .number({ error: SESSION_MESSAGES.breakInvalid })
    .int({ error: SESSION_MESSAGES.breakInvalid })
    .min(0, { error: SESSION_MESSAGES.breakInvalid })
    .max(24 * 60, { error: SESSION_MESSAGES.breakTooLong }),
);

const fields = {
  session_date: z.string({ error: MESSAGES.required }).min(1, { error: MESSAGES.required }).pipe(zIsoDate),
  start_time: zTime,
  end_time: zTime,
  break: zBreak,
  description: zRequiredString(TIMESHEET_MESSAGES.description).pipe(z.string().max(5000)),
  /** sent only when chosen; required when the job has tasks (checked by the server) */
  task_id: zOptionalId,
  cost_matrix_id: z.preprocess((v) => (v === '' ? null : v), zId.nullish()),
};

type TSessionShape = { start_time: string; end_time: string; break: number };
/** End after start and a break no longer than the session, as field messages. */
function sessionRule(value: TSessionShape, ctx: z.RefinementCtx) {
  for (const [path, message] of Object.entries(sessionIssues(value))) ctx.addIssue({ code: 'custom', path: [path], message });
}

/** The Add Time / EDIT TIMESHEET form (spec 2 section 5); the task rule needs the job's tasks and is checked beside it. */
export const ZTimesheetFormSchema = z.object(fields).superRefine(sessionRule);
export type TTimesheetForm = z.input<typeof ZTimesheetFormSchema>;

/** POST /timesheets. user_id defaults to the caller; only a super admin may name someone else. */
export const ZTimesheetCreateSchema = z
  .object({
    job_id: z.coerce.number({ error: TIMESHEET_MESSAGES.job }).int().positive({ error: TIMESHEET_MESSAGES.job }).max(MAX_ID, { error: TIMESHEET_MESSAGES.job }),
    user_id: zOptionalId,
    ...fields,
  })
  .superRefine(sessionRule);
export type TTimesheetCreate = z.infer<typeof ZTimesheetCreateSchema>;

/** POST /timesheets/{id}: the changed fields only; the session rule is checked on the merged record. */
export const ZTimesheetUpdateSchema = z.object(fields).partial();
export type TTimesheetUpdate = z.infer<typeof ZTimesheetUpdateSchema>;

/** GET /timesheets and GET /timesheets/csv. Staff always get their own records; user_id is a super admin filter. */
export const ZTimesheetListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  ipp: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
  client_id: zOptionalId,
  user_id: zOptionalId,
  /** one job's records (the job page's resources panel) */
  job_id: zOptionalId,
  date_start: zOptionalDate,
  date_end: zOptionalDate,
  kw: z.string().trim().max(200).optional(),
});
export type TTimesheetListQuery = z.infer<typeof ZTimesheetListQuerySchema>;

/** A timesheet entry (spec 2 section 3). */
export const ZTimesheetSchema = z.object({
  id: z.number(),
  job_id: z.number(),
  task_id: z.number().nullable(),
  user_id: z.number(),
  cost_matrix_id: z.number().nullable(),
  session_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** minutes */
  break: z.number(),
  description: z.string(),
  /** hours, two decimals */
  duration: z.string(),
  user: z.object({ id: z.number(), full_name: z.string(), cost_rate: z.string(), billable_rate: z.string() }),
  /** on an invoice: no longer editable */
  invoiced: z.boolean(),
  job: z.object({ id: z.number(), name: z.string(), job_no: z.string(), client_id: z.number() }),
  task: z.object({ id: z.number(), seq_no: z.number().nullable(), name: z.string() }).nullable(),
  cost: z.object({ id: z.number(), description: z.string() }).nullable(),
});
export type TTimesheet = z.infer<typeof ZTimesheetSchema>;

/**
 * A record as the time list shows it, under its job and task: the entry without the job,
 * task and cost objects (its job and task are the ones it is listed under, and the list does
 * not show the cost item; GET /timesheets/{id} has them all). A page of 200 records is a
 * third smaller for it.
 */
export const ZTimeRecordSchema = ZTimesheetSchema.omit({ job: true, task: true, cost: true });
export type TTimeRecord = z.infer<typeof ZTimeRecordSchema>;

/** A task of a job in the time list, with the listed records. */
export const ZTimeTaskSchema = z.object({
  id: z.number(),
  seq_no: z.number().nullable(),
  name: z.string(),
  status: z.enum(TASK_STATUSES),
  /** hours of the listed records */
  actual_hours: z.string(),
  invoiced: z.boolean(),
  timesheets: z.array(ZTimeRecordSchema),
});
export type TTimeTask = z.infer<typeof ZTimeTaskSchema>;

/** A job in the time list (spec 2 section 3): its records straight on the job and per task. */
export const ZTimeJobSchema = z.object({
  id: z.number(),
  job_no: z.string(),
  name: z.string(),
  client: z.object({ id: z.number(), name: z.string(), code: z.string() }),
  /** hours of the listed records */
  duration: z.string(),
  /** whether the job has tasks at all (then a new record needs one) */
  has_tasks: z.boolean(),
  direct_timesheets: z.array(ZTimeRecordSchema),
  tasks: z.array(ZTimeTaskSchema),
});
export type TTimeJob = z.infer<typeof ZTimeJobSchema>;

export const ZTimesheetListResultSchema = z.object({
  data: z.array(ZTimeJobSchema),
  total: z.number(),
  last_page: z.number(),
  current_page: z.number(),
  per_page: z.number(),
  /** hours of every matching record, across all pages */
  total_duration: z.string(),
});
export type TTimesheetListResult = z.infer<typeof ZTimesheetListResultSchema>;

/** The columns of timesheets.csv, in order. */
export const TIMESHEET_CSV_COLUMNS = ['Date', 'Job No', 'Client', 'Job', 'Task', 'Team Member', 'Start', 'End', 'Break (min)', 'Hours', 'Description'] as const;
