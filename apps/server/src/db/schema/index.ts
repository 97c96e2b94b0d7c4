export * from './companies.ts';
export * from './people.ts';
export * from './jobs.ts';
export * from './finance.ts';
