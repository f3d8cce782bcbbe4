// Each object against the Kubernetes OpenAPI schema of its kind (kubernetes-models).
import { idOf } from './objects.mjs';

/** Loads the kubernetes-models class for an object's apiVersion and kind, or undefined. */
async function modelFor(apiVersion, kind) {
  if (typeof apiVersion !== 'string' || typeof kind !== 'string' || !/^[a-z0-9.]+(\/[a-z0-9]+)?$/.test(apiVersion)) return undefined;
  try {
    const mod = await import(/* @vite-ignore */ `kubernetes-models/${apiVersion}`);
    return typeof mod[kind] === 'function' ? mod[kind] : undefined;
  } catch {
    return undefined;
  }
}

/** Schema problems: each object validated against the Kubernetes OpenAPI schema of its kind. */
export async function schemaProblems(objects) {
  const problems = [];
  for (const obj of objects) {
    const Model = await modelFor(obj.apiVersion, obj.kind);
    if (!Model) {
      problems.push(`${idOf(obj)}: no schema for apiVersion ${obj.apiVersion} kind ${obj.kind}`);
      continue;
    }
    try {
      new Model(structuredClone(obj)).validate();
    } catch (err) {
      problems.push(`${idOf(obj)}: schema: ${err.message}`);
    }
  }
  return problems;
}
