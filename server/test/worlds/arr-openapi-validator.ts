import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';

/**
 * Test aid: validates face answers against the real Sonarr/Radarr OpenAPI component schemas with
 * ajv 8. OpenAPI 3.0's `nullable` becomes a JSON Schema null type, and extra properties are
 * allowed (the face may send more than a resource lists; Bazarr reads only its fields).
 */

type Node = Record<string, unknown>;

function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (typeof node !== 'object' || node === null) return node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node as Node)) {
    if (key === 'nullable' || key === 'additionalProperties' || key === 'example') continue;
    out[key] = toJsonSchema(value);
  }
  if ((node as Node).nullable === true) {
    if (typeof out.type === 'string') {
      out.type = [out.type, 'null'];
      if (Array.isArray(out.enum)) out.enum = [...(out.enum as unknown[]), null];
    } else {
      return { anyOf: [out, { type: 'null' }] };
    }
  }
  // `$ref` siblings are ignored by draft-07 ajv in strict mode: keep the reference alone.
  if (typeof out.$ref === 'string' && Object.keys(out).length > 1) return { allOf: [{ $ref: out.$ref }] };
  return out;
}

export type ArrSpec = 'sonarr' | 'radarr';

export class ArrOpenApiValidator {
  private readonly ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(oracleDir: string) {
    for (const spec of ['sonarr', 'radarr'] as const) {
      const doc = JSON.parse(readFileSync(path.join(oracleDir, `${spec}-openapi.json`), 'utf8')) as {
        components: { schemas: Node };
      };
      this.ajv.addSchema({ $id: spec, components: { schemas: toJsonSchema(doc.components.schemas) } });
    }
  }

  /** Errors of `value` against `spec`'s component (an array of them when `list`); [] when valid. */
  errors(spec: ArrSpec, component: string, value: unknown, list = false): ErrorObject[] {
    const id = `${spec}/${component}/${list}`;
    let validate = this.compiled.get(id);
    if (!validate) {
      const ref = { $ref: `${spec}#/components/schemas/${component}` };
      validate = this.ajv.compile(list ? { type: 'array', items: ref } : ref);
      this.compiled.set(id, validate);
    }
    return validate(value) ? [] : (validate.errors ?? []);
  }
}
