// Offline evaluation of Kubernetes ValidatingAdmissionPolicies (admissionregistration.k8s.io/v1): the policies in
// k8s/policies are checked against rendered manifests the way an API server would check them at admission, with the
// CEL implementation @marcbachmann/cel-js (optional types on, as in Kubernetes). docs/operations.md, "Kubernetes".
//
// What is evaluated: spec.matchConstraints.resourceRules / excludeResourceRules (group, version, resource, CREATE)
// and objectSelector, spec.matchConditions, spec.variables (in order, as `variables.<name>`) and spec.validations
// (expression, message, messageExpression). `object` is the manifest, `oldObject` null, `request` a CREATE.
// Not evaluated offline: namespaceSelector (the manifests are all of one app namespace), bindings (every policy
// applies), failurePolicy (an expression error is always a problem). A policy using paramKind, auditAnnotations or
// `authorizer` is refused: the offline result would not be the cluster's.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Environment } from '@marcbachmann/cel-js';
import YAML from 'yaml';

export const POLICIES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'k8s', 'policies');

const env = new Environment({ unlistedVariablesAreDyn: true, enableOptionalTypes: true, homogeneousAggregateLiterals: false });

/** Plural resource names of the kinds the manifests use (the API's own names; anything else: lowercase + s). */
const RESOURCES = { Ingress: 'ingresses', NetworkPolicy: 'networkpolicies', PodDisruptionBudget: 'poddisruptionbudgets', HorizontalPodAutoscaler: 'horizontalpodautoscalers' };
const resourceOf = (kind) => RESOURCES[kind] ?? `${kind.toLowerCase()}s`;

/** Kubernetes integers are CEL ints: YAML numbers without a fraction become BigInts, as cel-go sees them. */
function toCel(value) {
  if (typeof value === 'number' && Number.isInteger(value)) return BigInt(value);
  if (Array.isArray(value)) return value.map(toCel);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toCel(v)]));
  return value;
}

const compiled = new Map();
function compile(policyName, expression) {
  let fn = compiled.get(expression);
  if (!fn) {
    try {
      fn = env.parse(expression);
    } catch (err) {
      throw new Error(`ValidatingAdmissionPolicy/${policyName}: cannot compile ${JSON.stringify(expression)}: ${err.message}`, { cause: err });
    }
    compiled.set(expression, fn);
  }
  return fn;
}

/** Loads every ValidatingAdmissionPolicy in a directory's YAML files (the bindings and the kustomization are skipped). */
export function loadPolicies(dir = POLICIES_DIR) {
  const policies = [];
  for (const file of fs.readdirSync(dir).filter((f) => /\.ya?ml$/.test(f) && f !== 'kustomization.yaml').sort()) {
    for (const doc of YAML.parseAllDocuments(fs.readFileSync(path.join(dir, file), 'utf8'))) {
      const obj = doc.toJSON();
      if (obj?.kind !== 'ValidatingAdmissionPolicy') continue;
      const name = obj.metadata?.name;
      const spec = obj.spec ?? {};
      if (spec.paramKind || spec.auditAnnotations) throw new Error(`ValidatingAdmissionPolicy/${name}: paramKind and auditAnnotations are not evaluated offline`);
      const expressions = [...(spec.matchConditions ?? []), ...(spec.variables ?? []), ...(spec.validations ?? [])].flatMap((e) => [e.expression, e.messageExpression]).filter(Boolean);
      for (const expression of expressions) {
        if (/\bauthorizer\b/.test(expression)) throw new Error(`ValidatingAdmissionPolicy/${name}: authorizer is not evaluated offline`);
        compile(name, expression);
      }
      policies.push(obj);
    }
  }
  return policies;
}

/** Does the label selector select these labels? (matchLabels and matchExpressions.) */
function selects(selector, labels = {}) {
  if (!selector) return true;
  for (const [k, v] of Object.entries(selector.matchLabels ?? {})) if (labels[k] !== v) return false;
  for (const { key, operator, values = [] } of selector.matchExpressions ?? []) {
    const has = Object.hasOwn(labels, key);
    if ((operator === 'In' && !(has && values.includes(labels[key]))) || (operator === 'NotIn' && has && values.includes(labels[key]))) return false;
    if ((operator === 'Exists' && !has) || (operator === 'DoesNotExist' && has)) return false;
  }
  return true;
}

function ruleMatches(rule, obj) {
  const [group, version] = obj.apiVersion.includes('/') ? obj.apiVersion.split('/') : ['', obj.apiVersion];
  const any = (list, value) => (list ?? []).some((v) => v === '*' || v === value);
  return any(rule.apiGroups, group) && any(rule.apiVersions, version) && any(rule.resources, resourceOf(obj.kind)) && any(rule.operations, 'CREATE');
}

function policyMatches(policy, obj) {
  const match = policy.spec?.matchConstraints ?? {};
  if (!(match.resourceRules ?? []).some((rule) => ruleMatches(rule, obj))) return false;
  if ((match.excludeResourceRules ?? []).some((rule) => ruleMatches(rule, obj))) return false;
  return selects(match.objectSelector, obj.metadata?.labels);
}

const idOf = (obj) => `${obj?.kind ?? '?'}/${obj?.metadata?.name ?? '?'}`;

/** Problems of one object under one policy: "Kind/name: policy: message", one per failed validation. */
export function evaluatePolicy(policy, obj) {
  const name = policy.metadata.name;
  const at = `${idOf(obj)}: ${name}`;
  const object = toCel(obj);
  const [group] = obj.apiVersion.includes('/') ? obj.apiVersion.split('/') : [''];
  const context = {
    object,
    oldObject: null,
    params: null,
    namespaceObject: null,
    request: toCel({ operation: 'CREATE', kind: { group, kind: obj.kind }, resource: { group, resource: resourceOf(obj.kind) }, name: obj.metadata?.name ?? '', namespace: obj.metadata?.namespace ?? '' }),
    variables: {},
  };
  const run = (expression) => compile(name, expression)(context);
  try {
    for (const condition of policy.spec.matchConditions ?? []) if (run(condition.expression) !== true) return [];
    for (const variable of policy.spec.variables ?? []) context.variables[variable.name] = run(variable.expression);
  } catch (err) {
    return [`${at}: expression error: ${err.message.split('\n')[0]}`];
  }
  const problems = [];
  for (const validation of policy.spec.validations ?? []) {
    let ok;
    try {
      ok = run(validation.expression);
    } catch (err) {
      problems.push(`${at}: expression error in ${JSON.stringify(validation.expression)}: ${err.message.split('\n')[0]}`);
      continue;
    }
    if (ok === true) continue;
    let message = validation.message ?? `failed expression: ${validation.expression}`;
    if (validation.messageExpression) {
      try {
        const text = run(validation.messageExpression);
        if (typeof text === 'string' && text.trim()) message = text;
      } catch {
        // As the API server does: a failing messageExpression falls back to message.
      }
    }
    problems.push(`${at}: ${message}`);
  }
  return problems;
}

let loaded;
/** Problems of every object under every policy that matches it (by default the policies of k8s/policies). */
export function admissionProblems(objects, policies = (loaded ??= loadPolicies())) {
  return objects.flatMap((obj) => (typeof obj?.apiVersion === 'string' && typeof obj.kind === 'string' ? policies.filter((p) => policyMatches(p, obj)).flatMap((p) => evaluatePolicy(p, obj)) : []));
}
