export * from './standings.dto';
export * from './table-sort';
export * from './standings.query-schemas';
export * from './standings.answer-schemas';
export * from './rank-table';
