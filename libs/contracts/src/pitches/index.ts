export * from './pitches.dto';
export * from './pitches.schemas';
