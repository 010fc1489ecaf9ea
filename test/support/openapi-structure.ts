/** The parts of an OpenAPI 3.0 document the tests read. */
export interface Schema {
  type?: string;
  format?: string;
  minLength?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  [key: string]: unknown;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  operationId: string;
  tags: string[];
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { description?: string; $ref?: string; content?: unknown }>;
  security: Record<string, string[]>[];
  'x-public': boolean;
  'x-roles': string[];
}

export interface OpenApiDoc {
  openapi: string;
  info: { title: string; version: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Schema>; [key: string]: unknown };
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

function refs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => refs(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refs(value, found);
    }
  }
  return found;
}

function resolves(doc: OpenApiDoc, ref: string): boolean {
  if (!ref.startsWith('#/')) return false;
  let node: unknown = doc;
  for (const part of ref.slice(2).split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[part];
  }
  return node !== undefined;
}

function operationProblems(doc: OpenApiDoc, path: string, method: string, op: Operation) {
  const at = `${method.toUpperCase()} ${path}`;
  const problems: string[] = [];
  if (!METHODS.has(method)) problems.push(`${at}: not an HTTP method`);
  if (typeof op.operationId !== 'string' || !op.operationId) problems.push(`${at}: operationId`);
  const statuses = Object.keys(op.responses ?? {});
  if (statuses.length === 0) problems.push(`${at}: no responses`);
  for (const status of statuses) {
    if (!/^[1-5]\d\d$/.test(status)) problems.push(`${at}: response key ${status}`);
    const response = op.responses[status];
    if (!response.$ref && typeof response.description !== 'string')
      problems.push(`${at}: response ${status} without a description`);
  }
  const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
  const params = op.parameters ?? [];
  for (const name of templated) {
    if (!params.some((p) => p.in === 'path' && p.name === name && p.required === true))
      problems.push(`${at}: path parameter {${name}} not declared as required`);
  }
  for (const p of params) {
    if (!['query', 'path', 'header', 'cookie'].includes(p.in)) problems.push(`${at}: ${p.name} in`);
    if (p.in === 'path' && !templated.includes(p.name)) problems.push(`${at}: stray ${p.name}`);
    if (!p.schema) problems.push(`${at}: parameter ${p.name} without a schema`);
  }
  const keys = params.map((p) => `${p.in}:${p.name}`);
  if (new Set(keys).size !== keys.length) problems.push(`${at}: duplicate parameters`);
  if (op.requestBody && Object.keys(op.requestBody.content ?? {}).length === 0)
    problems.push(`${at}: request body without content`);
  for (const requirement of op.security ?? []) {
    for (const scheme of Object.keys(requirement)) {
      if (!doc.components.securitySchemes?.[scheme]) problems.push(`${at}: unknown ${scheme}`);
    }
  }
  for (const tag of op.tags ?? []) {
    if (!doc.tags.some((t) => t.name === tag)) problems.push(`${at}: undeclared tag ${tag}`);
  }
  return problems;
}

/**
 * What breaks the OpenAPI 3.0 rules tools rely on: version, info, path templates and their
 * parameters, unique operation ids, responses, references, security schemes, tags.
 */
export function openApiProblems(doc: OpenApiDoc): string[] {
  const problems: string[] = [];
  if (!/^3\.0\.\d+$/.test(doc.openapi)) problems.push(`openapi: ${doc.openapi}`);
  if (!doc.info?.title || !doc.info?.version) problems.push('info: title and version');
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    if (!path.startsWith('/')) problems.push(`path ${path} must start with /`);
    for (const [method, op] of Object.entries(item)) {
      problems.push(...operationProblems(doc, path, method, op));
      if (ids.has(op.operationId)) problems.push(`operationId ${op.operationId} repeated`);
      ids.add(op.operationId);
    }
  }
  for (const ref of refs(doc)) if (!resolves(doc, ref)) problems.push(`unresolved ${ref}`);
  return problems;
}
