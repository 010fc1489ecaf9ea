export * from './audit.rules';
export * from './audit.texts';
export * from './audit.dto';
export * from './audit.query-schemas';
export * from './audit.answer-schemas';
