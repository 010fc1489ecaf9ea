import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { SchemaObject } from '@nestjs/swagger';

/** What the build read from the controllers' source (scripts/openapi-meta.js), per handler. */
export interface OpenApiMeta {
  operations: Record<string, { summary: string; value?: SchemaObject }>;
  schemas: Record<string, SchemaObject>;
}

/** Written next to the built server; absent when running from source (tests). */
export const OPENAPI_META_FILE = resolve(__dirname, '../../../openapi-meta.json');

export function loadOpenApiMeta(file = OPENAPI_META_FILE): OpenApiMeta {
  if (!existsSync(file)) return { operations: {}, schemas: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiMeta;
}

/** The first sentence of a doc comment, for an operation's summary. */
export const firstSentence = (text: string) => text.split(/(?<=\.)\s/)[0].replace(/\.$/, '');
