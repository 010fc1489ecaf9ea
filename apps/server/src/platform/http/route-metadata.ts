/**
 * The metadata keys the route decorators (decorators.ts, hot-reads.ts) set and the guard, the
 * envelope and the route catalogue read: one file without imports, so none of them import
 * each other for a key.
 */
export const IS_PUBLIC = 'liga:public';
export const ROLES = 'liga:roles';
export const PASSWORD_CHANGE = 'liga:password-change';
export const CALLER_IN_HANDLER = 'liga:caller-in-handler';
export const RAW_RESPONSE = Symbol('RAW_RESPONSE');
export const HOT_READ = Symbol('liga.hotRead');
