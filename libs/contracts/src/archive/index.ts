export * from './archive.dto';
export * from './archive.rules';
export * from './days';
export * from './archive.texts';
export * from './archive.query-schemas';
export * from './archive.answer-schemas';
