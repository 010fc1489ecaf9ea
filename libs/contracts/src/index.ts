export * from './envelope';
export * from './season';
export * from './leagues';
export * from './realtime';
export * from './users';
export * from './teams';
export * from './matches';
export * from './reports';
