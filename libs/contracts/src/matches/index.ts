export * from './match-status';
export * from './matches.texts';
export * from './matches.dto';
export * from './challenge.schemas';
export * from './matches.query-schemas';
export * from './matches.answer-schemas';
