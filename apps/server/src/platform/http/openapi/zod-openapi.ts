import type {
  ParameterObject,
  SchemaObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { z } from 'zod';

/**
 * A contract schema as an OpenAPI 3 schema object: what the client may send (preprocess and
 * transform steps show their input side), inlined, with the schema's Polish rule texts.
 */
export function openApiSchema(schema: z.ZodType): SchemaObject {
  const json = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io: 'input',
    unrepresentable: 'any',
  }) as SchemaObject & { $schema?: string };
  delete json.$schema;
  return json;
}

/** An object schema of query or path fields as one OpenAPI parameter per field. */
export function openApiParameters(
  schema: z.ZodType,
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
