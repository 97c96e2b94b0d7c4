/**
 * User type ids with meaning: 1 is super admin (the manager type); new team members get 3. A
 * module of its own (the package's `./user-types` export) so that the web app's entry can read
 * the super admin's id without taking in the contract's other constants: a module the entry
 * imports is built into the entry chunk whole, with every export the lazy pages use.
 */
export const SUPER_ADMIN_TYPE_ID = 1;
export const MANAGER_USER_TYPE_ID = 1;
export const DEFAULT_TEAM_USER_TYPE_ID = 3;
