import type { ParameterObject, SchemaObject } from '@nestjs/swagger';
import type { ZodTypeAny } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';

/**
 * A contract schema as an OpenAPI 3 schema object: what the client may send (preprocess and
 * transform steps show their input side), inlined, with the schema's Polish rule texts.
 */
export function openApiSchema(schema: ZodTypeAny): SchemaObject {
  const json = zodToJsonSchema(schema as unknown as Parameters<typeof zodToJsonSchema>[0], {
    target: 'openApi3',
    $refStrategy: 'none',
    effectStrategy: 'input',
    pipeStrategy: 'input',
  }) as SchemaObject & { $schema?: string };
  delete json.$schema;
  return json;
}

/** An object schema of query or path fields as one OpenAPI parameter per field. */
export function openApiParameters(
  schema: ZodTypeAny,
  location: 'query' | 'path',
): ParameterObject[] {
  const json = openApiSchema(schema);
  if (json.type !== 'object' || !json.properties) {
    throw new Error(`A ${location} schema must describe an object of named fields`);
  }
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}
