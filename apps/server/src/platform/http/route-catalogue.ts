import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import type { INestApplication } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { Role } from '../auth/principal';
import { CALLER_IN_HANDLER, IS_PUBLIC, RAW_RESPONSE, ROLES } from './route-metadata';

/** One HTTP route of the running API, as Nest registered it. */
export interface RouteEntry {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Full path with the global prefix, Express style (`/api/team/:teamId`). */
  path: string;
  controller: string;
  handler: string;
  /** The Nest module that declares the controller (`TeamsModule`). */
  module: string;
  /** Let through by the guard without a token (`@Public()`). */
  isPublic: boolean;
  /**
   * A caller is required, by the guard (not public) or by the handler
   * (`@CallerCheckedInHandler()`): what the API document's `security` says.
   */
  callerRequired: boolean;
  /** Credentials the route takes instead of the bearer token (security scheme names). */
  alternatives: string[];
  /** Roles the route is limited to; empty = any signed-in caller (or anyone, when public). */
  roles: Role[];
  /** Answers bytes (an image), not the JSON envelope. */
  raw: boolean;
  /** The controller method, for reading further metadata. */
  target: (...args: unknown[]) => unknown;
}

const METHODS: Partial<Record<RequestMethod, RouteEntry['method']>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.DELETE]: 'DELETE',
};

const GLOBAL_PREFIX = '/api';

function joinPath(...parts: string[]): string {
  const joined = parts
    .flatMap((part) => part.split('/'))
    .filter((segment) => segment.length > 0)
    .join('/');
  return `/${joined}`;
}

function pathsOf(metadata: unknown): string[] {
  if (Array.isArray(metadata)) return metadata.map(String);
  return [typeof metadata === 'string' ? metadata : '/'];
}

/**
 * Every route of the application, read from the controllers' decorators: the one list the
 * OpenAPI document, the permission matrix and the fuzzing battery are generated from, so a
 * new route cannot be forgotten by any of them.
 */
export function routeCatalogue(app: INestApplication): RouteEntry[] {
  const discovery = app.get(DiscoveryService);
  const scanner = app.get(MetadataScanner);
  const reflector = app.get(Reflector);
  const routes: RouteEntry[] = [];
  for (const wrapper of discovery.getControllers()) {
    const { instance, metatype, host } = wrapper;
    if (!instance || !metatype) continue;
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    const controllerPaths = pathsOf(Reflect.getMetadata(PATH_METADATA, metatype));
    for (const name of scanner.getAllMethodNames(prototype)) {
      const target = prototype[name] as RouteEntry['target'];
      const requestMethod = Reflect.getMetadata(METHOD_METADATA, target) as
        RequestMethod | undefined;
      const method = requestMethod === undefined ? undefined : METHODS[requestMethod];
      if (!method) continue;
      const classAndMethod = [target, metatype];
      const isPublic = reflector.getAllAndOverride<boolean>(IS_PUBLIC, classAndMethod) ?? false;
      const roles = reflector.getAllAndOverride<Role[]>(ROLES, classAndMethod) ?? [];
      const raw = reflector.getAllAndOverride<boolean>(RAW_RESPONSE, classAndMethod) ?? false;
      const inHandler = reflector.getAllAndOverride<string[] | undefined>(
        CALLER_IN_HANDLER,
        classAndMethod,
      );
      for (const controllerPath of controllerPaths) {
        for (const methodPath of pathsOf(Reflect.getMetadata(PATH_METADATA, target))) {
          routes.push({
            method,
            path: joinPath(GLOBAL_PREFIX, controllerPath, methodPath),
            controller: metatype.name,
            handler: name,
            module: host?.metatype?.name ?? '',
            isPublic,
            callerRequired: !isPublic || inHandler !== undefined,
            alternatives: inHandler ?? [],
            roles,
            raw,
            target,
          });
        }
      }
    }
  }
  return routes.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
