#!/usr/bin/env node
// Build step of the server: reads the controllers with the TypeScript compiler and writes, per
// route handler, its doc comment (summary) and the JSON schema of what it returns (the DTO types
// of libs/contracts), to dist/apps/server/openapi-meta.json. /api/docs merges it into the
// document (without it — running from source — answers show the envelope with any value).
const { join, relative } = require('node:path');
const { mkdirSync, writeFileSync } = require('node:fs');
const ts = require('typescript');

const ROOT = join(__dirname, '..');
const SERVER = join(ROOT, 'apps/server');
const OUT = join(ROOT, 'dist/apps/server/openapi-meta.json');
const ROUTE_DECORATORS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete']);

const configPath = join(SERVER, 'tsconfig.json');
const config = ts.readConfigFile(configPath, ts.sys.readFile).config;
const parsed = ts.parseJsonConfigFileContent(config, ts.sys, SERVER);
const controllers = parsed.fileNames.filter((f) => f.endsWith('.controller.ts'));
const program = ts.createProgram(controllers, parsed.options);
const checker = program.getTypeChecker();

const schemas = {};
const names = new Map(); // type -> component name

const decoratorNames = (node) =>
  (ts.getDecorators(node) ?? []).map((d) => {
    const call = d.expression;
    return ts.isCallExpression(call) ? call.expression.getText() : call.getText();
  });

function componentName(type) {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const name = symbol?.getName();
  if (!name || name.startsWith('__') || (type.aliasTypeArguments ?? []).length > 0) return null;
  const declaration = symbol.declarations?.[0];
  if (!declaration || !/libs\/contracts\//.test(declaration.getSourceFile().fileName)) return null;
  return name;
}

function objectSchema(type) {
  const properties = {};
  const required = [];
  for (const property of checker.getPropertiesOfType(type)) {
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    if (!declaration) continue;
    const propertyType = checker.getTypeOfSymbolAtLocation(property, declaration);
    if (propertyType.getCallSignatures().length > 0) continue;
    properties[property.getName()] = schemaOf(propertyType);
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    if (!optional) required.push(property.getName());
  }
  const schema = { type: 'object', properties };
  if (required.length > 0) schema.required = required;
  const index = checker.getIndexInfoOfType(type, ts.IndexKind.String);
  if (index) schema.additionalProperties = schemaOf(index.type);
  return schema;
}

function unionSchema(type) {
  const members = type.types.filter(
    (t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)),
  );
  const nullable = members.some((t) => t.flags & ts.TypeFlags.Null);
  const rest = members.filter((t) => !(t.flags & ts.TypeFlags.Null));
  let schema;
  if (rest.length > 0 && rest.every((t) => t.flags & ts.TypeFlags.BooleanLiteral)) {
    schema = { type: 'boolean' };
  } else if (rest.length > 0 && rest.every((t) => t.isStringLiteral() || t.isNumberLiteral())) {
    schema = {
      type: rest[0].isStringLiteral() ? 'string' : 'number',
      enum: rest.map((t) => t.value),
    };
  } else if (rest.length === 1) {
    schema = schemaOf(rest[0]);
  } else if (rest.length === 0) {
    return { nullable: true, enum: [null] };
  } else {
    schema = { anyOf: rest.map(schemaOf) };
  }
  return nullable
    ? schema.$ref
      ? { allOf: [schema], nullable: true }
      : { ...schema, nullable: true }
    : schema;
}

function schemaOf(type) {
  const f = type.flags;
  if (f & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
  if (f & ts.TypeFlags.StringLiteral) return { type: 'string', enum: [type.value] };
  if (f & ts.TypeFlags.NumberLiteral) return { type: 'number', enum: [type.value] };
  if (f & ts.TypeFlags.BooleanLiteral) return { type: 'boolean' };
  if (f & ts.TypeFlags.StringLike) return { type: 'string' };
  if (f & ts.TypeFlags.NumberLike) return { type: 'number' };
  if (f & ts.TypeFlags.BooleanLike) return { type: 'boolean' };
  if (f & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)) {
    return { nullable: true, enum: [null] };
  }
  if (type.isUnion()) return unionSchema(type);
  if (checker.isArrayType(type)) return { type: 'array', items: schemaOf(type.typeArguments[0]) };
  if (checker.isTupleType(type)) {
    return { type: 'array', items: { anyOf: (type.typeArguments ?? []).map(schemaOf) } };
  }
  if (type.getSymbol()?.getName() === 'Date') return { type: 'string', format: 'date-time' };
  if (f & ts.TypeFlags.Object || type.isIntersection()) {
    const name = componentName(type);
    if (!name) return objectSchema(type);
    if (!names.has(name)) {
      names.set(name, type);
      schemas[name] = {};
      schemas[name] = objectSchema(type);
    }
    return { $ref: `#/components/schemas/${name}` };
  }
  return {};
}

function summaryOf(symbol) {
  const text = ts
    .displayPartsToString(symbol.getDocumentationComment(checker))
    .replace(/\s+/g, ' ');
  return text.trim();
}

const operations = {};
for (const file of program.getSourceFiles()) {
  if (!controllers.includes(file.fileName)) continue;
  ts.forEachChild(file, function visit(node) {
    if (!ts.isClassDeclaration(node) || !node.name) return;
    if (!decoratorNames(node).includes('Controller')) return;
    for (const member of node.members) {
      if (!ts.isMethodDeclaration(member)) continue;
      if (!decoratorNames(member).some((d) => ROUTE_DECORATORS.has(d))) continue;
      const signature = checker.getSignatureFromDeclaration(member);
      const returned =
        checker.getAwaitedType(signature.getReturnType()) ?? signature.getReturnType();
      const raw = decoratorNames(member).includes('RawResponse');
      const symbol = checker.getSymbolAtLocation(member.name);
      operations[`${node.name.text}.${member.name.getText()}`] = {
        summary: symbol ? summaryOf(symbol) : '',
        ...(raw ? {} : { value: schemaOf(returned) }),
        source: relative(ROOT, file.fileName),
      };
    }
  });
}

mkdirSync(join(OUT, '..'), { recursive: true });
writeFileSync(OUT, JSON.stringify({ operations, schemas }, null, 1));
console.log(
  `openapi-meta: ${Object.keys(operations).length} handlers, ${Object.keys(schemas).length} schemas -> ${relative(ROOT, OUT)}`,
);
