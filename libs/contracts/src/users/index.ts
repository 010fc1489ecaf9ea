export * from './users.rules';
export * from './users.dto';
export { birthDateSchema } from './profile-fields';
export * from './account.schemas';
export * from './users.query-schemas';
export * from './field-errors';
export * from './users.answer-schemas';
export * from './self-service.schemas';
export * from './users.texts';
