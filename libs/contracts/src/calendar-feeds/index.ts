export * from './calendar-feeds';
