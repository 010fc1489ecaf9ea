import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SwaggerModule } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from './openapi-document';

export const API_DOCS_PATH = '/api/docs';
export const OPENAPI_JSON_PATH = `${API_DOCS_PATH}/openapi.json`;

/**
 * Serves the OpenAPI document at /api/docs/openapi.json (and /api/docs-json) and Swagger UI at
 * /api/docs (its assets from swagger-ui-dist, no inline script: the portal's CSP holds). Call
 * before `app.init()`; the document is built on the first request, from the running routes.
 */
export function serveApiDocs(app: NestFastifyApplication): void {
  let document: OpenAPIObject | null = null;
  const documentOnce = () => (document ??= buildOpenApiDocument(app));
  SwaggerModule.setup(API_DOCS_PATH, app, documentOnce, {
    jsonDocumentUrl: OPENAPI_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Liga API',
    swaggerOptions: { validatorUrl: null, persistAuthorization: false, tagsSorter: 'alpha' },
  });
  const http = app.getHttpAdapter();
  http.get(`${API_DOCS_PATH}-json`, (_req, res) => http.reply(res, documentOnce(), 200));
}
